/**
 * Repeats in free text ('every weekday', 'every other Friday', 'on the second Tuesday of every month',
 * 'until June', '6 times') read into the parts of an RFC 5545 RRULE. The words are cut out of the
 * sentence so that chrono never reads 'every Friday' as this Friday; the first occurrence's date is
 * worked out by the caller from the rule and the day it starts from.
 */
export type Weekday = 'MO' | 'TU' | 'WE' | 'TH' | 'FR' | 'SA' | 'SU';
export const WEEKDAYS: Weekday[] = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];

export interface RepeatMatch {
  freq: 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY';
  interval: number;
  /** Weekly: the days. */
  byDay: Weekday[];
  /** Monthly: 'the second Tuesday' is { ordinal: 2, day: 'TU' }, 'the last Friday' ordinal -1. */
  byNthDay: { ordinal: number; day: Weekday } | null;
  byMonthDay: number | null;
  /** 'every Thursday night': the part of day said right after the repeat (cut with it), for the start time. */
  partOfDay: string | null;
  /** '6 times' (occurrences) or 'for 10 weeks' (a span). */
  count: { value: number; unit: 'times' | 'days' | 'weeks' | 'months' | 'years' } | null;
  /** The spans of the sentence that said it, to be cut out. */
  spans: { index: number; length: number }[];
}

const DAY_WORDS: Record<string, Weekday> = {
  mon: 'MO',
  monday: 'MO',
  tue: 'TU',
  tues: 'TU',
  tuesday: 'TU',
  wed: 'WE',
  weds: 'WE',
  wednesday: 'WE',
  thu: 'TH',
  thur: 'TH',
  thurs: 'TH',
  thursday: 'TH',
  fri: 'FR',
  friday: 'FR',
  sat: 'SA',
  saturday: 'SA',
  sun: 'SU',
  sunday: 'SU',
};
const DAY = '(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day)?|monday|tuesday|wednesday|thursday|friday|saturday|sunday';
const DAYS = `(?:${DAY})s?(?:\\s*(?:,|and|&|\\+)\\s*(?:${DAY})s?)*`;
/** Full names only: a bare plural ('Mondays and Wednesdays') repeats, but 'thus' is not Thursdays. */
const FULL_DAY = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
const SMALL_NUMBERS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  other: 2,
  second: 2,
  third: 3,
  fourth: 4,
};
const N = `(\\d{1,2}|${Object.keys(SMALL_NUMBERS).join('|')})`;
const ORDINALS: Record<string, number> = { first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, last: -1 };
const EVERY = '(?:every|each)';

const toNumber = (raw: string) => SMALL_NUMBERS[raw.toLowerCase()] ?? Number(raw);
const daysIn = (said: string): Weekday[] => {
  const found = [...said.toLowerCase().matchAll(new RegExp(`(${DAY})s?`, 'gi'))].map(
    (m) => DAY_WORDS[m[1]!.toLowerCase().replace(/day$/, '')] ?? DAY_WORDS[m[1]!.toLowerCase()],
  );
  return WEEKDAYS.filter((d) => found.includes(d));
};

