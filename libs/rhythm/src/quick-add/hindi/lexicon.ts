/**
 * The Hindi words Quick Add reads, as a Hindi speaker types them in Devanagari. Spellings vary in
 * everyday typing — with or without nukta (रोज़/रोज, हफ़्ते/हफ्ते), anusvara or chandrabindu
 * (पांच/पाँच), a nasal consonant or anusvara (दिसम्बर/दिसंबर) — so every word is matched leniently
 * (`lenient`), and the text keeps its own spelling for the title.
 */
import type { DayPeriod } from '../reading';
import type { Weekday } from '../recurrence-text';

/**
 * Is the message Hindi? Its script decides, whatever the browser's language: more Devanagari letters than
 * Latin ones ('कल 3pm पर रिव्यू' is Hindi, 'Lunch with राहुल tomorrow at 1' English with a name in Devanagari).
 */
export const isHindi = (text: string): boolean => {
  const devanagari = text.match(/[\u0904-\u0939\u0958-\u0961]/g)?.length ?? 0;
  return devanagari > 0 && devanagari >= (text.match(/[A-Za-z]/g)?.length ?? 0);
};

/** Hindi digits ०–९ as ASCII, one character for one, so indexes into the text stay right. */
export const asciiDigits = (text: string): string => text.replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x0966));

const NUKTA = '\u093C';
/** Consonants typed with a nukta both as one precomposed letter (U+0958–U+095F: क़ ख़ ग़ ज़ ड़ ढ़ फ़ य़) and as letter + nukta. */
const WITH_NUKTA: Record<string, string> = Object.fromEntries(['क', 'ख', 'ग', 'ज', 'ड', 'ढ', 'फ', 'य'].map((c, i) => [c, String.fromCharCode(0x0958 + i)]));
const escape = (c: string) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A regex source for `word` that accepts the usual spelling variants (see above); a space or hyphen in it may be either. */
export function lenient(word: string): string {
  let source = '';
  for (const c of word.normalize('NFD')) {
    if (c === NUKTA) continue;
    if (WITH_NUKTA[c]) source += `(?:${c}${NUKTA}?|${WITH_NUKTA[c]})`;
    else if (c === 'ं' || c === 'ँ') source += '[ंँ]';
    else if (c === ' ' || c === '-') source += '[\\s-]*';
    else source += escape(c);
  }
  return source;
}

/** Word edges for Devanagari (JavaScript's \b knows only ASCII letters): no letter, mark or digit beside. */
export const START = '(?<![\\p{L}\\p{M}\\p{N}])';
export const END = '(?![\\p{L}\\p{M}\\p{N}])';
/** One of the words, whole. */
export const anyOf = (...words: string[]) => `${START}(?:${words.map(lenient).join('|')})${END}`;
const compiled = new WeakMap<object, RegExp[]>();
/** Which of `table`'s entries `said` is (matched leniently; each table's patterns are built once). */
export function lookup<T>(table: [string[], T][], said: string): T | undefined {
  let patterns = compiled.get(table);
  if (!patterns) {
    patterns = table.map(([words]) => new RegExp(`^(?:${words.map(lenient).join('|')})$`, 'u'));
    compiled.set(table, patterns);
  }
  const i = patterns.findIndex((pattern) => pattern.test(said));
  return i < 0 ? undefined : table[i]![1];
}
const keys = <T>(table: [string[], T][]) => table.flatMap(([words]) => words);

/** Weekdays with वार (the short सोम, मंगल… are also words: Mars, auspicious). */
export const WEEKDAY_WORDS: [string[], Weekday][] = [
  [['सोमवार'], 'MO'],
  [['मंगलवार'], 'TU'],
  [['बुधवार'], 'WE'],
  [['गुरुवार', 'गुरूवार', 'बृहस्पतिवार', 'वीरवार'], 'TH'],
  [['शुक्रवार'], 'FR'],
  [['शनिवार'], 'SA'],
  [['रविवार', 'इतवार'], 'SU'],
];
export const WEEKDAY = `(?:${keys(WEEKDAY_WORDS).map(lenient).join('|')})`;

