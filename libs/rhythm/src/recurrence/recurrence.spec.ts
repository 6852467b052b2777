import { describeRecurrence, repeatChoices } from './describe';
import { endSeriesBefore, expandSeries, isOccurrenceStart, recurrenceProblem, seriesEnd, shiftOnWallClock } from './expand';

const BERLIN = 'Europe/Berlin';
// Monday 16 March 2026, 09:00–09:30 in Berlin (CET, UTC+1); summer time starts on 29 March.
const standup = { rrule: 'FREQ=WEEKLY;BYDAY=MO', start: new Date('2026-03-16T08:00:00Z'), end: new Date('2026-03-16T08:30:00Z'), timeZone: BERLIN };
const iso = (d: Date) => d.toISOString();

describe('expandSeries', () => {
  it('keeps 09:00 local across the change to summer time', () => {
    const starts = expandSeries(standup, new Date('2026-03-01T00:00:00Z'), new Date('2026-04-07T00:00:00Z')).map((o) => iso(o.start));
    expect(starts).toEqual(['2026-03-16T08:00:00.000Z', '2026-03-23T08:00:00.000Z', '2026-03-30T07:00:00.000Z', '2026-04-06T07:00:00.000Z']);
  });

  it('leaves out the EXDATEs and keeps each occurrence as long as the first', () => {
    const occurrences = expandSeries(
      { ...standup, exdates: [new Date('2026-03-23T08:00:00Z')] },
      new Date('2026-03-16T00:00:00Z'),
      new Date('2026-03-31T00:00:00Z'),
    );
    expect(occurrences.map((o) => [iso(o.start), iso(o.end)])).toEqual([
      ['2026-03-16T08:00:00.000Z', '2026-03-16T08:30:00.000Z'],
      ['2026-03-30T07:00:00.000Z', '2026-03-30T07:30:00.000Z'],
    ]);
  });

  it('finds a yearly date years after the start, and one years apart in a window far out', () => {
    // The walk ends with its window (ical.js would look for a first year up to the year 20000 otherwise).
    const leapDay = {
      rrule: 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29',
      start: new Date('2024-02-29T08:00:00Z'),
      end: new Date('2024-02-29T09:00:00Z'),
      timeZone: BERLIN,
    };
    expect(expandSeries(leapDay, new Date('2025-01-01T00:00:00Z'), new Date('2027-12-31T00:00:00Z'))).toEqual([]);
    expect(expandSeries(leapDay, new Date('2028-01-01T00:00:00Z'), new Date('2029-01-01T00:00:00Z')).map((o) => iso(o.start))).toEqual([
      '2028-02-29T08:00:00.000Z',
    ]);
    expect(expandSeries(leapDay, new Date('2051-06-01T00:00:00Z'), new Date('2053-06-01T00:00:00Z')).map((o) => iso(o.start))).toEqual([
      '2052-02-29T08:00:00.000Z',
    ]);
    // Counted from its first date: the fourth leap day is 2036's.
    expect(seriesEnd({ ...leapDay, rrule: 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;COUNT=4' })).toEqual(new Date('2036-02-29T09:00:00Z'));
  });

  it('includes an occurrence that started before the window and runs into it', () => {
    const occurrences = expandSeries(standup, new Date('2026-03-23T08:15:00Z'), new Date('2026-03-23T09:00:00Z'));
    expect(occurrences.map((o) => iso(o.start))).toEqual(['2026-03-23T08:00:00.000Z']);
  });

  it('expands at most 2 years of a window', () => {
    const daily = { ...standup, rrule: 'FREQ=DAILY' };
    const occurrences = expandSeries(daily, standup.start, new Date('2036-01-01T00:00:00Z'));
    expect(occurrences.length).toBe(732);
  });

  it('stops at COUNT and UNTIL (UNTIL compared in the zone)', () => {
    expect(expandSeries({ ...standup, rrule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=3' }, standup.start, new Date('2027-01-01T00:00:00Z'))).toHaveLength(3);
    // UNTIL at 08:00Z on 30 March is before that Monday's 09:00 summer time (07:00Z)? No: 07:00Z is before it, so it counts.
    const until = expandSeries({ ...standup, rrule: 'FREQ=WEEKLY;BYDAY=MO;UNTIL=20260330T070000Z' }, standup.start, new Date('2027-01-01T00:00:00Z'));
    expect(until.map((o) => iso(o.start))).toEqual(['2026-03-16T08:00:00.000Z', '2026-03-23T08:00:00.000Z', '2026-03-30T07:00:00.000Z']);
  });

  it('knows the last instant of a finite series and nothing for an endless one', () => {
    expect(iso(seriesEnd({ ...standup, rrule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=3' })!)).toBe('2026-03-30T07:30:00.000Z');
    expect(seriesEnd(standup)).toBeNull();
  });

  it('tells an occurrence start from any other instant', () => {
    expect(isOccurrenceStart(standup, new Date('2026-03-30T07:00:00Z'))).toBe(true);
    expect(isOccurrenceStart(standup, new Date('2026-03-30T08:00:00Z'))).toBe(false);
  });

  it('ends a rule just before an occurrence, replacing its COUNT', () => {
    expect(endSeriesBefore('FREQ=WEEKLY;BYDAY=MO;COUNT=10', new Date('2026-03-30T07:00:00Z'))).toBe('FREQ=WEEKLY;BYDAY=MO;UNTIL=20260330T065959Z');
  });
});

describe('shiftOnWallClock', () => {
  it('moves a date as far on the local clock as the series moved, across the change to summer time', () => {
    // The series moves from Monday 16 March 09:00 to Tuesday 17 March 09:00 (CET); its EXDATE of Saturday 28 March 09:00 CET goes to Sunday 29 March 09:00 CEST.
    expect(iso(shiftOnWallClock(new Date('2026-03-28T08:00:00Z'), standup.start, new Date('2026-03-17T08:00:00Z'), BERLIN))).toBe('2026-03-29T07:00:00.000Z');
    // Half an hour later on the clock, in summer too.
    expect(iso(shiftOnWallClock(new Date('2026-04-06T07:00:00Z'), standup.start, new Date('2026-03-16T08:30:00Z'), BERLIN))).toBe('2026-04-06T07:30:00.000Z');
  });
});

describe('recurrenceProblem', () => {
  it.each([
    ['FREQ=WEEKLY;BYDAY=MO,WE', null],
    ['FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29', null],
    ['RRULE:FREQ=DAILY', 'invalid'],
    ['every day', 'invalid'],
    ['FREQ=HOURLY', 'frequency'],
    ['FREQ=DAILY;COUNT=5;UNTIL=20260401T000000Z', 'countAndUntil'],
    ['FREQ=DAILY;BYHOUR=1,2,3', 'tooMany'],
    ['FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30', 'empty'],
    // A date ical.js finds no year for (a weekday on a day counted from the month's end): refused at once.
    ['FREQ=YEARLY;BYDAY=SA;BYMONTHDAY=-2,-1', 'empty'],
    ['FREQ=DAILY;UNTIL=20250101T000000Z', 'empty'],
  ])('%s → %s', (rrule, problem) => {
    expect(recurrenceProblem(rrule, standup.start, BERLIN)).toBe(problem);
  });
});

describe('describeRecurrence', () => {
  it.each([
    ['FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', 'Repeats every weekday'],
    ['FREQ=DAILY', 'Repeats every day'],
    ['FREQ=DAILY;INTERVAL=3', 'Repeats every 3 days'],
    ['FREQ=WEEKLY;BYDAY=MO,TH', 'Repeats weekly on Monday and Thursday'],
    ['FREQ=WEEKLY;INTERVAL=2;BYDAY=FR;COUNT=10', 'Repeats every 2 weeks on Friday, 10 times'],
    ['FREQ=MONTHLY;BYDAY=2TU', 'Repeats monthly on the second Tuesday'],
    ['FREQ=MONTHLY;BYDAY=-1FR', 'Repeats monthly on the last Friday'],
    ['FREQ=MONTHLY;BYMONTHDAY=15;UNTIL=20260601T215959Z', 'Repeats monthly on day 15, until 1 June 2026'],
  ])('%s', (rrule, text) => {
    expect(describeRecurrence(rrule)).toBe(text);
  });

  it('offers the repeats that fit a day', () => {
    expect(repeatChoices('2026-03-10').map((c) => c.rrule)).toEqual([
      null,
      'FREQ=DAILY',
      'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
      'FREQ=WEEKLY;BYDAY=TU',
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU',
      'FREQ=MONTHLY;BYDAY=2TU',
    ]);
    expect(repeatChoices('2026-03-31')[5]).toEqual({ rrule: 'FREQ=MONTHLY;BYDAY=-1TU', label: 'Monthly on the last Tuesday' });
  });
});
