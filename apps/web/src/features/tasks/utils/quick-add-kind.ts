import type { CreateHabitRequest, EnergyNeed, HabitDay } from '@flow/contracts';

/**
 * How the main Quick Add reads a sentence: a task ("Write the board report, 2 hours, by Friday": a
 * deadline and no clock time), a habit ("Run 30 minutes every morning": it repeats, no clock time
 * beyond its window) or, as before, an event. Only a clear task or habit leaves the event flow; the
 * server then parses the task itself (POST /api/tasks/parse, the planner's parser).
 */
export type QuickAddKind = 'task' | 'habit' | 'event';

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const DAY_CODES: HabitDay[] = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
/** The planner's deadline words (libs/planner parse-task). */
const DEADLINE = new RegExp(
  `\\b(?:by|before|due(?: on| by)?)\\s+(?:today|tonight|tomorrow|end of (?:the )?week|next week|${WEEKDAYS.join('|')}|\\d{4}-\\d{2}-\\d{2})\\b`,
  'i',
);
const CLOCK = /\b(?:at\s+\d{1,2}(?::\d{2})?\s*(?:am|pm)?|\d{1,2}:\d{2}|\d{1,2}\s*(?:am|pm))\b/i;
const NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, once: 1, twice: 2 };
const TIMES_A_WEEK = /\b(\d|one|two|three|four|five|six|seven|once|twice)(?:\s*(?:x|times))?\s*(?:a|per)\s*week\b/i;
const EVERY = new RegExp(
  `\\b(?:every|each)\\s+(day|morning|afternoon|evening|night|weekday|${WEEKDAYS.join('|')})s?\\b|\\b(daily)\\b|\\b(?:on\\s+)?(weekdays)\\b`,
  'i',
);
const WINDOW = /\b(?:between\s+|from\s+)?(\d{1,2})(?::(\d{2}))?\s*(am|pm)?\s*(?:-|–|to|and)\s*(\d{1,2})(?::(\d{2}))?\s*(am|pm)?\b/i;
const DURATION = /\b(\d+|an?|one|two|half an?)\s*(hours?|hrs?|h|minutes?|mins?)\b/i;
/** Part-of-day windows a habit keeps to when no clock range is given. */
const PARTS: Record<string, { start: string; end: string }> = {
  morning: { start: '06:00', end: '09:00' },
  afternoon: { start: '13:00', end: '17:00' },
  evening: { start: '18:00', end: '21:00' },
  night: { start: '20:00', end: '22:00' },
};
const ANY_TIME = { start: '08:00', end: '20:00' };
const ENERGY: [EnergyNeed, RegExp][] = [
  ['physical', /\b(run|gym|walk|yoga|workout|swim|ride|cycle|stretch|exercise)/i],
  ['social', /\b(call|meet|coffee|chat)/i],
  ['admin', /\b(e-?mails?|inbox|admin|bills?)/i],
  ['creative', /\b(write|sketch|draw|paint|journal|music|practi[cs]e)/i],
];

const repeats = (text: string) => TIMES_A_WEEK.test(text) || EVERY.test(text);

export function quickAddKind(text: string): QuickAddKind {
  if (repeats(text)) return CLOCK.test(text.replace(WINDOW, ' ')) ? 'event' : 'habit';
  return !CLOCK.test(text) && DEADLINE.test(text) ? 'task' : 'event';
}

const hhmm = (hour: string, minutes: string | undefined, half: string | undefined) => {
  let h = Number(hour) % 24;
  if (half?.toLowerCase() === 'pm' && h < 12) h += 12;
  if (half?.toLowerCase() === 'am' && h === 12) h = 0;
  return `${String(h).padStart(2, '0')}:${minutes ?? '00'}`;
};

/** A habit sentence as the habit to create: how often, its window, duration and energy. */
export function parseHabitText(text: string, untitled = 'New habit'): CreateHabitRequest {
  let rest = ` ${text.trim()} `;
  let durationMinutes = 30;
  const d = DURATION.exec(rest);
  if (d) {
    const amount = /^\d/.test(d[1]) ? Number(d[1]) : /^half/i.test(d[1]) ? 0.5 : (NUMBERS[d[1].toLowerCase()] ?? 1);
    durationMinutes = Math.min(480, Math.max(15, Math.round((/^h/i.test(d[2]) ? amount * 60 : amount) / 5) * 5));
    rest = rest.replace(d[0], ' ');
  }
  let window = ANY_TIME;
  const w = WINDOW.exec(rest);
  if (w) {
    // "6-8am": the second half names both.
    window = { start: hhmm(w[1], w[2], w[3] ?? w[6]), end: hhmm(w[4], w[5], w[6]) };
    rest = rest.replace(w[0], ' ');
  }
  let days: HabitDay[] | null = null;
  let timesPerWeek: number | null = null;
  const t = TIMES_A_WEEK.exec(rest);
  const e = EVERY.exec(rest);
  if (t) {
    timesPerWeek = /^\d/.test(t[1]) ? Math.min(7, Math.max(1, Number(t[1]))) : NUMBERS[t[1].toLowerCase()];
    rest = rest.replace(t[0], ' ');
  } else if (e) {
    const word = (e[1] ?? e[2] ?? e[3]).toLowerCase();
    if (word === 'weekday' || word === 'weekdays') days = DAY_CODES.slice(0, 5);
    else if (WEEKDAYS.includes(word)) days = [DAY_CODES[WEEKDAYS.indexOf(word)]];
    if (!w && PARTS[word]) window = PARTS[word];
    rest = rest.replace(e[0], ' ');
  }
  const title =
    rest
      .replace(/\s*,(\s*,)+/g, ',')
      .replace(/^[\s,;.-]+|[\s,;.-]+$/g, '')
      .replace(/\s{2,}/g, ' ') || untitled;
  return {
    title: title[0].toUpperCase() + title.slice(1),
    durationMinutes,
    window,
    days,
    timesPerWeek,
    flexibilityMinutes: 60,
    energy: ENERGY.find(([, re]) => re.test(title))?.[0] ?? 'focus',
  };
}
