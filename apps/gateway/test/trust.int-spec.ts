import { CONTROL_CHARACTER_MESSAGE, IdentityMessages } from '@flow/contracts';
import { confirmEmail, expectEventually, mailedTokens, mailsTo, sharedGatewayUrl, TestHttpClient, uniqueEmail } from '@flow/testing';
import { io } from 'socket.io-client';

// Findings of the trust issue (21), each against the running services.
const url = sharedGatewayUrl();
const api = new TestHttpClient(url);

async function signUp(email = uniqueEmail('trust'), password = 'secret1') {
  const res = await api.post('/api/auth/signup', { email, password });
  expect(res.status).toBe(201);
  return { email, password, session: res.body };
}

const alive = async (token: string) => (await api.get('/api/auth/user', token)).status === 200;

describe('e-mail confirmation (finding 1)', () => {
  it('mails a single-use "Confirm your e-mail" link at sign-up; the account says whether it is confirmed', async () => {
    const { email, session } = await signUp();
    expect(session.user.email_confirmed_at).toBeNull();
    await expectEventually(() => expect(mailsTo(email).some((m) => /^Subject: Confirm your e-mail$/m.test(m))).toBe(true));
    const [token] = await mailedTokens(email, 'confirmation');
    expect((await api.post('/api/auth/confirm-email', { token })).status).toBe(200);
    expect((await api.get('/api/auth/user', session.access_token)).body.email_confirmed_at).toEqual(expect.any(String));
    const again = await api.post('/api/auth/confirm-email', { token });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(IdentityMessages.invalidConfirmationLink);
    expect((await api.post('/api/auth/confirm-email', { token: 'x'.repeat(43) })).body.error.message).toBe(IdentityMessages.invalidConfirmationLink);
    // Confirmed: nothing to resend.
    expect((await api.post('/api/auth/resend-confirmation', {}, session.access_token)).status).toBe(409);
  });

  it('resends a new link that retires the older one, at most 3 mails an hour', async () => {
    const { email, session } = await signUp();
    const [first] = await mailedTokens(email, 'confirmation');
    expect((await api.post('/api/auth/resend-confirmation', {}, session.access_token)).status).toBe(200);
    const tokens = await mailedTokens(email, 'confirmation', 2);
    expect((await api.post('/api/auth/resend-confirmation', {}, session.access_token)).status).toBe(200);
    const limited = await api.post('/api/auth/resend-confirmation', {}, session.access_token);
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toBe(IdentityMessages.tooManyConfirmationMails);
    expect((await api.post('/api/auth/confirm-email', { token: first })).status).toBe(400);
    expect((await api.post('/api/auth/confirm-email', { token: tokens[1] })).status).toBe(400);
    await confirmEmail(url, email);
  });
});

describe('password change (finding 4) and recovery links (finding 6)', () => {
  it('needs the current password; a right one signs every other session out', async () => {
    const { email, session } = await signUp();
    const other = (await api.post('/api/auth/signin', { email, password: 'secret1' })).body;
    const missing = await api.put('/api/auth/user', { password: 'taken-over-1' }, session.access_token);
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe(IdentityMessages.currentPasswordRequired);
    const wrong = await api.put('/api/auth/user', { password: 'taken-over-1', currentPassword: 'guess-1' }, session.access_token);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe(IdentityMessages.wrongCurrentPassword);
    expect((await api.post('/api/auth/signin', { email, password: 'taken-over-1' })).status).toBe(400);

    expect((await api.put('/api/auth/user', { password: 'brand-new-1', currentPassword: 'secret1' }, session.access_token)).status).toBe(200);
    expect(await alive(session.access_token)).toBe(true);
    expect(await alive(other.access_token)).toBe(false);
  });

  it('a newer recovery link retires the older ones, and a password change retires them all', async () => {
    const { email, session } = await signUp();
    expect((await api.post('/api/auth/recover', { email })).status).toBe(200);
    const [older] = await mailedTokens(email, 'recovery', 1);
    expect((await api.post('/api/auth/recover', { email })).status).toBe(200);
    const newer = (await mailedTokens(email, 'recovery', 2))[1];
    const stale = await api.post('/api/auth/verify-recovery', { token: older });
    expect(stale.status).toBe(400);
    expect(stale.body.error.message).toBe(IdentityMessages.invalidRecoveryLink);

    // A change made with the current password retires the newer link too.
    expect((await api.put('/api/auth/user', { password: 'brand-new-2', currentPassword: 'secret1' }, session.access_token)).status).toBe(200);
    expect((await api.post('/api/auth/verify-recovery', { token: newer })).status).toBe(400);
  });

  it('a session a recovery link opened may set a password without the current one, once', async () => {
    const { email } = await signUp();
    await api.post('/api/auth/recover', { email });
    const [token] = await mailedTokens(email, 'recovery');
    const recovered = (await api.post('/api/auth/verify-recovery', { token })).body;
    expect(recovered.user.email_confirmed_at).toEqual(expect.any(String)); // the link proved the address
    expect((await api.put('/api/auth/user', { password: 'recovered-1' }, recovered.access_token)).status).toBe(200);
    expect((await api.put('/api/auth/user', { password: 'recovered-2' }, recovered.access_token)).status).toBe(400);
  });
});

