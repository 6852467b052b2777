import ICAL from 'ical.js';
import { eventsOfCalendarObject, newCalendar, newVevent } from './ical';

const window = { start: new Date('2026-11-23T00:00:00Z'), end: new Date('2026-12-07T00:00:00Z') };

const ics = (...lines: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...lines, 'END:VCALENDAR'].join('\r\n');

describe('eventsOfCalendarObject', () => {
  it('reads a single timed event in its TZID as an instant', () => {
    const data = ics(
      'BEGIN:VEVENT',
      'UID:one',
      'DTSTAMP:20261101T000000Z',
      'DTSTART;TZID=America/New_York:20261124T090000',
      'DTEND;TZID=America/New_York:20261124T100000',
      'SUMMARY:Dentist',
      'LOCATION:Main St',
      'END:VEVENT',
    );
    expect(eventsOfCalendarObject(data, 'cal', window)).toEqual([
      {
        id: 'one',
        calendarId: 'cal',
        summary: 'Dentist',
        startTime: '2026-11-24T14:00:00.000Z',
        endTime: '2026-11-24T15:00:00.000Z',
        isAllDay: false,
        location: 'Main St',
        description: null,
        flowEventId: null,
      },
    ]);
  });

  it('flags all-day events and gives a one-day event without DTEND a day', () => {
    const data = ics('BEGIN:VEVENT', 'UID:day', 'DTSTAMP:20261101T000000Z', 'DTSTART;VALUE=DATE:20261126', 'SUMMARY:Holiday', 'END:VEVENT');
    const [event] = eventsOfCalendarObject(data, 'cal', window, 'Europe/Berlin');
    expect(event).toMatchObject({ isAllDay: true, startTime: '2026-11-25T23:00:00.000Z', endTime: '2026-11-26T23:00:00.000Z' });
  });

  it('expands a recurring event in the window, with an override, an EXDATE and a cancelled instance', () => {
    const data = ics(
      'BEGIN:VEVENT',
      'UID:standup',
      'DTSTAMP:20261101T000000Z',
      'DTSTART:20261120T090000Z',
      'DTEND:20261120T091500Z',
      'RRULE:FREQ=DAILY;COUNT=12',
      'EXDATE:20261125T090000Z',
      'SUMMARY:Stand-up',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:standup',
      'DTSTAMP:20261101T000000Z',
      'RECURRENCE-ID:20261126T090000Z',
      'DTSTART:20261126T100000Z',
      'DTEND:20261126T103000Z',
      'SUMMARY:Stand-up (moved)',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:standup',
      'DTSTAMP:20261101T000000Z',
      'RECURRENCE-ID:20261127T090000Z',
      'DTSTART:20261127T090000Z',
      'DTEND:20261127T091500Z',
      'STATUS:CANCELLED',
      'SUMMARY:Stand-up',
      'END:VEVENT',
    );
    const events = eventsOfCalendarObject(data, 'cal', window);
    // 20..01 is 12 days; before the window: 20, 21, 22; removed: 25 (EXDATE), 27 (cancelled).
    expect(events.map((e) => e.id)).toEqual([
      'standup_20261123T090000Z',
      'standup_20261124T090000Z',
      'standup_20261126T090000Z',
      'standup_20261128T090000Z',
      'standup_20261129T090000Z',
      'standup_20261130T090000Z',
      'standup_20261201T090000Z',
    ]);
    expect(events[2]).toMatchObject({ summary: 'Stand-up (moved)', startTime: '2026-11-26T10:00:00.000Z', endTime: '2026-11-26T10:30:00.000Z' });
  });

  it('stops an endless rule at the window and reads back FLOW copies', () => {
    const data = ics(
      'BEGIN:VEVENT',
      'UID:weekly',
      'DTSTAMP:20261101T000000Z',
      'DTSTART:20200106T080000Z',
      'DURATION:PT1H',
      'RRULE:FREQ=WEEKLY',
      'SUMMARY:Gym',
      'X-FLOW-EVENT-ID:5a2f',
      'END:VEVENT',
    );
    const events = eventsOfCalendarObject(data, 'cal', window);
    expect(events.map((e) => e.startTime)).toEqual(['2026-11-23T08:00:00.000Z', '2026-11-30T08:00:00.000Z']);
    expect(events[0]!.flowEventId).toBe('5a2f');
  });
});

describe('newVevent', () => {
  it('writes a VEVENT that parses back with attendees', () => {
    const calendar = newCalendar();
    calendar.addSubcomponent(
      newVevent({
        uid: 'x@flow',
        summary: 'Plan; review, and more',
        start: '2026-11-24T10:00:00Z',
        end: '2026-11-24T11:00:00Z',
        attendees: [{ email: 'bo@example.com', name: 'Bo' }],
      }),
    );
    const parsed = new ICAL.Component(ICAL.parse(calendar.toString()));
    const vevent = parsed.getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('summary')).toBe('Plan; review, and more');
    const attendee = vevent.getFirstProperty('attendee')!;
    expect(attendee.getFirstValue()).toBe('mailto:bo@example.com');
    expect(attendee.getParameter('cn')).toBe('Bo');
  });

  it('keeps a rule ical.js cannot walk as its first occurrence, at once (a hostile server cannot freeze calendar-sync)', () => {
    for (const rule of ['FREQ=DAILY;BYMONTHDAY=-1', 'FREQ=DAILY;BYMONTHDAY=30;BYMONTH=2', 'FREQ=MONTHLY;BYWEEKNO=1']) {
      const data = ics(
        'BEGIN:VEVENT',
        'UID:odd',
        'DTSTAMP:20261101T000000Z',
        'DTSTART:20261124T080000Z',
        'DURATION:PT1H',
        `RRULE:${rule}`,
        'SUMMARY:Odd',
        'END:VEVENT',
      );
      const started = process.cpuUsage();
      expect(eventsOfCalendarObject(data, 'cal', window).map((e) => e.startTime)).toEqual(['2026-11-24T08:00:00.000Z']);
      expect(process.cpuUsage(started).user).toBeLessThan(1_000_000);
    }
  });
});
