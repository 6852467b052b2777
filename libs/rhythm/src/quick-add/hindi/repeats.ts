/**
 * Repeats said in Hindi, read into the same parts of an RRULE as the English ones (recurrence-text.ts):
 * हर सोमवार (और गुरुवार), हर हफ़्ते रविवार को, हर दूसरे सोमवार, सोमवार से शुक्रवार, हर दिन / रोज़ /
 * रोज़ाना / प्रतिदिन, हर दूसरे दिन, हर सुबह / शाम (daily; the part of the day stays for the time),
 * हर हफ़्ते / सप्ताह, हर महीने (की 1 तारीख को), हर साल; '10 बार' (times), '4 हफ़्ते तक' (for 4 weeks).
 * An adjective before a noun (साप्ताहिक समीक्षा, 'weekly review') names the event and is left alone.
 */
import { type RepeatMatch, type Weekday, WEEKDAYS } from '../recurrence-text';
import { END, lenient, lookup, NUMBER, numberOf, PERIOD, START, WEEKDAY, WEEKDAY_WORDS } from './lexicon';

const EVERY = `${START}${lenient('हर')}\\s+`;
const TO = `(?:\\s+${lenient('को')}${END})?`;
const AND = `\\s*(?:,|${lenient('और')}|${lenient('व')}|${lenient('तथा')}|${lenient('एवं')})\\s*`;
const DAYS = `(${WEEKDAY}(?:${AND}${WEEKDAY})*)${END}`;
const ORDINALS: [string[], number][] = [
  [['दूसरे', 'दूसरी'], 2],
  [['तीसरे', 'तीसरी'], 3],
  [['चौथे', 'चौथी'], 4],
];
const NTH = `(${ORDINALS.flatMap(([w]) => w)
  .map(lenient)
  .join('|')}|\\d)\\s+`;
const WEEK = `(?:${['हफ्ते', 'हफ्ता', 'सप्ताह'].map(lenient).join('|')})${END}`;
const MONTH = `(?:${['महीने', 'महीना', 'माह'].map(lenient).join('|')})${END}`;
const YEAR = `(?:${['साल', 'वर्ष', 'बरस'].map(lenient).join('|')})${END}`;
const DAY = `(?:${['दिन', 'रोज़'].map(lenient).join('|')})${END}`;
const DAILY = `${START}(?:${['रोज़ाना', 'रोज़-रोज़', 'रोज़', 'प्रतिदिन', 'हर रोज़'].map(lenient).join('|')})${END}`;

const nth = (said: string | undefined) => (said ? (lookup(ORDINALS, said) ?? Number(said)) : 1);
const daysIn = (said: string): Weekday[] => {
  const found = [...said.matchAll(new RegExp(WEEKDAY, 'gu'))].map((m) => lookup(WEEKDAY_WORDS, m[0])!);
  return WEEKDAYS.filter((d) => found.includes(d));
};
const weekly = (interval: number, byDay: Weekday[]) => ({ freq: 'WEEKLY' as const, interval, byDay, byNthDay: null, byMonthDay: null });

