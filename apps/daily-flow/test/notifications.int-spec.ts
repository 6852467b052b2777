import { randomUUID } from 'node:crypto';
import { NotificationMessage, NotificationMessages, NotificationSettings } from '@flow/contracts';
import { expectEventually, type PushDevice, sharedGatewayUrl, startPushStandin, startService, type PushStandin, type ServiceProcess, TestHttpClient, testInfra, uniqueEmail } from '@flow/testing';
import { Client } from 'pg';
import { io, type Socket } from 'socket.io-client';

// Notifications through the shared gateway and daily-flow (its own PostgreSQL, real NATS and Redis),
// pushed to a local RFC 8030/8291 push service that decrypts what it is sent.
const url = sharedGatewayUrl();
const api = new TestHttpClient(url);
let standin: PushStandin;
let db: Client;
const sockets: Socket[] = [];

beforeAll(async () => {
  standin = await startPushStandin();
  db = new Client({ connectionString: testInfra().databaseUrls['daily-flow'] });
  await db.connect();
});
afterAll(async () => {
  sockets.forEach((s) => s.disconnect());
  await db.end();
  await standin.stop();
});

async function signUp(): Promise<{ token: string; userId: string }> {
  const res = await api.post('/api/auth/signup', { email: uniqueEmail('notify'), password: 'secret1' });
  expect(res.status).toBe(201);
  return { token: res.body.access_token, userId: res.body.user.id };
}

async function enabledDevice(token: string): Promise<PushDevice> {
  const device = standin.newDevice();
  const res = await api.post('/api/notifications/subscriptions', device.subscription, token);
  expect(res.status).toBe(201);
  return device;
}

const messages = (device: PushDevice) => device.received.map((r) => NotificationMessage.parse(r.payload));
const settingsOf = async (token: string) => NotificationSettings.parse((await api.get('/api/notifications/settings', token)).body);

describe('POST /api/notifications/test', () => {
  it('answers 202 and pushes to every device of the person within seconds (VAPID-signed, encrypted), with the in-app copy on open tabs', async () => {
    const { token } = await signUp();
    const settings = await settingsOf(token);
    expect(settings).toMatchObject({ blockTransitions: true, eventReminders: true, externalEventReminders: false, morningBriefing: true, eveningWindDown: false, leadMinutes: 10, quietHours: { start: '22:00', end: '07:00' }, briefingTime: null, briefingChannel: 'push', subscriptions: 0 });
    const [phone, laptop] = [await enabledDevice(token), await enabledDevice(token)];
    expect((await settingsOf(token)).subscriptions).toBe(2);

    const socket = io(url, { path: '/socket.io', auth: { token }, transports: ['websocket'] });
    sockets.push(socket);
    const toasts: NotificationMessage[] = [];
    socket.on('notification', (m: NotificationMessage) => toasts.push(m));
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));

    const res = await api.post('/api/notifications/test', undefined, token);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ accepted: true, subscriptions: 2 });
    await expectEventually(() => {
      expect(phone.received).toHaveLength(1);
      expect(laptop.received).toHaveLength(1);
    }, { timeoutMs: 15_000 });
    const [pushed] = messages(phone);
    expect(pushed).toMatchObject({ kind: 'test', title: 'FLOW notifications are on', url: '/settings' });
    expect(messages(laptop)[0].id).toBe(pushed.id);
    expect(phone.received[0].vapidKey).toBe(settings.vapidPublicKey);
    await expectEventually(() => expect(toasts.map((t) => t.id)).toEqual([pushed.id]), { timeoutMs: 15_000 });
  });

  it('removes a device whose push service answers 410, and keeps the others', async () => {
    const { token } = await signUp();
    const [gone, kept] = [await enabledDevice(token), await enabledDevice(token)];
    gone.expire();
    expect((await api.post('/api/notifications/test', undefined, token)).status).toBe(202);
    await expectEventually(async () => {
      expect(gone.attempts).toEqual([410]);
      expect(kept.received).toHaveLength(1);
      expect((await settingsOf(token)).subscriptions).toBe(1);
    }, { timeoutMs: 15_000 });
    // The next test push goes only to the device that is left.
    expect((await api.post('/api/notifications/test', undefined, token)).status).toBe(202);
    await expectEventually(() => expect(kept.received).toHaveLength(2), { timeoutMs: 15_000 });
    expect(gone.attempts).toEqual([410]);
  });

  it('retries a push the service refused for now (429, 503) with back-off until it is taken, once', async () => {
    const { token } = await signUp();
    const device = await enabledDevice(token);
    device.answerNext(429, 503);
    expect((await api.post('/api/notifications/test', undefined, token)).status).toBe(202);
    await expectEventually(() => expect(device.attempts).toEqual([429, 503, 201]), { timeoutMs: 30_000, intervalMs: 200 });
    expect(device.received).toHaveLength(1);
    // The back-off doubles (2 s, then 4 s by default): the third try came at least 4 s after the first.
    expect(device.received[0].at - Date.parse(messages(device)[0].dueAt)).toBeGreaterThanOrEqual(4000);
  });
});

