/**
 * Explicit durations in free text: 'for 45 min', '2 hours', '1h30', 'an hour and a half',
 * 'half an hour', '90-minute'. 'in 2 hours' is a start time, not a duration, and is left alone.
 */
export interface DurationMatch {
  minutes: number;
  index: number;
  length: number;
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
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
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  'forty-five': 45,
  fortyfive: 45,
  forty_five: 45,
  fifty: 50,
  sixty: 60,
  ninety: 90,
};
const NUM = `(\\d+(?:[.,]\\d+)?|${Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|')})`;
const HOURS = '(?:hours?|hrs?|h)';
const MINUTES = '(?:minutes?|mins?|m)';
/** 'in 2 hours', 'within 30 minutes', 'after an hour' say when, not how long. */
const NOT_A_START = '(?<!\\b(?:in|within|after|before|about|around|ago)\\s+)';
const FOR = '(?:\\bfor\\s+)?';

const toNumber = (raw: string) => NUMBER_WORDS[raw.toLowerCase()] ?? Number(raw.replace(',', '.'));

const PATTERNS: { regex: RegExp; minutes: (m: RegExpExecArray) => number }[] = [
  { regex: new RegExp(`${FOR}${NOT_A_START}\\b(?:an?\\s+|one\\s+)?hour\\s+and\\s+a\\s+half\\b`, 'i'), minutes: () => 90 },
  { regex: new RegExp(`${FOR}${NOT_A_START}\\b${NUM}\\s+and\\s+a\\s+half\\s+${HOURS}\\b`, 'i'), minutes: (m) => (toNumber(m[1]!) + 0.5) * 60 },
  {
    regex: new RegExp(`${FOR}${NOT_A_START}\\b(\\d{1,2})\\s*${HOURS}\\s*(?:and\\s+)?(\\d{1,2})\\s*(?:${MINUTES})?(?![\\d:])\\b`, 'i'),
    minutes: (m) => Number(m[1]) * 60 + Number(m[2]),
  },
  { regex: new RegExp(`${FOR}${NOT_A_START}\\b(?:half\\s+an?|half-an?|a\\s+half)[\\s-]hour\\b|\\bhalf-hour\\b`, 'i'), minutes: () => 30 },
  { regex: new RegExp(`${FOR}${NOT_A_START}\\b(?:an?\\s+)?quarter\\s+(?:of\\s+an\\s+)?hour\\b`, 'i'), minutes: () => 15 },
  { regex: new RegExp(`${FOR}${NOT_A_START}\\b${NUM}[\\s-]*${HOURS}(?![\\w:])(?:\\s+long)?`, 'i'), minutes: (m) => toNumber(m[1]!) * 60 },
  { regex: new RegExp(`${FOR}${NOT_A_START}\\b${NUM}[\\s-]*${MINUTES}(?![\\w:])(?:\\s+long)?`, 'i'), minutes: (m) => toNumber(m[1]!) },
];

/** Events are at least 5 minutes and at most a day long; anything else is not read as a duration. */
const MIN_MINUTES = 5;
const MAX_MINUTES = 24 * 60;

export function findDuration(text: string): DurationMatch | null {
  for (const { regex, minutes } of PATTERNS) {
    const match = regex.exec(text);
    if (!match) continue;
    const value = Math.round(minutes(match));
    if (Number.isFinite(value) && value >= MIN_MINUTES && value <= MAX_MINUTES) return { minutes: value, index: match.index, length: match[0].length };
  }
  return null;
}
