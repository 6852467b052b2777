import { randomUUID } from 'node:crypto';
import { NotificationMessage, NotificationMessages, NotificationSettings, SchedulingMessages } from '@flow/contracts';
import {
  expectEventually,
  type PushDevice,
  sharedGatewayUrl,
  startPushStandin,
  startService,
  startSideBySide,
  type PushStandin,
  type ServiceProcess,
  TestHttpClient,
  testInfra,
  uniqueEmail,
} from '@flow/testing';
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
const minuteFromNow = (minutes: number) => new Date(Math.ceil(Date.now() / 60_000) * 60_000 + minutes * 60_000);

/**
 * The person's day at a place where it is about noon now (so no sleep block or quiet hours is near, whenever
 * this runs), with only event reminders on.
 */
async function remindersOnlyAtNoon(token: string): Promise<void> {
  const offset = Math.max(-12, Math.min(14, 12 - new Date().getUTCHours()));
  // Etc/GMT-N is N hours ahead of UTC (POSIX signs).
  const zone = offset === 0 ? 'Etc/UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
  expect((await api.request('PATCH', '/api/profile', { token, body: { time_zone: zone } })).status).toBe(200);
  expect(
    (
      await api.request('PUT', '/api/notifications/settings', {
        token,
        body: { quietHours: { start: '01:00', end: '03:00' }, blockTransitions: false, morningBriefing: false },
      })
    ).status,
  ).toBe(200);
}
const settingsOf = async (token: string) => NotificationSettings.parse((await api.get('/api/notifications/settings', token)).body);

describe('POST /api/notifications/test', () => {
  it('answers 202 and pushes to every device of the person within seconds (VAPID-signed, encrypted), with the in-app copy on open tabs', async () => {
    const { token } = await signUp();
    const settings = await settingsOf(token);
    expect(settings).toMatchObject({
      blockTransitions: true,
      eventReminders: true,
      externalEventReminders: false,
      morningBriefing: true,
      eveningWindDown: false,
      leadMinutes: 10,
      quietHours: { start: '22:00', end: '07:00' },
      briefingTime: null,
      briefingChannel: 'push',
      subscriptions: 0,
    });
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
    await expectEventually(
      () => {
        expect(phone.received).toHaveLength(1);
        expect(laptop.received).toHaveLength(1);
      },
      { timeoutMs: 15_000 },
    );
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
    await expectEventually(
      async () => {
        expect(gone.attempts).toEqual([410]);
        expect(kept.received).toHaveLength(1);
        expect((await settingsOf(token)).subscriptions).toBe(1);
      },
      { timeoutMs: 15_000 },
    );
    // The next test push goes only to the device that is left.
    expect((await api.post('/api/notifications/test', undefined, token)).status).toBe(202);
    await expectEventually(() => expect(kept.received).toHaveLength(2), { timeoutMs: 15_000 });
    expect(gone.attempts).toEqual([410]);
  });

  it('retries a reminder the service refused for now (429, 503) with back-off until it is taken, once', async () => {
    const { token, userId } = await signUp();
    const device = await enabledDevice(token);
    device.answerNext(429, 503);
    const id = randomUUID();
    await db.query(`insert into due_notifications (id, user_id, key, kind, due_at, title, body, url) values ($1, $2, $3, 'event', now(), 'T', 'B', '/')`, [
      id,
      userId,
      `retry:${id}`,
    ]);
    await expectEventually(() => expect(device.attempts).toEqual([429, 503, 201]), { timeoutMs: 30_000, intervalMs: 200 });
    expect(device.received).toHaveLength(1);
    // The back-off doubles (2 s, then 4 s by default): the third try came at least 4 s after the first.
    expect(device.received[0].at - Date.parse(messages(device)[0].dueAt)).toBeGreaterThanOrEqual(4000);
  });

  it('tries a test push once: a failing endpoint is not called again for it', async () => {
    const { token } = await signUp();
    const device = await enabledDevice(token);
    device.answerNext(503, 503, 503);
    expect((await api.post('/api/notifications/test', undefined, token)).status).toBe(202);
    await expectEventually(
      async () => {
        const { rows } = await db.query(
          `select x.state from notification_deliveries x join due_notifications d on d.id = x.notification_id join push_subscriptions s on s.id = x.subscription_id where s.endpoint = $1`,
          [device.subscription.endpoint],
        );
        expect(rows).toEqual([{ state: 'failed' }]);
      },
      { timeoutMs: 15_000 },
    );
    expect(device.attempts).toEqual([503]);
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
    const badKeys = await api.post(
      '/api/notifications/subscriptions',
      { ...device.subscription, keys: { p256dh: 'abc', auth: device.subscription.keys.auth } },
      token,
    );
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
    const saved = await api.request('PUT', '/api/notifications/settings', {
      token: owner.token,
      body: { leadMinutes: 25, briefingChannel: 'both', quietHours: { start: '23:00', end: '06:30' } },
    });
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
    await remindersOnlyAtNoon(token);
    expect((await api.request('PUT', '/api/notifications/settings', { token, body: { leadMinutes: 1 } })).status).toBe(200);
    const start = new Date(Date.now() + 3 * 60_000);
    start.setUTCSeconds(0, 0);
    const created = await api.post(
      '/api/events',
      { title: 'Standup', startTime: start.toISOString(), endTime: new Date(start.getTime() + 15 * 60_000).toISOString(), createGoogleEvent: false },
      token,
    );
    expect(created.status).toBe(201);
    const planned = async () =>
      (await db.query(`select key, due_at, state, subject, starts_at from due_notifications where user_id = $1 and kind = 'event'`, [userId])).rows;
    await expectEventually(
      async () =>
        expect((await planned()).map((r) => [r.due_at.toISOString(), r.state])).toEqual([[new Date(start.getTime() - 60_000).toISOString(), 'pending']]),
      { timeoutMs: 20_000, intervalMs: 250 },
    );
    // What it announces, kept for a snoozed copy's title.
    expect((await planned()).map((r) => [r.subject, r.starts_at.toISOString()])).toEqual([['Standup', start.toISOString()]]);

    // Moved an hour later: the reminder moves with it (the old one is not sent).
    const later = new Date(start.getTime() + 3_600_000);
    expect(
      (
        await api.request('PATCH', `/api/events/${created.body.event.id}`, {
          token,
          body: { startTime: later.toISOString(), endTime: new Date(later.getTime() + 15 * 60_000).toISOString() },
        })
      ).status,
    ).toBe(200);
    await expectEventually(
      async () => expect((await planned()).map((r) => r.due_at.toISOString())).toEqual([new Date(later.getTime() - 60_000).toISOString()]),
      { timeoutMs: 20_000, intervalMs: 250 },
    );
    expect(device.received).toHaveLength(0);
  });
});

