import { NotificationMessage, PlanResponse } from '@flow/contracts';
import { expectEventually, type PushDevice, sharedGatewayUrl, startPushStandin, type PushStandin, TestHttpClient, testInfra, uniqueEmail } from '@flow/testing';
import { Client } from 'pg';

// "Time for …" at the start of a planned item: scheduling's plan → daily-flow's notification plan → the
// sender → a local push service (RFC 8030/8291) that decrypts what it is sent. Shared gateway and stack.
const api = new TestHttpClient(sharedGatewayUrl());
let standin: PushStandin;
let db: Client;

beforeAll(async () => {
  standin = await startPushStandin();
  db = new Client({ connectionString: testInfra().databaseUrls['daily-flow'] });
  await db.connect();
});
afterAll(async () => {
  await db.end();
  await standin.stop();
});

/** A person at a place where it is about noon now (no sleep or quiet hours near), with only FLOW's reminders on. */
async function personAtNoon(): Promise<{ token: string; userId: string; device: PushDevice }> {
  const res = await api.post('/api/auth/signup', { email: uniqueEmail('planned'), password: 'secret1' });
  expect(res.status).toBe(201);
  const token: string = res.body.access_token;
  const device = standin.newDevice();
  expect((await api.post('/api/notifications/subscriptions', device.subscription, token)).status).toBe(201);
  const offset = Math.max(-12, Math.min(14, 12 - new Date().getUTCHours()));
  const zone = offset === 0 ? 'Etc/UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
  expect((await api.request('PATCH', '/api/profile', { token, body: { time_zone: zone } })).status).toBe(200);
  const settings = { quietHours: { start: '01:00', end: '03:00' }, blockTransitions: false, morningBriefing: false };
  expect((await api.request('PUT', '/api/notifications/settings', { token, body: settings })).status).toBe(200);
  return { token, userId: res.body.user.id, device };
}

const pin = (token: string, id: string, start: Date) =>
  api.request('PATCH', `/api/tasks/${id}`, {
    token,
    body: { pinned: { start: start.toISOString(), end: new Date(start.getTime() + 30 * 60_000).toISOString() } },
  });

describe('"Time for …" at the start of a planned item', () => {
  it('plans it at the placement’s start, follows the plan when the placement moves, and pushes it when it falls due', async () => {
    const { token, userId, device } = await personAtNoon();
    const created = await api.post('/api/tasks', { title: 'Write the board report', durationMinutes: 30, energy: 'focus' }, token);
    expect(created.status).toBe(201);
    const id: string = created.body.id;
    const planned = async () =>
      (await db.query(`select due_at, title, body, state from due_notifications where user_id = $1 and kind = 'planned' order by due_at`, [userId])).rows.map(
        (r) => [r.due_at.toISOString(), r.title, r.state],
      );

    // Wherever the planner put it today or tomorrow, its start is announced.
    const plan = PlanResponse.parse((await api.get(`/api/plan`, token)).body);
    const first = plan.placements.find((p) => p.id === id)!;
    expect(first).toBeDefined();
    // A start that is already past when the planner runs is not announced (it plans from now on): on a busy
    // machine the planner may take most of the wait below, so only a start a few minutes ahead is checked here.
    const dueSoon = Date.parse(first.start) > Date.now() + 3 * 60_000 && Date.parse(first.start) < Date.now() + 35 * 3_600_000;
    if (dueSoon)
      // The first plan waits for the planner's debounce and the notifications' coalescing: generous on a busy machine.
      await expectEventually(async () => expect(await planned()).toContainEqual([first.start, 'Time for Write the board report', 'pending']), {
        timeoutMs: 45_000,
        intervalMs: 250,
      });

    // Pinned an hour ahead, then half a minute ahead: the notification moves each time (the old one is dropped).
    const later = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 60 * 60_000);
    expect((await pin(token, id, later)).status).toBe(200);
    await expectEventually(async () => expect(await planned()).toEqual([[later.toISOString(), 'Time for Write the board report', 'pending']]), {
      timeoutMs: 20_000,
      intervalMs: 250,
    });
    const soon = new Date(Math.ceil(Date.now() / 1000) * 1000 + 30_000);
    expect((await pin(token, id, soon)).status).toBe(200);
    await expectEventually(async () => expect(await planned()).toEqual([[soon.toISOString(), 'Time for Write the board report', 'pending']]), {
      timeoutMs: 20_000,
      intervalMs: 250,
    });

    await expectEventually(
      async () => {
        const message = device.received.map((r) => NotificationMessage.parse(r.payload)).find((m) => m.kind === 'planned');
        expect(message).toMatchObject({ title: 'Time for Write the board report', url: `/tasks?task=${id}` });
        expect(message!.body).toMatch(/pinned by you$/);
      },
      { timeoutMs: 60_000, intervalMs: 500 },
    );
    expect(Date.now()).toBeGreaterThanOrEqual(soon.getTime());
    expect(await planned()).toEqual([[soon.toISOString(), 'Time for Write the board report', 'sent']]);
  }, 120_000);
});
