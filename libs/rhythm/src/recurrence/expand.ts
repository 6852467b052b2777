import ICAL from 'ical.js';
import { DateTime, type DurationLikeObject } from 'luxon';
import { ruleLimitProblem, type RuleLimitProblem } from './rule-limits';

/**
 * Recurring events (RFC 5545 RRULE + EXDATE), expanded with ical.js. The rule repeats the local wall
 * time in the person's zone — 09:00 stays 09:00 across a DST change — so the series' first start is
 * turned into a floating local time, expanded, and each occurrence placed back in the zone.
 */
export type RecurrenceProblem = RuleLimitProblem | 'frequency' | 'countAndUntil' | 'tooMany' | 'costly';

/** At most this much of a series is expanded for one query. */
export const MAX_EXPANSION_DAYS = 2 * 366;
export const MAX_OCCURRENCES_PER_YEAR = 1000;
const FREQUENCIES = new Set(['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY']);
/**
 * The most filter checks one expansion may make (ical.js tries one candidate date per check). A rule
 * that needs more to reach the window gives what it found so far; at creation it is refused.
 */
export const EXPANSION_STEP_BUDGET = 10_000;
const UNIT: Record<string, keyof DurationLikeObject> = { DAILY: 'days', WEEKLY: 'weeks', MONTHLY: 'months', YEARLY: 'years' };

class BudgetSpent extends Error {}

export interface Series {
  /** RRULE without the 'RRULE:' prefix. */
  rrule: string;
  /** The first occurrence (DTSTART) and its end, as instants. */
  start: Date;
  end: Date;
  /** IANA zone whose wall clock the rule repeats. */
  timeZone: string;
  /** Original starts (instants) that are cancelled or replaced by a changed occurrence. */
  exdates?: Date[];
}

export interface Occurrence {
  start: Date;
  end: Date;
  /** The occurrence's own start in the rule (RECURRENCE-ID): equal to `start` unless it was moved. */
  originalStart: Date;
}

/** Why `rrule` is refused for a series starting at `start` in `timeZone` (the service words it), or null when it is fine. */
export function recurrenceProblem(rrule: string, start: Date, timeZone: string): RecurrenceProblem | null {
  const recur = parse(rrule);
  if (!recur) return 'invalid';
  if (!FREQUENCIES.has(recur.freq)) return 'frequency';
  if (/(?:^|;)COUNT=/i.test(rrule) && /(?:^|;)UNTIL=/i.test(rrule)) return 'countAndUntil';
  const limit = ruleLimitProblem(rrule.trim().toUpperCase(), start);
  if (limit) return limit;
  const series = { rrule, start, end: start, timeZone };
  try {
    const firstYear = occurrencesBetween(series, start, DateTime.fromJSDate(start).plus({ years: 1 }).toJSDate(), MAX_OCCURRENCES_PER_YEAR + 1, true, true);
    if (firstYear.length > MAX_OCCURRENCES_PER_YEAR) return 'tooMany';
    // A yearly rule on 29 February skips years, never more than 8.
    if (!firstYear.length && !occurrencesBetween(series, start, DateTime.fromJSDate(start).plus({ years: 8 }).toJSDate(), 1, true, true).length) return 'empty';
  } catch (error) {
    if (error instanceof BudgetSpent) return 'costly';
    return 'unsupported';
  }
  return null;
}

/**
 * The occurrences of `series` that overlap [from, to), excluding its EXDATEs. The window is cut to
 * MAX_EXPANSION_DAYS from `from`.
 */
export function expandSeries(series: Series, from: Date, to: Date): Occurrence[] {
  const limit = DateTime.fromJSDate(from).plus({ days: MAX_EXPANSION_DAYS }).toJSDate();
  const until = to < limit ? to : limit;
  const length = series.end.getTime() - series.start.getTime();
  // An occurrence that starts before `from` may still run into it.
  const starts = occurrencesBetween(series, new Date(from.getTime() - length), until, Number.POSITIVE_INFINITY);
  const excluded = new Set((series.exdates ?? []).map((d) => d.getTime()));
  return starts
    .filter((start) => !excluded.has(start.getTime()) && start.getTime() + length > from.getTime())
    .map((start) => ({ start, end: new Date(start.getTime() + length), originalStart: start }));
}

