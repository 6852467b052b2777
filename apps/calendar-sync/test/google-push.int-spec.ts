import { CalendarMessages, type ExternalCalendarEvent } from '@flow/contracts';
import { expectEventually, freePort, startPrivateStack, TestHttpClient, type PrivateStack } from '@flow/testing';
import { Client } from 'pg';
import { addGoogleEvents, atDay, connectedGoogleUser, google } from './calendar-test-kit';
import { addOutlookEvents, connectedOutlookUser, graphEvent, microsoft } from './outlook-kit';

// Google and Outlook push on a FLOW of its own whose calendar-sync has PUBLIC_WEBHOOK_BASE_URL (the
// shared stack has none, so it polls): Google's events.watch channels and Graph's subscriptions,
// notifications from the stand-ins to the gateway's webhooks, verification, renewal, and stopping on disconnect.

jest.setTimeout(180_000);

let stack: PrivateStack;
let api: TestHttpClient;
let webhookBase: string;
const NOTIFICATIONS = '/api/calendar/google/notifications';

interface Channel {
  id: string;
  resourceId: string;
  address: string;
  calendarId: string;
  expiration: number;
}
interface Delivery {
  channelId: string;
  state: string;
  status: number;
}
const channelsOf = (email: string) => google.control<{ items: Channel[]; deliveries: Delivery[] }>('GET', `/channels?email=${encodeURIComponent(email)}`);
const stats = (email: string) => google.control<Record<string, number>>('GET', `/stats?email=${encodeURIComponent(email)}`);
const window = `timeMin=${encodeURIComponent(atDay(0).toISOString())}&timeMax=${encodeURIComponent(atDay(30).toISOString())}`;

beforeAll(async () => {
  const port = await freePort();
  webhookBase = `http://127.0.0.1:${port}`;
  // A small call budget per person, so one account with many calendars spends it. Only what push
  // touches: identity (sign-up, tokens) and calendar-sync behind the gateway.
  stack = await startPrivateStack({
    services: ['identity', 'calendar-sync'],
    gatewayEnv: { PORT: String(port) },
    serviceEnv: { PUBLIC_WEBHOOK_BASE_URL: webhookBase, CALENDAR_CALLS_PER_PERSON_PER_MINUTE: '20' },
    sharedPostgres: true,
  });
  api = new TestHttpClient(stack.gateway.url);
});

afterAll(async () => {
  await stack?.stop();
});

async function database() {
  const db = new Client({ connectionString: stack.infra.databaseUrls['calendar-sync'] });
  await db.connect();
  return db;
}

