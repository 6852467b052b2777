/** Minutes in a day: peak windows live on a 24-hour clock and may wrap past midnight. */
export const MINUTES_PER_DAY = 24 * 60;

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
export function parseClock(value: string): number {
  const match = CLOCK.exec(value.trim());
  if (!match) throw new Error(`Not a clock time: '${value}'`);
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  if (minutes > MINUTES_PER_DAY) throw new Error(`Not a clock time: '${value}'`);
  return minutes;
}

export function isClock(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    parseClock(value);
    return true;
  } catch {
    return false;
  }
}

/** Minutes after midnight → 'HH:MM' (wrapping into one day). */
export function formatClock(minutes: number): string {
  const m = ((Math.round(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/**
 * A peak window as a span of the clock. An end at or before the start wraps past midnight
 * (22:00–02:00 is four hours); equal start and end is an empty window, not a whole day.
 */
export function toClockSpan(window: PeakWindow): ClockSpan {
  const start = parseClock(window.start) % MINUTES_PER_DAY;
  const end = parseClock(window.end) % MINUTES_PER_DAY;
  return { start, length: (end - start + MINUTES_PER_DAY) % MINUTES_PER_DAY };
}

/** The window normalised to 'HH:MM' both ends (profiles may carry seconds). */
export function normalizePeakWindow(window: PeakWindow): PeakWindow {
  return { start: formatClock(parseClock(window.start)), end: formatClock(parseClock(window.end)) };
}
