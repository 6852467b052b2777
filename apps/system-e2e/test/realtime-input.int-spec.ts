import { expectEventually, sharedGatewayUrl, TestHttpClient } from '@flow/testing';
import { io, type Socket } from 'socket.io-client';
import { signUp } from './support/actors';

// The browser only listens on its socket. Whatever a client sends is ignored, an oversized message
// closes that one socket, and a bad handshake is refused; the gateway and everyone else carry on.
const url = sharedGatewayUrl();
const api = new TestHttpClient(url);
const sockets: Socket[] = [];
afterAll(() => sockets.forEach((s) => s.disconnect()));

function open(auth: unknown): Socket {
  const socket = io(url, { path: '/socket.io', auth: auth as Record<string, unknown>, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  return socket;
}

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
}

it.each([
  ['no token', {}],
  ['a number for a token', { token: 42 }],
  ['an object for a token', { token: { $ne: null } }],
  ['a token of 5,000 characters', { token: 'a'.repeat(5000) }],
  ['a forged token', { token: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' }],
])('refuses a handshake with %s', async (_, auth) => {
  await expect(connected(open(auth))).rejects.toThrow('unauthorized');
});

it('ignores anything a client sends, closes a socket that sends over 16 KiB, and keeps delivering to the others', async () => {
  const person = await signUp(api, 'socket');
  const noisy = open({ token: person.token });
  const flooding = open({ token: person.token });
  const garbling = open({ token: person.token });
  await Promise.all([connected(noisy), connected(flooding), connected(garbling)]);
  const received: { type: string }[] = [];
  noisy.on('invalidate', (m) => received.push(m));

  // Made-up events, reserved names, odd payloads, binary, acks: all ignored.
  noisy.emit('invalidate', { type: 'flow.evt.fake', id: 'x' });
  noisy.emit('join', `user:${'0'.repeat(36)}`);
  // A socket.io packet written straight onto the engine.io connection ('2' is an event).
  const raw = (socket: Socket, packet: string) => (socket.io.engine as unknown as { write(p: string): void }).write(packet);
  raw(noisy, `2["join","user:${person.userId}x"]`);
  noisy.emit('__proto__', { polluted: true });
  noisy.emit('message', Buffer.from([0, 1, 2, 255]));
  noisy.emit('anything', { nested: { deep: ['a', 1, null, true] } }, () => undefined);
  noisy.emit('x'.repeat(1000), 'y'.repeat(8000));

  const closed = (socket: Socket) => new Promise<string>((resolve) => socket.once('disconnect', resolve));
  const floodClosed = closed(flooding);
  flooding.emit('message', 'z'.repeat(64 * 1024));
  expect(await floodClosed).toBe('transport close');
  // A reserved event name (written raw: the client library refuses it) or a packet the parser cannot
  // read closes that socket too.
  const garbleClosed = closed(garbling);
  raw(garbling, '2["disconnecting",null]');
  expect(await garbleClosed).toMatch(/close/);
  const unreadable = open({ token: person.token });
  await connected(unreadable);
  const unreadableClosed = closed(unreadable);
  raw(unreadable, '2{{not a packet');
  expect(await unreadableClosed).toMatch(/close/);
  expect(noisy.connected).toBe(true);

  // The noisy socket still gets its person's updates (a password change publishes user-updated).
  expect((await api.put('/api/auth/user', { password: 'changed-pass-2', currentPassword: person.password }, person.token)).status).toBe(200);
  await expectEventually(() => expect(received.map((m) => m.type)).toContain('flow.evt.identity.user-updated'), { timeoutMs: 10_000 });
  expect(received.map((m) => m.type)).not.toContain('flow.evt.fake');
  expect((await api.get('/api/health')).status).toBe(200);
});
