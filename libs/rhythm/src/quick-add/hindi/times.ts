/**
 * Times of day said in Hindi: '6 बजे', '9:30 बजे', '9 बजकर 15 मिनट', साढ़े 9 (9:30), सवा 10 (10:15),
 * पौने 11 (10:45), डेढ़ बजे (1:30), ढाई बजे (2:30), '3pm'; with a part of the day before or after
 * (सुबह, दोपहर, शाम, रात: 'शाम 6 बजे', 'शाम के 6', '9 बजे सुबह'); ranges '10 बजे से 12 बजे तक',
 * 'शाम 4 से 5 बजे तक', 'शाम 6-7 बजे'. An hour with no part of the day is read as the English parser reads a bare
 * hour: 1–6 in the afternoon, 7–11 in the morning unless an evening meal or party says otherwise.
 * A part of the day followed by का/की/के and a word names the event ('शाम की सैर', 'रात का खाना').
 */
import { EVENING_CONTEXT, type DayPeriod, type Span } from '../reading';
import {
  END,
  FRACTION,
  FRACTION_WORDS,
  HOURS,
  lenient,
  lookup,
  MINUTES,
  MONTH,
  NUMBER_WORDS,
  numberOf,
  O_CLOCK,
  O_CLOCK_AND,
  PERIOD,
  PERIOD_WORDS,
  START,
  WHOLE_FRACTION,
  WHOLE_FRACTION_WORDS,
} from './lexicon';

export interface HindiTime {
  /** The words that said it: cut from the title. */
  spans: Span[];
  /** Minutes after midnight of the first clock time, if one was said. */
  minuteOfDay: number | null;
  /** A range's length ('10 से 12 बजे तक'). */
  rangeMinutes: number | null;
  /** A part of the day said without a clock ('कल शाम को'), or named in the title ('शाम की सैर'). */
  period: DayPeriod | null;
}

interface Clock extends Span {
  hour: number;
  minute: number;
  meridiem: 'am' | 'pm' | null;
}

const HOUR_WORDS = NUMBER_WORDS.filter(([, n]) => n <= 12).flatMap(([words]) => words);
const H = `(\\d{1,2}|${HOUR_WORDS.map(lenient).join('|')})(?![\\p{L}\\p{M}\\p{N}])`;
const MINUTE = `(\\d{1,2}|${NUMBER_WORDS.flatMap(([words]) => words)
  .map(lenient)
  .join('|')})`;
const NUM_BEFORE = '(?<![\\p{L}\\p{M}\\p{N}:/.])';
const MERIDIEM = '\\s*([ap])\\.?\\s?m\\.?(?![a-z])';
const NOT_A_LENGTH = `(?!\\s*(?:${HOURS}|${MINUTES}))`;
const hour = (said: string) => numberOf(said);

