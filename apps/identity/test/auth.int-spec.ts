import { IdentityMessages } from '@flow/contracts';
import { mailedTokens, sharedGatewayUrl, TestHttpClient, testInfra, uniqueEmail } from '@flow/testing';
import { Client } from 'pg';

// Identity's accounts, sessions and recovery, through the gateway of the shared stack.

const api = new TestHttpClient(sharedGatewayUrl());

async function signUp(email = uniqueEmail(), password = 'secret1', fullName?: string) {
  const res = await api.post('/api/auth/signup', { email, password, ...(fullName ? { fullName } : {}) });
  expect(res.status).toBe(201);
  return { email, password, session: res.body };
}

function refreshCookie(res: { headers: Headers }): string | undefined {
  return res.headers.get('set-cookie')?.match(/flow_refresh=([^;]+)/)?.[1];
}

describe('sign-up, sign-in and the current user', () => {
  it('signs up, signs in and reads the user through the gateway', async () => {
    const email = uniqueEmail('Ann').toUpperCase();
    const created = await api.post('/api/auth/signup', { email: `  ${email} `, password: 'secret1', fullName: 'Ann Example' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      user: { email: email.toLowerCase(), user_metadata: { full_name: 'Ann Example' } },
    });
    expect(created.body.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500);
    const cookie = created.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/flow_refresh=[^;]+;.*HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const signedIn = await api.post('/api/auth/signin', { email: email.toLowerCase(), password: 'secret1' });
    expect(signedIn.status).toBe(200);
    const me = await api.get('/api/auth/user', signedIn.body.access_token);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: created.body.user.id, email: email.toLowerCase(), app_metadata: { providers: ['email'] } });
  });

  it.each([
    [{ email: '', password: 'secret1' }, IdentityMessages.fillAllFields],
    [{ email: 'a@b.co', password: '' }, IdentityMessages.fillAllFields],
    [{ password: 'secret1' }, IdentityMessages.fillAllFields],
    [{ email: 'a@b.co', password: 'short' }, IdentityMessages.passwordTooShort],
    [{ email: 'not-an-email', password: 'secret1' }, 'Invalid Email'],
  ])('refuses sign-up %j with the spec message', async (body, message) => {
    const res = await api.post('/api/auth/signup', body);
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe(message);
  });

  it('refuses unknown fields and malformed JSON with a 4xx, not a 500', async () => {
    const extra = await api.post('/api/auth/signup', { email: uniqueEmail(), password: 'secret1', role: 'admin' });
    expect(extra.status).toBe(422);
    const broken = await api.request('POST', '/api/auth/signin', { rawBody: '{"email":' });
    expect(broken.status).toBe(400);
    expect(broken.body.error.code).toBe('BAD_REQUEST');
  });

  it('asks for both fields on sign-in', async () => {
    const res = await api.post('/api/auth/signin', { email: 'someone@example.com', password: '' });
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe(IdentityMessages.fillAllFields);
  });

  it('refuses a duplicate e-mail whatever its case', async () => {
    const { email } = await signUp();
    const again = await api.post('/api/auth/signup', { email: email.toUpperCase(), password: 'another1' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(IdentityMessages.emailTaken);
  });

  it('gives one generic message for a wrong password and for an unknown e-mail', async () => {
    const { email } = await signUp();
    const wrongPassword = await api.post('/api/auth/signin', { email, password: 'wrong-password' });
    const unknownUser = await api.post('/api/auth/signin', { email: uniqueEmail('nobody'), password: 'whatever1' });
    expect(wrongPassword.status).toBe(400);
    expect(unknownUser.status).toBe(400);
    expect(wrongPassword.body).toEqual(unknownUser.body);
    expect(wrongPassword.body.error.message).toBe(IdentityMessages.invalidCredentials);
  });

  it('answers 401 without a token and with a forged one', async () => {
    expect((await api.get('/api/auth/user')).status).toBe(401);
    expect((await api.get('/api/auth/user', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.')).status).toBe(401);
    const { session } = await signUp();
    const [header, payload] = session.access_token.split('.');
    expect((await api.get('/api/auth/user', `${header}.${payload}.AAAA`)).status).toBe(401);
  });
});

describe('refresh tokens', () => {
  it('rotates the refresh token on every use, in the body and in the cookie', async () => {
    const { session } = await signUp();
    const first = await api.post('/api/auth/refresh', { refresh_token: session.refresh_token });
    expect(first.status).toBe(200);
    expect(first.body.refresh_token).not.toBe(session.refresh_token);
    const viaCookie = await api.request('POST', '/api/auth/refresh', { body: {}, headers: { cookie: `flow_refresh=${first.body.refresh_token}` } });
    expect(viaCookie.status).toBe(200);
    expect(refreshCookie(viaCookie)).toBe(viaCookie.body.refresh_token);
    expect((await api.get('/api/auth/user', viaCookie.body.access_token)).status).toBe(200);
  });

  it('revokes the whole family when a rotated token is used again', async () => {
    const { session } = await signUp();
    const rotated = await api.post('/api/auth/refresh', { refresh_token: session.refresh_token });
    expect(rotated.status).toBe(200);
    const reuse = await api.post('/api/auth/refresh', { refresh_token: session.refresh_token });
    expect(reuse.status).toBe(401);
    // The legitimate newest token of that family is dead too, and so are its access tokens.
    expect((await api.post('/api/auth/refresh', { refresh_token: rotated.body.refresh_token })).status).toBe(401);
    expect((await api.get('/api/auth/user', rotated.body.access_token)).status).toBe(401);
  });

  it('answers 204 without a body when there is no refresh token at all, 401 for one it does not know', async () => {
    const nobody = await api.request('POST', '/api/auth/refresh', { body: {} });
    expect(nobody.status).toBe(204);
    expect(nobody.body).toBeFalsy();
    expect(refreshCookie(nobody)).toBeUndefined();
    // A token that is there but unknown is still a 401 (and drops the cookie).
    const unknown = await api.request('POST', '/api/auth/refresh', { body: {}, headers: { cookie: 'flow_refresh=not-a-token' } });
    expect(unknown.status).toBe(401);
  });

  it('refuses a cookie refresh from another origin', async () => {
    const { session } = await signUp();
    const res = await api.request('POST', '/api/auth/refresh', {
      body: {},
      headers: { cookie: `flow_refresh=${session.refresh_token}`, origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
  });
});

describe('sign-out scopes', () => {
  async function threeSessions() {
    const { email, password, session: a } = await signUp();
    const b = (await api.post('/api/auth/signin', { email, password })).body;
    const c = (await api.post('/api/auth/signin', { email, password })).body;
    return { a, b, c };
  }
  const alive = async (s: { access_token: string }) => (await api.get('/api/auth/user', s.access_token)).status === 200;

  it('local signs out only this session', async () => {
    const { a, b, c } = await threeSessions();
    expect((await api.post('/api/auth/signout', { scope: 'local' }, a.access_token)).status).toBe(200);
    expect([await alive(a), await alive(b), await alive(c)]).toEqual([false, true, true]);
    expect((await api.post('/api/auth/refresh', { refresh_token: a.refresh_token })).status).toBe(401);
  });

  it('others signs out every other session', async () => {
    const { a, b, c } = await threeSessions();
    expect((await api.post('/api/auth/signout', { scope: 'others' }, a.access_token)).status).toBe(200);
    expect([await alive(a), await alive(b), await alive(c)]).toEqual([true, false, false]);
  });

  it('global signs out everywhere', async () => {
    const { a, b, c } = await threeSessions();
    expect((await api.post('/api/auth/signout', { scope: 'global' }, a.access_token)).status).toBe(200);
    expect([await alive(a), await alive(b), await alive(c)]).toEqual([false, false, false]);
  });
});

describe('password recovery', () => {
  async function recoveryToken(email: string, count = 1): Promise<string> {
    return (await mailedTokens(email, 'recovery', count)).at(-1)!;
  }

  it('always answers 200 and needs an e-mail address', async () => {
    expect((await api.post('/api/auth/recover', { email: uniqueEmail('ghost') })).status).toBe(200);
    const missing = await api.post('/api/auth/recover', { email: ' ' });
    expect(missing.status).toBe(422);
    expect(missing.body.error.message).toBe(IdentityMessages.enterEmail);
  });

  it('mails a single-use link that becomes a session and lets the user set a new password', async () => {
    const { email, session: before } = await signUp();
    expect((await api.post('/api/auth/recover', { email })).status).toBe(200);
    const token = await recoveryToken(email);

    const verified = await api.post('/api/auth/verify-recovery', { token });
    expect(verified.status).toBe(200);
    const tooShort = await api.put('/api/auth/user', { password: '12345' }, verified.body.access_token);
    expect(tooShort.body.error.message).toBe(IdentityMessages.passwordTooShort);
    expect((await api.put('/api/auth/user', { password: 'brand-new-1' }, verified.body.access_token)).status).toBe(200);

    const again = await api.post('/api/auth/verify-recovery', { token });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(IdentityMessages.invalidRecoveryLink);
    // Other sessions were signed out; the new password works, the old one does not.
    expect((await api.get('/api/auth/user', before.access_token)).status).toBe(401);
    expect((await api.post('/api/auth/signin', { email, password: 'secret1' })).status).toBe(400);
    expect((await api.post('/api/auth/signin', { email, password: 'brand-new-1' })).status).toBe(200);
  });

  it('refuses an expired link', async () => {
    const { email } = await signUp();
    await api.post('/api/auth/recover', { email });
    const token = await recoveryToken(email);
    const db = new Client({ connectionString: testInfra().databaseUrls.identity });
    await db.connect();
    await db.query(`update password_reset_tokens set expires_at = now() - interval '1 minute' where user_id = (select id from users where email = $1)`, [
      email,
    ]);
    await db.end();
    const res = await api.post('/api/auth/verify-recovery', { token });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(IdentityMessages.invalidRecoveryLink);
  });
});
