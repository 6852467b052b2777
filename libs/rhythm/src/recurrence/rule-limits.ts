import { DateTime } from 'luxon';

/**
 * What FLOW accepts of RFC 5545's RRULE before ical.js sees it. ical.js walks day by day until its
 * filters match, with no bound (`FREQ=DAILY;BYMONTHDAY=-1` never matches its filter and never returns),
 * so every rule is checked here first: known parts, values in their ranges, combinations the
 * expander can iterate, and ends that keep a series cheap (COUNT, UNTIL).
 */
export type RuleLimitProblem = 'invalid' | 'count' | 'interval' | 'until' | 'unsupported' | 'empty';

/** A series has at most this many occurrences when it ends by count. */
export const MAX_COUNT = 1000;
/** The longest step between occurrences (in the rule's unit). */
export const MAX_INTERVAL = 1000;
/** A series ends (UNTIL) at most this many years after its first occurrence. */
export const MAX_UNTIL_YEARS = 100;

const PARTS = new Set([
  'FREQ',
  'UNTIL',
  'COUNT',
  'INTERVAL',
  'BYSECOND',
  'BYMINUTE',
  'BYHOUR',
  'BYDAY',
  'BYMONTHDAY',
  'BYYEARDAY',
  'BYWEEKNO',
  'BYMONTH',
  'BYSETPOS',
  'WKST',
]);
const WEEKDAY = /^(MO|TU|WE|TH|FR|SA|SU)$/;
const BYDAY = /^([+-]?)(\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/;
/** Days each month can have (February: 29, in leap years). */
const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Why the rule is refused before expansion, or null. `rule` is upper-case, without 'RRULE:'. */
export function ruleLimitProblem(rule: string, start: Date): RuleLimitProblem | null {
  const parts = new Map<string, string>();
  for (const part of rule.split(';')) {
    const [name, value, ...rest] = part.split('=');
    if (!name || !value || rest.length || !PARTS.has(name) || parts.has(name)) return 'invalid';
    parts.set(name, value);
  }
  const freq = parts.get('FREQ')!;
  const count = parts.get('COUNT');
  if (count !== undefined && !inRange(count, 1, MAX_COUNT)) return 'count';
  const interval = parts.get('INTERVAL');
  if (interval !== undefined && !inRange(interval, 1, MAX_INTERVAL)) return 'interval';
  const until = parts.get('UNTIL');
  if (until !== undefined) {
    const end = untilInstant(until);
    if (!end) return 'invalid';
    if (end > DateTime.fromJSDate(start).plus({ years: MAX_UNTIL_YEARS }).toJSDate()) return 'until';
  }
  const numbers = (name: string, min: number, max: number, signed = false) => {
    const value = parts.get(name);
    return (
      value === undefined ||
      value.split(',').every((n) => /^[+-]?\d{1,3}$/.test(n) && (signed || !/^[+-]/.test(n)) && inRange(n.replace(/^[+-]/, ''), min, max))
    );
  };
  const ranges = numbers('BYSECOND', 0, 59) && numbers('BYMINUTE', 0, 59) && numbers('BYHOUR', 0, 23) && numbers('BYMONTH', 1, 12);
  const signedRanges = numbers('BYMONTHDAY', 1, 31, true) && numbers('BYYEARDAY', 1, 366, true) && numbers('BYSETPOS', 1, 366, true);
  if (!ranges || !signedRanges || (parts.has('WKST') && !WEEKDAY.test(parts.get('WKST')!))) return 'invalid';
  const days = parts
    .get('BYDAY')
    ?.split(',')
    .map((d) => BYDAY.exec(d));
  if (days?.some((d) => !d || (d[1] && !d[2]) || (d[2] !== undefined && !inRange(d[2], 1, 53)))) return 'invalid';
  return iterableProblem(freq, parts, days?.some((d) => d![2] !== undefined) ?? false);
}

/** Combinations ical.js throws on, or filters it would walk forever to match. */
function iterableProblem(freq: string, parts: Map<string, string>, ordinalDays: boolean): RuleLimitProblem | null {
  if (parts.has('BYWEEKNO')) return 'unsupported';
  if (parts.has('BYYEARDAY') && (freq !== 'YEARLY' || parts.has('BYMONTH') || parts.has('BYMONTHDAY'))) return 'unsupported';
  // Daily and weekly rules filter dates one by one: a numbered weekday (1MO), a day counted from the
  // month's end (-1) or a position in the set never match there.
  if ((freq === 'DAILY' || freq === 'WEEKLY') && (ordinalDays || parts.has('BYSETPOS') || /(^|,)-/.test(parts.get('BYMONTHDAY') ?? ''))) return 'unsupported';
  if (freq === 'WEEKLY' && parts.has('BYMONTHDAY')) return 'unsupported';
  if (
    freq === 'MONTHLY' &&
    ordinalDays &&
    parts
      .get('BYDAY')!
      .split(',')
      .some((d) => Number(/\d+/.exec(d)?.[0] ?? 0) > 5)
  )
    return 'empty';
  const months = parts.get('BYMONTH')?.split(',').map(Number);
  const monthDays = parts.get('BYMONTHDAY')?.split(',').map(Number);
  if (months && monthDays && !months.some((m) => monthDays.some((d) => Math.abs(d) <= MONTH_DAYS[m - 1]!))) return 'empty';
  return null;
}

function inRange(digits: string, min: number, max: number): boolean {
  if (!/^\d{1,12}$/.test(digits)) return false;
  const n = Number(digits);
  return n >= min && n <= max;
}

/** UNTIL as an instant: a UTC date-time (…Z), or a date or floating time (read as UTC, for the bound only). */
function untilInstant(value: string): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z?)?$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
  const time = DateTime.fromObject({ year: +y!, month: +mo!, day: +d!, hour: +h, minute: +mi, second: +s }, { zone: 'UTC' });
  return time.isValid ? time.toJSDate() : null;
}