const CLOCKS: { regex: RegExp; read: (m: RegExpExecArray) => Omit<Clock, 'index' | 'length'> }[] = [
  {
    regex: new RegExp(`${NUM_BEFORE}${H}\\s*${O_CLOCK_AND}\\s*${MINUTE}\\s*${MINUTES}`, 'giu'),
    read: (m) => ({ hour: hour(m[1]!), minute: numberOf(m[2]!), meridiem: null }),
  },
  {
    regex: new RegExp(`${NUM_BEFORE}(\\d{1,2})[:.](\\d{2})(?![\\d/])${NOT_A_LENGTH}(?:${MERIDIEM})?(?:\\s*${O_CLOCK}${END})?`, 'giu'),
    read: (m) => ({ hour: Number(m[1]), minute: Number(m[2]), meridiem: meridiem(m[3]) }),
  },
  {
    regex: new RegExp(`${START}(${FRACTION})\\s*${H}${NOT_A_LENGTH}(?:\\s*${O_CLOCK}${END})?`, 'giu'),
    read: (m) => {
      const at = hour(m[2]!) + lookup(FRACTION_WORDS, m[1]!)!;
      return { hour: Math.floor(at) || 12, minute: (at % 1) * 60, meridiem: null };
    },
  },
  {
    regex: new RegExp(`${START}(${WHOLE_FRACTION})\\s*${O_CLOCK}${END}`, 'giu'),
    read: (m) => ({ hour: Math.floor(lookup(WHOLE_FRACTION_WORDS, m[1]!)!), minute: 30, meridiem: null }),
  },
  { regex: new RegExp(`${NUM_BEFORE}(\\d{1,2})${MERIDIEM}`, 'giu'), read: (m) => ({ hour: Number(m[1]), minute: 0, meridiem: meridiem(m[2]) }) },
  { regex: new RegExp(`${NUM_BEFORE}${H}\\s*${O_CLOCK}${END}`, 'giu'), read: (m) => ({ hour: hour(m[1]!), minute: 0, meridiem: null }) },
  // 'शाम 6' (a part of the day makes a bare number a time), and the first of a range ('4 से 5 बजे तक').
  {
    regex: new RegExp(
      `(?<=${PERIOD}(?:\\s+${lenient('के')})?\\s+)(\\d{1,2})(?![\\d:./])(?!\\s*(?:${O_CLOCK}|${HOURS}|${MINUTES}|${MONTH}|${lenient('तारीख')}))`,
      'giu',
    ),
    read: (m) => ({ hour: Number(m[1]), minute: 0, meridiem: null }),
  },
  {
    regex: new RegExp(
      `${NUM_BEFORE}(\\d{1,2})(?::(\\d{2}))?(?=\\s*(?:${lenient('से')}\\s+|[-–—]\\s*)(?:${PERIOD}\\s+)?(?:\\d{1,2}(?::\\d{2})?|${H})\\s*(?:${O_CLOCK}|[ap]\\.?m))`,
      'giu',
    ),
    read: (m) => ({ hour: Number(m[1]), minute: Number(m[2] ?? 0), meridiem: null }),
  },
];
const meridiem = (said: string | undefined) => (said ? (said.toLowerCase() === 'p' ? 'pm' : 'am') : null);

/** Words after a part of the day that make it a name: का/की/के and a word that is not a clock time. */
const NAMES_AFTER = new RegExp(`^\\s+(?:${lenient('का')}|${lenient('की')}|${lenient('के')})\\s+(?!\\d)([\\p{L}\\p{M}]+)`, 'u');
const MEAL_AFTER = new RegExp(`^(?:${['खाना', 'खाने', 'नाश्ता', 'नाश्ते', 'भोजन'].map(lenient).join('|')})$`, 'u');
/** Between a part of the day and its clock: nothing, के or को ('शाम के 6 बजे', 'रात को 9 बजे'). */
const LEADS_TO_CLOCK = new RegExp(`^(?:\\s+(?:${lenient('के')}|${lenient('को')}))?\\s*$`, 'u');
const STANDALONE_TAIL = new RegExp(`^\\s+(?:${lenient('को')}|${lenient('में')})${END}`, 'u');
const RANGE_JOIN = new RegExp(`^\\s*(?:${lenient('से')}|[-–—])\\s*$`, 'u');
const UNTIL = new RegExp(`^\\s*${lenient('तक')}${END}`, 'u');
const AT = new RegExp(`^\\s+(?:${lenient('पर')}|${lenient('का')}|${lenient('की')}|${lenient('के')})${END}(?!\\s*\\d)`, 'u');

interface PeriodWord extends Span {
  period: DayPeriod;
}

