import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { IdentityMessages, type Session, type User } from '@flow/contracts';
import {
  confirmEmail,
  expectEventually,
  freePort,
  mailsTo,
  REPO_ROOT,
  serviceDatabase,
  sharedGatewayUrl,
  spawnLogged,
  startGateway,
  startPrivateNats,
  startService,
  startSideBySide,
  TestHttpClient,
  testInfra,
  uniqueEmail,
  type GatewayProcess,
  type RunningProcess,
  type ServiceProcess,
} from '@flow/testing';
import { Client } from 'pg';

// Google sign-in end to end against a real OpenID Connect provider (oidc-provider, run from
// libs/testing/oidc/provider.mjs) in place of accounts.google.com. The flow runs through an identity
// and a gateway of this test's own, on a NATS server and a database of their own: the shared
// identity has no Google client (and must not answer this gateway's requests), and an identity on
// the shared database would relay the shared identity's outbox rows to the private NATS.

const CLIENT_ID = 'flow-test-client';
const CLIENT_SECRET = randomBytes(24).toString('base64url');
const FAILED_LOCATION = `/auth?error=${encodeURIComponent(IdentityMessages.googleFailed)}`;

/** The people the provider can sign in; a browser picks one with the provider's `test_account` cookie. */
const newcomer = { sub: `g-${randomBytes(6).toString('hex')}`, email: uniqueEmail('google-new'), name: 'Grace Google' };
const existing = { sub: `g-${randomBytes(6).toString('hex')}`, email: uniqueEmail('google-link'), name: 'Linus Linked' };
const confirmedOwner = { sub: `g-${randomBytes(6).toString('hex')}`, email: uniqueEmail('google-confirmed'), name: 'Cora Confirmed' };
/** Google's `locale` claim names the person's language: Hindi, a language FLOW does not speak, and English. */
const hindiSpeaker = { sub: `g-${randomBytes(6).toString('hex')}`, email: uniqueEmail('google-hi'), name: 'Harsh Hindi', locale: 'hi' };
const frenchSpeaker = { sub: `g-${randomBytes(6).toString('hex')}`, email: uniqueEmail('google-fr'), name: 'Fleur French', locale: 'fr-FR' };
const britishSpeaker = { sub: `g-${randomBytes(6).toString('hex')}`, email: uniqueEmail('google-gb'), name: 'Bea British', locale: 'en-GB' };

const dbName = `flow_test_google_${process.pid}`;
let databaseUrl: string;
let nats: Awaited<ReturnType<typeof startPrivateNats>> | undefined;
let provider: RunningProcess | undefined;
let identity: ServiceProcess | undefined;
let gateway: GatewayProcess | undefined;
let issuer: string;
let callbackUrl: string;

interface StoredCookie {
  value: string;
  path: string;
}

interface Hop {
  status: number;
  url: string;
  /** Absolute Location of a redirect. */
  location?: string;
  /** Names of the cookies this response set (or cleared). */
  setCookies: string[];
  headers: Headers;
  body: unknown;
}

/**
 * A browser of its own: a cookie jar (host-only cookies with a path, as a browser keeps them for
 * 127.0.0.1 whatever the port) and redirects followed by hand.
 */
class Browser {
  private readonly jar = new Map<string, Map<string, StoredCookie>>();
  /** The browser's languages, sent with every request when set. */
  acceptLanguage?: string;

  setCookie(url: string, name: string, value: string, cookiePath = '/') {
    this.cookiesOf(new URL(url).hostname).set(name, { value, path: cookiePath });
  }

  cookie(url: string, name: string): string | undefined {
    return this.cookiesOf(new URL(url).hostname).get(name)?.value;
  }

