import type { DayRhythm, ScheduledEvent } from '@flow/contracts';
import ICAL from 'ical.js';
import { blockInterval, buildFeed } from './ics-feed';

const event: ScheduledEvent = {
  id: '6f1c2d3e-4a5b-4c6d-8e7f-901234567890',
  title: 'Design review, part 2; final',
  start_time: '2026-11-24T15:00:00.000Z',
  end_time: '2026-11-24T16:00:00.000Z',
  location: 'Room 4',
  meeting_type: 'collaboration',
  description: 'Bring the prototype\nand the notes',
  google_calendar_event_id: null,
  is_aligned: null,
  mirror_state: 'none',
  mirror_error: null,
  attendees: [{ email: 'bo@example.com', name: 'Bo' }],
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
};
const day: DayRhythm = {
  date: '2026-11-24',
  timeZone: 'Europe/Berlin',
  timeZoneSource: 'profile',
  rhythmBlocks: [
    {
      timeRange: '09:00–12:00',
      theme: 'Peak Focus',
      icon: 'Brain',
      activity: 'Deep work',
      activityType: 'focus',
      description: 'Your sharpest hours',
      intensity: 0.9,
      recommendations: ['Silence notifications'],
    },
    {
      timeRange: '22:00–06:00',
      theme: 'Rest',
      icon: 'Moon',
      activity: 'Sleep',
      activityType: 'sleep',
      description: 'Recover',
      intensity: 0.1,
      recommendations: [],
    },
  ],
};

describe('buildFeed', () => {
  it('is valid iCalendar that parses back with ical.js, events and rhythm blocks included', () => {
    const text = buildFeed({ events: [event], days: [day] });
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
    const vevents = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(vevents).toHaveLength(3);
    const flow = vevents.find((v) => v.uid === `${event.id}@flow`)!;
    expect(flow.summary).toBe(event.title);
    expect(flow.description).toBe(event.description);
    expect(flow.startDate.toJSDate().toISOString()).toBe(event.start_time);
    expect(flow.attendees[0]!.getFirstValue()).toBe('mailto:bo@example.com');
    for (const v of vevents) expect(v.component.getFirstPropertyValue('dtstamp')).toBeTruthy();
    const focus = vevents.find((v) => v.summary === 'Peak Focus: Deep work')!;
    expect(focus.startDate.toJSDate().toISOString()).toBe('2026-11-24T08:00:00.000Z');
    expect(focus.component.getFirstPropertyValue('transp')).toBe('TRANSPARENT');
    expect(focus.description).toContain('• Silence notifications');
  });

  it('puts a block that crosses midnight on the next day', () => {
    expect(blockInterval(day, '22:00–06:00')).toEqual({ start: new Date('2026-11-24T21:00:00Z'), end: new Date('2026-11-25T05:00:00Z') });
    expect(blockInterval(day, 'nonsense')).toBeNull();
  });

  it('is an empty but valid calendar when there is nothing to show', () => {
    const calendar = new ICAL.Component(ICAL.parse(buildFeed({ events: [], days: [] })));
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(0);
  });
});

describe('repeating events in the feed', () => {
  const stamp = '2027-03-01T00:00:00.000Z';
  const common = {
    description: null,
    location: null,
    meeting_type: null,
    google_calendar_event_id: null,
    is_aligned: null,
    mirror_state: 'none' as const,
    mirror_error: null,
    attendees: [],
    created_at: stamp,
    updated_at: stamp,
  };
  const seriesId = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';
  const series = {
    ...common,
    id: seriesId,
    title: 'Standup',
    start_time: '2027-03-15T08:00:00.000Z',
    end_time: '2027-03-15T08:15:00.000Z',
    recurrence: 'FREQ=WEEKLY;BYDAY=MO',
    recurringEventId: null,
    recurrenceTimeZone: 'Europe/Berlin',
    exdates: ['2027-03-22T08:00:00.000Z', '2027-03-29T07:00:00.000Z'],
  };
  const occurrence = (start: string) => ({ ...series, start_time: start, startTime: start, recurringEventId: seriesId, originalStartTime: start });
  const moved = {
    ...common,
    id: '7f1c2d3e-4a5b-4c6d-8e7f-901234567890',
    title: 'Standup (late)',
    start_time: '2027-03-22T10:00:00.000Z',
    end_time: '2027-03-22T10:15:00.000Z',
    recurrence: null,
    recurringEventId: seriesId,
    originalStartTime: '2027-03-22T08:00:00.000Z',
  };

  it('carries a series as one VEVENT with RRULE and EXDATE and a changed occurrence with RECURRENCE-ID, not a copy per occurrence', () => {
    const ics = buildFeed({ events: [occurrence('2027-03-15T08:00:00.000Z'), moved, occurrence('2027-04-05T07:00:00.000Z')], series: [series], days: [] });
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO');
    expect(ics).toContain('DTSTART;TZID=Europe/Berlin:20270315T090000');
    // The cancelled Monday is an EXDATE; the moved one is replaced by its RECURRENCE-ID event instead.
    expect(ics).toContain('EXDATE;TZID=Europe/Berlin:20270329T090000');
    expect(ics).not.toContain('EXDATE;TZID=Europe/Berlin:20270322T090000');
    expect(ics).toContain('RECURRENCE-ID;TZID=Europe/Berlin:20270322T090000');
    expect(ics.match(new RegExp(`UID:${seriesId}@flow`, 'g'))).toHaveLength(2);
    // One VTIMEZONE for the zone the TZIDs name, ahead of the events (RFC 5545 wants one per TZID).
    expect(ics.match(/BEGIN:VTIMEZONE/g)).toHaveLength(1);
    expect(ics).toContain('TZID:Europe/Berlin');
    expect(ics.indexOf('BEGIN:VTIMEZONE')).toBeLessThan(ics.indexOf('BEGIN:VEVENT'));
  });
});
