import type { ExternalCalendarEvent } from '@flow/contracts';
import { expectEventually, sharedGatewayUrl, testInfra, uniqueEmail } from '@flow/testing';
import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { Client } from 'pg';
import { addGoogleEvents, api, atDay, closeKit, connectedGoogleUser, google, isoDate, signUp, storedGoogleEvents } from './calendar-test-kit';

// The whole path with the real scheduling service: booking in FLOW answers once the event is saved;
// calendar-sync then copies it to the connected Google calendar with invitations and reports back
// (mirror_state); scheduling sees the external events through its busy-time read model, and the
// FLOW event appears in the user's subscribable feed.

afterAll(closeKit);

/** scheduling's busy-time read model: the external events it holds for a user. */
async function busyTitles(userId: string): Promise<string[]> {
  const db = new Client({ connectionString: testInfra().databaseUrls.scheduling });
  await db.connect();
  try {
    return (await db.query('select title from external_busy where user_id = $1 order by start_time', [userId])).rows.map((r) => r.title);
  } finally {
    await db.end();
  }
}

/** Events travel outbox → JetStream → consumer (and Google): on a loaded machine that can take seconds. */
const ASYNC = { timeoutMs: 20_000, intervalMs: 200 };
const eventOf = async (id: string, token: string) => (await api.get(`/api/events/${id}`, token)).body;

