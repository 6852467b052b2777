import { createHash, randomUUID } from 'node:crypto';
import type { ExternalCalendarEvent } from '@flow/contracts';
import { expectEventually, sharedGatewayUrl } from '@flow/testing';
import { api, atDay, closeKit, database, signUp } from './calendar-test-kit';
import { bookedDays, peakOf, peaksAhead, putPeak, withProfile } from './peak-kit';
import {
  addOutlookEvents,
  connectedOutlookUser,
  consentOutlook,
  graphEvent,
  microsoft,
  OUTLOOK_REDIRECT_URI,
  startOutlook,
  storedOutlookEvents,
} from './outlook-kit';

// Outlook through Microsoft Graph, against the local stand-in of the identity platform and Graph.

afterAll(closeKit);

const ASYNC = { timeoutMs: 20_000, intervalMs: 200 };
const WAIT = { timeoutMs: 90_000, intervalMs: 500 };
const events = async (token: string): Promise<ExternalCalendarEvent[]> => (await api.get('/api/calendar/events?refresh=true', token)).body.events;
const titles = async (token: string) => (await events(token)).map((e) => e.summary).sort();

describe('connecting Outlook', () => {
  it('runs the authorization code flow with PKCE, keeps the tokens sealed, shows the connection and disconnects', async () => {
    const user = await signUp('outlook');
    // Only the provider: the gateway sends Microsoft back to the web app's callback page.
    const { authUrl, params } = await startOutlook(user, { provider: 'outlook' });
    expect(authUrl.origin + authUrl.pathname).toBe(`${microsoft.url}/common/oauth2/v2.0/authorize`);
    expect(params).toMatchObject({
      client_id: microsoft.clientId,
      response_type: 'code',
      code_challenge_method: 'S256',
      redirect_uri: expect.stringMatching(/\/auth\/microsoft\/callback$/),
    });
    expect(params.scope.split(' ')).toEqual(expect.arrayContaining(['offline_access', 'Calendars.ReadWrite', 'User.Read', 'openid', 'email', 'profile']));
    expect(params.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const outlookEmail = `ms-${randomUUID()}@contoso.test`;
    await microsoft.control('POST', '/accounts', { email: outlookEmail });
    const { authUrl: second } = await startOutlook(user);
    const { code, state } = await consentOutlook(second, outlookEmail);
    // A state started by someone else is refused.
    const mallory = await signUp('outlook');
    expect((await api.post('/api/calendar/oauth', { provider: 'outlook', code, state, redirectUri: OUTLOOK_REDIRECT_URI }, mallory.token)).status).toBe(400);
    const fresh = await consentOutlook((await startOutlook(user)).authUrl, outlookEmail);
    const connected = await api.post(
      '/api/calendar/oauth',
      { provider: 'outlook', code: fresh.code, state: fresh.state, redirectUri: OUTLOOK_REDIRECT_URI },
      user.token,
    );
    expect(connected.status).toBe(200);

    const status = (await api.get('/api/calendar/connection', user.token)).body;
    expect(status.connections).toEqual([
      expect.objectContaining({ provider: 'outlook', accountEmail: outlookEmail, status: 'connected', writeCalendarId: expect.any(String) }),
    ]);
    expect(status.connections[0].calendars).toEqual([expect.objectContaining({ name: 'Calendar', primary: true, writable: true, selected: true })]);
    // Another user sees none of it.
    expect((await api.get('/api/calendar/connection', mallory.token)).body.connections).toEqual([]);

    const db = await database();
    try {
      const row = (await db.query('select access_token_enc, refresh_token_enc from calendar_connections where user_id = $1', [user.userId])).rows[0];
      expect(row.access_token_enc).toMatch(/^v1\./);
      expect(row.refresh_token_enc).toMatch(/^v1\./);
      expect(JSON.stringify(row)).not.toMatch(/EwB4A8l6|M\.C5_BAY/);
    } finally {
      await db.end();
    }

    const removed = await api.delete('/api/calendar/connection?provider=outlook', user.token);
    expect(removed.status).toBe(200);
    expect(removed.body.connections).toEqual([]);
  });
});

describe('reading Outlook', () => {
  it('reads the calendar view with delta queries: changes, deletions, series in their zone, and a restart after 410', async () => {
    const { user, outlookEmail } = await connectedOutlookUser();
    const [dentist, review] = (
      await addOutlookEvents(outlookEmail, [
        graphEvent('Dentist', atDay(1, 9), atDay(1, 10)),
        graphEvent('Design review', atDay(2, 14), atDay(2, 15), { showAs: 'tentative' }),
        {
          subject: 'Offsite',
          isAllDay: true,
          start: { dateTime: `${atDay(3).toISOString().slice(0, 10)}T00:00:00`, timeZone: 'UTC' },
          end: { dateTime: `${atDay(4).toISOString().slice(0, 10)}T00:00:00`, timeZone: 'UTC' },
        },
        graphEvent('Declined sync', atDay(1, 11), atDay(1, 12), { responseStatus: { response: 'declined' } }),
        // 09:00 on London's wall clock every Monday, for four weeks.
        {
          subject: 'Standup',
          start: { dateTime: `${atDay(1).toISOString().slice(0, 10)}T09:00:00`, timeZone: 'Europe/London' },
          end: { dateTime: `${atDay(1).toISOString().slice(0, 10)}T09:15:00`, timeZone: 'Europe/London' },
          recurrence: {
            pattern: { type: 'daily', interval: 7 },
            range: { type: 'numbered', startDate: atDay(1).toISOString().slice(0, 10), numberOfOccurrences: 4 },
          },
        },
      ])
    ).items;
    const first = await events(user.token);
    expect(first.map((e) => e.summary).sort()).toEqual(['Dentist', 'Design review', 'Offsite', 'Standup', 'Standup', 'Standup', 'Standup']);
    expect(first.every((e) => e.source === 'outlook')).toBe(true);
    expect(first.find((e) => e.summary === 'Offsite')).toMatchObject({ isAllDay: true, startTime: atDay(3).toISOString(), endTime: atDay(4).toISOString() });
    const standups = first.filter((e) => e.summary === 'Standup').map((e) => new Date(e.startTime));
    // Each occurrence at 09:00 in London (08:00 or 09:00 UTC with the clocks).
    expect(
      standups.every((d) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' }).format(d) === '09:00'),
    ).toBe(true);

    // Changed and deleted in Outlook: the next read follows the delta link.
    await microsoft.control('PATCH', `/accounts/${encodeURIComponent(outlookEmail)}/events/${dentist!.id}`, { subject: 'Dentist (moved)' });
    await microsoft.control('DELETE', `/accounts/${encodeURIComponent(outlookEmail)}/events/${review!.id}`);
    expect(await titles(user.token)).toEqual(['Dentist (moved)', 'Offsite', 'Standup', 'Standup', 'Standup', 'Standup']);
    const requests = (await microsoft.control<{ items: { path: string }[] }>('GET', `/requests?email=${encodeURIComponent(outlookEmail)}`)).items;
    expect(requests.filter((r) => r.path.endsWith('/calendarView/delta')).length).toBeGreaterThanOrEqual(2);

    // Graph forgot the sync state (410 syncStateNotFound): the read starts over and loses nothing.
    await microsoft.control('POST', `/accounts/${encodeURIComponent(outlookEmail)}/invalidate-delta-tokens`);
    await addOutlookEvents(outlookEmail, [graphEvent('Lunch', atDay(1, 12), atDay(1, 13))]);
    expect(await titles(user.token)).toEqual(['Dentist (moved)', 'Lunch', 'Offsite', 'Standup', 'Standup', 'Standup', 'Standup']);
  });

  it('backs off on 429 with Retry-After and shows the connection as retrying', async () => {
    const { user, outlookEmail } = await connectedOutlookUser();
    await microsoft.control('POST', '/faults', { email: outlookEmail, status: 429, retryAfter: 30, count: 20 });
    try {
      await api.get('/api/calendar/events?refresh=true', user.token);
      await expectEventually(
        async () =>
          expect((await api.get('/api/calendar/connection', user.token)).body.connections[0]).toMatchObject({
            retrying: true,
            lastError: expect.stringContaining('429'),
          }),
        ASYNC,
      );
    } finally {
      await microsoft.control('DELETE', '/faults');
    }
  });
});

describe('Graph change notifications', () => {
  const post = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(new URL(path, sharedGatewayUrl()), {
      method: 'POST',
      headers: { ...(body === undefined ? { 'content-type': 'text/plain; charset=utf-8' } : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('answers the validation handshake with the token as text/plain', async () => {
    const token = 'Validation: Testing client application reachability for subscription Request-Id: 3f5b';
    const res = await post(`/api/calendar/outlook/notifications?validationToken=${encodeURIComponent(token)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toBe(token);
  });

  it('acts on a notification with the right clientState and refuses a wrong one without doing anything', async () => {
    const { user, outlookEmail } = await connectedOutlookUser();
    expect(await titles(user.token)).toEqual([]);
    // A subscription as FLOW makes it when it has a public address (its clientState kept as a hash).
    const subscriptionId = randomUUID();
    const clientState = 'the-secret-flow-gave-graph';
    const db = await database();
    try {
      const { id } = (await db.query('select id from calendar_connections where user_id = $1', [user.userId])).rows[0];
      await db.query(
        "insert into outlook_subscriptions (id, connection_id, user_id, client_state_hash, expires_at) values ($1, $2, $3, $4, now() + interval '2 days')",
        [subscriptionId, id, user.userId, createHash('sha256').update(clientState).digest('base64url')],
      );
      await addOutlookEvents(outlookEmail, [graphEvent('Pushed meeting', atDay(1, 15), atDay(1, 16))]);
      const kept = async () => (await db.query('select summary from external_events where user_id = $1', [user.userId])).rows.map((r) => r.summary);
      const notification = (state: string) => ({
        value: [{ subscriptionId, clientState: state, changeType: 'created', resource: 'Users/x/Events/y', tenantId: 't' }],
      });

      const wrong = await post('/api/calendar/outlook/notifications', notification('a-guess'));
      expect(wrong.status).toBe(403);
      expect((await post('/api/calendar/outlook/notifications', { value: [{ subscriptionId: randomUUID(), clientState }] })).status).toBe(403);
      expect((await post('/api/calendar/outlook/notifications', { nothing: true })).status).toBe(422);
      expect(await kept()).toEqual([]);

      const right = await post('/api/calendar/outlook/notifications', notification(clientState));
      expect(right.status).toBe(202);
      await expectEventually(async () => expect(await kept()).toEqual(['Pushed meeting']), ASYNC);

      // Lifecycle: Graph removed the subscription; FLOW forgets it (the next sync subscribes anew when it can).
      const removed = await post('/api/calendar/outlook/notifications', { value: [{ subscriptionId, clientState, lifecycleEvent: 'subscriptionRemoved' }] });
      expect(removed.status).toBe(202);
      expect((await db.query('select count(*)::int as n from outlook_subscriptions where id = $1', [subscriptionId])).rows[0].n).toBe(0);
    } finally {
      await db.end();
    }
  });
});

describe('booking from FLOW into Outlook', () => {
  const eventOf = async (id: string, token: string) => (await api.get(`/api/events/${id}`, token)).body;

  it('copies, updates and cancels the Outlook copy, each write conditional on the version FLOW wrote', async () => {
    const { user, outlookEmail } = await connectedOutlookUser();
    const created = await api.post(
      '/api/events',
      { title: 'Strategy session', startTime: atDay(2, 9, 30).toISOString(), endTime: atDay(2, 11).toISOString(), attendees: [] },
      user.token,
    );
    expect(created.status).toBe(201);
    const id = created.body.event.id;
    await expectEventually(async () => expect(await eventOf(id, user.token)).toMatchObject({ mirror_state: 'synced', mirror_error: null }), ASYNC);
    const copy = () => storedOutlookEvents(outlookEmail).then((all) => all.find((e) => e.transactionId === id));
    expect(await copy()).toMatchObject({ subject: 'Strategy session', categories: ['FLOW'], isCancelled: false });

    await api.patch(`/api/events/${id}`, { title: 'Strategy session (final)' }, user.token);
    await expectEventually(async () => expect((await copy())?.subject).toBe('Strategy session (final)'), ASYNC);
    await expectEventually(async () => expect((await eventOf(id, user.token)).mirror_state).toBe('synced'), ASYNC);

    // The person edits the copy in Outlook: FLOW's next write is refused (If-Match) and shown as failed.
    await microsoft.control('PATCH', `/accounts/${encodeURIComponent(outlookEmail)}/events/${(await copy()).id}`, { subject: 'Edited in Outlook' });
    await api.patch(`/api/events/${id}`, { title: 'Strategy session (v3)' }, user.token);
    await expectEventually(
      async () =>
        expect(await eventOf(id, user.token)).toMatchObject({ mirror_state: 'failed', mirror_error: expect.stringContaining('changed in the other calendar') }),
      ASYNC,
    );
    expect((await copy())?.subject).toBe('Edited in Outlook');
  });
});

describe('Protect my peak on Outlook', () => {
  it('books busy FLOW events without reminders, leaves one the person edited, and removes the rest when turned off', async () => {
    const { user, outlookEmail, calendarId } = await connectedOutlookUser();
    await withProfile(user);
    const booked = bookedDays(await peaksAhead(user));
    const blocks = async () => (await storedOutlookEvents(outlookEmail)).filter((e) => e.subject === 'Focus time (FLOW)' && !e.isCancelled);

    const on = await putPeak(user, { provider: 'outlook', enabled: true });
    expect(on.status).toBe(200);
    expect(on.body.connections[0].peakProtection).toMatchObject({ enabled: true, calendarId });
    await expectEventually(async () => expect((await blocks()).map((e) => e.start.dateTime.slice(0, 10)).sort()).toEqual(booked.map((d) => d.date)), WAIT);
    expect((await blocks()).every((e) => e.showAs === 'busy' && e.isReminderOn === false && e.categories.includes('FLOW'))).toBe(true);
    await expectEventually(async () => expect((await peakOf(user, 'outlook')).upcomingBlocks).toBe(booked.length), WAIT);

    // The person moves one block in Outlook (a new etag): FLOW leaves it to them.
    const edited = (await blocks())[0]!;
    await microsoft.control('PATCH', `/accounts/${encodeURIComponent(outlookEmail)}/events/${edited.id}`, { subject: 'My own focus' });
    expect((await putPeak(user, { provider: 'outlook', enabled: false })).status).toBe(200);
    await expectEventually(async () => expect(await blocks()).toEqual([]), WAIT);
    expect((await storedOutlookEvents(outlookEmail)).find((e) => e.id === edited.id)).toMatchObject({ subject: 'My own focus', isCancelled: false });
  }, 180_000);
});
