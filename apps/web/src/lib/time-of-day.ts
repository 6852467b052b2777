import { localMinuteOf } from '@flow/rhythm';

/** Spec section 1: the period of the visitor's local time (hours 6, 10, 14, 18). */
export type Period = 'morning' | 'midday' | 'afternoon' | 'evening';

/**
 * The period of an instant: at `timeZone` when given (the greeting follows the place the day is laid
 * out in, not the browser's zone), else at the browser's local time (the palette).
 */
export function periodOf(date: Date, timeZone?: string): Period {
  const hour = timeZone ? Math.floor(localMinuteOf(date, timeZone).minutes / 60) : date.getHours();
  if (hour >= 6 && hour < 10) return 'morning';
  if (hour >= 10 && hour < 14) return 'midday';
  if (hour >= 14 && hour < 18) return 'afternoon';
  return 'evening';
}