describe('booking in FLOW with Google Calendar connected', () => {
  it('copies, updates and cancels the Google copy, and lists the event in the feed', async () => {
    const { user, googleEmail } = await connectedGoogleUser();
    await addGoogleEvents(googleEmail, 'primary', [
      { summary: 'Dentist', start: { dateTime: atDay(2, 9).toISOString() }, end: { dateTime: atDay(2, 10).toISOString() } },
    ]);
    const guest = uniqueEmail('invitee');
    // The day view is open: its read brings the new Google event into calendar-sync's copy.
    expect((await api.get('/api/calendar/events?refresh=true', user.token)).body.events).toHaveLength(1);
    // calendar-synced reached scheduling, which copied the kept events into its read model.
    await expectEventually(async () => expect(await busyTitles(user.userId)).toEqual(['Dentist']), ASYNC);

    const created = await api.post(
      '/api/events',
      {
        title: 'Strategy session',
        startTime: atDay(2, 9, 30).toISOString(),
        endTime: atDay(2, 11).toISOString(),
        attendees: [{ email: guest, name: 'Invitee' }],
      },
      user.token,
    );
    expect(created.status).toBe(201);
    // Answered after the commit: the copy is not made yet.
    expect(created.body).toMatchObject({ googleEventCreated: false, googleEventError: null, externalCalendar: 'checked' });
    expect(created.body.event).toMatchObject({ mirror_state: 'pending', mirror_error: null, google_calendar_event_id: null });
    // Scheduling read the external calendar from its read model and saw the clash.
    expect(created.body.overlaps).toEqual([expect.objectContaining({ title: 'Dentist', source: 'google' })]);
    await expectEventually(
      async () =>
        expect(await eventOf(created.body.event.id, user.token)).toMatchObject({
          mirror_state: 'synced',
          mirror_error: null,
          google_calendar_event_id: expect.any(String),
        }),
      ASYNC,
    );
    const event = await eventOf(created.body.event.id, user.token);
    const copy = (await storedGoogleEvents(googleEmail, 'primary')).find((e) => e.id === event.google_calendar_event_id);
    expect(copy).toMatchObject({ summary: 'Strategy session', status: 'confirmed', extendedProperties: { private: { flowEventId: event.id } } });
    expect(copy.attendees.map((a: { email: string }) => a.email)).toEqual([guest]);
    expect((await google.control('GET', `/invitations?to=${encodeURIComponent(guest)}`)).items).toHaveLength(1);
    await expectEventually(async () => {
      const external = (await api.get(`/api/calendar/events?refresh=true`, user.token)).body.events as ExternalCalendarEvent[];
      expect(external.find((e) => e.id === event.google_calendar_event_id)?.flowEventId).toBe(event.id);
    });

    // The day view (daily-flow) shows the Google event beside the FLOW one.
    await expectEventually(
      async () => {
        const day = (await api.request('GET', `/api/daily-flow?date=${isoDate(atDay(2))}`, { token: user.token, headers: { 'x-time-zone': 'UTC' } })).body;
        const related = day.rhythmBlocks.map((b: { relatedEvent?: { title: string; source: string } }) => b.relatedEvent).filter(Boolean);
        expect(related).toEqual(
          expect.arrayContaining([
            { id: expect.any(String), title: 'Dentist', source: 'google' },
            expect.objectContaining({ title: 'Strategy session', source: 'flow' }),
          ]),
        );
      },
      { timeoutMs: 10_000, intervalMs: 250 },
    );

    // The feed has the FLOW event and the rhythm blocks of the coming days.
    const feed = (await api.post('/api/calendar/feed', {}, user.token)).body;
    const ics = await (await fetch(new URL(new URL(feed.url).pathname, sharedGatewayUrl()))).text();
    const vevents = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const vevent = vevents.find((v) => v.uid === `${event.id}@flow`);
    expect(vevent?.summary).toBe('Strategy session');
    expect(vevent?.startDate.toJSDate().toISOString()).toBe(atDay(2, 9, 30).toISOString());
    const rhythm = vevents.filter((v) => v.component.getFirstPropertyValue('categories') === 'FLOW rhythm');
    expect(rhythm.length).toBeGreaterThan(10);
    expect(rhythm.every((v) => v.component.getFirstPropertyValue('transp') === 'TRANSPARENT' && v.endDate.compare(v.startDate) > 0)).toBe(true);

    const updated = await api.patch(`/api/events/${event.id}`, { title: 'Strategy session (final)' }, user.token);
    expect(updated.body).toMatchObject({ googleEventUpdated: false, googleEventError: null, event: { mirror_state: 'pending' } });
    await expectEventually(
      async () =>
        expect((await storedGoogleEvents(googleEmail, 'primary')).find((e) => e.id === event.google_calendar_event_id).summary).toBe(
          'Strategy session (final)',
        ),
      ASYNC,
    );
    await expectEventually(async () => expect((await eventOf(event.id, user.token)).mirror_state).toBe('synced'), ASYNC);

    const removed = await api.delete(`/api/events/${event.id}`, user.token);
    expect(removed.body).toMatchObject({ ok: true, googleEventDeleted: false, googleEventError: null });
    await expectEventually(
      async () => expect((await storedGoogleEvents(googleEmail, 'primary')).find((e) => e.id === event.google_calendar_event_id).status).toBe('cancelled'),
      ASYNC,
    );
  });

  it('shows a failed copy with its reason until a retry copies it; nobody else can see or retry it', async () => {
    const { user, googleEmail } = await connectedGoogleUser();
    const stranger = await signUp('stranger');
    await google.control('POST', `/accounts/${encodeURIComponent(googleEmail)}/fail-writes`, { count: 1 });
    const created = await api.post(
      '/api/events',
      { title: 'Quarterly review', startTime: atDay(3, 14).toISOString(), endTime: atDay(3, 15).toISOString() },
      user.token,
    );
    expect(created.status).toBe(201);
    expect(created.body.event.mirror_state).toBe('pending');
    const id = created.body.event.id;
    await expectEventually(
      async () =>
        expect(await eventOf(id, user.token)).toMatchObject({
          mirror_state: 'failed',
          mirror_error: 'Google Calendar refused the request (403: Calendar usage limits exceeded.)',
          google_calendar_event_id: null,
        }),
      ASYNC,
    );
    expect((await storedGoogleEvents(googleEmail, 'primary')).filter((e) => e.summary === 'Quarterly review')).toEqual([]);

    // Another user: the event does not exist for them, to read or to retry.
    expect((await api.get(`/api/events/${id}`, stranger.token)).status).toBe(404);
    const theirs = await api.post(`/api/events/${id}/mirror/retry`, {}, stranger.token);
    expect(theirs.status).toBe(404);
    expect((await eventOf(id, user.token)).mirror_state).toBe('failed');

    const retried = await api.post(`/api/events/${id}/mirror/retry`, {}, user.token);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ id, mirror_state: 'pending', mirror_error: null });
    await expectEventually(
      async () =>
        expect(await eventOf(id, user.token)).toMatchObject({ mirror_state: 'synced', mirror_error: null, google_calendar_event_id: expect.any(String) }),
      ASYNC,
    );
    const copies = (await storedGoogleEvents(googleEmail, 'primary')).filter((e) => e.summary === 'Quarterly review');
    expect(copies).toEqual([expect.objectContaining({ id: (await eventOf(id, user.token)).google_calendar_event_id, status: 'confirmed' })]);
  });
});