export function findHindiTime(text: string, typeWords: string): HindiTime {
  const clocks = clocksIn(text);
  const periods: PeriodWord[] = [...text.matchAll(new RegExp(PERIOD, 'gu'))].map((m) => ({
    index: m.index,
    length: m[0].length,
    period: lookup(PERIOD_WORDS, m[0])!,
  }));
  const periodOf = new Map<Clock, PeriodWord>();
  const spans: Span[] = [];
  let standalone: DayPeriod | null = null;
  let named: DayPeriod | null = null;
  for (const word of periods) {
    const after = text.slice(word.index + word.length);
    const before = clocks.find((c) => c.index > word.index && LEADS_TO_CLOCK.test(text.slice(word.index + word.length, c.index)));
    const name = NAMES_AFTER.exec(after);
    const following = clocks.find((c) => c.index + c.length <= word.index && text.slice(c.index + c.length, word.index).trim() === '');
    if (before && !periodOf.has(before)) periodOf.set(before, word);
    else if (name) named ??= MEAL_AFTER.test(name[1]!) ? null : word.period;
    else if (following && !periodOf.has(following)) periodOf.set(following, word);
    else {
      standalone ??= word.period;
      spans.push({ index: word.index, length: word.length + (STANDALONE_TAIL.exec(after)?.[0].length ?? 0) });
    }
  }
  const context = { periods: new Set(periods.map((p) => p.period)), evening: EVENING_CONTEXT.test(typeWords) };
  const [first, second] = clocks;
  if (!first) return { spans, minuteOfDay: null, rangeMinutes: null, period: standalone ?? named };
  const from = (clock: Clock) => Math.min(clock.index, periodOf.get(clock)?.index ?? clock.index);
  const to = (clock: Clock) => {
    const period = periodOf.get(clock);
    return Math.max(clock.index + clock.length, period && period.index > clock.index ? period.index + period.length : 0);
  };
  const start = minuteOf(first, periodOf.get(first)?.period ?? null, context);
  let end = to(first);
  let rangeMinutes: number | null = null;
  if (second && RANGE_JOIN.test(text.slice(end, from(second)))) {
    let last = minuteOf(second, periodOf.get(second)?.period ?? periodOf.get(first)?.period ?? null, context);
    if (last <= start && last + 12 * 60 > start) last += 12 * 60;
    if (last > start) rangeMinutes = last - start;
    end = to(second);
    end += UNTIL.exec(text.slice(end))?.[0].length ?? 0;
  }
  end += AT.exec(text.slice(end))?.[0].length ?? 0;
  spans.push({ index: from(first), length: end - from(first) });
  return { spans, minuteOfDay: start, rangeMinutes, period: null };
}

/** The clock times in `text`, in order, each once (the more specific reading of the same words wins). */
function clocksIn(text: string): Clock[] {
  const found: Clock[] = [];
  for (const { regex, read } of CLOCKS) {
    for (const m of text.matchAll(regex)) {
      const clock = { index: m.index, length: m[0].length, ...read(m) };
      const overlaps = found.some((c) => clock.index < c.index + c.length && c.index < clock.index + clock.length);
      if (!overlaps && clock.hour <= 24 && clock.minute < 60) found.push(clock);
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

function minuteOf(clock: Clock, period: DayPeriod | null, context: { periods: Set<DayPeriod>; evening: boolean }): number {
  return (hourOf(clock, period, context) % 24) * 60 + clock.minute;
}

function hourOf({ hour: h, meridiem }: Clock, period: DayPeriod | null, context: { periods: Set<DayPeriod>; evening: boolean }): number {
  if (meridiem) return (h % 12) + (meridiem === 'pm' ? 12 : 0);
  if (period === 'morning') return h;
  if (period === 'afternoon') return h >= 1 && h <= 6 ? h + 12 : h;
  if (period === 'evening') return h < 12 ? h + 12 : h;
  // रात: 8–11 at night, 12 midnight, 1–5 the small hours.
  if (period === 'night') return h >= 6 && h < 12 ? h + 12 : h === 12 ? 0 : h;
  // No part of the day beside it: as the English parser reads a bare hour (parse-event-request.ts hourOf).
  if (context.periods.has('morning')) return h;
  if (['afternoon', 'evening', 'night'].some((p) => context.periods.has(p as DayPeriod)) && h >= 1 && h <= 11) return h + 12;
  if (h >= 1 && h <= 6) return h + 12;
  if (h >= 7 && h <= 11 && context.evening) return h + 12;
  return h;
}
