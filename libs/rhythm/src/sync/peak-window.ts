/** Minutes in a day: peak windows live on a 24-hour clock and may wrap past midnight. */
export const DAY_MINUTES = 24 * 60;

/** A daily peak-energy window as the profile stores it ('HH:MM' or 'HH:MM:SS'). */
export interface PeakWindow {
  start: string;
  end: string;
}

/** A stretch of the clock in minutes: `start` in [0, 1440), `length` in (0, 1440]. */
export interface ClockSpan {
  start: number;
  length: number;
}

const CLOCK = /^([01]\d|2[0-4]):([0-5]\d)(?::([0-5]\d))?$/;

/** 'HH:MM' or 'HH:MM:SS' → minutes after midnight; '24:00' is accepted as the end of the day. */
export function clockToMinutes(value: string): number {
  const match = CLOCK.exec(value.trim());
  if (!match) throw new Error(`Not a clock time: '${value}'`);
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  if (minutes > DAY_MINUTES) throw new Error(`Not a clock time: '${value}'`);
  return minutes;
}

export function isClockTime(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    clockToMinutes(value);
    return true;
  } catch {
    return false;
  }
}

/** Minutes after midnight → 'HH:MM' (wrapping into one day). */
export function minutesToClock(minutes: number): string {
  const m = ((Math.round(minutes) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/**
 * A peak window as a span of the clock. An end at or before the start wraps past midnight
 * (22:00–02:00 is four hours); equal start and end is an empty window, not a whole day.
 */
export function toClockSpan(window: PeakWindow): ClockSpan {
  const start = clockToMinutes(window.start) % DAY_MINUTES;
  const end = clockToMinutes(window.end) % DAY_MINUTES;
  return { start, length: (end - start + DAY_MINUTES) % DAY_MINUTES };
}

/** 'HH:MM:SS' or 'HH:MM' → 'HH:MM'. */
export function normalizeClock(value: string): string {
  return minutesToClock(clockToMinutes(value));
}

/** The window normalised to 'HH:MM' both ends (profiles may carry seconds). */
export function normalizePeakWindow(window: PeakWindow): PeakWindow {
  return { start: minutesToClock(clockToMinutes(window.start)), end: minutesToClock(clockToMinutes(window.end)) };
}
