import type { Planet } from '@flow/contracts';
import { isoWeekday, parseClock } from './time';

/**
 * What the rhythm reads from the day's panchanga: a structural subset of @flow/chart's `Panchanga`, so
 * the chart's answer can be passed as it is. Without one (no place known) only the weekday is used.
 */
export interface DayPanchanga {
  vara: { weekday: string; lord: Planet };
  sunrise: { local: string } | null;
  sunset: { local: string } | null;
  rahuKalam: { start: { local: string }; end: { local: string } } | null;
  tithi?: { fullName: string; number: number };
  nakshatra?: { name: string; lord: Planet };
}

/** Weekday lords, Monday first (the vara of each day of the week). */
export const WEEKDAY_LORDS: readonly Planet[] = ['Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Sun'];
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export interface DayContext {
  date: string;
  weekday: string;
  varaLord: Planet;
  /** Minutes since local midnight, or null when the panchanga is unknown (or the Sun does not rise). */
  sunrise: number | null;
  sunset: number | null;
  rahuKalam: { start: number; end: number } | null;
  tithi: string | null;
  nakshatra: string | null;
}

export function dayContext(date: string, panchanga?: DayPanchanga | null): DayContext {
  const index = isoWeekday(date) - 1;
  const rkStart = parseClock(panchanga?.rahuKalam?.start.local);
  const rkEnd = parseClock(panchanga?.rahuKalam?.end.local);
  return {
    date,
    weekday: WEEKDAY_NAMES[index],
    varaLord: panchanga?.vara.lord ?? WEEKDAY_LORDS[index],
    sunrise: parseClock(panchanga?.sunrise?.local),
    sunset: parseClock(panchanga?.sunset?.local),
    rahuKalam: rkStart !== null && rkEnd !== null && rkEnd > rkStart ? { start: rkStart, end: rkEnd } : null,
    tithi: panchanga?.tithi?.fullName ?? null,
    nakshatra: panchanga?.nakshatra?.name ?? null,
  };
}