  async request(method: string, url: string, json?: unknown): Promise<Hop> {
    const target = new URL(url);
    const headers: Record<string, string> = {};
    const cookie = [...this.cookiesOf(target.hostname)]
      .filter(([, c]) => target.pathname === c.path || target.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
    if (cookie) headers.cookie = cookie;
    if (this.acceptLanguage) headers['accept-language'] = this.acceptLanguage;
    if (json !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(target, { method, headers, body: json === undefined ? undefined : JSON.stringify(json), redirect: 'manual' });
    const setCookies: string[] = [];
    for (const header of response.headers.getSetCookie()) setCookies.push(this.store(target, header));
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON */
    }
    const location = response.headers.get('location');
    return {
      status: response.status,
      url: target.toString(),
      location: location ? new URL(location, target).toString() : undefined,
      setCookies,
      headers: response.headers,
      body,
    };
  }

  get(url: string) {
    return this.request('GET', url);
  }

  /** Follows redirects while they stay on `origin`; returns every hop. */
  async followWithin(origin: string, url: string, maxHops = 10): Promise<Hop[]> {
    const hops: Hop[] = [];
    let next: string | undefined = url;
    while (next && new URL(next).origin === origin) {
      if (hops.length === maxHops) throw new Error(`more than ${maxHops} redirects: ${hops.map((h) => h.url).join(' -> ')}`);
      const hop = await this.get(next);
      hops.push(hop);
      if (hop.status < 300 || hop.status >= 400) break;
      next = hop.location;
    }
    return hops;
  }

  private store(url: URL, header: string): string {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq);
    const value = pair.slice(eq + 1);
    const attr = (key: string) => attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
    const cookiePath = attr('path') ?? (url.pathname.lastIndexOf('/') > 0 ? url.pathname.slice(0, url.pathname.lastIndexOf('/')) : '/');
    const maxAge = attr('max-age');
    const expires = attr('expires');
    const gone = (maxAge !== undefined && Number(maxAge) <= 0) || (expires !== undefined && Date.parse(expires) <= Date.now()) || value === '';
    const cookies = this.cookiesOf(url.hostname);
    if (gone) cookies.delete(name);
    else cookies.set(name, { value, path: cookiePath });
    return name;
  }

  private cookiesOf(host: string) {
    let cookies = this.jar.get(host);
    if (!cookies) this.jar.set(host, (cookies = new Map()));
    return cookies;
  }
}

/** A browser already signed in at the provider as `account`. */
function browserSignedInAs(account: { sub: string }) {
  const browser = new Browser();
  browser.setCookie(issuer, 'test_account', account.sub);
  return browser;
}

/**
 * start -> the provider's authorization endpoint -> automatic login and consent -> back to the
 * gateway's callback URL (not opened yet). Asserts what the authorization request carries.
 */
async function authorize(browser: Browser) {
  const start = await browser.get(`${gateway!.url}/api/auth/google/start`);
  expect(start.status).toBe(302);
  const authorization = new URL(start.location!);
  expect(authorization.origin).toBe(issuer);
  const params = authorization.searchParams;
  expect(params.get('client_id')).toBe(CLIENT_ID);
  expect(params.get('response_type')).toBe('code');
  expect(params.get('redirect_uri')).toBe(callbackUrl);
  expect(params.get('scope')?.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
  expect(params.get('code_challenge_method')).toBe('S256');
  expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/); // base64url of a SHA-256
  const state = params.get('state');
  const nonce = params.get('nonce');
  expect(state).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  expect(nonce).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  expect(nonce).not.toBe(state);

  const hops = await browser.followWithin(issuer, authorization.toString());
  const last = hops.at(-1)!;
  if (last.status !== 303 && last.status !== 302) throw new Error(`the provider stopped at ${last.url} with ${last.status}: ${JSON.stringify(last.body)}`);
  // The provider really ran an interaction (its own cookie) before it answered the client.
  expect(hops.some((hop) => new URL(hop.url).pathname.startsWith('/interaction/'))).toBe(true);
  const back = new URL(last.location!);
  expect(`${back.origin}${back.pathname}`).toBe(callbackUrl);
  expect(back.searchParams.get('state')).toBe(state);
  expect(back.searchParams.get('code')).toBeTruthy();
  expect(back.searchParams.get('error')).toBeNull();
  return { callback: back.toString(), state: state!, code: back.searchParams.get('code')! };
}

