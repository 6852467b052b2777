import type { ExternalCalendarEvent } from '@flow/contracts';
import { expectEventually, sharedGatewayUrl, testInfra, uniqueEmail } from '@flow/testing';
import ICAL from 'ical.js';
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
    await addGoogleEvents(googleEmail, 'primary', [{ summary: 'Dentist', start: { dateTime: atDay(2, 9).toISOString() }, end: { dateTime: atDay(2, 10).toISOString() } }]);
    const guest = uniqueEmail('invitee');
    // The day view is open: its read brings the new Google event into calendar-sync's copy.
    expect((await api.get('/api/calendar/events?refresh=true', user.token)).body.events).toHaveLength(1);
    // calendar-synced reached scheduling, which copied the kept events into its read model.
    await expectEventually(async () => expect(await busyTitles(user.userId)).toEqual(['Dentist']), ASYNC);

    const created = await api.post('/api/events', { title: 'Strategy session', startTime: atDay(2, 9, 30).toISOString(), endTime: atDay(2, 11).toISOString(), attendees: [{ email: guest, name: 'Invitee' }] }, user.token);
    expect(created.status).toBe(201);
    // Answered after the commit: the copy is not made yet.
    expect(created.body).toMatchObject({ googleEventCreated: false, googleEventError: null, externalCalendar: 'checked' });
    expect(created.body.event).toMatchObject({ mirror_state: 'pending', mirror_error: null, google_calendar_event_id: null });
    // Scheduling read the external calendar from its read model and saw the clash.
    expect(created.body.overlaps).toEqual([expect.objectContaining({ title: 'Dentist', source: 'google' })]);
    await expectEventually(async () => expect(await eventOf(created.body.event.id, user.token)).toMatchObject({ mirror_state: 'synced', mirror_error: null, google_calendar_event_id: expect.any(String) }), ASYNC);
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
    await expectEventually(async () => {
      const day = (await api.request('GET', `/api/daily-flow?date=${isoDate(atDay(2))}`, { token: user.token, headers: { 'x-time-zone': 'UTC' } })).body;
      const related = day.rhythmBlocks.map((b: { relatedEvent?: { title: string; source: string } }) => b.relatedEvent).filter(Boolean);
      expect(related).toEqual(expect.arrayContaining([{ id: expect.any(String), title: 'Dentist', source: 'google' }, expect.objectContaining({ title: 'Strategy session', source: 'flow' })]));
    }, { timeoutMs: 10_000, intervalMs: 250 });

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
    await expectEventually(async () => expect((await storedGoogleEvents(googleEmail, 'primary')).find((e) => e.id === event.google_calendar_event_id).summary).toBe('Strategy session (final)'), ASYNC);
    await expectEventually(async () => expect((await eventOf(event.id, user.token)).mirror_state).toBe('synced'), ASYNC);

    const removed = await api.delete(`/api/events/${event.id}`, user.token);
    expect(removed.body).toMatchObject({ ok: true, googleEventDeleted: false, googleEventError: null });
    await expectEventually(async () => expect((await storedGoogleEvents(googleEmail, 'primary')).find((e) => e.id === event.google_calendar_event_id).status).toBe('cancelled'), ASYNC);
  });

  it('shows a failed copy with its reason until a retry copies it; nobody else can see or retry it', async () => {
    const { user, googleEmail } = await connectedGoogleUser();
    const stranger = await signUp('stranger');
    await google.control('POST', `/accounts/${encodeURIComponent(googleEmail)}/fail-writes`, { count: 1 });
    const created = await api.post('/api/events', { title: 'Quarterly review', startTime: atDay(3, 14).toISOString(), endTime: atDay(3, 15).toISOString() }, user.token);
    expect(created.status).toBe(201);
    expect(created.body.event.mirror_state).toBe('pending');
    const id = created.body.event.id;
    await expectEventually(async () => expect(await eventOf(id, user.token)).toMatchObject({ mirror_state: 'failed', mirror_error: 'Google Calendar refused the request (403: Calendar usage limits exceeded.)', google_calendar_event_id: null }), ASYNC);
    expect((await storedGoogleEvents(googleEmail, 'primary')).filter((e) => e.summary === 'Quarterly review')).toEqual([]);

    // Another user: the event does not exist for them, to read or to retry.
    expect((await api.get(`/api/events/${id}`, stranger.token)).status).toBe(404);
    const theirs = await api.post(`/api/events/${id}/mirror/retry`, {}, stranger.token);
    expect(theirs.status).toBe(404);
    expect((await eventOf(id, user.token)).mirror_state).toBe('failed');

    const retried = await api.post(`/api/events/${id}/mirror/retry`, {}, user.token);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ id, mirror_state: 'pending', mirror_error: null });
    await expectEventually(async () => expect(await eventOf(id, user.token)).toMatchObject({ mirror_state: 'synced', mirror_error: null, google_calendar_event_id: expect.any(String) }), ASYNC);
    const copies = (await storedGoogleEvents(googleEmail, 'primary')).filter((e) => e.summary === 'Quarterly review');
    expect(copies).toEqual([expect.objectContaining({ id: (await eventOf(id, user.token)).google_calendar_event_id, status: 'confirmed' })]);
  });
});
