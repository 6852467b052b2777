/**
 * What the English and the Hindi reader of Quick Add share: the shape of one message's reading, the
 * spec's day periods, and the blanking that hides words from a later pass without moving indexes.
 */
export interface Span {
  index: number;
  length: number;
}

/** What one message says. `date` and `startTime` are set only when the message names them. */
export interface Reading {
  title: string;
  date: string | null;
  startTime: string | null;
  minutes: number | null;
  /** RRULE (without 'RRULE:') when the message says it repeats; its first occurrence is `date`. */
  recurrence: string | null;
  /** The date it falls on when it names none (today, or tomorrow once its time has passed). */
  impliedDate: string;
}

export type DayPeriod = 'morning' | 'afternoon' | 'evening' | 'night';
/** Spec section 4 periods, as the start times people mean when they say them (and when each is over). */
export const PERIOD_WINDOWS: Record<DayPeriod, { start: number; end: number }> = {
  morning: { start: 9 * 60, end: 12 * 60 },
  afternoon: { start: 14 * 60, end: 18 * 60 },
  evening: { start: 18 * 60, end: 22 * 60 },
  night: { start: 19 * 60, end: 23 * 60 },
};

/** Words that put an hour without am/pm in the evening ('dinner at 7'). */
export const EVENING_CONTEXT = /\b(?:dinner|supper|drinks?|beers?|party|evening|tonight|night|movie|concert|happy hour)\b/i;

/** `text` with `span` replaced by as many spaces: later passes do not see it, and indexes stay right. */
export const blank = (text: string, span: Span | null): string =>
  span ? text.slice(0, span.index) + ' '.repeat(span.length) + text.slice(span.index + span.length) : text;

export const hhmm = (minuteOfDay: number) => `${String(Math.floor(minuteOfDay / 60)).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`;
