/**
 * A clean event title from what is left of the message once the date, time and duration words
 * are cut out: no request phrasing ('schedule a', 'remind me to'), no dangling 'at'/'on'/'for'
 * where a date was, first letter capitalised.
 */
const LEADING_REQUEST = new RegExp(
  '^(?:(?:please|pls|hey|ok|okay|can you|could you|would you|will you)[\\s,]+)*' +
    "(?:(?:schedule|add|create|set up|setup|put in|put|arrange|organi[sz]e|remind me to|remind me of|remind me about|i need to|i have to|i must|i want to|i'd like to|i would like to|i'm going to|i am going to|i have|i've got|we have|we need to|let's|lets|let us|we should|time to|time for|book(?=\\s+(?:a|an|me|in|time|some)\\b)|block(?:\\s+(?:out|off))?(?:\\s+(?:some\\s+)?time)?)\\s+)?" +
    '(?:(?:me|in|some)\\s+)?(?:(?:a|an|my|some)\\s+)?(?:time\\s+for\\s+|time\\s+to\\s+)?',
  'i',
);
const TRAILING_NOISE = /(?:[\s,;:.!?-]|\bplease\b|\bpls\b|\bthanks\b)+$/i;
/** Words that only made sense in front of the date or time that was cut out after them. */
const DANGLING_BEFORE_CUT = /(?:[\s,;:-]|(?<!-)\b(?:on|at|for|from|by|before|after|this|next|in|around|about|starting|until|till|the|of|between)\b)+$/i;
const DANGLING_AFTER_CUT = /^[\s,;:-]+/;
/** A preposition left in front once the request words went: 'block 2 hours for deep work'. */
const LEADING_PREPOSITION = /^(?:for|at|on|to)\s+/i;

/** `text` with the `cuts` (index and length) removed, and the words they leave dangling. */
export function cleanTitle(text: string, cuts: { index: number; length: number }[]): string {
  const ordered = [...cuts].sort((a, b) => a.index - b.index);
  const pieces: string[] = [];
  let position = 0;
  for (const cut of ordered) {
    // A cut that overlaps what was already cut (or the connector after it) only moves on past its end.
    if (cut.index < position) {
      position = Math.max(position, cut.index + cut.length);
      continue;
    }
    pieces.push(text.slice(position, cut.index).replace(DANGLING_BEFORE_CUT, ''));
    position = cut.index + cut.length;
    // What follows a cut ('tomorrow at | with Sam') loses a leading connector word.
    const rest = text.slice(position);
    position += rest.length - rest.replace(DANGLING_AFTER_CUT, '').length;
  }
  pieces.push(text.slice(position));
  let title = pieces
    .map((p) => p.trim())
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  title = title
    .replace(LEADING_REQUEST, '')
    .replace(LEADING_PREPOSITION, '')
    .replace(TRAILING_NOISE, '')
    .replace(/^[\s,;:.!?-]+/, '')
    .trim();
  return title ? title[0]!.toUpperCase() + title.slice(1) : '';
}
