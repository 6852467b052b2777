import type { ExternalCalendarEvent } from '@flow/contracts';
import { expectEventually, sharedGatewayUrl, uniqueEmail } from '@flow/testing';
import ICAL from 'ical.js';
import { addGoogleEvents, api, atDay, closeKit, connectedGoogleUser, google, isoDate, storedGoogleEvents } from './calendar-test-kit';

// The whole path with the real scheduling service: booking in FLOW copies the event to the
// connected Google calendar with invitations, scheduling sees the external events, and the FLOW
// event appears in the user's subscribable feed.

afterAll(closeKit);

describe('booking in FLOW with Google Calendar connected', () => {
  it('copies, updates and cancels the Google copy, and lists the event in the feed', async () => {
    const { user, googleEmail } = await connectedGoogleUser();
    await addGoogleEvents(googleEmail, 'primary', [{ summary: 'Dentist', start: { dateTime: atDay(2, 9).toISOString() }, end: { dateTime: atDay(2, 10).toISOString() } }]);
    const guest = uniqueEmail('invitee');
    // The day view is open: its read brings the new Google event into calendar-sync's copy.
    expect((await api.get('/api/calendar/events?refresh=true', user.token)).body.events).toHaveLength(1);

    const created = await api.post('/api/events', { title: 'Strategy session', startTime: atDay(2, 9, 30).toISOString(), endTime: atDay(2, 11).toISOString(), attendees: [{ email: guest, name: 'Invitee' }] }, user.token);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ googleEventCreated: true, googleEventError: null, externalCalendar: 'checked' });
    // Scheduling read the external calendar through calendar-sync and saw the clash.
    expect(created.body.overlaps).toEqual([expect.objectContaining({ title: 'Dentist', source: 'google' })]);
    const event = created.body.event;
    expect(event.google_calendar_event_id).toEqual(expect.any(String));
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
    expect(updated.body).toMatchObject({ googleEventUpdated: true, googleEventError: null });
    expect((await storedGoogleEvents(googleEmail, 'primary')).find((e) => e.id === event.google_calendar_event_id).summary).toBe('Strategy session (final)');

    const removed = await api.delete(`/api/events/${event.id}`, user.token);
    expect(removed.body).toMatchObject({ ok: true, googleEventDeleted: true, googleEventError: null });
    expect((await storedGoogleEvents(googleEmail, 'primary')).find((e) => e.id === event.google_calendar_event_id).status).toBe('cancelled');
  });
});
