// A real OpenID Connect provider (the `oidc-provider` package) for integration tests: it stands in
// for accounts.google.com. One confidential client (client_secret_post, PKCE S256 required), a
// fixed set of test users, and no login page: every interaction is completed at once.
//
// oidc-provider is ESM-only and the integration jest project is CommonJS, so tests run this file
// as a separate Node process:
//
//   OIDC_PORT=4010 OIDC_ISSUER=http://127.0.0.1:4010 OIDC_CLIENT_ID=flow OIDC_CLIENT_SECRET=s3cret \
//   OIDC_REDIRECT_URI=http://127.0.0.1:8080/api/auth/google/callback \
//   OIDC_USERS='[{"sub":"1001","email":"ann@example.com","name":"Ann"}]' node libs/testing/oidc/provider.mjs
//
// Which user signs in: the one whose `sub` is in the `test_account` cookie the browser (the test's
// cookie jar) sends to this origin - like a browser that is already signed in to Google as that
// person - otherwise the first user. It prints `oidc-provider listening on <issuer>` when ready.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import Provider, { interactionPolicy } from 'oidc-provider';

function required(name) {
  const value = process.env[name];
  if (!value) {
    console.error(`${name} is required`);
    process.exit(2);
  }
  return value;
}

const port = Number(required('OIDC_PORT'));
const issuer = required('OIDC_ISSUER').replace(/\/$/, '');
const clientId = required('OIDC_CLIENT_ID');
const clientSecret = required('OIDC_CLIENT_SECRET');
const redirectUri = required('OIDC_REDIRECT_URI');
/** @type {{ sub: string; email: string; name?: string; email_verified?: boolean; locale?: string }[]} */
const users = JSON.parse(required('OIDC_USERS'));
if (!Array.isArray(users) || users.length === 0 || users.some((u) => !u.sub || !u.email)) {
  console.error('OIDC_USERS must be a non-empty JSON array of { sub, email, name? }');
  process.exit(2);
}
const usersBySub = new Map(users.map((u) => [String(u.sub), u]));
const ACCOUNT_COOKIE = 'test_account';

// Google accepts prompt=select_account; oidc-provider only accepts prompts its policy knows.
const policy = interactionPolicy.base();
policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);

const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: [redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  jwks: { keys: [{ ...signingKey, use: 'sig', alg: 'RS256', kid: randomBytes(8).toString('hex') }] },
  cookies: { keys: [randomBytes(32).toString('base64url')] },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'locale'] },
  // Like Google: the ID token of the code flow carries the profile claims of the granted scopes.
  conformIdTokenClaims: false,
  pkce: { required: () => true },
  features: { devInteractions: { enabled: false } },
  interactions: { policy, url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  async findAccount(_ctx, sub) {
    const user = usersBySub.get(String(sub));
    if (!user) return undefined;
    return {
      accountId: user.sub,
      async claims() {
        return {
          sub: user.sub,
          email: user.email,
          email_verified: user.email_verified ?? true,
          ...(user.name ? { name: user.name } : {}),
          // Google's profile claim: the person's language ('hi', 'en-GB').
          ...(user.locale ? { locale: user.locale } : {}),
        };
      },
    };
  },
  // Short-lived test artefacts; nothing here needs refresh tokens.
  issueRefreshToken: () => false,
  ttl: { AuthorizationCode: 60, Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
});

function cookieValue(req, name) {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** Completes login (and select_account) and consent in one step, granting what was asked for. */
async function autoLogin(req, res) {
  const details = await provider.interactionDetails(req, res);
  const user = usersBySub.get(cookieValue(req, ACCOUNT_COOKIE) ?? '') ?? users[0];
  const accountId = user.sub;
  const clientIdOfRequest = String(details.params.client_id);
  const grant =
    details.grantId && details.session?.accountId === accountId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId, clientId: clientIdOfRequest });
  if (details.params.scope) grant.addOIDCScope(String(details.params.scope));
  const missingClaims = details.prompt.details?.missingOIDCClaims;
  if (Array.isArray(missingClaims) && missingClaims.length) grant.addOIDCClaims(missingClaims);
  const grantId = await grant.save();
  console.log(`auto-login ${details.uid}: account ${accountId}, prompt ${details.prompt.name}, scope ${details.params.scope}`);
  await provider.interactionFinished(req, res, { select_account: {}, login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
}

const handle = provider.callback();
const server = http.createServer((req, res) => {
  const { pathname } = new URL(req.url ?? '/', issuer);
  if (req.method === 'GET' && /^\/interaction\/[^/]+$/.test(pathname)) {
    autoLogin(req, res).catch((error) => {
      console.error('interaction failed', error);
      if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain' });
      res.end(`interaction failed: ${error.message}`);
    });
    return;
  }
  handle(req, res);
});

provider.on('server_error', (_ctx, error) => console.error('server_error', error));
provider.on('authorization.error', (_ctx, error) => console.error('authorization.error', error.message, error.error_description ?? ''));
provider.on('grant.error', (_ctx, error) => console.error('grant.error', error.message, error.error_description ?? ''));
provider.on('grant.success', (ctx) => console.log(`token issued to ${ctx.oidc.client?.clientId}`));

server.listen(port, '127.0.0.1', () => console.log(`oidc-provider listening on ${issuer}`));
const shutdown = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
