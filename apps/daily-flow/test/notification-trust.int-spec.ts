import { randomUUID } from 'node:crypto';
import { NotificationMessages, NotificationSettings } from '@flow/contracts';
import {
  confirmEmail,
  expectEventually,
  mailsTo,
  sharedGatewayUrl,
  startPushStandin,
  type PushStandin,
  TestHttpClient,
  testInfra,
  uniqueEmail,
} from '@flow/testing';
import { Client } from 'pg';

// Hardening (issue 34, findings 5 and 9): a push device belongs to whoever proves its subscription
// secret, and the e-mail briefing goes only to a confirmed address.
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

async function signUp(): Promise<{ token: string; userId: string; email: string }> {
  const email = uniqueEmail('trust');
  const res = await api.post('/api/auth/signup', { email, password: 'secret1' });
  expect(res.status).toBe(201);
  return { token: res.body.access_token, userId: res.body.user.id, email };
}
const devicesOf = async (token: string) => NotificationSettings.parse((await api.get('/api/notifications/settings', token)).body).subscriptions;

describe('a push device belongs to whoever proves its secret', () => {
  it("re-subscribing someone's endpoint with other keys is refused and moves nothing; their pushes keep going to them", async () => {
    const [owner, thief] = [await signUp(), await signUp()];
    const device = standin.newDevice();
    expect((await api.post('/api/notifications/subscriptions', device.subscription, owner.token)).status).toBe(201);

    const mine = standin.newDevice();
    const stolen = { endpoint: device.subscription.endpoint, keys: mine.subscription.keys };
    const res = await api.post('/api/notifications/subscriptions', stolen, thief.token);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(NotificationMessages.subscriptionTaken);
    // Only the auth secret differs: still refused.
    const halfProof = { endpoint: device.subscription.endpoint, keys: { p256dh: device.subscription.keys.p256dh, auth: mine.subscription.keys.auth } };
    expect((await api.post('/api/notifications/subscriptions', halfProof, thief.token)).status).toBe(409);
    expect([await devicesOf(owner.token), await devicesOf(thief.token)]).toEqual([1, 0]);
    const stored = (await db.query('select user_id, auth from push_subscriptions where endpoint = $1', [device.subscription.endpoint])).rows;
    expect(stored).toEqual([{ user_id: owner.userId, auth: device.subscription.keys.auth }]);
    // Nor can the thief unsubscribe it.
    expect(
      (await api.request('DELETE', '/api/notifications/subscriptions', { token: thief.token, body: { endpoint: device.subscription.endpoint } })).body,
    ).toEqual({ unsubscribed: false });
    expect(await devicesOf(owner.token)).toBe(1);

    // The owner's test push still reaches the device.
    expect((await api.post('/api/notifications/test', {}, owner.token)).status).toBe(202);
    await expectEventually(() => expect(device.received.length).toBeGreaterThanOrEqual(1), { timeoutMs: 15_000 });
  });

  it('the same browser signed in as someone else (same endpoint and secret) moves the device to that account', async () => {
    const [first, second] = [await signUp(), await signUp()];
    const device = standin.newDevice();
    expect((await api.post('/api/notifications/subscriptions', device.subscription, first.token)).status).toBe(201);
    expect((await api.post('/api/notifications/subscriptions', device.subscription, second.token)).status).toBe(201);
    expect([await devicesOf(first.token), await devicesOf(second.token)]).toEqual([0, 1]);
    // And the person's own device may change its keys.
    const rotated = { endpoint: device.subscription.endpoint, keys: standin.newDevice().subscription.keys };
    expect((await api.post('/api/notifications/subscriptions', rotated, second.token)).status).toBe(201);
    expect(await devicesOf(second.token)).toBe(1);
  });
});

describe('the e-mail briefing', () => {
  /** A morning briefing by e-mail only, due now, as the planner writes it. */
  const dueBriefing = async (userId: string) => {
    const id = randomUUID();
    await db.query(
      `insert into due_notifications (id, user_id, key, kind, due_at, title, body, url, push, email)
      values ($1, $2, $3, 'briefing', now(), 'Your day ahead', 'Dentist (a title the account holder wrote)', '/', false, true)`,
      [id, userId, `briefing:${id}`],
    );
    return id;
  };
  const handled = (id: string) =>
    expectEventually(
      async () => {
        const rows = (
          await db.query(
            `select d.state, x.state as delivery from due_notifications d left join notification_deliveries x on x.notification_id = d.id where d.id = $1`,
            [id],
          )
        ).rows;
        expect(rows).toEqual([{ state: 'sent', delivery: 'accepted' }]);
      },
      { timeoutMs: 15_000 },
    );

  it('is not mailed to an address nobody confirmed; once confirmed, it is', async () => {
    const person = await signUp();
    await handled(await dueBriefing(person.userId));
    const briefings = () => mailsTo(person.email).filter((m) => m.includes('Subject: Your day ahead'));
    expect(briefings()).toEqual([]);

    await confirmEmail(api.baseUrl, person.email);
    await handled(await dueBriefing(person.userId));
    await expectEventually(() => expect(briefings()).toHaveLength(1));
  });
});
