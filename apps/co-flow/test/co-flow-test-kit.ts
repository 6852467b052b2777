import fs from 'node:fs';
import path from 'node:path';
import { confirmEmail, expectEventually, sharedGatewayUrl, TestHttpClient, testMailDir, uniqueEmail } from '@flow/testing';
import { io, type Socket } from 'socket.io-client';

export const url = sharedGatewayUrl();
export const api = new TestHttpClient(url);

export interface TestUser {
  id: string;
  email: string;
  token: string;
  fullName?: string;
}

/**
 * Signs a new user up and confirms the address (unless `confirm: false`). Identity hashes the password (argon2, 64 MiB); on a saturated machine that can
 * outlast the gateway's request timeout (503) while the account is still created, so a 503 is asked
 * again and an address that meanwhile exists is signed in. These suites test Co-Flow, not that.
 */
export async function signUp(tag = 'coflow', fullName?: string, email = uniqueEmail(tag), options: { confirm?: boolean } = {}): Promise<TestUser> {
  const body = { email, password: 'secret1', ...(fullName ? { fullName } : {}) };
  const res = await expectEventually(
    async () => {
      let attempt = await api.post('/api/auth/signup', body);
      if (attempt.status === 409) attempt = await api.post('/api/auth/signin', { email, password: 'secret1' });
      if (attempt.status === 503) throw new Error('identity busy');
      return attempt;
    },
    { timeoutMs: 60_000, intervalMs: 500 },
  );
  if (res.status !== 201 && res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  // Only a confirmed address receives invitations; the owner opens the mailed link.
  if (options.confirm !== false && !res.body.user.email_confirmed_at) await confirmEmail(url, email);
  return { id: res.body.user.id, email: res.body.user.email, token: res.body.access_token, fullName };
}

/**
 * Several users, one after the other: each sign-up hashes a password (argon2, 64 MiB), and a burst
 * of them on a busy machine can outlast identity's request timeout.
 */
export async function signUpEach<T>(...makers: (() => Promise<T>)[]): Promise<T[]> {
  const users: T[] = [];
  for (const make of makers) users.push(await make());
  return users;
}

/** A invites B (by account) and B accepts: returns the connection id. */
export async function connect(a: TestUser, b: TestUser): Promise<string> {
  const invite = await api.post('/api/coflow/invites', { recipientId: b.id }, a.token);
  if (invite.status !== 201) throw new Error(`invite failed: ${invite.status} ${JSON.stringify(invite.body)}`);
  const accepted = await api.post(`/api/coflow/invites/${invite.body.id}/accept`, {}, b.token);
  if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  return accepted.body.connection.id;
}

export function errorOf(res: { status: number; body: any }) {
  return { status: res.status, code: res.body?.error?.code, message: res.body?.error?.message };
}

/** The test stack's services write mail into this folder as .eml files (no SMTP_URL). */
export function mailTo(address: string): string | undefined {
  const dir = testMailDir();
  if (!fs.existsSync(dir)) return undefined;
  for (const file of fs.readdirSync(dir)) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    if (new RegExp(`^To: ${address.replace(/[.+]/g, '\\$&')}$`, 'mi').test(text)) return text;
  }
  return undefined;
}

const sockets: Socket[] = [];
export function closeSockets() {
  sockets.splice(0).forEach((s) => s.disconnect());
}

/** A browser tab's socket: collects every `invalidate` it is sent. */
export function openSocket(token: string): Promise<{ messages: { type: string; id?: string }[] }> {
  const socket = io(url, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  const messages: { type: string; id?: string }[] = [];
  socket.on('invalidate', (m) => messages.push(m));
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve({ messages }));
    socket.once('connect_error', reject);
  });
}