type Partial = Omit<RepeatMatch, 'count' | 'spans' | 'partOfDay'>;
const RULES: { regex: RegExp; read: (m: RegExpExecArray) => Partial }[] = [
  // 'every second Tuesday of the month', 'on the last Friday of every month'
  {
    regex: new RegExp(
      `\\b(?:(?:on\\s+)?the\\s+|${EVERY}\\s+)(first|1st|second|2nd|third|3rd|fourth|4th|last)\\s+(${DAY})\\s+of\\s+(?:the|every|each)\\s+month\\b`,
      'i',
    ),
    read: (m) => ({ freq: 'MONTHLY', interval: 1, byDay: [], byNthDay: { ordinal: ORDINALS[m[1]!.toLowerCase()]!, day: daysIn(m[2]!)[0]! }, byMonthDay: null }),
  },
  // 'on the 1st of every month', 'every month on the 15th'
  {
    regex:
      /\b(?:on\s+)?the\s+(\d{1,2})(?:st|nd|rd|th)\s+of\s+(?:every|each)\s+month\b|\b(?:(?:every|each)\s+month|monthly)\s+on\s+the\s+(\d{1,2})(?:st|nd|rd|th)\b/i,
    read: (m) => ({ freq: 'MONTHLY', interval: 1, byDay: [], byNthDay: null, byMonthDay: Number(m[1] ?? m[2]) }),
  },
  {
    regex: new RegExp(
      `\\b(?:${EVERY}\\s+week\\s?day|(?:on\\s+)?weekdays|${EVERY}\\s+working\\s+day|(?:${EVERY}\\s+|on\\s+)?mon(?:day)?s?\\s*(?:-|–|to|through|thru|till|until)\\s*fri(?:day)?s?)\\b`,
      'i',
    ),
    read: () => ({ freq: 'WEEKLY', interval: 1, byDay: ['MO', 'TU', 'WE', 'TH', 'FR'], byNthDay: null, byMonthDay: null }),
  },
  // 'every other Friday', 'every 4 weeks on Thursday', 'every 2 weeks'
  {
    regex: new RegExp(
      `\\b${EVERY}\\s+(?:${N}\\s+)?(?:weeks?\\s*)?(?:on\\s+)?(${DAYS})\\b|\\b${EVERY}\\s+${N}\\s+weeks?(?:\\s+on\\s+(${DAYS}))?\\b|\\bon\\s+((?:${DAY})s(?:\\s*(?:,|and|&)\\s*(?:${DAY})s?)*)\\b`,
      'i',
    ),
    read: (m) => ({
      freq: 'WEEKLY',
      interval: m[1] ? toNumber(m[1]) : m[3] ? toNumber(m[3]) : 1,
      byDay: daysIn(m[2] ?? m[4] ?? m[5] ?? ''),
      byNthDay: null,
      byMonthDay: null,
    }),
  },
  // 'Office hours Mondays and Wednesdays': plural weekdays on their own say it repeats.
  {
    regex: new RegExp(`\\b(?:on\\s+)?((?:${FULL_DAY})s(?:\\s*(?:,|and|&)\\s*(?:${FULL_DAY})s?)*)\\b`, 'i'),
    read: (m) => ({ freq: 'WEEKLY', interval: 1, byDay: daysIn(m[1]!), byNthDay: null, byMonthDay: null }),
  },
  {
    regex: new RegExp(`\\b${EVERY}\\s+${N}\\s+days\\b|\\b${EVERY}\\s+other\\s+day\\b`, 'i'),
    read: (m) => ({ freq: 'DAILY', interval: m[1] ? toNumber(m[1]) : 2, byDay: [], byNthDay: null, byMonthDay: null }),
  },
  {
    regex: new RegExp(`\\b${EVERY}\\s+${N}\\s+months\\b`, 'i'),
    read: (m) => ({ freq: 'MONTHLY', interval: toNumber(m[1]!), byDay: [], byNthDay: null, byMonthDay: null }),
  },
  // 'every morning at 6:30' repeats daily; the part of day stays in the sentence for the time.
  {
    regex: new RegExp(`\\b${EVERY}\\s+(?:day|night|single\\s+day)\\b|\\b${EVERY}(?=\\s+(?:morning|afternoon|evening)\\b)`, 'i'),
    read: () => ({ freq: 'DAILY', interval: 1, byDay: [], byNthDay: null, byMonthDay: null }),
  },
  { regex: new RegExp(`\\b${EVERY}\\s+week\\b`, 'i'), read: () => ({ freq: 'WEEKLY', interval: 1, byDay: [], byNthDay: null, byMonthDay: null }) },
  { regex: new RegExp(`\\b${EVERY}\\s+month\\b`, 'i'), read: () => ({ freq: 'MONTHLY', interval: 1, byDay: [], byNthDay: null, byMonthDay: null }) },
  { regex: new RegExp(`\\b${EVERY}\\s+year\\b`, 'i'), read: () => ({ freq: 'YEARLY', interval: 1, byDay: [], byNthDay: null, byMonthDay: null }) },
];
/**
 * 'Water plants weekly', 'Pay rent monthly on the 1st': said after the event, the word says how often.
 * In front of a noun ('Weekly sync', 'the weekly report') it names the event: a title, not a repeat
 * until the sentence schedules one ('every Thursday', 'on Mondays').
 */