/** The last instant the series reaches (its last occurrence's end), or null when it never ends. */
export function seriesEnd(series: Series): Date | null {
  const recur = parse(series.rrule);
  if (!recur || (!recur.count && !recur.until)) return null;
  const length = series.end.getTime() - series.start.getTime();
  // UNTIL: the last start is in the last year before it (8 for a 29 February), found without walking the whole series.
  const until = recur.until ? new Date(Math.max(recur.until.toJSDate().getTime(), series.start.getTime()) + 86_400_000) : new Date(Date.UTC(9999, 0, 1));
  const windows = recur.until ? [1, 8].map((years) => DateTime.fromJSDate(until).minus({ years }).toJSDate()) : [];
  let last: Date | null = null;
  for (const from of [...windows, series.start]) {
    for (const start of occurrencesBetween(series, from < series.start ? series.start : from, until, MAX_COUNT_WALK)) last = start;
    if (last) break;
  }
  return last ? new Date(last.getTime() + length) : series.end;
}

/** Whether `instant` is one of the series' own starts (an occurrence that may be changed or cancelled). */
export function isOccurrenceStart(series: Series, instant: Date): boolean {
  return occurrencesBetween(series, instant, new Date(instant.getTime() + 1), 1).some((s) => s.getTime() === instant.getTime());
}

/**
 * `instant` moved as much on the wall clock of `timeZone` as `from` moved to `to`: a series moved a
 * day later keeps each of its dates (EXDATEs, changed occurrences) at their local time across DST.
 */
export function shiftOnWallClock(instant: Date, from: Date, to: Date, timeZone: string): Date {
  const wall = (d: Date) => DateTime.fromJSDate(d, { zone: timeZone }).setZone('UTC', { keepLocalTime: true });
  const delta = wall(to).toMillis() - wall(from).toMillis();
  return wall(instant).plus(delta).setZone(timeZone, { keepLocalTime: true }).toJSDate();
}

/** The rule with its end moved to just before `before` (for 'this and following'): UNTIL replaces COUNT. */
export function endSeriesBefore(rrule: string, before: Date): string {
  const until = DateTime.fromJSDate(new Date(before.getTime() - 1000))
    .toUTC()
    .toFormat("yyyyLLdd'T'HHmmss'Z'");
  return [...rrule.split(';').filter((part) => !/^(?:COUNT|UNTIL)=/i.test(part)), `UNTIL=${until}`].join(';');
}

function parse(rrule: string): ICAL.Recur | null {
  if (!/^FREQ=[A-Z]+(?:;[A-Z-]+=[A-Z0-9,+\-:]+)*$/i.test(rrule.trim())) return null;
  try {
    const recur = ICAL.Recur.fromString(rrule.trim());
    return recur.freq ? recur : null;
  } catch {
    return null;
  }
}

/** A COUNT series has at most MAX_COUNT occurrences; this bounds the walk to its end. */
const MAX_COUNT_WALK = 100_000;

/**
 * Starts in [from, to) of the rule, at most `max`. The walk starts from the last whole period before
 * `from` (not from the series' first date) unless the rule counts (COUNT), and is bounded by
 * EXPANSION_STEP_BUDGET: spent, it stops with what it found, or throws BudgetSpent when `strict`.
 */
