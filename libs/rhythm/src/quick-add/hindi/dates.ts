/**
 * Days said in Hindi: आज, कल (tomorrow: a planner looks ahead), परसों; a weekday (सोमवार…रविवार), with
 * अगले ('next', as the English parser reads it) or इस ('this'); '5 दिसंबर', 'दिसंबर 5', '5 दिसंबर 2027';
 * '15 तारीख' (the 15th); numeric '25/03' in the person's order. A trailing को ('on') goes with the day.
 */
import { DateTime } from 'luxon';
import type { DateOrder } from '../date-order';
import { WEEKDAYS } from '../recurrence-text';
import type { Span } from '../reading';
import { anyOf, END, lenient, lookup, MONTH, MONTH_WORDS, START, WEEKDAY, WEEKDAY_WORDS } from './lexicon';

export interface HindiDate extends Span {
  day: DateTime;
}

const TO = `(?:\\s+(?:${lenient('को')}|${lenient('के दिन')}|${lenient('की')}|${lenient('का')})${END})?`;
const NOT_DIGIT_BEFORE = '(?<![\\p{L}\\p{M}\\p{N}:/.])';
const RELATIVE: [string[], number][] = [
  [['आज'], 0],
  [['कल'], 1],
  [['परसों', 'परसो'], 2],
];
const NEXT = ['अगले', 'अगला', 'अगली', 'आने वाले', 'आनेवाले'];
const THIS = ['इस', 'इसी'];
const WEEK = ['हफ्ते', 'हफ्ता', 'सप्ताह'];
const MONTH_SPAN = ['महीने', 'माह'];
const YEAR_SPAN = ['साल', 'वर्ष'];

/** `kind`: a weekday, or a date that names its day ('24 मार्च', '25/03'), which the other may stand beside. */
const PATTERNS: { kind?: 'weekday' | 'absolute'; regex: RegExp; read: (m: RegExpExecArray, today: DateTime, order: DateOrder) => DateTime | null }[] = [
  {
    regex: new RegExp(`${anyOf(...RELATIVE.flatMap(([w]) => w))}`, 'u'),
    read: (m, today) => today.plus({ days: lookup(RELATIVE, m[0])! }),
  },
  // 'अगले हफ़्ते (बुधवार को)': a week on (that weekday of next week); 'इस हफ़्ते' today; 'अगले महीने' a month on, as in English.
  {
    regex: new RegExp(
      `(${anyOf(...NEXT, ...THIS)})\\s+(${anyOf(...WEEK)}|${anyOf(...MONTH_SPAN)}|${anyOf(...YEAR_SPAN)})(?:\\s+(${WEEKDAY})${END}|\\s+${lenient('की')}\\s+(\\d{1,2})\\s*${anyOf('तारीख')})?${TO}`,
      'u',
    ),
    read: (m, today) => {
      const next = lookup([[NEXT, true]], m[1]!) ?? false;
      const unit = lookup<'weeks' | 'months' | 'years'>(
        [
          [WEEK, 'weeks'],
          [MONTH_SPAN, 'months'],
          [YEAR_SPAN, 'years'],
        ],
        m[2]!,
      )!;
      // 'अगले महीने की 5 तारीख': that day of next month.
      if (m[4])
        return next && unit === 'months'
          ? today
              .startOf('month')
              .plus({ months: 1 })
              .set({ day: Number(m[4]) })
          : null;
      if (!next) return unit === 'weeks' && !m[3] ? today : null;
      if (unit !== 'weeks' || !m[3]) return m[3] ? null : today.plus({ [unit]: 1 });
      return today.startOf('week').plus({ weeks: 1, days: WEEKDAYS.indexOf(lookup(WEEKDAY_WORDS, m[3])!) });
    },
  },
  {
    kind: 'weekday',
    regex: new RegExp(`(?:(${anyOf(...NEXT, ...THIS)})\\s+)?${START}(${WEEKDAY})${END}${TO}`, 'u'),
    read: (m, today) => {
      const weekday = WEEKDAYS.indexOf(lookup(WEEKDAY_WORDS, m[2]!)!) + 1;
      const modifier = m[1] ? (lookup([[NEXT, 'next' as const]], m[1]) ?? 'this') : 'this';
      return today.plus({ days: daysToWeekday(today.weekday, weekday, modifier) });
    },
  },
  {
    kind: 'absolute',
    regex: new RegExp(`${NOT_DIGIT_BEFORE}(\\d{1,2})\\s*(${MONTH})${END}(?:\\s*,?\\s*(\\d{4})(?!\\d))?${TO}`, 'u'),
    read: (m, today) => dayOfYear(today, lookup(MONTH_WORDS, m[2]!)!, Number(m[1]), m[3]),
  },
  {
    kind: 'absolute',
    regex: new RegExp(`${START}(${MONTH})\\s+(\\d{1,2})(?![\\d:.]|\\s*${lenient('बजे')})(?:\\s*,?\\s*(\\d{4})(?!\\d))?${TO}`, 'u'),
    read: (m, today) => dayOfYear(today, lookup(MONTH_WORDS, m[1]!)!, Number(m[2]), m[3]),
  },
  {
    regex: new RegExp(`${NOT_DIGIT_BEFORE}(\\d{1,2})\\s*${anyOf('तारीख')}${TO}`, 'u'),
    read: (m, today) => dayOfMonth(today, Number(m[1])),
  },
  {
    kind: 'absolute',
    regex: new RegExp(
      `(?:(?<![\\d:/.])(\\d{1,2})/(\\d{1,2})(?:/(\\d{2}|\\d{4}))?(?![\\d/:])|(?<![\\d:/.])(\\d{1,2})[.-](\\d{1,2})[.-](\\d{4})(?![\\d/:.]))${TO}`,
      'u',
    ),
    read: (m, today, order) => {
      const [a, b, year] = m[1] ? [m[1], m[2]!, m[3]] : [m[4]!, m[5]!, m[6]];
      const [day, month] = order === 'day-first' ? [Number(a), Number(b)] : [Number(b), Number(a)];
      return dayOfYear(today, month, day, year && year.length === 2 ? `20${year}` : year);
    },
  },
];

