/** Spec section 1: the period of the visitor's local time (hours 6, 10, 14, 18). */
export type Period = 'morning' | 'midday' | 'afternoon' | 'evening';

/**
 * The period of an instant: at `timeZone` when given (the greeting follows the place the day is laid
 * out in, not the browser's zone), else at the browser's local time (the palette).
 */
export function periodOf(date: Date, timeZone?: string): Period {
  const hour = timeZone ? hourIn(date, timeZone) : date.getHours();
  if (hour >= 6 && hour < 10) return 'morning';
  if (hour >= 10 && hour < 14) return 'midday';
  if (hour >= 14 && hour < 18) return 'afternoon';
  return 'evening';
}

// One formatter per zone (creating one costs far more than using it). Plain Intl, not @flow/rhythm's
// clock: this module is in the app shell, and the first load must not carry the rhythm library.
const hourFormats = new Map<string, Intl.DateTimeFormat>();

function hourIn(date: Date, timeZone: string): number {
  let format = hourFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' });
    hourFormats.set(timeZone, format);
  }
  return Number(format.format(date)) % 24;
}