function occurrencesBetween(
  series: Pick<Series, 'rrule' | 'start' | 'timeZone'>,
  from: Date,
  to: Date,
  max: number,
  strict = false,
  countOnly = false,
): Date[] {
  const recur = parse(series.rrule);
  if (!recur) return [];
  const local = (instant: Date) => DateTime.fromJSDate(instant, { zone: series.timeZone });
  const floating = (time: DateTime) =>
    ICAL.Time.fromData({ year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute, second: time.second, isDate: false });
  // UNTIL is an instant (UTC); the expansion runs in floating local time, so it is compared in the zone.
  if (recur.until)
    recur.until = floating(
      recur.until.zone === ICAL.Timezone.utcTimezone
        ? local(recur.until.toJSDate())
        : DateTime.fromObject(
            { year: recur.until.year, month: recur.until.month, day: recur.until.day, hour: 23, minute: 59, second: 59 },
            { zone: series.timeZone },
          ),
    );
  // ical.js rolls a day that a month lacks into the next month (30 February → 2 March); RFC 5545 skips it.
  const parts = recur.parts as { BYMONTH?: number[]; BYMONTHDAY?: number[] };
  const fits = (t: ICAL.Time) =>
    (!parts.BYMONTH || parts.BYMONTH.includes(t.month)) && (!parts.BYMONTHDAY || parts.BYMONTHDAY.some((d) => d < 0 || d === t.day));
  const starts: Date[] = [];
  try {
    // Wall-clock bounds (a day wider than the window unless counting): dates are placed in time (luxon, costly) only near it.
    const slack = countOnly ? 0 : 1;
    const [early, late] = [floating(local(from).minus({ days: slack })), floating(local(to).plus({ days: slack }))];
    // The walk ends with the window. Without an end, ical.js looks for a rule's first year up to the
    // year 20000, expanding each year day by day: seconds of CPU for a rule that matches rarely or never.
    if (!recur.until || recur.until.compare(late) > 0) recur.until = late;
    const iterator = budgeted(recur.iterator(floating(walkStart(recur, local(series.start), local(from)))));
    for (let next = iterator.next(), steps = 0; next && steps < MAX_COUNT_WALK; next = iterator.next(), steps++) {
      if (next.compare(late) >= 0) break;
      if (next.compare(early) < 0 || !fits(next)) continue;
      // Counting (is a rule too dense, or empty?) needs no exact instant at the window's edges.
      if (countOnly) {
        starts.push(from);
        if (starts.length >= max) break;
        continue;
      }
      const start = DateTime.fromObject(
        { year: next.year, month: next.month, day: next.day, hour: next.hour, minute: next.minute, second: next.second },
        { zone: series.timeZone },
      ).toJSDate();
      if (start >= to) break;
      if (start >= from) {
        starts.push(start);
        if (starts.length >= max) break;
      }
    }
  } catch (error) {
    // ical.js gives up on a rule that can never match (BYMONTHDAY=30;BYMONTH=2): no more dates.
    if (strict) throw error;
  }
  return starts;
}

/**
 * Where to start walking the rule for a window starting at `from`: the series' first start moved by
 * whole periods (INTERVAL × FREQ) to at least one period before `from`, so every occurrence of the
 * window is still met and the moved start itself (which ical.js always yields) falls outside it.
 * Not for COUNT (counted from the first date), nor for a monthly or yearly start on a day some
 * months lack (moving it would change the day the rule repeats on).
 */
function walkStart(recur: ICAL.Recur, start: DateTime, from: DateTime): DateTime {
  const unit = UNIT[recur.freq];
  if (!unit || recur.count || from <= start) return start;
  if ((recur.freq === 'MONTHLY' || recur.freq === 'YEARLY') && start.day > 28) return start;
  const interval = recur.interval || 1;
  const periods = Math.floor(from.diff(start, unit).as(unit) / interval) - 1;
  return periods > 0 ? start.plus({ [unit]: periods * interval }) : start;
}

/** The iterator, spending one step of EXPANSION_STEP_BUDGET on each date it tries. */
function budgeted(iterator: ICAL.RecurIterator): ICAL.RecurIterator {
  const inner = iterator as unknown as { check_contracting_rules: () => boolean };
  const check = inner.check_contracting_rules.bind(iterator);
  let left = EXPANSION_STEP_BUDGET;
  inner.check_contracting_rules = () => {
    if (--left < 0) throw new BudgetSpent('repeat rule expansion budget spent');
    return check();
  };
  return iterator;
}
