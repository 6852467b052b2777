import { addDays, localMinuteOf, type LocalNow } from '@flow/rhythm';
import type { DateTime } from 'luxon';
import { inUiLanguage } from './app-language';
import { browserLocale, hour12Of } from './clock-preference';
import { deviceTimeZone } from './device-time-zone';

/**
 * The user's local day in the browser. Dates are 'YYYY-MM-DD' in the user's zone (the profile's,
 * else the browser's), so the browser and the services agree on what "today" is.
 *
 * Written on the browser's own Intl, not luxon: Today and every signed-in page use these, and luxon
 * would add 21 KiB gzip to their first load (issue 20).
 */

export const browserTimeZone = (): string => deviceTimeZone() ?? 'UTC';

/** The local date and minute of `now` in a zone. */
export const localNow = (zone: string, now: Date = new Date()): LocalNow => localMinuteOf(now, zone);

export { todayIn } from '@flow/contracts';

const formats = new Map<string, Intl.DateTimeFormat>();
/** One Intl formatter per locale and options (building one is the costly part). */
function format(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
}

/** Dates and weekday names in the browser's locale (its date order); the spec's fixed texts stay English. */
function formatDay(date: string, options: Intl.DateTimeFormatOptions): string {
  const [y, m, d] = date.split('-').map(Number);
  return inUiLanguage(format(browserLocale(), { ...options, timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d)));
}

/** 'Monday, April 15, 2026' (weekday, month day, year). */
export const formatLongDate = (date: string) => formatDay(date, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

/** 'Tue, Apr 16' */
export const formatShortDate = (date: string) => formatDay(date, { weekday: 'short', month: 'short', day: 'numeric' });

/** 'Apr 16, 2026' */
export const formatMediumDate = (date: string) => formatDay(date, { month: 'short', day: 'numeric', year: 'numeric' });

/** 'Apr 16' */
export const formatMonthDay = (date: string) => formatDay(date, { month: 'short', day: 'numeric' });

/** 'Apr 13 – Apr 19, 2026' for the week that starts on `monday`. */
export function formatWeekRange(monday: string): string {
  const sunday = addDays(monday, 6);
  return `${formatMonthDay(monday)} – ${formatMonthDay(sunday)}, ${sunday.slice(0, 4)}`;
}

/** ICU writes a narrow no-break space before AM/PM; plain text is easier to read, copy and search. */
const plainSpaces = (text: string) => inUiLanguage(text.replace(/[\u202f\u00a0]/g, ' '));

/** `hourCycle: 'h23'` for the 24-hour clock: `hour12: false` writes midnight as 24:00 in some locales (en-US). */
function clockOptions(): Intl.DateTimeFormatOptions {
  const hour12 = hour12Of();
  return { hour: 'numeric', minute: '2-digit', ...(hour12 === false ? { hourCycle: 'h23' } : { hour12 }) };
}

/** A time of day on the browser locale's clock, or the 12/24-hour clock chosen in Preferences ('10:00 AM', '10:00'). */
export const formatTime = (time: DateTime): string => plainSpaces(time.setLocale(browserLocale()).toLocaleString(clockOptions()));

/** Minutes since midnight → '10:00 AM' (or '10:00', see formatTime). */
export function formatMinutes(minutes: number): string {
  const m = ((Math.round(minutes) % 1440) + 1440) % 1440;
  return inUiLanguage(plainSpaces(format(browserLocale(), { ...clockOptions(), timeZone: 'UTC' }).format(Date.UTC(1970, 0, 1, Math.floor(m / 60), m % 60))));
}

/** An ISO instant with an offset, as the wall time at that offset ('2026-11-22T06:49:08+05:30' → '6:49 AM'). */
export function formatOffsetTime(iso: string): string {
  const [, h, m] = /T(\d{2}):(\d{2})/.exec(iso) ?? [];
  return h === undefined ? '' : formatMinutes(Number(h) * 60 + Number(m));
}

/** The zone's offset from UTC at an instant, in minutes (the wall clock read as UTC, less the instant). */
function offsetMinutes(ms: number, zone: string): number {
  const { date, minutes } = localMinuteOf(new Date(ms), zone);
  const [y, mo, d] = date.split('-').map(Number);
  return Math.round((Date.UTC(y, mo - 1, d) + minutes * 60_000 - Math.floor(ms / 60_000) * 60_000) / 60_000);
}

/** The instant of a local midnight in a zone (the first instant of the day where midnight is skipped). */
function startOfDay(date: string, zone: string): number {
  const [y, mo, d] = date.split('-').map(Number);
  const wall = Date.UTC(y, mo - 1, d);
  // Two passes: the offset at a first guess, then at the instant that guess gives (as luxon does).
  const first = wall - offsetMinutes(wall, zone) * 60_000;
  const second = wall - offsetMinutes(first, zone) * 60_000;
  if (first === second) return first;
  // A DST change near midnight: the wall time exists at one of the two offsets; else it was skipped.
  for (const at of [first, second].sort((a, b) => a - b)) if (localMinuteOf(new Date(at), zone).date === date) return at;
  return Math.max(first, second);
}

/** The instants that bound local days [from, from + days) in a zone. */
export function dayRange(date: string, zone: string, days = 1): { from: string; to: string } {
  return { from: new Date(startOfDay(date, zone)).toISOString(), to: new Date(startOfDay(addDays(date, days), zone)).toISOString() };
}

/** The instants that bound a run of local days, each day in its own zone (a week across a trip). */
export function daysRange(dates: readonly string[], zoneOf: (date: string) => string): { from: string; to: string } {
  const ranges = dates.map((date) => dayRange(date, zoneOf(date)));
  return {
    from: ranges.map((r) => r.from).sort()[0]!,
    to: ranges
      .map((r) => r.to)
      .sort()
      .at(-1)!,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The ISO instant of a local wall-clock time, with the zone's offset ('2026-11-25T09:30:00-05:00'). */
export function instantAt(date: string, minutes: number, zone: string): string {
  const ms = startOfDay(date, zone) + minutes * 60_000;
  const offset = offsetMinutes(ms, zone);
  const wall = new Date(ms + offset * 60_000).toISOString().slice(0, 19);
  // luxon's spelling, which these replaced: 'Z' for the zone named UTC, an offset for any other.
  if (/^(utc|gmt)$/i.test(zone)) return `${wall}Z`;
  const sign = offset < 0 ? '-' : '+';
  return `${wall}${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

/** 'HH:MM' → minutes, or null. */
export function clockMinutes(clock: string | null | undefined): number | null {
  const m = clock ? /^(\d{1,2}):(\d{2})/.exec(clock) : null;
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}
