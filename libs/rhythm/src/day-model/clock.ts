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

/** A time written any way the engines write one: '09:00', '9:00', '9pm', '8:30pm', '9:00 AM'. */
const ANY_TIME = /(?<!\d)(?<!\d:)(?:(\d{1,2}):([0-5]\d)(?:\s?([AaPp][Mm]))?|(\d{1,2})\s?([AaPp][Mm]))(?!\d)(?!:\d)(?![A-Za-z])/g;

/** Whether a text names a time of day in any of the engines' ways ('09:00', '9pm', '8:30pm', '9:00 AM'). */
export const namesATime = (text: string): boolean => new RegExp(ANY_TIME.source).test(text);

/**
 * A sentence with every time in it written in one clock: the engines' texts mix '09:00', '9pm' and
 * '9:00 AM'; the person chose one. Numbers that are not times ('1:1', '3d 4h') are left alone.
 */
export function inClock(text: string, clock: ClockFormat): string {
  return text.replace(
    ANY_TIME,
    (whole, h1: string | undefined, m1: string | undefined, ap1: string | undefined, h2: string | undefined, ap2: string | undefined) => {
      let h = Number(h1 ?? h2);
      const m = Number(m1 ?? 0);
      const ap = (ap1 ?? ap2)?.toLowerCase();
      if (ap) {
        if (h < 1 || h > 12) return whole;
        h = ap === 'am' ? h % 12 : (h % 12) + 12;
      } else if (h > 23) {
        return whole;
      }
      return formatTimeOfDay(h * 60 + m, clock);
    },
  );
}
