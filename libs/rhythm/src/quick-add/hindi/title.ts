/**
 * A Hindi title from what is left once the day, time, length and repeat are cut out. Hindi puts its
 * postpositions after the word they belong to, so a को, पर, से, तक, के लिए or का/की/के left at the start
 * of a piece after a cut belonged to the cut words ('सोमवार को', '10 बजे से 12 बजे तक', '30 मिनट की');
 * inside the title they stay ('मम्मी को फ़ोन करना', 'राहुल के साथ बैठक'). Request words go too:
 * कृपया / मुझे … है / जोड़ें / याद दिलाना.
 */
import type { Span } from '../reading';
import { END, lenient } from './lexicon';

const any = (...words: string[]) => words.map(lenient).join('|');
const DANGLING_AFTER_CUT = new RegExp(`^(?:[\\s,;:।-]|(?:${any('के लिए', 'को', 'पर', 'से', 'तक', 'में', 'का', 'की', 'के')})${END})*`, 'u');
const LEADING_REQUEST = new RegExp(
  `^(?:(?:${any('कृपया', 'प्लीज़', 'मुझे', 'हमें', 'मेरी', 'मेरा', 'मेरे', 'हमारी', 'हमारा', 'हमारे', 'याद दिलाना कि', 'याद दिलाएँ कि')})${END}\\s*)+`,
  'u',
);
const TRAILING_REQUEST = new RegExp(
  `(?:\\s*[,;:.!?।-]|\\s+(?:${any(
    'है',
    'हैं',
    'होगा',
    'होगी',
    'जोड़ें',
    'जोड़ो',
    'जोड़ दें',
    'जोड़ दो',
    'शेड्यूल करें',
    'शेड्यूल करो',
    'शेड्यूल कर दो',
    'रखें',
    'रखो',
    'रख दो',
    'रख दें',
    'बुक करें',
    'बुक करो',
    'सेट करें',
    'सेट करो',
    'याद दिलाएँ',
    'याद दिलाना',
    'याद दिला देना',
    'याद दिला दो',
    'कृपया',
    'प्लीज़',
  )})${END})+$`,
  'u',
);

export function cleanHindiTitle(text: string, cuts: Span[]): string {
  const ordered = [...cuts].sort((a, b) => a.index - b.index);
  const pieces: string[] = [];
  let position = 0;
  for (const cut of ordered) {
    if (cut.index < position) {
      position = Math.max(position, cut.index + cut.length);
      continue;
    }
    pieces.push(text.slice(position, cut.index));
    position = cut.index + cut.length;
    const rest = text.slice(position);
    position += rest.length - rest.replace(DANGLING_AFTER_CUT, '').length;
  }
  pieces.push(text.slice(position));
  return pieces
    .map((p) => p.trim())
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, ' ')
    .replace(LEADING_REQUEST, '')
    .replace(TRAILING_REQUEST, '')
    .replace(new RegExp(`^(?:[\\s,;:।-]|(?:${any('को', 'पर', 'से', 'के लिए')})${END})+`, 'u'), '')
    .trim();
}