/** Opens the callback and expects the success redirect with the refresh cookie. */
async function completeCallback(browser: Browser, callback: string) {
  const done = await browser.get(callback);
  expect({ status: done.status, location: done.location }).toEqual({ status: 302, location: `${gateway!.url}/` });
  const setCookie = done.headers.getSetCookie().find((c) => c.startsWith('flow_refresh='));
  expect(setCookie).toMatch(/HttpOnly/i);
  expect(setCookie).toMatch(/Path=\/api\/auth/i);
  expect(setCookie).toMatch(/SameSite=Lax/i);
  expect(browser.cookie(gateway!.url, 'flow_refresh')).toBeTruthy();
}

/** What the web app does on load: trade the cookie for a session, then read the user with it. */
async function sessionOf(browser: Browser): Promise<Session> {
  const refreshed = await browser.request('POST', `${gateway!.url}/api/auth/refresh`, {});
  expect(refreshed.status).toBe(200);
  const session = refreshed.body as Session;
  const me = await new TestHttpClient(gateway!.url).get<User>('/api/auth/user', session.access_token);
  expect(me.status).toBe(200);
  expect(me.body).toEqual(session.user);
  return session;
}

async function expectRefused(browser: Browser, url: string) {
  const before = browser.cookie(gateway!.url, 'flow_refresh');
  const refused = await browser.get(url);
  expect({ status: refused.status, location: refused.location }).toEqual({ status: 302, location: `${gateway!.url}${FAILED_LOCATION}` });
  expect(refused.setCookies).not.toContain('flow_refresh');
  expect(browser.cookie(gateway!.url, 'flow_refresh')).toBe(before);
}

/** The language identity announced a new account with (its user-registered event, from its outbox). */
async function registeredLanguage(email: string): Promise<string | undefined> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ envelope: unknown }>(`select envelope from outbox where subject = $1 and envelope::text like $2`, [
      'flow.evt.identity.user-registered',
      `%${email}%`,
    ]);
    expect(rows).toHaveLength(1);
    return /"language":"(\w+)"/.exec(JSON.stringify(rows[0]!.envelope))?.[1];
  } finally {
    await client.end();
  }
}

async function waitForProvider(proc: RunningProcess, url: string) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) throw new Error(`the OIDC provider exited (${proc.child.exitCode}), see ${proc.logFile}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the OIDC provider did not start, see ${proc.logFile}`);
}

async function admin<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: testInfra().PG_BASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  const [gatewayPort, providerPort] = await Promise.all([freePort(), freePort()]);
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  callbackUrl = `${gatewayUrl}/api/auth/google/callback`;
  issuer = `http://127.0.0.1:${providerPort}`;

  provider = spawnLogged('oidc-provider', process.execPath, [path.join(REPO_ROOT, 'libs/testing/oidc/provider.mjs')], {
    OIDC_PORT: String(providerPort),
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: CLIENT_ID,
    OIDC_CLIENT_SECRET: CLIENT_SECRET,
    OIDC_REDIRECT_URI: callbackUrl,
    OIDC_USERS: JSON.stringify([newcomer, existing, confirmedOwner, hindiSpeaker, frenchSpeaker, britishSpeaker]),
  });

  // A copy of identity's migrated template, on the run's PostgreSQL.
  [databaseUrl, nats] = await Promise.all([serviceDatabase('identity', dbName), startPrivateNats()]);
  await waitForProvider(provider, `${issuer}/.well-known/openid-configuration`);
  // Redis database 6: state, revoked sessions and the per-IP limit apart from the shared stack.
  const redisUrl = `${testInfra().REDIS_URL}/6`;
  // Side by side: neither waits for the other's boot.
  const identityStart = startService('identity', {
    NATS_URL: nats.url,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    APP_ORIGIN: gatewayUrl,
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
    GOOGLE_ISSUER: issuer,
    // No Microsoft app here (the test environment points every service at the Microsoft stand-in).
    MICROSOFT_CLIENT_ID: '',
    MICROSOFT_CLIENT_SECRET: '',
  });
  [identity, gateway] = (await startSideBySide<RunningProcess>([
    identityStart,
    startGateway({ PORT: String(gatewayPort), NATS_URL: nats.url, REDIS_URL: redisUrl }),
  ])) as [ServiceProcess, GatewayProcess];
}, 90_000);

