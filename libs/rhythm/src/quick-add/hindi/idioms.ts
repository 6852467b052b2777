/**
 * Times of day said in Hindi instead of a clock time, at the English idioms' fixed starts
 * (time-idioms.ts): सुबह-सुबह / सुबह सवेरे 07:00 (early morning) · ऑफ़िस / काम से पहले 08:00 (before
 * work) · सबसे पहले 09:00 (first thing) · लंच से पहले 11:00 · लंच में / लंच के समय 12:30 · लंच के बाद
 * 13:30 · दिन के अंत में 17:00 (end of day) · ऑफ़िस / काम के बाद 17:30 (after work) · डिनर / रात के
 * खाने के बाद 20:00. A clock time said with one wins.
 */
import type { Span } from '../reading';
import { END, lenient, START } from './lexicon';

export interface HindiIdiom extends Span {
  minuteOfDay: number;
}

const at = (hour: number, minute = 0) => hour * 60 + minute;
const LUNCH = ['लंच', 'दोपहर के खाने', 'दोपहर के भोजन'];
const WORK = ['ऑफ़िस', 'ऑफिस', 'दफ़्तर', 'काम'];
const DINNER = ['डिनर', 'रात के खाने', 'रात के भोजन', 'खाने'];
const IDIOMS: { said: string[]; minuteOfDay: number }[] = [
  { said: ['सुबह-सुबह', 'सुबह सवेरे', 'तड़के'], minuteOfDay: at(7) },
  { said: WORK.map((w) => `${w} से पहले`), minuteOfDay: at(8) },
  { said: ['सबसे पहले'], minuteOfDay: at(9) },
  { said: LUNCH.map((w) => `${w} से पहले`), minuteOfDay: at(11) },
  { said: ['लंच में', 'लंच के समय', 'लंच टाइम में', 'दोपहर के खाने के समय'], minuteOfDay: at(12, 30) },
  { said: LUNCH.map((w) => `${w} के बाद`), minuteOfDay: at(13, 30) },
  { said: ['दिन के अंत में', 'दिन ख़त्म होने पर', 'शाम तक'], minuteOfDay: at(17) },
  { said: WORK.map((w) => `${w} के बाद`), minuteOfDay: at(17, 30) },
  { said: DINNER.map((w) => `${w} के बाद`), minuteOfDay: at(20) },
];
const PATTERNS = IDIOMS.map((idiom) => ({ ...idiom, regex: new RegExp(`${START}(?:${idiom.said.map(lenient).join('|')})${END}`, 'u') }));

/** The first time-of-day idiom in `text`. */
export function findHindiIdiom(text: string): HindiIdiom | null {
  let best: HindiIdiom | null = null;
  for (const idiom of PATTERNS) {
    const match = idiom.regex.exec(text);
    if (match && (!best || match.index < best.index)) best = { index: match.index, length: match[0].length, minuteOfDay: idiom.minuteOfDay };
  }
  return best;
}
