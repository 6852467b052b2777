import { QueryClient } from '@tanstack/react-query';
import { SessionStore } from '../auth/session-store';
import { profileKeys } from '../../features/profile/api/profile-keys';
import { connectRealtime } from './realtime-provider';

type Handler = (...args: unknown[]) => void;
class FakeSocket {
  handlers = new Map<string, Handler[]>();
  connect = jest.fn();
  disconnect = jest.fn();
  options: Record<string, unknown> = {};
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  off(event: string, handler: Handler) {
    this.handlers.set(
      event,
      (this.handlers.get(event) ?? []).filter((h) => h !== handler),
    );
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    for (const h of this.handlers.get(event) ?? []) h(...args);
  }
}
const sockets: FakeSocket[] = [];
const fakeIo = ((options: Record<string, unknown>) => {
  const socket = new FakeSocket();
  socket.options = options;
  sockets.push(socket);
  return socket;
}) as unknown as Parameters<typeof connectRealtime>[0];

describe('connectRealtime', () => {
  beforeEach(() => {
    sockets.length = 0;
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('authenticates with the current access token on every (re)connect', () => {
    const store = new SessionStore();
    const token = jest.spyOn(store, 'getAccessToken').mockReturnValue('token-a');
    const stop = connectRealtime(fakeIo, store, new QueryClient());
    const auth = sockets[0]!.options.auth as (cb: (data: object) => void) => void;
    const seen: object[] = [];
    auth((data) => seen.push(data));
    token.mockReturnValue('token-b');
    auth((data) => seen.push(data));
    expect(seen).toEqual([{ token: 'token-a' }, { token: 'token-b' }]);
    expect(sockets[0]!.options).toMatchObject({ path: '/socket.io', reconnection: false, timeout: 10_000 });
    stop();
  });

  it('maps invalidate messages to query invalidations', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(profileKeys.me(), {});
    const stop = connectRealtime(fakeIo, new SessionStore(), queryClient);
    sockets[0]!.fire('invalidate', { type: 'flow.evt.profile.profile-updated' });
    expect(queryClient.getQueryState(profileKeys.me())?.isInvalidated).toBe(true);
    stop();
    // Handlers are removed by reference when the provider goes away.
    expect(sockets[0]!.handlers.get('invalidate')).toEqual([]);
    expect(sockets[0]!.disconnect).toHaveBeenCalled();
  });

  it('reconnects after 1, 2, 5, then every 10 s, and refetches everything once back', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['anything'], 1);
    const stop = connectRealtime(fakeIo, new SessionStore(), queryClient);
    const socket = sockets[0]!;
    socket.fire('connect');
    expect(queryClient.getQueryState(['anything'])?.isInvalidated).toBe(false);
    socket.fire('disconnect', 'transport close');
    const waits: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const before = socket.connect.mock.calls.length;
      let waited = 0;
      while (socket.connect.mock.calls.length === before) {
        jest.advanceTimersByTime(500);
        waited += 500;
      }
      waits.push(waited);
      socket.fire('connect_error', new Error('xhr poll error'));
    }
    expect(waits).toEqual([1000, 2000, 5000, 10_000, 10_000]);
    socket.fire('connect');
    expect(queryClient.getQueryState(['anything'])?.isInvalidated).toBe(true);
    stop();
  });

  it('renews the token when the server refuses it, and stops retrying once closed', () => {
    const store = new SessionStore();
    const refresh = jest.spyOn(store, 'refresh').mockResolvedValue(true);
    const stop = connectRealtime(fakeIo, store, new QueryClient());
    sockets[0]!.fire('connect_error', new Error('unauthorized'));
    expect(refresh).toHaveBeenCalled();
    stop();
    jest.advanceTimersByTime(60_000);
    expect(sockets[0]!.connect).not.toHaveBeenCalled();
  });
});
