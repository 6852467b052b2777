import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { CalendarMessages, type ExternalCalendarEvent } from '@flow/contracts';
import { expectEventually, startRadicale, type RadicaleServer } from '@flow/testing';
import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { TokenCipher } from '../src/crypto/token-cipher';
import { api, atDay, closeKit, database, listen, rpc, signUp, type TestUser } from './calendar-test-kit';

// CalDAV against a real Radicale (Debian's package) started for this suite with htpasswd users.

const PASSWORD = 'app-password-1';
/**
 * A read-back syncs with Radicale on each try: on a loaded machine one try can take seconds, and one that fails
 * there (Radicale's answer later than the provider's time limit) rests the connection for 15–30 s before the next
 * sync, as in production. The read-back outlasts one such rest.
 */
const READ_BACK = { timeoutMs: 45_000, intervalMs: 200 };
jest.setTimeout(90_000);
let radicale: RadicaleServer;
let user: TestUser;
let work: string;
let home: string;

const ics = (...lines: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...lines, 'END:VCALENDAR'].join('\r\n');
const basic = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const window = `timeMin=${encodeURIComponent(atDay(0).toISOString())}&timeMax=${encodeURIComponent(atDay(30).toISOString())}`;

beforeAll(async () => {
  radicale = await startRadicale({ ann: PASSWORD, bob: 'bobs-password' });
  work = await radicale.makeCalendar('ann', PASSWORD, 'work', 'Work');
  home = await radicale.makeCalendar('ann', PASSWORD, 'home', 'Home');
  await radicale.put(
    'ann',
    PASSWORD,
    work,
    'review.ics',
    ics(
      'BEGIN:VEVENT',
      'UID:review-1',
      `DTSTAMP:${basic(new Date())}`,
      `DTSTART:${basic(atDay(1, 14))}`,
      `DTEND:${basic(atDay(1, 15))}`,
      'SUMMARY:Design review',
      'LOCATION:Room 2',
      'END:VEVENT',
    ),
  );
  await radicale.put(
    'ann',
    PASSWORD,
    work,
    'yoga.ics',
    ics(
      'BEGIN:VEVENT',
      'UID:yoga-1',
      `DTSTAMP:${basic(new Date())}`,
      `DTSTART:${basic(atDay(2, 7))}`,
      `DTEND:${basic(atDay(2, 8))}`,
      'RRULE:FREQ=WEEKLY;COUNT=3',
      'SUMMARY:Yoga',
      'END:VEVENT',
    ),
  );
  await radicale.put(
    'ann',
    PASSWORD,
    home,
    'trip.ics',
    ics(
      'BEGIN:VEVENT',
      'UID:trip-1',
      `DTSTAMP:${basic(new Date())}`,
      `DTSTART;VALUE=DATE:${basic(atDay(5)).slice(0, 8)}`,
      `DTEND;VALUE=DATE:${basic(atDay(7)).slice(0, 8)}`,
      'SUMMARY:Trip',
      'END:VEVENT',
    ),
  );
  // Outside the 30-day window: never shown.
  await radicale.put(
    'ann',
    PASSWORD,
    home,
    'far.ics',
    ics(
      'BEGIN:VEVENT',
      'UID:far-1',
      `DTSTAMP:${basic(new Date())}`,
      `DTSTART:${basic(atDay(45, 9))}`,
      `DTEND:${basic(atDay(45, 10))}`,
      'SUMMARY:Far away',
      'END:VEVENT',
    ),
  );
  user = await signUp('caldav');
});

afterAll(async () => {
  await closeKit();
  await radicale?.stop();
});