describe('notification settings and devices belong to their person', () => {
  it('validates settings and subscriptions with clear messages', async () => {
    const { token } = await signUp();
    const lead = await api.request('PUT', '/api/notifications/settings', { token, body: { leadMinutes: 500 } });
    expect(lead.status).toBe(422);
    expect(lead.body.error.message).toBe(NotificationMessages.leadMinutes);
    const quiet = await api.request('PUT', '/api/notifications/settings', { token, body: { quietHours: { start: '25:00', end: '07:00' } } });
    expect(quiet.status).toBe(422);
    expect(quiet.body.error.message).toBe(NotificationMessages.clock);
    expect((await api.request('PUT', '/api/notifications/settings', { token, body: { sound: true } })).status).toBe(422);
    const device = standin.newDevice();
    const badKeys = await api.post('/api/notifications/subscriptions', { ...device.subscription, keys: { p256dh: 'abc', auth: device.subscription.keys.auth } }, token);
    expect(badKeys.status).toBe(422);
    expect(badKeys.body.error.message).toBe(NotificationMessages.keys);
    const ftp = await api.post('/api/notifications/subscriptions', { ...device.subscription, endpoint: 'ftp://127.0.0.1/push' }, token);
    expect(ftp.status).toBe(422);
    expect(ftp.body.error.message).toBe(NotificationMessages.endpoint);
    expect((await settingsOf(token)).subscriptions).toBe(0);
  });

  it('another person can neither read nor change someone’s settings or devices', async () => {
    const owner = await signUp();
    const other = await signUp();
    const device = await enabledDevice(owner.token);
    const saved = await api.request('PUT', '/api/notifications/settings', { token: owner.token, body: { leadMinutes: 25, briefingChannel: 'both', quietHours: { start: '23:00', end: '06:30' } } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ leadMinutes: 25, briefingChannel: 'both', quietHours: { start: '23:00', end: '06:30' }, subscriptions: 1 });

    expect(await settingsOf(other.token)).toMatchObject({ leadMinutes: 10, briefingChannel: 'push', subscriptions: 0 });
    const removed = await api.request('DELETE', '/api/notifications/subscriptions', { token: other.token, body: { endpoint: device.subscription.endpoint } });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ unsubscribed: false });
    expect((await api.request('PUT', '/api/notifications/settings', { token: other.token, body: { leadMinutes: 60 } })).status).toBe(200);
    expect(await settingsOf(owner.token)).toMatchObject({ leadMinutes: 25, subscriptions: 1 });
    // A test push of the other person never reaches the owner's device.
    expect((await api.post('/api/notifications/test', undefined, other.token)).body).toEqual({ accepted: true, subscriptions: 0 });
    expect((await api.request('GET', '/api/notifications/settings')).status).toBe(401);

    const own = await api.request('DELETE', '/api/notifications/subscriptions', { token: owner.token, body: { endpoint: device.subscription.endpoint } });
    expect(own.body).toEqual({ unsubscribed: true });
    expect((await settingsOf(owner.token)).subscriptions).toBe(0);
    await new Promise((r) => setTimeout(r, 2500));
    expect(device.received).toHaveLength(0);
  });
});

describe('planning from the day and from events', () => {
  it('reminds of a FLOW event at the lead time, and moves the reminder when the event moves', async () => {
    const { token, userId } = await signUp();
    const device = await enabledDevice(token);
    // Quiet hours far from now, whenever this runs.
    const hour = new Date().getUTCHours();
    const clock = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
    expect((await api.request('PUT', '/api/notifications/settings', { token, body: { leadMinutes: 1, quietHours: { start: clock(hour + 6), end: clock(hour + 8) }, blockTransitions: false, morningBriefing: false } })).status).toBe(200);
    const start = new Date(Date.now() + 3 * 60_000);
    start.setUTCSeconds(0, 0);
    const created = await api.post('/api/events', { title: 'Standup', startTime: start.toISOString(), endTime: new Date(start.getTime() + 15 * 60_000).toISOString(), createGoogleEvent: false }, token);
    expect(created.status).toBe(201);
    const planned = async () => (await db.query(`select key, due_at, state from due_notifications where user_id = $1 and kind = 'event'`, [userId])).rows;
    await expectEventually(async () => expect((await planned()).map((r) => [r.due_at.toISOString(), r.state])).toEqual([[new Date(start.getTime() - 60_000).toISOString(), 'pending']]), { timeoutMs: 20_000, intervalMs: 250 });

    // Moved an hour later: the reminder moves with it (the old one is not sent).
    const later = new Date(start.getTime() + 3_600_000);
    expect((await api.request('PATCH', `/api/events/${created.body.event.id}`, { token, body: { startTime: later.toISOString(), endTime: new Date(later.getTime() + 15 * 60_000).toISOString() } })).status).toBe(200);
    await expectEventually(async () => expect((await planned()).map((r) => r.due_at.toISOString())).toEqual([new Date(later.getTime() - 60_000).toISOString()]), { timeoutMs: 20_000, intervalMs: 250 });
    expect(device.received).toHaveLength(0);
  });
});