describe("an event's own reminder (Quick Add and Edit)", () => {
  const eventRows = async (userId: string) =>
    (await db.query(`select due_at, title, state from due_notifications where user_id = $1 and kind = 'event' order by due_at`, [userId])).rows.map((r) => [
      r.due_at.toISOString(),
      r.title,
      r.state,
    ]);

  it('plans the reminder at the event’s own minutes, none at 0, and another person cannot change it', async () => {
    const { token, userId } = await signUp();
    await enabledDevice(token);
    await remindersOnlyAtNoon(token);
    const start = minuteFromNow(45);
    const created = await api.post(
      '/api/events',
      {
        title: 'Dentist',
        startTime: start.toISOString(),
        endTime: new Date(start.getTime() + 30 * 60_000).toISOString(),
        createGoogleEvent: false,
        reminderMinutes: 30,
      },
      token,
    );
    expect(created.status).toBe(201);
    expect(created.body.event.reminderMinutes).toBe(30);
    const id = created.body.event.id as string;
    const thirtyBefore = new Date(start.getTime() - 30 * 60_000).toISOString();
    await expectEventually(async () => expect(await eventRows(userId)).toEqual([[thirtyBefore, 'Dentist in 30 min', 'pending']]), {
      timeoutMs: 30_000,
      intervalMs: 250,
    });

    // Someone else: not found, and the reminder stays.
    const other = await signUp();
    expect((await api.request('PATCH', `/api/events/${id}`, { token: other.token, body: { reminderMinutes: 0 } })).status).toBe(404);
    expect((await api.get(`/api/events/${id}`, token)).body.reminderMinutes).toBe(30);

    // The owner chooses None: the reminder is gone from the plan.
    const none = await api.request('PATCH', `/api/events/${id}`, { token, body: { reminderMinutes: 0 } });
    expect(none.status).toBe(200);
    expect(none.body.event.reminderMinutes).toBe(0);
    await expectEventually(async () => expect(await eventRows(userId)).toEqual([]), { timeoutMs: 30_000, intervalMs: 250 });

    // Back to the default (null): the person's lead time (10 min).
    expect((await api.request('PATCH', `/api/events/${id}`, { token, body: { reminderMinutes: null } })).status).toBe(200);
    await expectEventually(
      async () => expect(await eventRows(userId)).toEqual([[new Date(start.getTime() - 10 * 60_000).toISOString(), 'Dentist in 10 min', 'pending']]),
      { timeoutMs: 30_000, intervalMs: 250 },
    );
  });

  it('refuses a reminder that is not a whole number of minutes from 0 to 1440, with the reason', async () => {
    const { token } = await signUp();
    const start = minuteFromNow(60);
    for (const reminderMinutes of [-1, 1441, 7.5, 'ten']) {
      const res = await api.post(
        '/api/events',
        { title: 'Call', startTime: start.toISOString(), endTime: new Date(start.getTime() + 600_000).toISOString(), reminderMinutes },
        token,
      );
      expect([reminderMinutes, res.status, res.body.error?.message]).toEqual([reminderMinutes, 422, SchedulingMessages.reminderMinutes]);
    }
    expect((await api.get('/api/events', token)).body.events).toEqual([]);
  });
});

