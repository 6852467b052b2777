/**
 * How long, said in Hindi: '1 घंटा', '2 घंटे', '30 मिनट', '1 घंटे 30 मिनट', डेढ़ घंटा (90), ढाई घंटे
 * (150), आधा घंटा (30), पौन घंटा (45), सवा घंटा (75), 'साढ़े 3 घंटे'; with के लिए ('for') or का/की/के
 * ('an hour's meeting') going with it. '2 घंटे बाद' and '5 मिनट में' say when it starts instead.
 */
import type { Span } from '../reading';
import {
  END,
  FRACTION,
  FRACTION_WORDS,
  HOURS,
  lenient,
  lookup,
  MARKER_OF,
  MINUTES,
  NUMBER,
  numberOf,
  START,
  WHOLE_FRACTION,
  WHOLE_FRACTION_WORDS,
} from './lexicon';

export interface HindiLength extends Span {
  minutes: number;
}

const NUM_BEFORE = '(?<![\\p{L}\\p{M}\\p{N}:/.])';
const FROM_NOW = `\\s*(?:${lenient('में')}|${lenient('बाद')}|${lenient('के बाद')})${END}`;
const NOT_FROM_NOW = `(?!${FROM_NOW})`;
const TAIL = `${NOT_FROM_NOW}(?:\\s+${lenient('तक')}${END})?${MARKER_OF}`;
const HALF = `(?:${lenient('आधा')}|${lenient('आधे')})`;
const THREE_QUARTERS = `(?:${lenient('पौन')}|${lenient('पौना')}|${lenient('पौने')})`;
const QUARTER_MORE = lenient('सवा');

/** Lengths as patterns, the most specific first; each gives minutes. */
const AMOUNTS: { source: string; minutes: (m: RegExpExecArray) => number }[] = [
  {
    source: `${NUM_BEFORE}(${NUMBER})\\s*${HOURS}\\s*(?:${lenient('और')}\\s*)?(${NUMBER})\\s*${MINUTES}`,
    minutes: (m) => numberOf(m[1]!) * 60 + numberOf(m[2]!),
  },
  { source: `${START}(${FRACTION})\\s*(${NUMBER})\\s*${HOURS}`, minutes: (m) => (numberOf(m[2]!) + lookup(FRACTION_WORDS, m[1]!)!) * 60 },
  { source: `${START}(${WHOLE_FRACTION})\\s*${HOURS}`, minutes: (m) => lookup(WHOLE_FRACTION_WORDS, m[1]!)! * 60 },
  { source: `${START}${HALF}\\s*${HOURS}`, minutes: () => 30 },
  { source: `${START}${THREE_QUARTERS}\\s*${HOURS}`, minutes: () => 45 },
  { source: `${START}${QUARTER_MORE}\\s*${HOURS}`, minutes: () => 75 },
  { source: `${START}${lenient('घंटे भर')}${END}`, minutes: () => 60 },
  { source: `${NUM_BEFORE}(${NUMBER})\\s*${HOURS}`, minutes: (m) => numberOf(m[1]!) * 60 },
  // Not '9 बजकर 15 मिनट' (a clock time).
  { source: `(?<!${lenient('बजकर')}\\s*)${NUM_BEFORE}(${NUMBER})\\s*${MINUTES}`, minutes: (m) => numberOf(m[1]!) },
];
const LENGTHS = AMOUNTS.map((a) => ({ ...a, regex: new RegExp(a.source + TAIL, 'u') }));
const FROM_NOW_AMOUNTS = AMOUNTS.map((a) => ({ ...a, regex: new RegExp(a.source + FROM_NOW, 'u') }));

/** Events are 5 minutes to a day long, as in English. */
const MIN_MINUTES = 5;
const MAX_MINUTES = 24 * 60;

export function findHindiLength(text: string): HindiLength | null {
  for (const { regex, minutes } of LENGTHS) {
    const match = regex.exec(text);
    if (!match) continue;
    const value = Math.round(minutes(match));
    if (Number.isFinite(value) && value >= MIN_MINUTES && value <= MAX_MINUTES) return { minutes: value, index: match.index, length: match[0].length };
  }
  return null;
}

/** '2 घंटे बाद', '5 मिनट में': a start so many minutes from now. */
export function findFromNow(text: string): HindiLength | null {
  for (const { regex, minutes } of FROM_NOW_AMOUNTS) {
    const match = regex.exec(text);
    if (!match) continue;
    const value = Math.round(minutes(match));
    if (Number.isFinite(value) && value > 0 && value <= MAX_MINUTES) return { minutes: value, index: match.index, length: match[0].length };
  }
  return null;
}
