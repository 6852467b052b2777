/**
 * Times of day people say instead of a clock time, with the start each one stands for (the parser has
 * no view of the person's day, so these are fixed, documented defaults):
 *   'early morning' 07:00 · 'before work' 08:00 · 'first thing' 09:00 · 'mid-morning' 10:30 ·
 *   'late morning' / 'before lunch' 11:00 · 'at lunch(time)' 12:30 · 'over lunch' 12:30 for an hour ·
 *   'early afternoon' 13:00 · 'after lunch' 13:30 · 'mid-afternoon' 15:00 · 'late afternoon' 16:00 ·
 *   'end of (the) day' / 'EOD' / 'close of business' / 'COB' 17:00 · 'after work' 17:30 · 'after dinner' 20:00.
 * A clock time said with one wins ('after lunch at 2pm'). At the start of a name ('End of day review',
 * 'Lunchtime yoga') the words are the event's name, not its time.
 */
export interface TimeIdiom {
  index: number;
  length: number;
  minuteOfDay: number;
  /** How long the idiom itself says it lasts ('over lunch': an hour), if it says. */
  minutes: number | null;
}

const at = (hour: number, minute = 0) => hour * 60 + minute;
const IDIOMS: { said: string; minuteOfDay: number; minutes?: number; caseSensitive?: boolean }[] = [
  { said: '(?:as\\s+)?first\\s+thing(?:\\s+in\\s+the\\s+morning)?', minuteOfDay: at(9) },
  { said: '(?:(?:the\\s+)?end|close)\\s+of\\s+(?:the\\s+)?(?:(?:work(?:ing)?|business)\\s+)?day|close\\s+of\\s+business|eod', minuteOfDay: at(17) },
  { said: 'COB', minuteOfDay: at(17), caseSensitive: true },
  { said: 'before\\s+work', minuteOfDay: at(8) },
  { said: 'after\\s+work', minuteOfDay: at(17, 30) },
  { said: 'over\\s+lunch', minuteOfDay: at(12, 30), minutes: 60 },
  { said: '(?:at\\s+)?lunch\\s?time|at\\s+lunch', minuteOfDay: at(12, 30) },
  { said: 'before\\s+lunch', minuteOfDay: at(11) },
  { said: 'after\\s+lunch', minuteOfDay: at(13, 30) },
  { said: 'after\\s+dinner', minuteOfDay: at(20) },
  { said: 'early\\s+morning', minuteOfDay: at(7) },
  { said: 'mid-?\\s?morning', minuteOfDay: at(10, 30) },
  { said: 'late\\s+morning', minuteOfDay: at(11) },
  { said: 'early\\s+afternoon', minuteOfDay: at(13) },
  { said: 'mid-?\\s?afternoon', minuteOfDay: at(15) },
  { said: 'late\\s+afternoon', minuteOfDay: at(16) },
];
const PATTERNS = IDIOMS.map((idiom) => ({ ...idiom, regex: new RegExp(`(?<![\\w-])(?:${idiom.said})(?![\\w-])`, idiom.caseSensitive ? '' : 'i') }));

/** Words after which the idiom still says when ('First thing Monday', 'after work tomorrow'): not a name. */
const SAYS_WHEN_AFTER =
  /^\s*(?:$|[,.;:!?]|(?:at|on|in|by|for|from|to|until|till|with|and|or|tomorrow|today|tonight|this|next|every|each|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun)\b|\d)/i;

/** The first time-of-day idiom in `text` that is not part of the event's name. */
export function findTimeIdiom(text: string): TimeIdiom | null {
  let best: TimeIdiom | null = null;
  for (const idiom of PATTERNS) {
    const match = idiom.regex.exec(text);
    if (!match) continue;
    const namesTheEvent = text.slice(0, match.index).trim() === '' && !SAYS_WHEN_AFTER.test(text.slice(match.index + match[0].length));
    if (namesTheEvent) continue;
    if (!best || match.index < best.index)
      best = { index: match.index, length: match[0].length, minuteOfDay: idiom.minuteOfDay, minutes: idiom.minutes ?? null };
  }
  return best;
}
