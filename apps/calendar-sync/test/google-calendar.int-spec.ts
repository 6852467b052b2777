import { randomUUID } from 'node:crypto';
import { CalendarMessages, type ExternalCalendarEvent } from '@flow/contracts';
import { expectEventually, uniqueEmail } from '@flow/testing';
import { TokenCipher } from '../src/crypto/token-cipher';
import {
  addGoogleEvents,
  api,
  atDay,
  closeKit,
  connectedGoogleUser,
  consent,
  database,
  google,
  isoDate,
  listen,
  REDIRECT_URI,
  rpc,
  signUp,
  startGoogle,
  storedGoogleEvents,
} from './calendar-test-kit';

// Google Calendar through the gateway and calendar-sync, against the Google stand-in
// (libs/testing/google/calendar-standin.mjs) that the global setup starts for the run.

afterAll(closeKit);

const window = (fromDays = 0, toDays = 30) =>
  `timeMin=${encodeURIComponent(atDay(fromDays).toISOString())}&timeMax=${encodeURIComponent(atDay(toDays).toISOString())}`;
const summaries = (events: ExternalCalendarEvent[]) => events.map((e) => e.summary);

describe('connecting Google Calendar', () => {
  it('runs the OAuth code flow with PKCE and offline access, stores the tokens encrypted, and serves every selected calendar', async () => {
    const user = await signUp();
    const socket = await listen(user.token);
    const googleEmail = uniqueEmail('ann-google');
    const account = await google.control('POST', '/accounts', {
      email: googleEmail,
      calendars: [
        { primary: true, summary: googleEmail, timeZone: 'Europe/Berlin' },
        { summary: 'Team', selected: true },
        { summary: 'Holidays', selected: false },
      ],
    });
    const [, team, holidays] = account.calendars as { id: string }[];
    await addGoogleEvents(googleEmail, 'primary', [
      {
        summary: 'Dentist',
        location: 'Main St 1',
        description: 'Bring the card',
        start: { dateTime: atDay(1, 10).toISOString() },
        end: { dateTime: atDay(1, 11).toISOString() },
      },
      { summary: 'Offsite', start: { date: isoDate(atDay(3)) }, end: { date: isoDate(atDay(5)) } },
      {
        summary: 'Stand-up',
        start: { dateTime: atDay(2, 8).toISOString(), timeZone: 'Europe/Berlin' },
        end: { dateTime: atDay(2, 8, 15).toISOString(), timeZone: 'Europe/Berlin' },
        recurrence: ['RRULE:FREQ=DAILY;COUNT=5'],
      },
    ]);
    await addGoogleEvents(googleEmail, team!.id, [
      { summary: 'Team sync', start: { dateTime: atDay(4, 13).toISOString() }, end: { dateTime: atDay(4, 14).toISOString() } },
    ]);
    await addGoogleEvents(googleEmail, holidays!.id, [{ summary: 'Public holiday', start: { date: isoDate(atDay(6)) }, end: { date: isoDate(atDay(7)) } }]);

    const { authUrl, params } = await startGoogle(user);
    expect(`${authUrl.origin}${authUrl.pathname}`).toBe(`${google.url}/o/oauth2/v2/auth`);
    expect(params).toMatchObject({
      client_id: google.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      access_type: 'offline',
      code_challenge_method: 'S256',
    });
    expect(params.scope!.split(' ')).toEqual(
      expect.arrayContaining(['https://www.googleapis.com/auth/calendar.readonly', 'https://www.googleapis.com/auth/calendar.events', 'email']),
    );
    expect(params.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.state!.length).toBeGreaterThan(40);

    const { code, state } = await consent(authUrl, googleEmail);
    const connected = await api.post('/api/calendar/oauth', { code, state, redirectUri: REDIRECT_URI }, user.token);
    expect(connected.status).toBe(200);
    expect(connected.body).toMatchObject({ connected: true, needsAuth: false, email: googleEmail });
    expect(connected.body.connections[0]).toMatchObject({ provider: 'google', status: 'connected', accountEmail: googleEmail, writeCalendarId: googleEmail });
    expect(connected.body.connections[0].calendars.map((c: { name: string; selected: boolean }) => [c.name, c.selected])).toEqual([
      [googleEmail, true],
      ['Team', true],
      ['Holidays', false],
    ]);
    await expectEventually(() => expect(socket.types()).toContain('flow.evt.calendar.calendar-connected'));

    const read = await api.get(`/api/calendar/events?${window()}&includeAllCalendars=true`, user.token);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ needsAuth: false, connected: true });
    const events = read.body.events as ExternalCalendarEvent[];
    expect(summaries(events)).toEqual(['Dentist', 'Stand-up', 'Offsite', 'Stand-up', 'Stand-up', 'Team sync', 'Stand-up', 'Stand-up']);
    expect(events[0]).toEqual({
      id: expect.any(String),
      summary: 'Dentist',
      startTime: atDay(1, 10).toISOString(),
      endTime: atDay(1, 11).toISOString(),
      isAllDay: false,
      location: 'Main St 1',
      description: 'Bring the card',
      source: 'google',
      flowEventId: null,
    });
    // All-day: midnight to midnight in the calendar's zone (Berlin is UTC+1 in winter, +2 in summer).
    const offsite = events.find((e) => e.summary === 'Offsite')!;
    expect(offsite.isAllDay).toBe(true);
    expect(new Date(offsite.endTime).getTime() - new Date(offsite.startTime).getTime()).toBe(2 * 86_400_000);
    expect([atDay(3, -1).toISOString(), atDay(3, -2).toISOString()]).toContain(offsite.startTime);
    const standUps = events.filter((e) => e.summary === 'Stand-up');
    expect(new Set(standUps.map((e) => e.id)).size).toBe(5);
    expect(standUps.every((e) => new Date(e.endTime).getTime() - new Date(e.startTime).getTime() === 15 * 60_000)).toBe(true);

    // At rest: tokens sealed with AES-256-GCM under the configured key, never in clear.
    const db = await database();
    try {
      const { rows } = await db.query('select * from calendar_connections where user_id = $1', [user.userId]);
      expect(rows).toHaveLength(1);
      const row = rows[0];
      const cipher = new TokenCipher(process.env.FLOW_TEST_CALENDAR_TOKEN_KEY!);
      expect(row.key_id).toBe(cipher.currentKeyId);
      for (const column of ['access_token_enc', 'refresh_token_enc']) {
        expect(row[column]).toMatch(new RegExp(`^v1\\.${cipher.currentKeyId}\\.`));
        expect(row[column]).not.toMatch(/ya29|1\/\//);
      }
      const accessToken = cipher.open(row.access_token_enc, `${row.id}:access`);
      expect(accessToken).toMatch(/^ya29\./);
      expect(cipher.open(row.refresh_token_enc, `${row.id}:refresh`)).toMatch(/^1\/\//);
      // The decrypted token is the one Google issued: it reads the account.
      const me = await fetch(`${google.url}/v1/userinfo`, { headers: { authorization: `Bearer ${accessToken}` } });
      expect((await me.json()).email).toBe(googleEmail);
      expect(JSON.stringify(rows)).not.toContain(accessToken);
    } finally {
      await db.end();
    }
  });

  it("refuses a tampered state, another user's state, a replayed state and another redirect URI", async () => {
    const ann = await signUp();
    const bob = await signUp();
    const googleEmail = uniqueEmail('g');
    await google.control('POST', '/accounts', { email: googleEmail });
    const refused = (res: { status: number; body: any }) => {
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({ code: 'INVALID_STATE', message: CalendarMessages.invalidState });
    };

    const annFlow = await consent((await startGoogle(ann)).authUrl, googleEmail);
    const tampered = annFlow.state.slice(0, -2) + (annFlow.state.endsWith('AA') ? 'BB' : 'AA');
    refused(await api.post('/api/calendar/oauth', { code: annFlow.code, state: tampered, redirectUri: REDIRECT_URI }, ann.token));
    refused(await api.post('/api/calendar/oauth', { code: annFlow.code, state: annFlow.state, redirectUri: 'http://localhost:8080/elsewhere' }, ann.token));

    const bobFlow = await consent((await startGoogle(bob)).authUrl, googleEmail);
    refused(await api.post('/api/calendar/oauth', { code: bobFlow.code, state: bobFlow.state, redirectUri: REDIRECT_URI }, ann.token));
    // Ann's attempt did not use up Bob's state: Bob connects with it, once.
    expect((await api.post('/api/calendar/oauth', { code: bobFlow.code, state: bobFlow.state, redirectUri: REDIRECT_URI }, bob.token)).status).toBe(200);
    refused(await api.post('/api/calendar/oauth', { code: bobFlow.code, state: bobFlow.state, redirectUri: REDIRECT_URI }, bob.token));
    expect((await api.get('/api/calendar/connection', ann.token)).body).toMatchObject({ connected: false, connections: [] });

    // Bad input is a 422, never a 500.
    const bad = await api.post('/api/calendar/auth-url', { redirectUri: 'javascript:alert(1)' }, ann.token);
    expect(bad.status).toBe(422);
    expect((await api.post('/api/calendar/oauth', { code: 'x', redirectUri: REDIRECT_URI }, ann.token)).status).toBe(422);
  });

  it('refreshes an expired access token transparently', async () => {
    const { user, googleEmail } = await connectedGoogleUser();
    await addGoogleEvents(googleEmail, 'primary', [
      { summary: 'Later', start: { dateTime: atDay(2, 9).toISOString() }, end: { dateTime: atDay(2, 10).toISOString() } },
    ]);
    const before = await google.control('GET', `/stats?email=${encodeURIComponent(googleEmail)}`);
    await google.control('POST', `/accounts/${encodeURIComponent(googleEmail)}/expire-access-tokens`);

    const read = await api.get(`/api/calendar/events?${window()}&refresh=true`, user.token);
    expect(read.body).toMatchObject({ connected: true, needsAuth: false });
    expect(summaries(read.body.events)).toEqual(['Later']);
    const after = await google.control('GET', `/stats?email=${encodeURIComponent(googleEmail)}`);
    expect(after.refreshGrants ?? 0).toBe((before.refreshGrants ?? 0) + 1);
  });

  it('turns a revoked grant (invalid_grant) into needsAuth, clears the copy and tells the browser', async () => {
    const { user, googleEmail } = await connectedGoogleUser();
    await addGoogleEvents(googleEmail, 'primary', [
      { summary: 'Gym', start: { dateTime: atDay(1, 7).toISOString() }, end: { dateTime: atDay(1, 8).toISOString() } },
    ]);
    expect(summaries((await api.get(`/api/calendar/events?${window()}&refresh=true`, user.token)).body.events)).toEqual(['Gym']);
    const socket = await listen(user.token);

    await google.control('POST', `/accounts/${encodeURIComponent(googleEmail)}/revoke`);
    const read = await api.get(`/api/calendar/events?${window()}&refresh=true`, user.token);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ events: [], needsAuth: true, connected: false });
    const status = (await api.get('/api/calendar/connection', user.token)).body;
    expect(status).toMatchObject({ connected: false, needsAuth: true, email: googleEmail });
    expect(status.connections[0].status).toBe('needs_auth');
    await expectEventually(() => expect(socket.types()).toContain('flow.evt.calendar.calendar-disconnected'));
    const db = await database();
    try {
      expect((await db.query('select count(*)::int as n from external_events where user_id = $1', [user.userId])).rows[0].n).toBe(0);
      expect((await db.query('select access_token_enc, refresh_token_enc from calendar_connections where user_id = $1', [user.userId])).rows[0]).toEqual({
        access_token_enc: null,
        refresh_token_enc: null,
      });
    } finally {
      await db.end();
    }
    // Mirroring now says why it cannot copy.
    const mirror = await (await rpc()).request('flow.calendar.mirror.create', { userId: user.userId, event: flowEvent() });
    expect(mirror).toEqual({ mirrored: false, externalEventId: null, error: CalendarMessages.reconnect });

    // Connecting again brings it back.
    const again = await consent((await startGoogle(user)).authUrl, googleEmail);
    expect((await api.post('/api/calendar/oauth', { code: again.code, state: again.state, redirectUri: REDIRECT_URI }, user.token)).body).toMatchObject({
      connected: true,
      needsAuth: false,
    });
    expect(summaries((await api.get(`/api/calendar/events?${window()}`, user.token)).body.events)).toEqual(['Gym']);
  });

  it('follows nextPageToken through every page of a busy calendar', async () => {
    const { user, googleEmail } = await connectedGoogleUser();
    const many = Array.from({ length: 260 }, (_, i) => ({
      summary: `Slot ${String(i).padStart(3, '0')}`,
      start: { dateTime: atDay(1 + Math.floor(i / 20), 6, (i % 20) * 3).toISOString() },
      end: { dateTime: atDay(1 + Math.floor(i / 20), 6, (i % 20) * 3 + 2).toISOString() },
    }));
    await addGoogleEvents(googleEmail, 'primary', many);
    const read = await api.get(`/api/calendar/events?${window()}&refresh=true`, user.token);
    expect(read.body.events).toHaveLength(260);
    expect(new Set(summaries(read.body.events)).size).toBe(260);
  });

  it('lets the user choose the calendars that count, refusing unknown ones', async () => {
    const { user, googleEmail, account } = await connectedGoogleUser([{ summary: 'Side project', selected: true }]);
    const side = (account.calendars as { id: string; primary?: boolean }[]).find((c) => !c.primary)!;
    await addGoogleEvents(googleEmail, side.id, [
      { summary: 'Side work', start: { dateTime: atDay(1, 18).toISOString() }, end: { dateTime: atDay(1, 19).toISOString() } },
    ]);
    expect(summaries((await api.get(`/api/calendar/events?${window()}&refresh=true`, user.token)).body.events)).toEqual(['Side work']);
    const patched = await api.patch('/api/calendar/connection', { provider: 'google', selectedCalendarIds: [googleEmail] }, user.token);
    expect(patched.status).toBe(200);
    expect(patched.body.connections[0].calendars.find((c: { id: string }) => c.id === side.id).selected).toBe(false);
    expect((await api.get(`/api/calendar/events?${window()}`, user.token)).body.events).toEqual([]);
    const unknown = await api.patch('/api/calendar/connection', { provider: 'google', selectedCalendarIds: ['nope@group.calendar.google.com'] }, user.token);
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.message).toBe(CalendarMessages.unknownCalendar);
  });

  it('refreshes the copy in the background while the user is active and publishes calendar-synced', async () => {
    const { user, googleEmail } = await connectedGoogleUser();
    const client = await rpc();
    const timeMin = atDay(0).toISOString();
    const timeMax = atDay(30).toISOString();
    // daily-flow's read: answers from the copy and marks the user active.
    expect((await client.request('flow.calendar.events.list', { userId: user.userId, timeMin, timeMax })).events).toEqual([]);
    const socket = await listen(user.token);
    await addGoogleEvents(googleEmail, 'primary', [
      { summary: 'Booked elsewhere', start: { dateTime: atDay(2, 15).toISOString() }, end: { dateTime: atDay(2, 16).toISOString() } },
    ]);
    // No read asks for a sync: the scheduler's refresh of active users brings it (interval 3 s in tests).
    await expectEventually(
      async () =>
        expect(summaries((await client.request('flow.calendar.events.list', { userId: user.userId, timeMin, timeMax })).events)).toEqual(['Booked elsewhere']),
      { timeoutMs: 15_000, intervalMs: 250 },
    );
    await expectEventually(() => expect(socket.types()).toContain('flow.evt.calendar.calendar-synced'));
  });
});