const ADJECTIVES: { regex: RegExp; freq: RepeatMatch['freq'] }[] = [
  { regex: /\bdaily\b/i, freq: 'DAILY' },
  { regex: /\b(?:weekly)\b/i, freq: 'WEEKLY' },
  { regex: /\b(?:monthly)\b/i, freq: 'MONTHLY' },
  { regex: /\b(?:yearly|annual|annually)\b/i, freq: 'YEARLY' },
];
const DETERMINER_BEFORE = /\b(?:the|a|an|my|our|your|his|her|their|this|next)\s+$/i;
/** A noun right after ('weekly report'), not a word that goes on to say when ('weekly on Tuesdays', 'monthly at 9'). */
const NOUN_AFTER = new RegExp(
  `^\\s+(?!(?:at|on|in|by|for|from|to|until|till|and|or|starting|tomorrow|today|tonight|this|next|every|each|${FULL_DAY})\\b)[a-z]`,
  'i',
);
const ADVERB_BEFORE = /\b(?:daily|weekly|monthly)\s+$/i;
/** A part of day right after a repeat ('every Thursday night'): the repeat's words, and when in the day. */
const PART_OF_DAY_AFTER = /^\s+(morning|afternoon|evening|night)\b/i;
const COUNT_TIMES = new RegExp(`[,\\s]*\\b(?:for\\s+)?${N}\\s+times\\b`, 'i');
const COUNT_PERIODS = new RegExp(`\\bfor\\s+(?:the\\s+next\\s+)?${N}\\s+(weeks|months|days|years)\\b`, 'i');

export function findRepeat(text: string): RepeatMatch | null {
  let found: Omit<RepeatMatch, 'count'> | null = null;
  for (const { regex, read } of RULES) {
    const match = regex.exec(text);
    if (match) {
      const after = PART_OF_DAY_AFTER.exec(text.slice(match.index + match[0].length));
      // 'weekly on Tuesdays': the adverb goes with the rule it introduces.
      const before = ADVERB_BEFORE.exec(text.slice(0, match.index))?.[0].length ?? 0;
      const span = { index: match.index - before, length: before + match[0].length + (after?.[0].length ?? 0) };
      found = { ...read(match), partOfDay: after ? after[1]!.toLowerCase() : null, spans: [span] };
      break;
    }
  }
  if (!found) {
    const adjective = ADJECTIVES.map((a) => ({ ...a, match: a.regex.exec(text) })).find((a) => a.match);
    if (!adjective?.match) return null;
    const before = text.slice(0, adjective.match.index);
    const after = text.slice(adjective.match.index + adjective.match[0].length);
    const adverb = before.trim() !== '' && !DETERMINER_BEFORE.test(before) && !NOUN_AFTER.test(after);
    if (!adverb) return null;
    found = {
      freq: adjective.freq,
      interval: 1,
      byDay: [],
      byNthDay: null,
      byMonthDay: null,
      partOfDay: null,
      spans: [{ index: adjective.match.index, length: adjective.match[0].length }],
    };
  }
  let count: RepeatMatch['count'] = null;
  const times = COUNT_TIMES.exec(text);
  const periods = times ? null : COUNT_PERIODS.exec(text);
  if (times) {
    count = { value: toNumber(times[1]!), unit: 'times' };
    found.spans.push({ index: times.index, length: times[0].length });
  } else if (periods) {
    count = { value: toNumber(periods[1]!), unit: periods[2]!.toLowerCase() as 'weeks' };
    found.spans.push({ index: periods.index, length: periods[0].length });
  }
  return { ...found, count };
}

/** 'until June', 'till the 30th', 'through May 3': the text of the end date, for chrono. */
export function findUntil(text: string): { index: number; length: number; said: string } | null {
  const match = /\b(?:until|till|through|thru|ending)\s+(?!\d{1,2}(?::\d{2})?\s*(?:am|pm)?\b)(?!(?:noon|midnight|tonight)\b)([^,;]+)$/i.exec(text);
  return match ? { index: match.index, length: match[0].length, said: match[1]! } : null;
}
