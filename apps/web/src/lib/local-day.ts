import { addDays, localMinuteOf, type LocalNow } from '@flow/rhythm';
import { DateTime } from 'luxon';
import { browserLocale, hour12Of } from './clock-preference';

/**
 * The user's local day in the browser. Dates are 'YYYY-MM-DD' in the user's zone (the profile's,
 * else the browser's), so the browser and the services agree on what "today" is.
 */

export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export function isValidTimeZone(zone: string | null | undefined): zone is string {
  return Boolean(zone) && DateTime.local().setZone(zone!).isValid;
}

/** The local date and minute of `now` in a zone. */
export const localNow = (zone: string, now: Date = new Date()): LocalNow => localMinuteOf(now, zone);

export const todayIn = (zone: string, now: Date = new Date()): string => localNow(zone, now).date;

/** Dates and weekday names in the browser's locale (its date order); the spec's fixed texts stay English. */
const day = (date: string) => DateTime.fromISO(date, { zone: 'UTC', locale: browserLocale() });

/** 'Monday, April 15, 2026' (weekday, month day, year). */
export const formatLongDate = (date: string) => day(date).toLocaleString({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

/** 'Tue, Apr 16' */
export const formatShortDate = (date: string) => day(date).toLocaleString({ weekday: 'short', month: 'short', day: 'numeric' });

/** 'Apr 16, 2026' */
export const formatMediumDate = (date: string) => day(date).toLocaleString({ month: 'short', day: 'numeric', year: 'numeric' });

/** 'Apr 16' */
export const formatMonthDay = (date: string) => day(date).toLocaleString({ month: 'short', day: 'numeric' });

/** 'Apr 13 – Apr 19, 2026' for the week that starts on `monday`. */
export function formatWeekRange(monday: string): string {
  const sunday = addDays(monday, 6);
  return `${formatMonthDay(monday)} – ${formatMonthDay(sunday)}, ${day(sunday).year}`;
}

/** ICU writes a narrow no-break space before AM/PM; plain text is easier to read, copy and search. */
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/** A time of day on the browser locale's clock, or the 12/24-hour clock chosen in Preferences ('10:00 AM', '10:00'). */
export const formatTime = (time: DateTime): string =>
  plainSpaces(time.setLocale(browserLocale()).toLocaleString({ hour: 'numeric', minute: '2-digit', hour12: hour12Of() }));

/** Minutes since midnight → '10:00 AM' (or '10:00', see formatTime). */
export function formatMinutes(minutes: number): string {
  const m = ((Math.round(minutes) % 1440) + 1440) % 1440;
  return formatTime(DateTime.fromObject({ hour: Math.floor(m / 60), minute: m % 60 }, { zone: 'UTC' }));
}

/** An ISO instant with an offset, as the wall time at that offset ('2026-11-22T06:49:08+05:30' → '6:49 AM'). */
export const formatOffsetTime = (iso: string): string => formatTime(DateTime.fromISO(iso, { setZone: true }));

/** The instants that bound local days [from, from + days) in a zone. */
export function dayRange(date: string, zone: string, days = 1): { from: string; to: string } {
  const start = DateTime.fromISO(date, { zone }).startOf('day');
  return { from: start.toUTC().toISO()!, to: start.plus({ days }).toUTC().toISO()! };
}

/** The instants that bound a run of local days, each day in its own zone (a week across a trip). */
export function daysRange(dates: readonly string[], zoneOf: (date: string) => string): { from: string; to: string } {
  const ranges = dates.map((date) => dayRange(date, zoneOf(date)));
  return { from: ranges.map((r) => r.from).sort()[0]!, to: ranges.map((r) => r.to).sort().at(-1)! };
}

/** The ISO instant of a local wall-clock time, with the zone's offset. */
export const instantAt = (date: string, minutes: number, zone: string) =>
  DateTime.fromISO(date, { zone }).startOf('day').plus({ minutes }).toISO({ suppressMilliseconds: true })!;

/** 'HH:MM' → minutes, or null. */
export function clockMinutes(clock: string | null | undefined): number | null {
  const m = clock ? /^(\d{1,2}):(\d{2})/.exec(clock) : null;
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}
