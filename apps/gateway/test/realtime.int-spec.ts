import { sharedGatewayUrl, TestHttpClient, uniqueEmail } from '@flow/testing';
import { io, type Socket } from 'socket.io-client';

const url = sharedGatewayUrl();
const api = new TestHttpClient(url);
const sockets: Socket[] = [];
afterAll(() => sockets.forEach((s) => s.disconnect()));

function connect(token: string): Promise<{ socket: Socket; messages: { type: string }[] }> {
  const socket = io(url, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  const messages: { type: string }[] = [];
  socket.on('invalidate', (m) => messages.push(m));
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve({ socket, messages }));
    socket.once('connect_error', reject);
  });
}

async function signUp() {
  return (await api.post('/api/auth/signup', { email: uniqueEmail('rt'), password: 'secret1' })).body;
}

it('refuses a socket without a valid access token', async () => {
  await expect(connect('not-a-token')).rejects.toThrow('unauthorized');
});

it("delivers an invalidate for a user's event only to that user's sockets", async () => {
  const ann = await signUp();
  const bob = await signUp();
  const annTab1 = await connect(ann.access_token);
  const annTab2 = await connect(ann.access_token);
  const bobTab = await connect(bob.access_token);

  // Changing the password publishes identity's user-updated event for Ann through the outbox.
  expect((await api.put('/api/auth/user', { password: 'changed-1', currentPassword: 'secret1' }, ann.access_token)).status).toBe(200);

  const waitFor = (messages: { type: string }[]) =>
    new Promise<void>((resolve, reject) => {
      const deadline = Date.now() + 5000;
      const tick = () =>
        messages.some((m) => m.type === 'flow.evt.identity.user-updated')
          ? resolve()
          : Date.now() > deadline
            ? reject(new Error('no invalidate'))
            : setTimeout(tick, 25);
      tick();
    });
  await Promise.all([waitFor(annTab1.messages), waitFor(annTab2.messages)]);
  // Bob's tab got nothing of Ann's: once an update of Bob's own, made after Ann's, has reached it
  // (events go out in the order they were written), Ann's would have too.
  expect((await api.put('/api/auth/user/privacy', { findableByEmail: false }, bob.access_token)).status).toBe(200);
  await waitFor(bobTab.messages);
  // (Bob's own user-registered may still be on its way: only Ann's event must never reach him.)
  expect(bobTab.messages.filter((m) => m.type === 'flow.evt.identity.user-updated')).toHaveLength(1);
});