describe('a repeating FLOW event with Google Calendar connected', () => {
  it('is one recurring Google event whose EXDATEs follow cancelled and changed days, and one RRULE + EXDATE event in the feed', async () => {
    const { user, googleEmail } = await connectedGoogleUser();
    const zone = 'Europe/Berlin';
    // Daily at 09:00 Berlin, 5 times from day 2.
    const first = DateTime.fromJSDate(atDay(2)).setZone(zone).set({ hour: 9, minute: 0 });
    const day = (n: number) => first.plus({ days: n });
    const utc = (d: DateTime) => d.toUTC().toISO()!;
    const local = (d: DateTime) => d.toFormat("yyyyLLdd'T'HHmmss");
    const created = await api.post(
      '/api/events',
      { title: 'Standup', startTime: utc(day(0)), endTime: utc(day(0).plus({ minutes: 15 })), recurrence: 'FREQ=DAILY;COUNT=5', timeZone: zone },
      user.token,
    );
    expect(created.status).toBe(201);
    const id = created.body.event.id as string;
    await expectEventually(
      async () => expect(await eventOf(id, user.token)).toMatchObject({ mirror_state: 'synced', google_calendar_event_id: expect.any(String) }),
      ASYNC,
    );
    const copyId = (await eventOf(id, user.token)).google_calendar_event_id as string;
    const copyOf = async (externalId: string) => (await storedGoogleEvents(googleEmail, 'primary')).find((e) => e.id === externalId);
    // One Google event for the series: the local wall clock in its zone, and the rule.
    expect(await copyOf(copyId)).toMatchObject({
      summary: 'Standup',
      status: 'confirmed',
      start: { timeZone: zone },
      recurrence: ['RRULE:FREQ=DAILY;COUNT=5'],
    });
    expect((await storedGoogleEvents(googleEmail, 'primary')).filter((e) => e.status === 'confirmed')).toHaveLength(1);
    // Read back from Google as its 5 instances, each known as FLOW's (so no view shows them twice).
    await expectEventually(async () => {
      const external = (await api.get('/api/calendar/events?refresh=true', user.token)).body.events as ExternalCalendarEvent[];
      expect(external.filter((e) => e.flowEventId === id).map((e) => new Date(e.startTime).toISOString())).toEqual([0, 1, 2, 3, 4].map((n) => utc(day(n))));
    }, ASYNC);

    // Day 1 cancelled, day 3 moved to 11:00 on its own: EXDATEs on the series' copy, and a Google event of its own for day 3.
    expect((await api.delete(`/api/events/${id}?scope=this&occurrence=${utc(day(1))}`, user.token)).status).toBe(200);
    const moved = await api.patch(
      `/api/events/${id}?scope=this&occurrence=${utc(day(3))}`,
      { title: 'Standup (late)', startTime: utc(day(3).set({ hour: 11 })), endTime: utc(day(3).set({ hour: 11, minute: 15 })) },
      user.token,
    );
    expect(moved.status).toBe(200);
    const movedId = moved.body.event.id as string;
    await expectEventually(
      async () => expect((await copyOf(copyId)).recurrence).toEqual(['RRULE:FREQ=DAILY;COUNT=5', `EXDATE;TZID=${zone}:${local(day(1))},${local(day(3))}`]),
      ASYNC,
    );
    await expectEventually(
      async () => expect(await eventOf(movedId, user.token)).toMatchObject({ mirror_state: 'synced', google_calendar_event_id: expect.any(String) }),
      ASYNC,
    );
    const movedCopy = await copyOf((await eventOf(movedId, user.token)).google_calendar_event_id);
    expect(movedCopy).toMatchObject({ summary: 'Standup (late)', status: 'confirmed' });
    expect(movedCopy.recurrence).toBeUndefined();

    // The feed: one VEVENT with the rule and the cancelled day as EXDATE, one with RECURRENCE-ID for the moved day; no copy per day.
    const feed = (await api.post('/api/calendar/feed', {}, user.token)).body;
    const ics = await (await fetch(new URL(new URL(feed.url).pathname, sharedGatewayUrl()))).text();
    const vevents = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').filter((v) => v.getFirstPropertyValue('uid') === `${id}@flow`);
    expect(vevents).toHaveLength(2);
    const [series, changed] = [vevents.find((v) => v.hasProperty('rrule'))!, vevents.find((v) => v.hasProperty('recurrence-id'))!];
    expect(String(series.getFirstPropertyValue('rrule'))).toBe('FREQ=DAILY;COUNT=5');
    expect(series.getAllProperties('exdate').map((p) => String(p.getFirstValue()))).toEqual([day(1).toFormat("yyyy-LL-dd'T'HH:mm:ss")]);
    expect(changed.getFirstPropertyValue('summary')).toBe('Standup (late)');
    expect(String(changed.getFirstPropertyValue('recurrence-id'))).toBe(day(3).toFormat("yyyy-LL-dd'T'HH:mm:ss"));

    // All events cancelled: both Google events go.
    expect((await api.delete(`/api/events/${id}?scope=all`, user.token)).status).toBe(200);
    await expectEventually(async () => expect([(await copyOf(copyId)).status, (await copyOf(movedCopy.id)).status]).toEqual(['cancelled', 'cancelled']), ASYNC);
  });
});