/** The first day said in `text` (ASCII digits), as a local day. */
export function findHindiDate(text: string, today: DateTime, order: DateOrder): HindiDate | null {
  const found: (HindiDate & { weekday: boolean; absolute: boolean })[] = [];
  for (const { kind, regex, read } of PATTERNS) {
    const match = regex.exec(text);
    const day = match && read(match, today, order);
    if (match && day?.isValid) found.push({ index: match.index, length: match[0].length, day, weekday: kind === 'weekday', absolute: kind === 'absolute' });
  }
  found.sort((a, b) => a.index - b.index);
  const [first] = found;
  if (!first) return null;
  // 'मंगलवार 24 मार्च', '24 मार्च, मंगलवार को': the weekday goes with the date beside it, which says the day.
  const beside = found.find((other) => other !== first && /^[\s,]*$/.test(text.slice(first.index + first.length, other.index)));
  if (beside && ((first.weekday && beside.absolute) || (first.absolute && beside.weekday))) {
    return { index: first.index, length: beside.index + beside.length - first.index, day: first.absolute ? first.day : beside.day };
  }
  return { index: first.index, length: first.length, day: first.day };
}

const UNTIL_AFTER = new RegExp(`^\\s+${lenient('तक')}${END}`, 'u');

/** A repeat's last day: a day said with तक ('31 मार्च तक', 'until 31 March'), the तक cut with it. */
export function findHindiUntil(text: string, today: DateTime, order: DateOrder): HindiDate | null {
  let rest = text;
  for (let tries = 0; tries < 3; tries++) {
    const date = findHindiDate(rest, today, order);
    if (!date) return null;
    const until = UNTIL_AFTER.exec(rest.slice(date.index + date.length));
    if (until) return { ...date, length: date.length + until[0].length };
    rest = rest.slice(0, date.index) + ' '.repeat(date.length) + rest.slice(date.index + date.length);
  }
  return null;
}

/** As chrono reads English weekdays: 'this' the coming one (today's is today), 'next' as its 'next'. */
function daysToWeekday(fromWeekday: number, weekday: number, modifier: 'this' | 'next'): number {
  const forward = (weekday - fromWeekday + 7) % 7;
  if (modifier === 'this') return forward;
  // chrono counts from Sunday (0): 'next' is the coming one when it is earlier in the week than today, else a week on.
  const [from, to] = [fromWeekday % 7, weekday % 7];
  if (from === 0) return to === 0 ? 7 : to;
  if (from === 6) return to === 6 ? 7 : to === 0 ? 8 : 1 + to;
  return to < from && to !== 0 ? forward : forward + 7;
}

/** A day and month: in the year said, else the next time it comes (today included). */
function dayOfYear(today: DateTime, month: number, day: number, year?: string): DateTime | null {
  const date = DateTime.fromObject({ year: year ? Number(year) : today.year, month, day }, { zone: today.zone });
  if (!date.isValid) return null;
  return !year && date < today ? date.plus({ years: 1 }) : date;
}

/** '15 तारीख': the next 15th from today (this month's, or next month's once it has passed). */
function dayOfMonth(today: DateTime, day: number): DateTime | null {
  for (let ahead = 0; ahead < 3; ahead++) {
    const month = today.startOf('month').plus({ months: ahead });
    if (day > month.daysInMonth!) continue;
    const date = month.set({ day });
    if (date >= today) return date;
  }
  return null;
}