describe('sockets of revoked sessions (finding 7)', () => {
  it('closes the socket of a session that signs out or is revoked, and keeps the others', async () => {
    const { email, password, session } = await signUp();
    const second = (await api.post('/api/auth/signin', { email, password })).body;
    const open = (token: string) =>
      new Promise<{ disconnected: () => boolean; close: () => void }>((resolve, reject) => {
        let gone = false;
        const socket = io(url, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
        socket.on('disconnect', () => (gone = true));
        socket.on('connect', () => resolve({ disconnected: () => gone, close: () => socket.disconnect() }));
        socket.on('connect_error', reject);
      });
    const [first, other] = await Promise.all([open(session.access_token), open(second.access_token)]);
    try {
      expect((await api.post('/api/auth/signout', { scope: 'local' }, second.access_token)).status).toBe(200);
      await expectEventually(() => expect(other.disconnected()).toBe(true), { timeoutMs: 10_000 });
      expect(first.disconnected()).toBe(false);
      // A password change revokes the other sessions: the third one's socket closes too.
      const third = (await api.post('/api/auth/signin', { email, password })).body;
      const thirdSocket = await open(third.access_token);
      expect((await api.put('/api/auth/user', { password: 'changed-9', currentPassword: password }, session.access_token)).status).toBe(200);
      await expectEventually(() => expect(thirdSocket.disconnected()).toBe(true), { timeoutMs: 10_000 });
      expect(first.disconnected()).toBe(false);
    } finally {
      first.close();
      other.close();
    }
  });
});

describe('control characters (finding 8)', () => {
  it('refuses NUL and other control characters in any text with 422 and a clear message, not 503', async () => {
    const { session } = await signUp();
    for (const [path, body] of [
      ['/api/charts/analyze', { birthDate: '1990-04-13', birthTime: '07:10', birthPlace: 'Kathmandu\u0000, Nepal' }],
      ['/api/coflow/manual-profiles', { full_name: 'Ann\u0000', birth_date: '1990-04-13' }],
      ['/api/auth/signup', { email: uniqueEmail('nul'), password: 'secret\u00071' }],
    ] as const) {
      const res = await api.post(path, body, session.access_token);
      expect({ path, status: res.status, message: res.body.error?.message }).toEqual({ path, status: 422, message: CONTROL_CHARACTER_MESSAGE });
    }
    // Tabs and line breaks stay allowed: notes may have several lines.
    expect(
      (await api.post('/api/coflow/manual-profiles', { full_name: 'Ann', notes: 'line one\nline two\tand a tab' }, session.access_token)).status,
    ).toBeLessThan(300);
  });
});

describe('password recovery answers (finding 9)', () => {
  it('takes as long for an address without an account as for one with an account', async () => {
    const { email } = await signUp();
    const time = async (address: string) => {
      const started = performance.now();
      expect((await api.post('/api/auth/recover', { email: address })).status).toBe(200);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 12; i++) {
      known.push(await time(email));
      unknown.push(await time(uniqueEmail('ghost')));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    // Before, a known address waited for a database write and the mail: tens of milliseconds more.
    expect(median(known) - median(unknown)).toBeLessThan(8);
  });
});
