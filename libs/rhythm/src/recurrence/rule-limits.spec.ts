import { expandSeries, recurrenceProblem, seriesEnd } from './expand';

const BERLIN = 'Europe/Berlin';
// Monday 16 March 2026, 09:00 in Berlin.
const start = new Date('2026-03-16T08:00:00Z');

describe('repeat rules that stay cheap', () => {
  it.each([
    ['FREQ=DAILY;COUNT=99999999999999999999', 'count'],
    ['FREQ=DAILY;COUNT=0', 'count'],
    ['FREQ=DAILY;COUNT=1001', 'count'],
    ['FREQ=DAILY;INTERVAL=0', 'interval'],
    ['FREQ=DAILY;INTERVAL=1001', 'interval'],
    ['FREQ=DAILY;UNTIL=99991231T000000Z', 'until'],
    ['FREQ=DAILY;UNTIL=21270101T000000Z', 'until'],
    ['FREQ=DAILY;UNTIL=20261340T000000Z', 'invalid'],
    ['FREQ=YEARLY;BYYEARDAY=366;BYMONTH=2', 'unsupported'],
    ['FREQ=WEEKLY;BYYEARDAY=1', 'unsupported'],
    ['FREQ=MONTHLY;BYWEEKNO=1', 'unsupported'],
    ['FREQ=YEARLY;BYWEEKNO=53', 'unsupported'],
    ['FREQ=DAILY;BYMONTHDAY=-1', 'unsupported'],
    ['FREQ=DAILY;BYDAY=1MO', 'unsupported'],
    ['FREQ=DAILY;BYMONTHDAY=30;BYMONTH=2', 'empty'],
    ['FREQ=DAILY;BYHOUR=24', 'invalid'],
    ['FREQ=DAILY;X-NAME=1', 'invalid'],
    ['FREQ=DAILY;COUNT=2;COUNT=3', 'invalid'],
    ['FREQ=DAILY;INTERVAL=7;BYDAY=TU', 'costly'],
  ])('%s → %s', (rrule, problem) => {
    expect(recurrenceProblem(rrule, start, BERLIN)).toBe(problem);
  });

  it.each([
    'FREQ=DAILY;COUNT=1000',
    'FREQ=DAILY;UNTIL=21260301T000000Z',
    'FREQ=MONTHLY;BYDAY=-1FR',
    'FREQ=YEARLY;BYYEARDAY=100',
    'FREQ=MONTHLY;BYMONTHDAY=-1',
    'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR',
  ])('%s is fine', (rrule) => {
    expect(recurrenceProblem(rrule, start, BERLIN)).toBeNull();
  });

  // A walk from the first date would spend the step budget (EXPANSION_STEP_BUDGET) long before these dates.
  it('finds the end of a 100-year daily series without walking it', () => {
    const series = { rrule: 'FREQ=DAILY;UNTIL=21260301T000000Z', start, end: new Date(start.getTime() + 30 * 60_000), timeZone: BERLIN };
    expect(seriesEnd(series)!.toISOString()).toBe('2126-02-28T08:30:00.000Z');
  });

  it('expands a far window from the window, not from the first date, keeping the phase of the interval', () => {
    const daily = { rrule: 'FREQ=DAILY;INTERVAL=3', start: new Date('1900-03-16T08:00:00Z'), end: new Date('1900-03-16T08:30:00Z'), timeZone: 'UTC' };
    const far = expandSeries(daily, new Date('2190-01-01T00:00:00Z'), new Date('2190-01-10T00:00:00Z'));
    expect(far.length).toBe(3);
    for (const o of far) expect(Math.round((o.start.getTime() - daily.start.getTime()) / 86_400_000) % 3).toBe(0);
  });

  it.each([
    'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH',
    'FREQ=MONTHLY;INTERVAL=5;BYDAY=-1FR',
    'FREQ=YEARLY;INTERVAL=3;BYMONTH=3;BYDAY=2SU',
    'FREQ=DAILY;INTERVAL=4;BYDAY=MO,SA',
  ])('%s: the same dates as a walk from the first date', (rrule) => {
    const series = { rrule, start, end: start, timeZone: BERLIN };
    const window = [new Date('2031-06-01T00:00:00Z'), new Date('2032-06-01T00:00:00Z')] as const;
    // COUNT is counted from the first date, so such a rule is always walked from it.
    const walked = expandSeries({ ...series, rrule: `${rrule};COUNT=1000` }, ...window).map((o) => o.start.toISOString());
    expect(expandSeries(series, ...window).map((o) => o.start.toISOString())).toEqual(walked);
    expect(walked.length).toBeGreaterThan(0);
  });
});