describe('POST /api/notifications/snooze ("Snooze 10 min")', () => {
  /** A sent test notification of a person with one device, and its id. */
  async function shownOnDevice(): Promise<{ token: string; userId: string; device: PushDevice; id: string }> {
    const { token, userId } = await signUp();
    const device = await enabledDevice(token);
    expect((await api.post('/api/notifications/test', undefined, token)).status).toBe(202);
    const test = await expectEventually(
      () => {
        const found = messages(device).find((m) => m.kind === 'test');
        expect(found).toBeDefined();
        return found!;
      },
      { timeoutMs: 15_000 },
    );
    return { token, userId, device, id: test.id };
  }
  const proof = (device: PushDevice) => ({ endpoint: device.subscription.endpoint, auth: device.subscription.keys.auth });

  it('sends the same notification again 10 minutes later, once however often it is asked, and a re-plan keeps it', async () => {
    const { token, userId, device, id } = await shownOnDevice();
    const before = Date.now();
    const res = await api.post('/api/notifications/snooze', { id, ...proof(device) });
    expect(res.status).toBe(202);
    expect(res.body.snoozed).toBe(true);
    const due = Date.parse(res.body.dueAt);
    expect(due - before).toBeGreaterThanOrEqual(10 * 60_000 - 5_000);
    expect(due - before).toBeLessThanOrEqual(10 * 60_000 + 5_000);
    const copies = async () =>
      (await db.query(`select due_at, kind, title, body, url, state from due_notifications where user_id = $1 and key like 'snooze:%'`, [userId])).rows;
    expect(await copies()).toEqual([
      {
        due_at: new Date(due),
        kind: 'test',
        title: 'FLOW notifications are on',
        body: 'This is how FLOW tells you when your day turns.',
        url: '/settings',
        state: 'pending',
      },
    ]);
    // Asked twice (a double click): the same copy.
    const again = await api.post('/api/notifications/snooze', { id, ...proof(device) });
    expect(again.body.dueAt).toBe(res.body.dueAt);
    expect(await copies()).toHaveLength(1);
    // A settings save re-plans the person (the briefing moves to 08:15): the snoozed copy is not part of the plan, and stays.
    expect((await api.request('PUT', '/api/notifications/settings', { token, body: { briefingTime: '08:15' } })).status).toBe(200);
    const replanned = async () =>
      Number(
        (
          await db.query(
            `select count(*) from due_notifications where user_id = $1 and key like 'briefing:%' and state = 'pending' and extract(minute from due_at) = 15`,
            [userId],
          )
        ).rows[0].count,
      );
    await expectEventually(async () => expect(await replanned()).toBeGreaterThan(0), { timeoutMs: 30_000, intervalMs: 250 });
    expect(await copies()).toHaveLength(1);
  }, 90_000); // its re-plan alone may wait 30 s on a loaded machine

  it('says the copy from its own time: an event reminder "in 10 min" snoozed for 10 minutes "starts now"', async () => {
    const { token, userId } = await signUp();
    const device = await enabledDevice(token);
    const id = randomUUID();
    await db.query(
      `insert into due_notifications (id, user_id, key, kind, due_at, title, body, url, state, subject, starts_at)
      values ($1, $2, 'event:flow:x', 'event', now(), 'Standup in 10 min', 'Starts at 10:00', '/', 'sent', 'Standup', now() + interval '10 minutes')`,
      [id, userId],
    );
    expect((await api.post('/api/notifications/snooze', { id, ...proof(device) })).status).toBe(202);
    const copy = (await db.query(`select title, body, subject from due_notifications where user_id = $1 and key = $2`, [userId, `snooze:${id}`])).rows;
    expect(copy).toEqual([{ title: 'Standup starts now', body: 'Starts at 10:00', subject: 'Standup' }]);
  });

  it('is 404 for someone else’s notification, an unknown device or a wrong secret, and 422 for a bad id', async () => {
    const owner = await shownOnDevice();
    const other = await shownOnDevice();
    const copies = async (userId: string) =>
      Number((await db.query(`select count(*) from due_notifications where user_id = $1 and key like 'snooze:%'`, [userId])).rows[0].count);
    // The other person's device with the owner's notification id.
    const foreign = await api.post('/api/notifications/snooze', { id: owner.id, ...proof(other.device) });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe(NotificationMessages.notificationNotFound);
    expect((await api.post('/api/notifications/snooze', { id: owner.id, ...proof(owner.device), auth: other.device.subscription.keys.auth })).status).toBe(404);
    expect((await api.post('/api/notifications/snooze', { id: randomUUID(), ...proof(owner.device) })).status).toBe(404);
    expect((await api.post('/api/notifications/snooze', { id: 'not-an-id', ...proof(owner.device) })).status).toBe(422);
    expect((await api.post('/api/notifications/snooze', { id: owner.id })).status).toBe(422);
    expect([await copies(owner.userId), await copies(other.userId)]).toEqual([0, 0]);
  });
});