describe('CalDAV', () => {
  it('refuses a wrong app password and an address without CalDAV, with clear messages', async () => {
    const wrong = await api.post('/api/calendar/caldav', { serverUrl: radicale.url, username: 'ann', password: 'nope' }, user.token);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toEqual({ code: 'CALDAV_AUTH_FAILED', message: CalendarMessages.caldavRefused });
    const nowhere = await api.post('/api/calendar/caldav', { serverUrl: 'http://127.0.0.1:9/', username: 'ann', password: PASSWORD }, user.token);
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.error.code).toBe('CALDAV_UNREACHABLE');
    expect((await api.post('/api/calendar/caldav', { serverUrl: 'ftp://x', username: 'ann', password: PASSWORD }, user.token)).status).toBe(422);
    expect((await api.get('/api/calendar/connection', user.token)).body.connected).toBe(false);
  });

  it('connects with URL, username and app password (kept encrypted) and reads the window with recurrences expanded', async () => {
    const socket = await listen(user.token);
    const connected = await api.post(
      '/api/calendar/caldav',
      { serverUrl: radicale.url, username: 'ann', password: PASSWORD, writeCalendarId: work },
      user.token,
    );
    expect(connected.status).toBe(200);
    expect(connected.body).toMatchObject({ connected: true, needsAuth: false, email: 'ann' });
    const connection = connected.body.connections[0];
    expect(connection).toMatchObject({ provider: 'caldav', serverUrl: radicale.url, accountEmail: 'ann', writeCalendarId: work, status: 'connected' });
    expect(connection.calendars.map((c: { name: string }) => c.name).sort()).toEqual(['Home', 'Work']);
    await expectEventually(() => expect(socket.types()).toContain('flow.evt.calendar.calendar-connected'));

    const read = await api.get(`/api/calendar/events?${window}`, user.token);
    expect(read.body).toMatchObject({ connected: true, needsAuth: false });
    const events = read.body.events as ExternalCalendarEvent[];
    expect(events.map((e) => e.summary)).toEqual(['Design review', 'Yoga', 'Trip', 'Yoga', 'Yoga']);
    expect(events[0]).toEqual({
      id: 'review-1',
      summary: 'Design review',
      startTime: atDay(1, 14).toISOString(),
      endTime: atDay(1, 15).toISOString(),
      isAllDay: false,
      location: 'Room 2',
      description: null,
      source: 'caldav',
      flowEventId: null,
    });
    expect(events.filter((e) => e.summary === 'Yoga').map((e) => e.startTime)).toEqual([atDay(2, 7), atDay(9, 7), atDay(16, 7)].map((d) => d.toISOString()));
    expect(events.find((e) => e.summary === 'Trip')).toMatchObject({ isAllDay: true, startTime: atDay(5).toISOString(), endTime: atDay(7).toISOString() });

    const db = await database();
    try {
      const { rows } = await db.query('select id, password_enc from calendar_connections where user_id = $1', [user.userId]);
      expect(rows[0].password_enc).not.toContain(PASSWORD);
      expect(new TokenCipher(process.env.FLOW_TEST_CALENDAR_TOKEN_KEY!).open(rows[0].password_enc, `${rows[0].id}:password`)).toBe(PASSWORD);
    } finally {
      await db.end();
    }
  });

  it('writes FLOW events to the chosen calendar, updates and deletes them', async () => {
    const client = await rpc();
    const event = {
      id: randomUUID(),
      title: 'Focus block with Bo',
      description: 'Prep',
      start_time: atDay(3, 9).toISOString(),
      end_time: atDay(3, 10, 30).toISOString(),
      location: null,
      attendees: [{ email: 'bo@example.com', name: 'Bo' }],
    };
    const created = await client.request('flow.calendar.mirror.create', { userId: user.userId, event });
    expect(created).toEqual({ mirrored: true, externalEventId: `${event.id}@flow`, error: null });
    const objectUrl = `${work}${event.id}.ics`;
    const stored = async () => {
      const response = await radicale.request('ann', PASSWORD, 'GET', objectUrl);
      return {
        status: response.status,
        vevent: response.status === 200 ? new ICAL.Event(new ICAL.Component(ICAL.parse(await response.text())).getFirstSubcomponent('vevent')!) : null,
      };
    };
    const first = await stored();
    expect(first.status).toBe(200);
    expect(first.vevent!.summary).toBe('Focus block with Bo');
    expect(first.vevent!.startDate.toJSDate().toISOString()).toBe(event.start_time);
    expect(first.vevent!.attendees.map((a) => [a.getFirstValue(), a.getParameter('cn')])).toEqual([['mailto:bo@example.com', 'Bo']]);
    // Read back as FLOW's own copy.
    await expectEventually(async () => {
      const events = (await api.get(`/api/calendar/events?${window}&refresh=true`, user.token)).body.events as ExternalCalendarEvent[];
      expect(events.find((e) => e.id === `${event.id}@flow`)).toMatchObject({ flowEventId: event.id, summary: 'Focus block with Bo' });
    }, READ_BACK);

    const updated = await client.request('flow.calendar.mirror.update', {
      userId: user.userId,
      externalEventId: created.externalEventId,
      event: { ...event, title: 'Focus block (longer)', end_time: atDay(3, 11).toISOString() },
    });
    expect(updated).toEqual({ mirrored: true, externalEventId: created.externalEventId, error: null });
    const second = await stored();
    expect(second.vevent!.summary).toBe('Focus block (longer)');
    expect(second.vevent!.endDate.toJSDate().toISOString()).toBe(atDay(3, 11).toISOString());

    expect(await client.request('flow.calendar.mirror.delete', { userId: user.userId, externalEventId: created.externalEventId, eventId: event.id })).toEqual({
      mirrored: true,
      externalEventId: null,
      error: null,
    });
    expect((await stored()).status).toBe(404);
  });

  it('writes a repeating FLOW event as one VEVENT with RRULE and EXDATE, read back as its occurrences at 09:00 local', async () => {
    const client = await rpc();
    // Daily at 09:00 Berlin, 4 times from day 4, the second day cancelled.
    const first = DateTime.fromJSDate(atDay(4)).setZone('Europe/Berlin').set({ hour: 9, minute: 0 });
    const starts = [0, 1, 2, 3].map((d) => first.plus({ days: d }));
    const event = {
      id: randomUUID(),
      title: 'Morning review',
      description: null,
      location: null,
      attendees: [],
      start_time: first.toUTC().toISO()!,
      end_time: first.plus({ minutes: 30 }).toUTC().toISO()!,
      recurrence: 'FREQ=DAILY;COUNT=4',
      timeZone: 'Europe/Berlin',
      exdates: [starts[1]!.toUTC().toISO()!],
    };
    const created = await client.request('flow.calendar.mirror.create', { userId: user.userId, event });
    expect(created).toMatchObject({ mirrored: true, error: null });
    const response = await radicale.request('ann', PASSWORD, 'GET', `${work}${event.id}.ics`);
    expect(response.status).toBe(200);
    const vevents = new ICAL.Component(ICAL.parse(await response.text())).getAllSubcomponents('vevent');
    expect(vevents).toHaveLength(1);
    expect(String(vevents[0]!.getFirstPropertyValue('rrule'))).toBe('FREQ=DAILY;COUNT=4');
    expect(vevents[0]!.getFirstProperty('exdate')!.getParameter('tzid')).toBe('Europe/Berlin');
    await expectEventually(async () => {
      const events = (await api.get(`/api/calendar/events?${window}&refresh=true`, user.token)).body.events as ExternalCalendarEvent[];
      const copies = events.filter((e) => e.flowEventId === event.id);
      expect(copies.map((e) => new Date(e.startTime).toISOString())).toEqual([starts[0]!, starts[2]!, starts[3]!].map((s) => s.toUTC().toISO()));
    }, READ_BACK);
    expect(
      await client.request('flow.calendar.mirror.delete', { userId: user.userId, externalEventId: created.externalEventId, eventId: event.id }),
    ).toMatchObject({ mirrored: true });
  });

  it('keeps another user out, and a changed password turns into needsAuth', async () => {
    const bob = await signUp('caldav-bob');
    expect((await api.get(`/api/calendar/events?${window}`, bob.token)).body).toEqual({ events: [], needsAuth: false, connected: false });
    // Bob cannot point FLOW at Ann's account without her password.
    expect((await api.post('/api/calendar/caldav', { serverUrl: radicale.url, username: 'ann', password: 'bobs-password' }, bob.token)).status).toBe(400);

    // Ann revokes the app password at her provider.
    const other = await startRadicale({ ann: 'different' });
    try {
      const moved = await signUp('caldav-moved');
      const cal = await other.makeCalendar('ann', 'different', 'cal', 'Cal');
      expect(
        (await api.post('/api/calendar/caldav', { serverUrl: other.url, username: 'ann', password: 'different', writeCalendarId: cal }, moved.token)).status,
      ).toBe(200);
      fs.writeFileSync(`${other.dir}/users`, 'ann:rotated\n');
      await expectEventually(
        async () => {
          const read = await api.get(`/api/calendar/events?${window}&refresh=true`, moved.token);
          expect(read.body).toMatchObject({ needsAuth: true, connected: false });
        },
        { timeoutMs: 10_000, intervalMs: 200 },
      );
      expect((await api.get('/api/calendar/connection', moved.token)).body.connections[0]).toMatchObject({ provider: 'caldav', status: 'needs_auth' });
    } finally {
      await other.stop();
    }
  });
});
