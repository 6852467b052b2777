import { MINUTES_PER_DAY, RANGE_DASH } from '../time';

/**
 * How the person reads the clock (profile `clock_format`). Times travel as data and the client writes
 * them; where the server must write a sentence, it writes every time with this one function.
 */
export type ClockFormat = '12h' | '24h';
export const CLOCK_FORMATS: readonly ClockFormat[] = ['12h', '24h'];

/** Minutes since local midnight → '09:00' (24h) or '9:00 AM' (12h). */
export function formatTimeOfDay(minutes: number, clock: ClockFormat = '24h'): string {
  const m = ((Math.round(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const h = Math.floor(m / 60);
  const mm = String(m % 60).padStart(2, '0');
  if (clock === '24h') return `${String(h).padStart(2, '0')}:${mm}`;
  return `${h % 12 === 0 ? 12 : h % 12}:${mm} ${h < 12 ? 'AM' : 'PM'}`;
}

/** '09:00–13:30' or '9:00 AM–1:30 PM'. */
export const formatTimeRange = (start: number, end: number, clock: ClockFormat = '24h'): string =>
  `${formatTimeOfDay(start, clock)}${RANGE_DASH}${formatTimeOfDay(end, clock)}`;

/** Every time written by `formatTimeOfDay` in a text, in either format (for the consistency tests and the client). */
export const TIME_IN_TEXT = /\b(?:(?:1[0-2]|[1-9]):[0-5]\d (?:AM|PM)|(?:[01]\d|2[0-3]):[0-5]\d)\b/g;