describe('Google push channels', () => {
  it('watches each read calendar, syncs on a notification instead of polling, renews before expiry and stops on disconnect', async () => {
    const { user, googleEmail } = await connectedGoogleUser(undefined, api);
    expect((await api.get(`/api/calendar/events?${window}&refresh=true`, user.token)).status).toBe(200);

    // One channel on the primary calendar, pointed at the webhook; Google's "sync" message was accepted.
    const opened = await expectEventually(async () => {
      const { items, deliveries } = await channelsOf(googleEmail);
      expect(items).toHaveLength(1);
      expect(deliveries).toContainEqual(expect.objectContaining({ channelId: items[0]!.id, state: 'sync', status: 204 }));
      return items[0]!;
    });
    expect(opened).toMatchObject({ calendarId: googleEmail, address: `${stack.gateway.url}${NOTIFICATIONS}` });
    // Asked for a week (GOOGLE_CHANNEL_TTL_SECONDS).
    expect(opened.expiration - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    // A change in Google reaches FLOW by the notification alone: the user is active (polled every 3 s
    // without push) but a pushed connection is not polled.
    const listed = (await stats(googleEmail)).incrementalListRequests ?? 0;
    await addGoogleEvents(googleEmail, 'primary', [
      { summary: 'Booked in Google', start: { dateTime: atDay(2, 10).toISOString() }, end: { dateTime: atDay(2, 11).toISOString() } },
    ]);
    await expectEventually(
      async () => {
        const read = await api.get(`/api/calendar/events?${window}`, user.token);
        expect((read.body.events as ExternalCalendarEvent[]).map((e) => e.summary)).toEqual(['Booked in Google']);
      },
      { timeoutMs: 15_000, intervalMs: 250 },
    );
    const { deliveries } = await channelsOf(googleEmail);
    expect(deliveries).toContainEqual(expect.objectContaining({ channelId: opened.id, state: 'exists', status: 204 }));
    const afterPush = (await stats(googleEmail)).incrementalListRequests ?? 0;
    expect(afterPush).toBe(listed + 1);
    // Quiet calendar: no list requests for three scheduler rounds (3 s each), though the user stays active.
    for (let i = 0; i < 4; i++) {
      await api.get(`/api/calendar/events?${window}`, user.token);
      await new Promise((r) => setTimeout(r, 2_500));
    }
    expect((await stats(googleEmail)).incrementalListRequests ?? 0).toBe(afterPush);

    // A channel near its end is replaced by a new one before it expires; the old one is stopped at Google.
    const db = await database();
    try {
      await db.query(`update google_channels set expires_at = now() + interval '10 minutes' where id = $1`, [opened.id]);
      // The old channel is stopped at Google, then forgotten here: both, in that order.
      await expectEventually(
        async () => {
          const { items } = await channelsOf(googleEmail);
          expect(items.map((c) => c.id)).not.toContain(opened.id);
          expect(items).toHaveLength(1);
          const { rows } = await db.query('select id from google_channels');
          expect(rows.map((r) => r.id)).toEqual([items[0]!.id]);
        },
        { timeoutMs: 20_000, intervalMs: 500 },
      );

      // Disconnecting stops the channel at Google and forgets it.
      expect((await api.delete('/api/calendar/connection?provider=google', user.token)).status).toBe(200);
      expect((await channelsOf(googleEmail)).items).toEqual([]);
      expect((await db.query('select id from google_channels')).rows).toEqual([]);
    } finally {
      await db.end();
    }
  });

  it('answers 404 to a notification with an unknown channel, a wrong token or no headers, and never syncs for it', async () => {
    const { user, googleEmail } = await connectedGoogleUser(undefined, api);
    await api.get(`/api/calendar/events?${window}&refresh=true`, user.token);
    const channel = await expectEventually(async () => {
      const { items } = await channelsOf(googleEmail);
      expect(items).toHaveLength(1);
      return items[0]!;
    });
    const before = await stats(googleEmail);
    const headers = {
      'x-goog-channel-id': channel.id,
      'x-goog-resource-id': channel.resourceId,
      'x-goog-resource-state': 'exists',
      'x-goog-message-number': '7',
    };
    const forged = await api.request('POST', NOTIFICATIONS, { headers: { ...headers, 'x-goog-channel-token': 'guessed' } });
    expect(forged.status).toBe(404);
    expect(forged.body.error.message).toBe(CalendarMessages.channelUnknown);
    expect(
      (
        await api.request('POST', NOTIFICATIONS, {
          headers: { ...headers, 'x-goog-channel-id': '6f1c0d2e-9a7b-4c1e-8f3a-2b5d7e9c1a4f', 'x-goog-channel-token': 'x' },
        })
      ).status,
    ).toBe(404);
    expect((await api.request('POST', NOTIFICATIONS, {})).status).toBe(404);
    // Google's own notification for the channel (with its token) is accepted.
    const genuine = await google.control<{ delivery: Delivery }>('POST', `/channels/${channel.id}/notify`, {});
    expect(genuine.delivery.status).toBe(204);
    await expectEventually(async () => expect((await stats(googleEmail)).incrementalListRequests).toBe((before.incrementalListRequests ?? 0) + 1));
  });

  it('a person whose sync needs more calls than their budget waits for the next minute; another person is not held up', async () => {
    const busy = await connectedGoogleUser(
      Array.from({ length: 25 }, (_, i) => ({ summary: `Team ${i}`, selected: true })),
      api,
    );
    const calm = await connectedGoogleUser(undefined, api);
    await addGoogleEvents(calm.googleEmail, 'primary', [
      { summary: 'Dentist', start: { dateTime: atDay(1, 9).toISOString() }, end: { dateTime: atDay(1, 10).toISOString() } },
    ]);
    const connecting = (await stats(busy.googleEmail)).apiRequests ?? 0;
    const [busyRead, calmRead] = await Promise.all([
      api.get(`/api/calendar/events?${window}&refresh=true`, busy.user.token),
      api.get(`/api/calendar/events?${window}&refresh=true`, calm.user.token),
    ]);
    expect(busyRead.status).toBe(200);
    expect((calmRead.body.events as ExternalCalendarEvent[]).map((e) => e.summary)).toEqual(['Dentist']);
    const db = await database();
    try {
      const { rows } = await db.query('select user_id, retry_at, sync_failures, last_error, last_synced_at from calendar_connections where user_id = any($1)', [
        [busy.user.userId, calm.user.userId],
      ]);
      const busyRow = rows.find((r) => r.user_id === busy.user.userId);
      // 1 calendar list + 26 event lists > 20 calls: the rest of the sync waits for the next minute, not counted as a failure.
      expect(busyRow).toMatchObject({ sync_failures: 0, last_error: null, last_synced_at: null });
      expect(new Date(busyRow.retry_at).getTime() - Date.now()).toBeLessThanOrEqual(60_000);
      expect(rows.find((r) => r.user_id === calm.user.userId)).toMatchObject({ retry_at: null, sync_failures: 0 });
      // The busy person's sync stopped at the budget (connecting itself is not counted: the person asked for it).
      expect((await stats(busy.googleEmail)).apiRequests - connecting).toBeLessThanOrEqual(20);
    } finally {
      await db.end();
    }
    expect((await api.get('/api/calendar/connection', busy.user.token)).body.connections[0].retrying).toBe(false);
  });
});

describe('Outlook change notifications (Graph subscriptions)', () => {
  interface Subscription {
    id: string;
    notificationUrl: string;
    lifecycleNotificationUrl: string;
    expirationDateTime: string;
    clientState: string;
  }
  const subscriptionsOf = (email: string) =>
    microsoft.control<{ items: Subscription[]; deliveries: { kind: string; subscriptionId?: string; url?: string; status: number; ok?: boolean }[] }>(
      'GET',
      `/subscriptions?email=${encodeURIComponent(email)}`,
    );

  it('subscribes through the validation handshake, syncs on a notification, renews on reauthorizationRequired and deletes the subscription on disconnect', async () => {
    const { user, outlookEmail } = await connectedOutlookUser(api);
    const webhook = `${webhookBase}/api/calendar/outlook/notifications`;
    // Graph validated the webhook (the token echoed as text/plain) before it made the subscription.
    const subscription = await expectEventually(async () => {
      const { items, deliveries } = await subscriptionsOf(outlookEmail);
      expect(items).toHaveLength(1);
      expect(items[0]!.notificationUrl).toBe(webhook);
      expect(deliveries).toContainEqual(expect.objectContaining({ kind: 'validation', url: webhook, ok: true }));
      return items[0]!;
    });
    const db = await database();
    try {
      const stored = (await db.query('select client_state_hash from outlook_subscriptions where id = $1', [subscription.id])).rows[0];
      expect(stored.client_state_hash).not.toBe(subscription.clientState);

      // A change in Outlook: Graph posts to the webhook (202) and the kept copy follows without a read.
      await addOutlookEvents(outlookEmail, [graphEvent('Pushed from Outlook', atDay(1, 10), atDay(1, 11))]);
      await expectEventually(
        async () =>
          expect((await db.query('select summary from external_events where user_id = $1', [user.userId])).rows.map((r) => r.summary)).toEqual([
            'Pushed from Outlook',
          ]),
        { timeoutMs: 20_000 },
      );
      expect((await subscriptionsOf(outlookEmail)).deliveries).toContainEqual(
        expect.objectContaining({ kind: 'change', subscriptionId: subscription.id, status: 202 }),
      );

      // Graph asks for reauthorization: FLOW renews the subscription (a later expiry).
      await microsoft.control('POST', `/subscriptions/${subscription.id}/lifecycle`, { lifecycleEvent: 'reauthorizationRequired' });
      await expectEventually(
        async () =>
          expect(Date.parse((await subscriptionsOf(outlookEmail)).items[0]!.expirationDateTime)).toBeGreaterThan(Date.parse(subscription.expirationDateTime)),
        { timeoutMs: 20_000 },
      );
    } finally {
      await db.end();
    }

    expect((await api.delete('/api/calendar/connection?provider=outlook', user.token)).status).toBe(200);
    expect((await subscriptionsOf(outlookEmail)).items).toEqual([]);
  });
});
