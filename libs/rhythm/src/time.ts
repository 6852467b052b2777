import { wallClockAt } from '@flow/contracts';
import { DateTime } from 'luxon';

/**
 * Clock arithmetic of one local day. Times are minutes since local midnight; a range that ends at or
 * before it starts wraps midnight (the night rest, 22:00–06:00). Ranges are written with an en dash.
 */

export const MINUTES_PER_DAY = 1440;
export const RANGE_DASH = '–';

/** 'H:MM', 'HH:MM' or 'HH:MM:SS' → minutes; null when it is not a clock time. */
export function parseClock(text: string | null | undefined): number | null {
  if (typeof text !== 'string') return null;
  const m = /^\s*(\d{1,2}):(\d{2})(?::\d{2})?\s*$/.exec(text);
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 24 || min > 59 || (h === 24 && min > 0)) return null;
  return h * 60 + min;
}

/** Minutes → 'HH:MM' on a 24-hour clock (1440 and beyond wrap to the next day). */
export function formatClock(minutes: number): string {
  const m = ((Math.round(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** Minutes → '9pm', '8:30pm', '12pm', '12am' (the spec's recovery-time style). */
export function formatClock12(minutes: number): string {
  const m = ((Math.round(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const h = Math.floor(m / 60);
  const suffix = h < 12 ? 'am' : 'pm';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return m % 60 === 0 ? `${h12}${suffix}` : `${h12}:${String(m % 60).padStart(2, '0')}${suffix}`;
}

/** '9pm', '8:30pm', '12am', '21:00' → minutes; null when unreadable. */
export function parseClock12(text: string): number | null {
  const m = /^\s*(\d{1,2})(?::(\d{2}))?\s*(am|pm)\s*$/i.exec(text);
  if (!m) return parseClock(text);
  let h = Number(m[1]);
  const min = Number(m[2] ?? 0);
  if (h < 1 || h > 12 || min > 59) return null;
  if (m[3].toLowerCase() === 'am') h = h === 12 ? 0 : h;
  else h = h === 12 ? 12 : h + 12;
  return h * 60 + min;
}

export interface MinuteRange {
  start: number;
  /** May exceed 1440 when the range runs past midnight. */
  end: number;
}

export function formatRange(start: number, end: number): string {
  return `${formatClock(start)}${RANGE_DASH}${formatClock(end)}`;
}

/** 'HH:MM–HH:MM' (en dash, or a hyphen) → minutes; an end at or before the start runs past midnight. */
export function parseRange(range: string): MinuteRange | null {
  const parts = range.split(/\s*[–-]\s*/);
  if (parts.length !== 2) return null;
  const start = parseClock(parts[0]);
  let end = parseClock(parts[1]);
  if (start === null || end === null) return null;
  if (end <= start) end += MINUTES_PER_DAY;
  return { start, end };
}

/** Whether a clock time lies in a range: start inclusive, end exclusive, wrapping midnight. */
export function rangeContains(range: MinuteRange, minutes: number): boolean {
  const t = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return (t >= range.start && t < range.end) || (t + MINUTES_PER_DAY >= range.start && t + MINUTES_PER_DAY < range.end);
}

/** Minutes from `minutes` to the end of the range that contains it. */
export function minutesUntilEnd(range: MinuteRange, minutes: number): number {
  const t = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return t >= range.start ? range.end - t : range.end - (t + MINUTES_PER_DAY);
}

export function overlapMinutes(a: MinuteRange, b: MinuteRange): number {
  return Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));
}

export const roundTo = (minutes: number, step: number): number => Math.round(minutes / step) * step;
export const clamp = (x: number, lo: number, hi: number): number => Math.min(Math.max(x, lo), hi);

const toMs = (instant: string | Date) => (typeof instant === 'string' ? Date.parse(instant) : instant.getTime());
const dayNumber = (y: number, mo: number, d: number) => Date.UTC(y, mo - 1, d) / 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The local date and minute of an instant in a zone. */
export function localMinuteOf(instant: string | Date, timeZone: string): { date: string; minutes: number } {
  const w = wallClockAt(toMs(instant), timeZone);
  return { date: `${w.year}-${pad(w.month)}-${pad(w.day)}`, minutes: w.hour * 60 + w.minute };
}

/** Minutes from the local midnight of `date` to an instant (negative before, ≥ 1440 after the day). */
export function minutesFromLocalMidnight(instant: string | Date, date: string, timeZone: string): number {
  // Wall-clock minutes, so a day with a DST change still reads 09:00 as 540.
  const w = wallClockAt(toMs(instant), timeZone);
  const [y, mo, d] = date.split('-').map(Number);
  return (dayNumber(w.year, w.month, w.day) - dayNumber(y, mo, d)) * MINUTES_PER_DAY + w.hour * 60 + w.minute + w.second / 60;
}

/**
 * The ISO instant of a local wall-clock time (minutes may run past midnight into the next day). Read
 * on the wall clock, not as minutes after midnight: 09:00 on a DST day is 09:00, the inverse of
 * `minutesFromLocalMidnight`; a time inside a spring-forward gap moves forward by the gap (luxon).
 */
export function instantOf(date: string, minutes: number, timeZone: string): string {
  const days = Math.floor(minutes / MINUTES_PER_DAY);
  const m = minutes - days * MINUTES_PER_DAY;
  const [year, month, day] = addDays(date, days).split('-').map(Number);
  return DateTime.fromObject(
    { year, month, day, hour: Math.floor(m / 60), minute: Math.floor(m % 60), second: Math.floor((m % 1) * 60) },
    { zone: timeZone },
  ).toISO({ suppressMilliseconds: true })!;
}

export function addDays(date: string, days: number): string {
  const [y, mo, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, mo - 1, d + days)).toISOString().slice(0, 10);
}

/** 1 = Monday … 7 = Sunday (ISO). */
export function isoWeekday(date: string): number {
  const [y, mo, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, mo - 1, d)).getUTCDay() || 7;
}

/** 'YYYY-MM-DD' that exists on the calendar. */
export function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const [y, mo, d] = date.split('-').map(Number);
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

/**
 * Remaining time for the current-flow card: minutes and hours for a normal block, days beyond a day,
 * and years and months for long periods (the spec's style), e.g. '45m', '2h 15m', '3d 4h', '1y 2mo'.
 */
export function formatRemaining(totalMinutes: number): string {
  const m = Math.max(0, Math.round(totalMinutes));
  if (m < 60) return `${m}m`;
  if (m < MINUTES_PER_DAY) return m % 60 === 0 ? `${Math.floor(m / 60)}h` : `${Math.floor(m / 60)}h ${m % 60}m`;
  const days = Math.floor(m / MINUTES_PER_DAY);
  if (days < 30) {
    const hours = Math.floor((m % MINUTES_PER_DAY) / 60);
    return hours ? `${days}d ${hours}h` : `${days}d`;
  }
  const months = Math.floor(days / 30.4375);
  if (months < 12) {
    const rest = Math.floor(days - months * 30.4375);
    return rest ? `${months}mo ${rest}d` : `${months}mo`;
  }
  const years = Math.floor(months / 12);
  return months % 12 ? `${years}y ${months % 12}mo` : `${years}y`;
}

// The week's own helpers live here, not in week.ts, so the web's first load takes them without the week's texts.
/** The Monday of the week containing `date`. */
export function startOfWeek(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

/**
 * The week to open from a day (the week view is centred on what is ahead): the day's own week, except
 * on today's Saturday or Sunday, when the week that is almost over has little left and the coming
 * Monday–Sunday (its Monday standup) is what the person plans. Returns a date of the week to show.
 */
export function weekAheadOf(date: string, today: string): string {
  return date === today && isoWeekday(today) >= 6 ? addDays(startOfWeek(today), 7) : date;
}
