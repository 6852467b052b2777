import type { Socket } from 'socket.io';
import { decodeIfConcerned, RealtimeGateway, userRoom } from './realtime.gateway';

function fakeSocket(data: Record<string, unknown>) {
  return { data, join: jest.fn(), onAny: jest.fn(), disconnect: jest.fn() } as unknown as Socket & { disconnect: jest.Mock };
}

const USER = '0b6c1f7e-4a44-4c55-9a55-0e6b3f0c0a11';

function gateway() {
  return new RealtimeGateway({} as never, {} as never, { warn: jest.fn() } as never);
}

describe('RealtimeGateway: a socket lives as long as its session and token', () => {
  afterEach(() => jest.useRealTimers());

  it('closes the socket when its access token expires (the browser reconnects with a fresh one)', () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const socket = fakeSocket({ userId: 'u1', sessionId: 's1', expiresAt: 1_000_000 + 60_000 });
    gateway().handleConnection(socket);
    jest.advanceTimersByTime(59_999);
    expect(socket.disconnect).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(socket.disconnect).toHaveBeenCalledWith(true);
  });

  it('stops the expiry timer of a socket that left', () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const socket = fakeSocket({ userId: 'u1', sessionId: 's1', expiresAt: 1_000_000 + 60_000 });
    const realtime = gateway();
    realtime.handleConnection(socket);
    realtime.handleDisconnect(socket);
    jest.advanceTimersByTime(120_000);
    expect(socket.disconnect).not.toHaveBeenCalled();
  });

  it('closes the sockets of revoked sessions only', async () => {
    const revoked = fakeSocket({ userId: 'u1', sessionId: 's1' });
    const kept = fakeSocket({ userId: 'u1', sessionId: 's2' });
    const realtime = gateway();
    const rooms: string[] = [];
    realtime.server = {
      to: () => ({ emit: jest.fn() }),
      in: (room: string) => (rooms.push(room), { fetchSockets: async () => [revoked, kept] }),
    } as never;
    realtime.deliver({
      id: 'e1',
      type: 'flow.evt.identity.sessions-revoked',
      occurredAt: new Date().toISOString(),
      userIds: [USER],
      data: { userId: USER, sessionIds: ['s1'] },
    } as never);
    await new Promise((r) => setImmediate(r));
    expect(rooms).toEqual([userRoom(USER)]);
    expect(revoked.disconnect).toHaveBeenCalledWith(true);
    expect(kept.disconnect).not.toHaveBeenCalled();
  });

  it('sends the in-app copy of a notification to its person’s room only (without the user id)', () => {
    const emitted: { room: string; event: string; message: unknown }[] = [];
    const realtime = gateway();
    realtime.server = { to: (room: string) => ({ emit: (event: string, message: unknown) => emitted.push({ room, event, message }) }) } as never;
    const data = {
      userId: USER,
      id: '6f1c1f7e-4a44-4c55-9a55-0e6b3f0c0a12',
      kind: 'test',
      title: 'FLOW notifications are on',
      body: 'b',
      url: '/settings',
      tag: 't',
      dueAt: '2026-11-25T18:00:00.000Z',
    };
    realtime.deliver({ id: 'e2', type: 'flow.evt.daily-flow.notification-sent', occurredAt: new Date().toISOString(), userIds: [USER], data } as never);
    const { userId: _omitted, ...notification } = data;
    expect(emitted.filter((e) => e.event === 'notification')).toEqual([{ room: userRoom(USER), event: 'notification', message: notification }]);
    // A malformed one is not forwarded.
    realtime.deliver({
      id: 'e3',
      type: 'flow.evt.daily-flow.notification-sent',
      occurredAt: new Date().toISOString(),
      userIds: [USER],
      data: { userId: USER, title: 1 },
    } as never);
    expect(emitted.filter((e) => e.event === 'notification')).toHaveLength(1);
  });
});

describe('RealtimeGateway: only the events that reach a socket here are read', () => {
  const OTHER = '0b6c1f7e-4a44-4c55-9a55-0e6b3f0c0a13';
  const bytes = (type: string, userIds: string[]) =>
    new TextEncoder().encode(JSON.stringify({ id: 'e', type, occurredAt: '2026-11-28T00:00:00Z', userIds, data: {} }));
  const server = (rooms: string[]) =>
    ({ sockets: { sockets: new Map(rooms.map((r, i) => [String(i), {}])), adapter: { rooms: new Map(rooms.map((r) => [r, new Set()])) } } }) as never;
  const created = 'flow.evt.scheduling.event-created';

  it('lets an event go undecoded while this replica holds no socket', () => {
    expect(decodeIfConcerned(created, bytes(created, [USER]), server([]))).toBeNull();
    expect(decodeIfConcerned(created, bytes(created, [USER]), undefined)).toBeNull();
  });

  it('reads an event for a person with a socket here, and lets go of the others', () => {
    expect(decodeIfConcerned(created, bytes(created, [OTHER, USER]), server([userRoom(USER)]))).toEqual({
      value: expect.objectContaining({ userIds: [OTHER, USER] }),
    });
    expect(decodeIfConcerned(created, bytes(created, [OTHER]), server([userRoom(USER)]))).toBeNull();
  });

  it('always reads a saved profile (the person’s language is forgotten here, socket or not)', () => {
    const saved = 'flow.evt.profile.profile-updated';
    expect(decodeIfConcerned(saved, bytes(saved, [OTHER]), server([]))).toEqual({ value: expect.objectContaining({ type: saved }) });
  });
});
