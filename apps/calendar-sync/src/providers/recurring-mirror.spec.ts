import { eventsOfCalendarObject } from './ical/ical';
import { flowEventObject } from './caldav/caldav.account';
import { toGoogleEvent } from './google/google-event.mapper';

// A FLOW series: Mondays 09:00–09:15 in Berlin from 15 March 2027 (summer time from 28 March), 22 March cancelled.
const series = {
  id: '6f1c2d3e-4a5b-4c6d-8e7f-901234567890',
  title: 'Standup',
  description: null,
  location: null,
  start_time: '2027-03-15T08:00:00.000Z',
  end_time: '2027-03-15T08:15:00.000Z',
  attendees: [],
  recurrence: 'FREQ=WEEKLY;BYDAY=MO',
  timeZone: 'Europe/Berlin',
  exdates: ['2027-03-22T08:00:00.000Z'],
};

describe('a repeating FLOW event in the external calendar', () => {
  it('is one recurring Google event on the local wall clock, with RRULE and EXDATE', () => {
    expect(toGoogleEvent(series)).toMatchObject({
      start: { dateTime: '2027-03-15T09:00:00.000+01:00', timeZone: 'Europe/Berlin' },
      end: { dateTime: '2027-03-15T09:15:00.000+01:00', timeZone: 'Europe/Berlin' },
      recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=MO', 'EXDATE;TZID=Europe/Berlin:20270322T090000'],
    });
  });

  it('is one CalDAV VEVENT with RRULE and EXDATE that a client expands to 09:00 local across DST', () => {
    const ics = flowEventObject(series);
    expect(ics).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO');
    expect(ics).toContain('DTSTART;TZID=Europe/Berlin:20270315T090000');
    expect(ics).toContain('EXDATE;TZID=Europe/Berlin:20270322T090000');
    expect(ics).toContain('BEGIN:VTIMEZONE');
    const starts = eventsOfCalendarObject(ics, 'cal', { start: new Date('2027-03-14T00:00:00Z'), end: new Date('2027-04-06T00:00:00Z') }).map((e) =>
      new Date(e.startTime).toISOString(),
    );
    expect(starts).toEqual(['2027-03-15T08:00:00.000Z', '2027-03-29T07:00:00.000Z', '2027-04-05T07:00:00.000Z']);
  });
});