afterAll(async () => {
  await gateway?.stop();
  await identity?.stop();
  await Promise.all([provider?.stop(), nats?.stop()]);
  if (databaseUrl) await admin((client) => client.query(`drop database if exists "${dbName}"`));
}, 30_000);

it('answers 501 on a server without a Google client', async () => {
  const res = await new TestHttpClient(sharedGatewayUrl()).get('/api/auth/google/start');
  expect(res.status).toBe(501);
  expect(res.body).toEqual({ error: expect.objectContaining({ code: 'GOOGLE_NOT_CONFIGURED', message: 'Google sign-in is not configured on this server.' }) });
  expect(res.headers.get('location')).toBeNull();
});

it('answers 501 to Sign in with Microsoft on a server without a Microsoft client, as to Google without one', async () => {
  const res = await new TestHttpClient(gateway!.url).get('/api/auth/microsoft/start');
  expect(res.status).toBe(501);
  expect(res.body).toEqual({ error: expect.objectContaining({ code: 'MICROSOFT_NOT_CONFIGURED', message: IdentityMessages.microsoftNotConfigured }) });
  expect(res.headers.get('location')).toBeNull();
  const callback = await new TestHttpClient(gateway!.url).get(`/api/auth/microsoft/callback?code=c&state=${'s'.repeat(43)}`);
  expect(callback.status).toBe(302);
  // A callback that reaches such a server sends the person back to /auth with the same reason.
  expect(callback.headers.get('location')).toBe(`/auth?error=${encodeURIComponent(IdentityMessages.microsoftNotConfigured)}`);
});

it('signs a new person in with Google: PKCE, state and nonce, a refresh cookie, then a session', async () => {
  const browser = browserSignedInAs(newcomer);
  const { callback } = await authorize(browser);
  await completeCallback(browser, callback);

  const session = await sessionOf(browser);
  expect(session.user.email).toBe(newcomer.email);
  expect(session.user.user_metadata.full_name).toBe(newcomer.name);
  expect(session.user.app_metadata.providers).toEqual(['google']);

  // The next Google sign-in finds the same account through the Google subject.
  const again = browserSignedInAs(newcomer);
  await completeCallback(again, (await authorize(again)).callback);
  const second = await sessionOf(again);
  expect(second.user.id).toBe(session.user.id);
  expect(second.refresh_token).not.toBe(session.refresh_token);
});

it("gives a person new to FLOW the ID token's language (its locale claim) when FLOW speaks it, else the browser's", async () => {
  const signUp = async (account: { sub: string }, acceptLanguage?: string) => {
    const browser = browserSignedInAs(account);
    browser.acceptLanguage = acceptLanguage;
    await completeCallback(browser, (await authorize(browser)).callback);
  };
  await signUp(hindiSpeaker, 'en-US,en;q=0.9');
  await signUp(frenchSpeaker, 'fr-FR,fr;q=0.9,hi;q=0.8');
  await signUp(britishSpeaker, 'hi-IN,hi;q=0.9');
  // Profile-chart makes the profile from user-registered with this language.
  expect(await registeredLanguage(hindiSpeaker.email)).toBe('hi');
  expect(await registeredLanguage(frenchSpeaker.email)).toBe('hi');
  expect(await registeredLanguage(britishSpeaker.email)).toBe('en');
});