export const MONTH_WORDS: [string[], number][] = [
  [['जनवरी'], 1],
  [['फरवरी'], 2],
  [['मार्च'], 3],
  [['अप्रैल', 'अप्रेल'], 4],
  [['मई'], 5],
  [['जून'], 6],
  [['जुलाई'], 7],
  [['अगस्त'], 8],
  [['सितंबर', 'सितम्बर'], 9],
  [['अक्टूबर', 'अक्तूबर'], 10],
  [['नवंबर', 'नवम्बर'], 11],
  [['दिसंबर', 'दिसम्बर'], 12],
];
export const MONTH = `(?:${keys(MONTH_WORDS).map(lenient).join('|')})`;

/** Numbers said as words: hours ('दो बजे') and lengths ('तीस मिनट'). */
export const NUMBER_WORDS: [string[], number][] = [
  [['एक'], 1],
  [['दो'], 2],
  [['तीन'], 3],
  [['चार'], 4],
  [['पाँच'], 5],
  [['छह', 'छः', 'छै'], 6],
  [['सात'], 7],
  [['आठ'], 8],
  [['नौ'], 9],
  [['दस'], 10],
  [['ग्यारह'], 11],
  [['बारह'], 12],
  [['पंद्रह', 'पन्द्रह'], 15],
  [['बीस'], 20],
  [['पच्चीस'], 25],
  [['तीस'], 30],
  [['चालीस'], 40],
  [['पैंतालीस'], 45],
  [['पचास'], 50],
  [['साठ'], 60],
  [['नब्बे'], 90],
];
/** A number: digits (a decimal for lengths) or a word. */
export const NUMBER = `(?:\\d{1,3}(?:[.,]\\d{1,2})?|${keys(NUMBER_WORDS).map(lenient).join('|')})(?![\\p{L}\\p{M}])`;
export const numberOf = (said: string): number => lookup(NUMBER_WORDS, said) ?? Number(said.replace(',', '.'));

/** Fractions said before a number: साढ़े 9 (9½), सवा 10 (10¼), पौने 11 (10¾); डेढ़ (1½) and ढाई (2½) stand alone. */
export const FRACTION_WORDS: [string[], number][] = [
  [['साढ़े'], 0.5],
  [['सवा'], 0.25],
  [['पौने'], -0.25],
];
export const FRACTION = `(?:${keys(FRACTION_WORDS).map(lenient).join('|')})`;
export const WHOLE_FRACTION_WORDS: [string[], number][] = [
  [['डेढ़'], 1.5],
  [['ढाई'], 2.5],
];
export const WHOLE_FRACTION = `(?:${keys(WHOLE_FRACTION_WORDS).map(lenient).join('|')})`;

export const PERIOD_WORDS: [string[], DayPeriod][] = [
  [['सुबह', 'सुबेह', 'सवेरे', 'प्रातः'], 'morning'],
  [['दोपहर'], 'afternoon'],
  [['शाम'], 'evening'],
  [['रात', 'रात्रि'], 'night'],
];
export const PERIOD = `${START}(?:${keys(PERIOD_WORDS).map(lenient).join('|')})${END}`;

export const HOURS = `(?:${['घंटे', 'घंटा', 'घंटों', 'घण्टे', 'घण्टा'].map(lenient).join('|')})${END}`;
export const MINUTES = `(?:${lenient('मिनट')}|${lenient('मिनिट')})${END}`;
export const O_CLOCK = lenient('बजे');
export const O_CLOCK_AND = lenient('बजकर');
/** Postpositions that go with the words before them: 'सोमवार को', '30 मिनट की', 'शाम को'. */
export const MARKER_TO = `(?:\\s+${lenient('को')}${END})?`;
export const MARKER_OF = `(?:\\s+(?:${lenient('के लिए')}|${lenient('का')}|${lenient('की')}|${lenient('के')})${END})?`;
