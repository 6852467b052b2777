import { SchedulingMessages } from '@flow/contracts';
import { sharedApi, signUp, eventAt, type TestUser } from './helpers';

const api = sharedApi();
let ann: TestUser;
let bob: TestUser;

beforeAll(async () => {
  [ann, bob] = await Promise.all([signUp(api, 'ann'), signUp(api, 'bob')]);
});

describe('events CRUD through the gateway', () => {
  it('creates, reads, lists in start order, edits and deletes an event with its attendees', async () => {
    const later = await api.post('/api/events', eventAt(5, 30, { title: '  Later sync  ' }), ann.token);
    const body = eventAt(2, 90, {
      title: 'Deep work on report',
      description: 'Chapter 3',
      meetingType: 'deep_work',
      location: 'Library',
      attendees: [{ email: 'Sam@Example.com', name: 'Sam' }, { email: 'lee@example.com' }, { email: 'sam@example.com', name: 'Sam again' }],
    });
    const created = await api.post('/api/events', body, ann.token);
    expect(created.status).toBe(201);
    expect(later.status).toBe(201);
    expect(later.body.event.title).toBe('Later sync');
    const event = created.body.event;
    expect(event).toMatchObject({
      title: 'Deep work on report',
      description: 'Chapter 3',
      meeting_type: 'deep_work',
      location: 'Library',
      start_time: new Date(body.startTime).toISOString(),
      end_time: new Date(body.endTime).toISOString(),
      google_calendar_event_id: null,
      // Lowercased, in the order entered, the same address once.
      attendees: [
        { email: 'sam@example.com', name: 'Sam' },
        { email: 'lee@example.com', name: null },
      ],
    });
    expect(created.body.googleEventCreated).toBe(false);

    const read = await api.get(`/api/events/${event.id}`, ann.token);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(event);

    const list = await api.get('/api/events', ann.token);
    expect(list.body.events.map((e: { id: string }) => e.id)).toEqual([event.id, later.body.event.id]);

    const edited = await api.patch(
      `/api/events/${event.id}`,
      { title: 'Deep work: report', location: '', attendees: [{ email: 'kim@example.com', name: 'Kim' }] },
      ann.token,
    );
    expect(edited.status).toBe(200);
    expect(edited.body.event).toMatchObject({
      title: 'Deep work: report',
      location: null,
      description: 'Chapter 3',
      attendees: [{ email: 'kim@example.com', name: 'Kim' }],
    });
    expect(edited.body.googleEventUpdated).toBe(false);
    expect((await api.get(`/api/events/${event.id}`, ann.token)).body.attendees).toEqual([{ email: 'kim@example.com', name: 'Kim' }]);

    const removed = await api.delete(`/api/events/${event.id}`, ann.token);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ ok: true, googleEventDeleted: false, googleEventError: null });
    expect((await api.get(`/api/events/${event.id}`, ann.token)).status).toBe(404);
    expect((await api.get('/api/events', ann.token)).body.events.map((e: { id: string }) => e.id)).toEqual([later.body.event.id]);
  });

  it('lists only the events overlapping from–to', async () => {
    const user = await signUp(api, 'range');
    const a = (await api.post('/api/events', eventAt(24, 60, { title: 'A' }), user.token)).body.event;
    const b = (await api.post('/api/events', eventAt(48, 60, { title: 'B' }), user.token)).body.event;
    // A window that starts inside A and ends before B.
    const from = new Date(Date.parse(a.start_time) + 30 * 60_000).toISOString();
    const to = new Date(Date.parse(b.start_time)).toISOString();
    const list = await api.get(`/api/events?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, user.token);
    expect(list.status).toBe(200);
    expect(list.body.events.map((e: { title: string }) => e.title)).toEqual(['A']);
    const wrongOrder = await api.get(`/api/events?from=${encodeURIComponent(to)}&to=${encodeURIComponent(from)}`, user.token);
    expect(wrongOrder.status).toBe(422);
  });

  it('flags overlapping events but still saves them', async () => {
    const user = await signUp(api, 'overlap');
    const first = (await api.post('/api/events', eventAt(3, 60, { title: 'Team meeting' }), user.token)).body.event;
    const second = await api.post('/api/events', eventAt(3.5, 60, { title: 'Dentist' }), user.token);
    expect(second.status).toBe(201);
    expect(second.body.overlaps).toEqual([{ id: first.id, title: 'Team meeting', start_time: first.start_time, end_time: first.end_time, source: 'flow' }]);
    expect(['not_connected', 'unavailable']).toContain(second.body.externalCalendar);
    // Back to back is not an overlap.
    const third = await api.post('/api/events', eventAt(4.5, 30, { title: 'Walk' }), user.token);
    expect(third.body.overlaps).toEqual([]);
    // Moving it onto the first flags it on edit too.
    const moved = await api.patch(`/api/events/${third.body.event.id}`, { startTime: first.start_time, endTime: first.end_time }, user.token);
    expect(moved.body.overlaps.map((o: { title: string }) => o.title).sort()).toEqual(['Dentist', 'Team meeting']);
  });
});

describe('ownership', () => {
  it("gives another user 404 on reading, editing, deleting or overriding someone's event, and never lists it", async () => {
    const event = (await api.post('/api/events', eventAt(6, 60, { title: 'Private' }), ann.token)).body.event;
    for (const response of [
      await api.get(`/api/events/${event.id}`, bob.token),
      await api.patch(`/api/events/${event.id}`, { title: 'Mine now' }, bob.token),
      await api.delete(`/api/events/${event.id}`, bob.token),
      await api.put(`/api/alignment/overrides/${event.id}`, { isAligned: true }, bob.token),
      await api.delete(`/api/alignment/overrides/${event.id}`, bob.token),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.error.message).toBe(SchedulingMessages.eventNotFound);
    }
    expect((await api.get('/api/events', bob.token)).body.events).toEqual([]);
    expect((await api.get('/api/alignment/overrides', bob.token)).body.overrides).toEqual([]);
    // Still Ann's, unchanged.
    expect((await api.get(`/api/events/${event.id}`, ann.token)).body.title).toBe('Private');
  });

  it('refuses to edit or delete an external calendar event by its id', async () => {
    const response = await api.patch('/api/events/7kq3v1googleid', { title: 'x' }, ann.token);
    expect(response.status).toBe(404);
    expect(response.body.error.message).toBe(SchedulingMessages.externalEvent);
    expect((await api.delete('/api/events/7kq3v1googleid', ann.token)).status).toBe(404);
  });

  it('requires a signed-in user', async () => {
    expect((await api.get('/api/events')).status).toBe(401);
    expect((await api.post('/api/events', eventAt(1))).status).toBe(401);
  });
});

describe('bad input', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['a naive start time', { startTime: '2030-01-01T10:00:00' }, 'Expected an ISO 8601 time with offset'],
    ['a blank title', { title: '   ' }, SchedulingMessages.titleRequired],
    ['a 201-character title', { title: 'x'.repeat(201) }, SchedulingMessages.titleTooLong],
    ['a 301-character location', { location: 'x'.repeat(301) }, SchedulingMessages.locationTooLong],
    ['51 attendees', { attendees: Array.from({ length: 51 }, (_, i) => ({ email: `p${i}@example.com` })) }, SchedulingMessages.tooManyAttendees],
    ['an invalid attendee e-mail', { attendees: [{ email: 'not-an-email' }] }, SchedulingMessages.attendeeEmail],
    ['an end before the start', { endTime: '2000-01-01T00:00:00Z' }, SchedulingMessages.endBeforeStart],
    ['an unknown meeting type', { meetingType: 'nap' }, ''],
    ['an unknown field', { color: 'red' }, ''],
  ];
  it.each(cases)('refuses %s with 422 and a precise reason', async (_name, change, message) => {
    const response = await api.post('/api/events', { ...eventAt(1), ...change }, ann.token);
    expect(response.status).toBe(422);
    expect(response.body.error.code).toBe('VALIDATION_FAILED');
    if (message) expect(response.body.error.message).toBe(message);
  });

  it('accepts exactly 50 attendees, a 200-character title and a 300-character location', async () => {
    const response = await api.post(
      '/api/events',
      { ...eventAt(30), title: 't'.repeat(200), location: 'l'.repeat(300), attendees: Array.from({ length: 50 }, (_, i) => ({ email: `p${i}@example.com` })) },
      ann.token,
    );
    expect(response.status).toBe(201);
    expect(response.body.event.attendees).toHaveLength(50);
  });

  it('refuses an edit that moves the start after the end, and keeps the event as it was', async () => {
    const event = (await api.post('/api/events', eventAt(8, 60), ann.token)).body.event;
    const response = await api.patch(`/api/events/${event.id}`, { startTime: new Date(Date.parse(event.end_time) + 60_000).toISOString() }, ann.token);
    expect(response.status).toBe(422);
    expect(response.body.error.message).toBe(SchedulingMessages.endBeforeStart);
    expect((await api.get(`/api/events/${event.id}`, ann.token)).body.start_time).toBe(event.start_time);
  });

  it('refuses a naive time in the list query', async () => {
    expect((await api.get('/api/events?from=2030-01-01T00:00:00', ann.token)).status).toBe(422);
  });
});