it('links Google to an unconfirmed account only by taking it over: the password goes, its sessions end, and the owner is told', async () => {
  // Someone registered the address first (pre-hijacking) and never confirmed it.
  const api = new TestHttpClient(gateway!.url);
  const squatter = await api.post<Session>('/api/auth/signup', { email: existing.email, password: 'secret1' });
  expect(squatter.status).toBe(201);
  expect(squatter.body.user.app_metadata.providers).toEqual(['email']);
  expect(squatter.body.user.email_confirmed_at).toBeNull();

  const browser = browserSignedInAs(existing);
  await completeCallback(browser, (await authorize(browser)).callback);
  const session = await sessionOf(browser);
  expect(session.user.id).toBe(squatter.body.user.id);
  expect(session.user.app_metadata.providers).toEqual(['google']);
  expect(session.user.email_confirmed_at).toEqual(expect.any(String));

  // The squatter's password and sessions no longer work; the owner got a mail saying so.
  expect((await api.post('/api/auth/signin', { email: existing.email, password: 'secret1' })).status).toBe(400);
  expect((await api.get('/api/auth/user', squatter.body.access_token)).status).toBe(401);
  expect((await api.post('/api/auth/refresh', { refresh_token: squatter.body.refresh_token })).status).toBe(401);
  await expectEventually(() => expect(mailsTo(existing.email).some((m) => m.includes('Subject: Your FLOW account now signs in with Google'))).toBe(true));
  // The services are told to revoke what the squatter set up (what each one does: apps/identity/test/address-reclaim).
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  let told;
  try {
    told = await db.query(`select envelope->'data' as data from outbox where subject = 'flow.evt.identity.address-reclaimed'`);
  } finally {
    await db.end();
  }
  expect(told.rows.map((r) => r.data)).toEqual([{ userId: squatter.body.user.id, email: existing.email, via: 'google' }]);
});

it('links Google to a confirmed account and leaves its password and sessions alone', async () => {
  const api = new TestHttpClient(gateway!.url);
  const owner = await api.post<Session>('/api/auth/signup', { email: confirmedOwner.email, password: 'secret1' });
  expect(owner.status).toBe(201);
  await confirmEmail(gateway!.url, confirmedOwner.email);

  const browser = browserSignedInAs(confirmedOwner);
  await completeCallback(browser, (await authorize(browser)).callback);
  const session = await sessionOf(browser);
  expect(session.user.id).toBe(owner.body.user.id);
  expect([...session.user.app_metadata.providers].sort()).toEqual(['email', 'google']);
  expect((await api.get('/api/auth/user', owner.body.access_token)).status).toBe(200);
  const withPassword = await api.post<Session>('/api/auth/signin', { email: confirmedOwner.email, password: 'secret1' });
  expect(withPassword.status).toBe(200);
  expect(withPassword.body.user.id).toBe(owner.body.user.id);
});

it('refuses a used, a forged or a foreign state, and a provider error, without a cookie', async () => {
  const browser = browserSignedInAs(newcomer);
  const used = await authorize(browser);
  await completeCallback(browser, used.callback);

  const fresh = await authorize(browser);
  const withState = (state: string) => {
    const url = new URL(fresh.callback);
    url.searchParams.set('state', state);
    return url.toString();
  };
  // A fresh, unspent code with a state that was already used, with a forged one, and with none.
  await expectRefused(browser, withState(used.state));
  await expectRefused(browser, withState(randomBytes(32).toString('base64url')));
  await expectRefused(browser, `${callbackUrl}?code=${encodeURIComponent(fresh.code)}`);
  await expectRefused(browser, `${callbackUrl}?error=access_denied&state=${encodeURIComponent(fresh.state)}`);

  // The refusals came from the state, not from a spent code or state: the genuine callback still works ...
  await completeCallback(browser, fresh.callback);
  expect((await sessionOf(browser)).user.email).toBe(newcomer.email);
  // ... once: the same state and code again are refused.
  await expectRefused(browser, fresh.callback);
});
