import { randomBytes, randomUUID } from 'node:crypto';
import { IdentityMessages, type Session } from '@flow/contracts';
import { confirmEmail, sharedGatewayUrl, sharedMicrosoftStandin, TestHttpClient, uniqueEmail } from '@flow/testing';

// Sign in with Microsoft end to end through the shared stack, against the shared Microsoft stand-in
// (which the shared identity is configured with): the stand-in signs ID tokens with a key published at
// its JWKS, and each of its accounts carries a tenant and, for work accounts, the xms_edov claim.

const gateway = () => sharedGatewayUrl();
const standin = () => sharedMicrosoftStandin();
const callbackUrl = () => `${gateway()}/api/auth/microsoft/callback`;
const failedLocation = (message: string) => `/auth?error=${encodeURIComponent(message)}`;

/** A Microsoft account at the stand-in: personal by default, a work one with `tenantId` (and xms_edov when `emailVerified` is set). */
async function microsoftAccount(email: string, work?: { emailVerified?: boolean }) {
  await standin().control('POST', '/accounts', {
    email,
    name: 'Mia Microsoft',
    ...(work ? { tenantId: randomUUID(), emailVerified: work.emailVerified } : {}),
  });
  return email;
}

/** start -> the authorization endpoint -> the person accepts as `email` -> the callback URL (not opened yet). */
async function authorize(email: string) {
  const start = await fetch(`${gateway()}/api/auth/microsoft/start`, { redirect: 'manual' });
  expect(start.status).toBe(302);
  const authorization = new URL(start.headers.get('location')!);
  expect(authorization.origin).toBe(standin().url);
  expect(authorization.pathname).toBe('/common/oauth2/v2.0/authorize');
  const params = authorization.searchParams;
  expect(params.get('redirect_uri')).toBe(callbackUrl());
  expect(params.get('scope')?.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
  expect(params.get('code_challenge_method')).toBe('S256');
  expect(params.get('nonce')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  const approved = await fetch(`${standin().url}/common/oauth2/v2.0/authorize/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...Object.fromEntries(params), email, decision: 'allow' }),
    redirect: 'manual',
  });
  expect(approved.status).toBe(302);
  const back = new URL(approved.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(callbackUrl());
  return { callback: back.toString(), state: back.searchParams.get('state')!, code: back.searchParams.get('code')! };
}

/** Opens the callback: a session (traded for the refresh cookie, as the web app does), or where it sent the person. */
async function openCallback(callback: string): Promise<{ session?: Session; location: string | null }> {
  const done = await fetch(callback, { redirect: 'manual' });
  expect(done.status).toBe(302);
  const cookie = done.headers.getSetCookie().find((c) => c.startsWith('flow_refresh='));
  if (!cookie) return { location: done.headers.get('location') };
  const refreshed = await fetch(`${gateway()}/api/auth/refresh`, {
    method: 'POST',
    headers: { cookie: cookie.split(';')[0]!, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(refreshed.status).toBe(200);
  return { session: (await refreshed.json()) as Session, location: done.headers.get('location') };
}

async function signInWithMicrosoft(email: string) {
  return openCallback((await authorize(email)).callback);
}

async function signUpConfirmed(email: string) {
  const signup = await new TestHttpClient(gateway()).post<Session>('/api/auth/signup', { email, password: 'secret1' });
  expect(signup.status).toBe(201);
  await confirmEmail(gateway(), email);
  return signup.body.user.id;
}

async function providersOf(email: string) {
  const signin = await new TestHttpClient(gateway()).post<Session>('/api/auth/signin', { email, password: 'secret1' });
  expect(signin.status).toBe(200);
  return [...signin.body.user.app_metadata.providers].sort();
}

it('signs a new person in with a personal Microsoft account, and finds the same account the next time', async () => {
  const email = await microsoftAccount(uniqueEmail('ms-new'));
  const first = await signInWithMicrosoft(email);
  expect(first.location).toBe('/');
  expect(first.session!.user).toMatchObject({
    email,
    app_metadata: { providers: ['microsoft'] },
    user_metadata: expect.objectContaining({ full_name: 'Mia Microsoft' }),
  });
  expect(first.session!.user.email_confirmed_at).toEqual(expect.any(String));

  const again = await signInWithMicrosoft(email);
  expect(again.session!.user.id).toBe(first.session!.user.id);
});

it('links a confirmed account only from a verified claim (xms_edov true), keeping its password', async () => {
  const email = uniqueEmail('ms-link');
  const userId = await signUpConfirmed(email);
  await microsoftAccount(email, { emailVerified: true });

  const { session } = await signInWithMicrosoft(email);
  expect(session!.user.id).toBe(userId);
  expect(await providersOf(email)).toEqual(['email', 'microsoft']);
});

it.each([
  ['without xms_edov', undefined],
  ['with xms_edov false', false],
])('does not link or create an account from a work account %s', async (_label, emailVerified) => {
  const email = uniqueEmail('ms-unverified');
  await signUpConfirmed(email);
  await microsoftAccount(email, { emailVerified });

  const refused = await signInWithMicrosoft(email);
  expect(refused).toEqual({ location: failedLocation(IdentityMessages.microsoftEmailUnverified) });
  expect(await providersOf(email)).toEqual(['email']);

  // Nor is an account made for an address nobody has.
  const stranger = await microsoftAccount(uniqueEmail('ms-unverified-new'), { emailVerified });
  expect(await signInWithMicrosoft(stranger)).toEqual({ location: failedLocation(IdentityMessages.microsoftEmailUnverified) });
  expect((await new TestHttpClient(gateway()).post('/api/auth/signup', { email: stranger, password: 'secret1' })).status).toBe(201);
});

it('does not link an account whose address was never confirmed, even from a verified claim', async () => {
  const email = uniqueEmail('ms-unconfirmed');
  expect((await new TestHttpClient(gateway()).post('/api/auth/signup', { email, password: 'secret1' })).status).toBe(201);
  await microsoftAccount(email);

  expect(await signInWithMicrosoft(email)).toEqual({ location: failedLocation(IdentityMessages.microsoftAccountUnconfirmed) });
  expect(await providersOf(email)).toEqual(['email']);
});

it('refuses a forged, a missing or a used state, and a provider error, without a cookie', async () => {
  const email = await microsoftAccount(uniqueEmail('ms-state'));
  const fresh = await authorize(email);
  const withState = (state: string | null) => {
    const url = new URL(fresh.callback);
    if (state === null) url.searchParams.delete('state');
    else url.searchParams.set('state', state);
    return url.toString();
  };
  const failed = { location: failedLocation(IdentityMessages.microsoftFailed) };
  expect(await openCallback(withState(randomBytes(32).toString('base64url')))).toEqual(failed);
  expect(await openCallback(withState(null))).toEqual(failed);
  expect(await openCallback(`${callbackUrl()}?error=access_denied&state=${encodeURIComponent(fresh.state)}`)).toEqual(failed);

  // The genuine callback still works, once.
  expect((await openCallback(fresh.callback)).session!.user.email).toBe(email);
  expect(await openCallback(fresh.callback)).toEqual(failed);
});