function flowEvent(overrides: Partial<{ id: string; title: string; start_time: string; end_time: string }> = {}) {
  return {
    id: randomUUID(),
    title: 'Planning session',
    description: 'Quarter goals',
    start_time: atDay(3, 9).toISOString(),
    end_time: atDay(3, 10).toISOString(),
    location: 'Studio',
    attendees: [{ email: 'guest@example.com', name: 'Guest Person' }],
    ...overrides,
  };
}

describe('mirroring FLOW events to Google', () => {
  it('creates, updates and deletes the Google copy with attendees, sending invitations', async () => {
    const { user, googleEmail } = await connectedGoogleUser();
    const guest = uniqueEmail('guest');
    const client = await rpc();
    const event = { ...flowEvent(), attendees: [{ email: guest, name: 'Guest Person' }] };

    const created = await client.request('flow.calendar.mirror.create', { userId: user.userId, event });
    expect(created).toEqual({ mirrored: true, externalEventId: expect.any(String), error: null });
    const [copy] = (await storedGoogleEvents(googleEmail, 'primary')).filter((e) => e.id === created.externalEventId);
    expect(copy).toMatchObject({
      summary: 'Planning session',
      description: 'Quarter goals',
      location: 'Studio',
      status: 'confirmed',
      extendedProperties: { private: { flowEventId: event.id } },
    });
    expect(copy.attendees).toEqual([{ email: guest, displayName: 'Guest Person', responseStatus: 'needsAction' }]);
    expect(new Date(copy.start.dateTime).toISOString()).toBe(event.start_time);
    const invites = async () =>
      (await google.control<{ items: { method: string; eventId: string }[] }>('GET', `/invitations?to=${encodeURIComponent(guest)}`)).items;
    expect((await invites()).map((i) => i.method)).toEqual(['REQUEST']);
    // The copy comes back from Google marked as FLOW's, so views do not show it twice.
    await expectEventually(async () => {
      const events = (await api.get(`/api/calendar/events?${window()}&refresh=true`, user.token)).body.events as ExternalCalendarEvent[];
      expect(events).toEqual([expect.objectContaining({ id: created.externalEventId, flowEventId: event.id })]);
    });

    // A retried create does not duplicate it.
    expect((await client.request('flow.calendar.mirror.create', { userId: user.userId, event })).externalEventId).toBe(created.externalEventId);
    expect((await storedGoogleEvents(googleEmail, 'primary')).filter((e) => e.status === 'confirmed')).toHaveLength(1);

    const moved = {
      ...event,
      title: 'Planning (moved)',
      start_time: atDay(4, 9).toISOString(),
      end_time: atDay(4, 11).toISOString(),
      attendees: [...event.attendees, { email: uniqueEmail('second'), name: null }],
    };
    const updated = await client.request('flow.calendar.mirror.update', { userId: user.userId, externalEventId: created.externalEventId, event: moved });
    expect(updated).toEqual({ mirrored: true, externalEventId: created.externalEventId, error: null });
    const [afterUpdate] = (await storedGoogleEvents(googleEmail, 'primary')).filter((e) => e.id === created.externalEventId);
    expect(afterUpdate).toMatchObject({ summary: 'Planning (moved)', sequence: expect.any(Number) });
    expect(afterUpdate.sequence).toBeGreaterThan(copy.sequence);
    expect(afterUpdate.attendees).toHaveLength(2);
    expect(new Date(afterUpdate.end.dateTime).toISOString()).toBe(moved.end_time);

    const deleted = await client.request('flow.calendar.mirror.delete', { userId: user.userId, externalEventId: created.externalEventId, eventId: event.id });
    expect(deleted).toEqual({ mirrored: true, externalEventId: null, error: null });
    expect((await storedGoogleEvents(googleEmail, 'primary')).find((e) => e.id === created.externalEventId).status).toBe('cancelled');
    expect((await invites()).map((i) => i.method)).toEqual(['REQUEST', 'REQUEST', 'REQUEST', 'CANCEL']);
  });

  it('puts back a copy deleted in Google when the FLOW event changes', async () => {
    const { user, googleEmail } = await connectedGoogleUser();
    const client = await rpc();
    const event = flowEvent();
    const created = await client.request('flow.calendar.mirror.create', { userId: user.userId, event });
    // The user deletes the copy in Google Calendar.
    await google.control('DELETE', `/accounts/${encodeURIComponent(googleEmail)}/calendars/primary/events/${created.externalEventId}`);
    const updated = await client.request('flow.calendar.mirror.update', {
      userId: user.userId,
      externalEventId: created.externalEventId,
      event: { ...event, title: 'Back again' },
    });
    expect(updated.mirrored).toBe(true);
    expect(updated.externalEventId).not.toBe(created.externalEventId);
    const live = (await storedGoogleEvents(googleEmail, 'primary')).filter((e) => e.status === 'confirmed');
    expect(live.map((e) => [e.id, e.summary])).toEqual([[updated.externalEventId, 'Back again']]);
  });

  it("returns Google's refusal as text, and does nothing for a user without a calendar", async () => {
    const { user } = await connectedGoogleUser();
    const client = await rpc();
    const backwards = flowEvent({ start_time: atDay(5, 10).toISOString(), end_time: atDay(5, 9).toISOString() });
    const refused = await client.request('flow.calendar.mirror.create', { userId: user.userId, event: backwards });
    expect(refused.mirrored).toBe(false);
    expect(refused.error).toContain('The specified time range is empty.');

    const loner = await signUp();
    expect(await client.request('flow.calendar.mirror.create', { userId: loner.userId, event: flowEvent() })).toEqual({
      mirrored: false,
      externalEventId: null,
      error: null,
    });
  });
});