describe('the sender', () => {
  const insertDue = async (userId: string, count: number, dueAt: string) => {
    const ids: string[] = Array.from({ length: count }, () => randomUUID());
    await db.query(
      `insert into due_notifications (id, user_id, key, kind, due_at, title, body, url) select id, $2, 'test:' || id, 'test', $3, 'T', 'B', '/' from unnest($1::uuid[]) id`,
      [ids, userId, dueAt],
    );
    return ids;
  };

  it('sends what fell due up to 5 minutes ago and drops what is older', async () => {
    const { token, userId } = await signUp();
    const device = await enabledDevice(token);
    const [recent] = await insertDue(userId, 1, new Date(Date.now() - 3 * 60_000).toISOString());
    const [stale] = await insertDue(userId, 1, new Date(Date.now() - 10 * 60_000).toISOString());
    await expectEventually(
      async () => {
        const states = (await db.query('select id, state from due_notifications where id = any($1)', [[recent, stale]])).rows;
        expect(Object.fromEntries(states.map((r) => [r.id, r.state]))).toEqual({ [recent]: 'sent', [stale]: 'dropped' });
        expect(messages(device).map((m) => m.id)).toEqual([recent]);
      },
      { timeoutMs: 15_000 },
    );
  });

  it('never sends one notification twice across worker replicas, even when one is killed (kill -9) mid-run', async () => {
    // A slow push service (300 ms an answer), so pushes are in flight when the replica dies.
    const slow = await startPushStandin({ delayMs: 300 });
    const people = await Promise.all(Array.from({ length: 6 }, () => signUp()));
    const devices = await Promise.all(
      people.map(async (p) => {
        const device = slow.newDevice();
        expect((await api.post('/api/notifications/subscriptions', device.subscription, p.token)).status).toBe(201);
        return device;
      }),
    );
    // Background-only replicas (SERVE_REQUESTS=false) beside the shared one: a request of another spec that one
    // of them had taken would be lost with it at the kill -9 (answered 503 after the request timeout).
    const worker = () => startService('daily-flow', { SERVE_REQUESTS: 'false' });
    const replicas: ServiceProcess[] = await startSideBySide([worker(), worker()]);
    try {
      const ids: string[] = [];
      for (const p of people) ids.push(...(await insertDue(p.userId, 200, new Date().toISOString())));
      // Kill one replica while the pushes are going out.
      await expectEventually(() => expect(devices.reduce((n, d) => n + d.received.length, 0)).toBeGreaterThan(20), { timeoutMs: 30_000, intervalMs: 20 });
      await replicas[0].kill9();
      await expectEventually(
        async () =>
          expect(Number((await db.query(`select count(*) from due_notifications where id = any($1) and state = 'pending'`, [ids])).rows[0].count)).toBe(0),
        { timeoutMs: 60_000, intervalMs: 250 },
      );
      await expectEventually(
        async () => {
          const deliveries = (
            await db.query(`select d.id, x.state from notification_deliveries x join due_notifications d on d.id = x.notification_id where d.id = any($1)`, [
              ids,
            ])
          ).rows as { id: string; state: string }[];
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
        },
        { timeoutMs: 30_000, intervalMs: 500 },
      );
    } finally {
      await Promise.all(replicas.map((r) => r.stop()));
      await slow.stop();
    }
  }, 180_000);
});