type Rule = Omit<RepeatMatch, 'count' | 'spans' | 'partOfDay'>;
const RULES: { regex: RegExp; read: (m: RegExpExecArray) => Rule }[] = [
  {
    regex: new RegExp(`${EVERY}${MONTH}\\s+(?:${lenient('की')}\\s+)?(\\d{1,2}|${lenient('पहली')})\\s*(?:${lenient('तारीख')}${END})?${TO}`, 'u'),
    read: (m) => ({ freq: 'MONTHLY', interval: 1, byDay: [], byNthDay: null, byMonthDay: /\d/.test(m[1]!) ? Number(m[1]) : 1 }),
  },
  // 'सोमवार से शुक्रवार (तक)': every day from the one to the other.
  {
    regex: new RegExp(`(?:${EVERY})?${START}(${WEEKDAY})\\s+${lenient('से')}\\s+(${WEEKDAY})${END}(?:\\s+${lenient('तक')}${END})?`, 'u'),
    read: (m) => {
      const [from, to] = [WEEKDAYS.indexOf(daysIn(m[1]!)[0]!), WEEKDAYS.indexOf(daysIn(m[2]!)[0]!)];
      const count = ((to - from + 7) % 7) + 1;
      return weekly(
        1,
        WEEKDAYS.filter((_, i) => (i - from + 7) % 7 < count),
      );
    },
  },
  { regex: new RegExp(`${EVERY}(?:${NTH})?(?:${WEEK}\\s+)?${DAYS}${TO}`, 'u'), read: (m) => weekly(nth(m[1]), daysIn(m[2]!)) },
  { regex: new RegExp(`${EVERY}${NTH}${WEEK}`, 'u'), read: (m) => weekly(nth(m[1]), []) },
  { regex: new RegExp(`${EVERY}${NTH}${DAY}`, 'u'), read: (m) => ({ freq: 'DAILY', interval: nth(m[1]), byDay: [], byNthDay: null, byMonthDay: null }) },
  { regex: new RegExp(`${EVERY}${DAY}|${DAILY}`, 'u'), read: () => ({ freq: 'DAILY', interval: 1, byDay: [], byNthDay: null, byMonthDay: null }) },
  // 'हर सुबह 6 बजे': daily, and the part of the day stays in the sentence for the time.
  {
    regex: new RegExp(`${START}${lenient('हर')}(?=\\s+${PERIOD})`, 'u'),
    read: () => ({ freq: 'DAILY', interval: 1, byDay: [], byNthDay: null, byMonthDay: null }),
  },
  { regex: new RegExp(`${EVERY}${WEEK}`, 'u'), read: () => weekly(1, []) },
  { regex: new RegExp(`${EVERY}${MONTH}`, 'u'), read: () => ({ freq: 'MONTHLY', interval: 1, byDay: [], byNthDay: null, byMonthDay: null }) },
  { regex: new RegExp(`${EVERY}${YEAR}`, 'u'), read: () => ({ freq: 'YEARLY', interval: 1, byDay: [], byNthDay: null, byMonthDay: null }) },
];

const NUM_BEFORE = '(?<![\\p{L}\\p{M}\\p{N}:/.])';
const COUNT_TIMES = new RegExp(`${NUM_BEFORE}(${NUMBER})\\s*${lenient('बार')}${END}`, 'u');
const SPAN_UNITS: [string[], 'days' | 'weeks' | 'months' | 'years'][] = [
  [['दिन', 'दिनों'], 'days'],
  [['हफ्ते', 'हफ्तों', 'सप्ताह'], 'weeks'],
  [['महीने', 'महीनों'], 'months'],
  [['साल', 'सालों', 'वर्ष'], 'years'],
];
const COUNT_SPAN = new RegExp(
  `${NUM_BEFORE}(${NUMBER})\\s*(${SPAN_UNITS.flatMap(([w]) => w)
    .map(lenient)
    .join('|')})\\s+${lenient('तक')}${END}`,
  'u',
);

export function findHindiRepeat(text: string): RepeatMatch | null {
  for (const { regex, read } of RULES) {
    const match = regex.exec(text);
    if (!match) continue;
    const spans = [{ index: match.index, length: match[0].length }];
    let count: RepeatMatch['count'] = null;
    const times = COUNT_TIMES.exec(text);
    const period = times ? null : COUNT_SPAN.exec(text);
    if (times) {
      count = { value: numberOf(times[1]!), unit: 'times' };
      spans.push({ index: times.index, length: times[0].length });
    } else if (period) {
      count = { value: numberOf(period[1]!), unit: lookup(SPAN_UNITS, period[2]!)! };
      spans.push({ index: period.index, length: period[0].length });
    }
    return { ...read(match), partOfDay: null, count, spans };
  }
  return null;
}