describe('disconnecting and privacy', () => {
  it('disconnect deletes the connection, the kept events and the links, and revokes the grant', async () => {
    const { user, googleEmail } = await connectedGoogleUser();
    await addGoogleEvents(googleEmail, 'primary', [
      { summary: 'Kept', start: { dateTime: atDay(1, 12).toISOString() }, end: { dateTime: atDay(1, 13).toISOString() } },
    ]);
    await (await rpc()).request('flow.calendar.mirror.create', { userId: user.userId, event: flowEvent() });
    expect((await api.get(`/api/calendar/events?${window()}&refresh=true`, user.token)).body.events).toHaveLength(2);
    const socket = await listen(user.token);

    const removed = await api.delete('/api/calendar/connection', user.token);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ connected: false, needsAuth: false, email: null, connections: [] });
    expect((await api.get(`/api/calendar/events?${window()}`, user.token)).body).toEqual({ events: [], needsAuth: false, connected: false });
    const db = await database();
    try {
      for (const table of ['calendar_connections', 'external_events', 'mirror_links']) {
        expect((await db.query(`select count(*)::int as n from ${table} where user_id = $1`, [user.userId])).rows[0].n).toBe(0);
      }
    } finally {
      await db.end();
    }
    const grants = await google.control<{ items: { revoked: boolean }[] }>('GET', `/accounts/${encodeURIComponent(googleEmail)}/grants`);
    expect(grants.items.length).toBeGreaterThan(0);
    expect(grants.items.every((g) => g.revoked)).toBe(true);
    await expectEventually(() => expect(socket.types()).toContain('flow.evt.calendar.calendar-disconnected'));
  });

  it('never lets another user read or change a connection or its events', async () => {
    const { user: ann, googleEmail } = await connectedGoogleUser();
    await addGoogleEvents(googleEmail, 'primary', [
      { summary: 'Private', start: { dateTime: atDay(1, 12).toISOString() }, end: { dateTime: atDay(1, 13).toISOString() } },
    ]);
    const copy = await (await rpc()).request('flow.calendar.mirror.create', { userId: ann.userId, event: flowEvent() });
    expect(summaries((await api.get(`/api/calendar/events?${window()}&refresh=true`, ann.token)).body.events)).toHaveLength(2);
    const bob = await signUp();

    expect((await api.get('/api/calendar/connection', bob.token)).body).toEqual({ connected: false, needsAuth: false, email: null, connections: [] });
    expect((await api.get(`/api/calendar/events?${window()}&refresh=true`, bob.token)).body).toEqual({ events: [], needsAuth: false, connected: false });
    expect((await api.patch('/api/calendar/connection', { provider: 'google', writeCalendarId: null }, bob.token)).status).toBe(404);
    expect((await api.delete('/api/calendar/connection', bob.token)).status).toBe(200);
    const bobDelete = await (
      await rpc()
    ).request('flow.calendar.mirror.delete', { userId: bob.userId, externalEventId: copy.externalEventId, eventId: randomUUID() });
    expect(bobDelete.mirrored).toBe(false);
    expect((await storedGoogleEvents(googleEmail, 'primary')).find((e) => e.id === copy.externalEventId).status).toBe('confirmed');
    expect((await api.get('/api/calendar/connection', ann.token)).body.connected).toBe(true);
    expect((await api.get(`/api/calendar/events?${window()}`)).status).toBe(401);
  });
});