describe('the sender', () => {
  const insertDue = async (userId: string, count: number, dueAt: string) => {
    const ids: string[] = Array.from({ length: count }, () => randomUUID());
    await db.query(`insert into due_notifications (id, user_id, key, kind, due_at, title, body, url) select id, $2, 'test:' || id, 'test', $3, 'T', 'B', '/' from unnest($1::uuid[]) id`, [ids, userId, dueAt]);
    return ids;
  };

  it('sends what fell due up to 5 minutes ago and drops what is older', async () => {
    const { token, userId } = await signUp();
    const device = await enabledDevice(token);
    const [recent] = await insertDue(userId, 1, new Date(Date.now() - 3 * 60_000).toISOString());
    const [stale] = await insertDue(userId, 1, new Date(Date.now() - 10 * 60_000).toISOString());
    await expectEventually(async () => {
      const states = (await db.query('select id, state from due_notifications where id = any($1)', [[recent, stale]])).rows;
      expect(Object.fromEntries(states.map((r) => [r.id, r.state]))).toEqual({ [recent]: 'sent', [stale]: 'dropped' });
      expect(messages(device).map((m) => m.id)).toEqual([recent]);
    }, { timeoutMs: 15_000 });
  });

  it('never sends one notification twice across worker replicas, even when one is killed (kill -9) mid-run', async () => {
    // A slow push service (300 ms an answer), so pushes are in flight when the replica dies.
    const slow = await startPushStandin({ delayMs: 300 });
    const people = await Promise.all(Array.from({ length: 6 }, () => signUp()));
    const devices = await Promise.all(people.map(async (p) => {
      const device = slow.newDevice();
      expect((await api.post('/api/notifications/subscriptions', device.subscription, p.token)).status).toBe(201);
      return device;
    }));
    const replicas: ServiceProcess[] = [await startService('daily-flow'), await startService('daily-flow')];
    try {
      const ids: string[] = [];
      for (const p of people) ids.push(...(await insertDue(p.userId, 200, new Date().toISOString())));
      // Kill one replica while the pushes are going out.
      await expectEventually(() => expect(devices.reduce((n, d) => n + d.received.length, 0)).toBeGreaterThan(20), { timeoutMs: 30_000, intervalMs: 20 });
      await replicas[0].kill9();
      await expectEventually(async () => expect(Number((await db.query(`select count(*) from due_notifications where id = any($1) and state = 'pending'`, [ids])).rows[0].count)).toBe(0), { timeoutMs: 60_000, intervalMs: 250 });
      await expectEventually(async () => {
        const deliveries = (await db.query(`select d.id, x.state from notification_deliveries x join due_notifications d on d.id = x.notification_id where d.id = any($1)`, [ids])).rows as { id: string; state: string }[];
        const received = devices.flatMap((d) => messages(d).map((m) => m.id));
        const pushed = new Set(received);
        // At most once: no id twice, nothing left to retry.
        expect(pushed.size).toBe(received.length);
        expect(received.every((id) => ids.includes(id))).toBe(true);
        expect(deliveries.filter((x) => x.state === 'retry')).toEqual([]);
        // Every id pushed, or lost with the killed replica: recorded `sending` before its push, never repeated.
        // (A push the killed replica had out can have reached the push service too: pushed, never recorded taken.)
        const lost = new Set(deliveries.filter((x) => x.state === 'sending').map((x) => x.id));
        expect(ids.filter((id) => !pushed.has(id) && !lost.has(id))).toEqual([]);
        // What the surviving replica recorded as taken, the push service has.
        expect(deliveries.filter((x) => x.state === 'accepted' && !pushed.has(x.id))).toEqual([]);
      }, { timeoutMs: 30_000, intervalMs: 500 });
    } finally {
      await Promise.all(replicas.map((r) => r.stop()));
      await slow.stop();
    }
  }, 180_000);
});
