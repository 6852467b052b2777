import type { DayRhythm } from '@flow/contracts';
import { DateTime } from 'luxon';
import { batchingReason } from '../slots';
import { minutesFromLocalMidnight, type MinuteRange } from '../time';
import { clockToMinutes } from './peak-window';

/** A span of instants as minutes of the viewer's local `date`. */
const local = (span: { start: number; end: number }, timeZone: string, date: string): MinuteRange => ({
  start: minutesFromLocalMidnight(new Date(span.start), date, timeZone),
  end: minutesFromLocalMidnight(new Date(span.end), date, timeZone),
});

/** Spec 2 (Day view): blocks of intensity 0.7 or more are the bookable high-energy ones. */
export const SHARED_WINDOW_MIN_INTENSITY = 0.7;
const GRID_MINUTES = 30;
const MINUTE = 60_000;

export interface BusyTime {
  start: string;
  end: string;
}

/** One person's side: their rhythm for the days in question, and when their FLOW calendar is busy. */
export interface SharedWindowsPerson {
  days: DayRhythm[];
  busy: BusyTime[];
}

export interface SharedWindowsOptions {
  now: Date;
  /** How far ahead to look (default 7 days). */
  horizonDays?: number;
  /** Length of each proposed window (default 60 minutes). */
  slotMinutes?: number;
  /** Best windows kept per day of `timeZone` (default 3). */
  maxPerDay?: number;
  /** Whose days the windows are grouped by (the viewer's zone). */
  timeZone: string;
}

export interface SharedWindow {
  start: string;
  end: string;
  /** The viewer's local date of the start. */
  date: string;
  /** The lower of the two people's block intensities over the window. */
  intensity: number;
  /** Set when the window sits right next to one of the viewer's meetings (meeting batching). */
  reason?: string;
  /** The window on each person's own wall clock ('HH:MM'), with their zone. */
  localTimes?: { me: LocalSpan; other: LocalSpan };
  /** "14:30 for you, 09:00 for Arjun" in the viewer's clock. */
  text?: string;
}

export interface LocalSpan {
  timeZone: string;
  start: string;
  end: string;
}

interface Segment {
  start: number;
  end: number;
  intensity: number;
}

/** Start and end of a block on its local day; an end at or before the start is on the next day. */
function blockSpan(date: string, timeZone: string, timeRange: string): { start: number; end: number } | null {
  const [from, to] = timeRange.split(/[–-]/);
  if (!from || !to) return null;
  const startMinutes = clockToMinutes(from);
  const endMinutes = clockToMinutes(to);
  const day = DateTime.fromISO(date, { zone: timeZone });
  if (!day.isValid) return null;
  const at = (minutes: number, plusDays: number) =>
    day
      .plus({ days: plusDays + Math.floor(minutes / 1440) })
      .set({ hour: Math.floor((minutes % 1440) / 60), minute: minutes % 60 })
      .toMillis();
  const start = at(startMinutes, 0);
  const end = at(endMinutes, endMinutes <= startMinutes ? 1 : 0);
  return end > start ? { start, end } : null;
}

/** A person's high-energy time as sorted, non-overlapping segments. */
function highEnergySegments(days: DayRhythm[]): Segment[] {
  const segments: Segment[] = [];
  for (const day of days) {
    for (const block of day.rhythmBlocks) {
      if (block.intensity < SHARED_WINDOW_MIN_INTENSITY || block.type === 'event' || block.type === 'transition') continue;
      const span = blockSpan(day.date, day.timeZone, block.timeRange);
      if (span) segments.push({ ...span, intensity: block.intensity });
    }
  }
  segments.sort((a, b) => a.start - b.start);
  // Days are generated independently: where two overlap (a night block running into the next day), the later start wins.
  for (let i = 0; i + 1 < segments.length; i++) segments[i]!.end = Math.min(segments[i]!.end, segments[i + 1]!.start);
  return segments.filter((s) => s.end > s.start);
}

function intersect(a: Segment[], b: Segment[]): Segment[] {
  const out: Segment[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const start = Math.max(a[i]!.start, b[j]!.start);
    const end = Math.min(a[i]!.end, b[j]!.end);
    if (end > start) out.push({ start, end, intensity: Math.min(a[i]!.intensity, b[j]!.intensity) });
    if (a[i]!.end < b[j]!.end) i++;
    else j++;
  }
  return out;
}

function subtractBusy(segments: Segment[], busy: { start: number; end: number }[]): Segment[] {
  let rest = segments;
  for (const b of busy) {
    rest = rest.flatMap((s) => {
      if (b.end <= s.start || b.start >= s.end) return [s];
      const pieces: Segment[] = [];
      if (b.start > s.start) pieces.push({ ...s, end: b.start });
      if (b.end < s.end) pieces.push({ ...s, start: b.end });
      return pieces;
    });
  }
  return rest;
}

/** The lowest intensity over [start, end) if the segments cover it without a gap, else null. */
function coveredIntensity(segments: Segment[], start: number, end: number): number | null {
  let cursor = start;
  let intensity = Infinity;
  for (const s of segments) {
    if (s.end <= cursor) continue;
    if (s.start > cursor) return null;
    intensity = Math.min(intensity, s.intensity);
    cursor = s.end;
    if (cursor >= end) return intensity;
  }
  return null;
}

/**
 * The best times for two people to meet: windows of `slotMinutes` on the half-hour grid where both
 * are in high-energy rhythm blocks and both FLOW calendars are free, from `now` to the horizon.
 * Per day of the viewer's zone, the `maxPerDay` most energetic non-overlapping windows are kept
 * (earlier first on ties); the result is in time order.
 */
export function bestSharedWindows(a: SharedWindowsPerson, b: SharedWindowsPerson, options: SharedWindowsOptions): SharedWindow[] {
  const slot = (options.slotMinutes ?? 60) * MINUTE;
  const from = options.now.getTime();
  const to = from + (options.horizonDays ?? 7) * 86_400_000;
  const busy = [...a.busy, ...b.busy].map((t) => ({ start: Date.parse(t.start), end: Date.parse(t.end) })).filter((t) => t.end > t.start);
  const shared = subtractBusy(intersect(highEnergySegments(a.days), highEnergySegments(b.days)), busy)
    .map((s) => ({ ...s, start: Math.max(s.start, from), end: Math.min(s.end, to) }))
    .filter((s) => s.end > s.start)
    .sort((x, y) => x.start - y.start);

  const candidates: SharedWindow[] = [];
  const grid = GRID_MINUTES * MINUTE;
  const seen = new Set<number>();
  for (const segment of shared) {
    for (let start = Math.ceil(segment.start / grid) * grid; start + slot <= to; start += grid) {
      if (start >= segment.end) break;
      if (seen.has(start)) continue;
      const intensity = coveredIntensity(shared, start, start + slot);
      if (intensity === null) continue;
      seen.add(start);
      candidates.push({
        start: new Date(start).toISOString(),
        end: new Date(start + slot).toISOString(),
        date: DateTime.fromMillis(start, { zone: options.timeZone }).toISODate()!,
        intensity,
      });
    }
  }

  // Meeting batching: every candidate fits both rhythms, so one right next to a meeting of either
  // person ranks first and keeps their longer stretches whole.
  const aBusy = a.busy.map((t) => ({ start: Date.parse(t.start), end: Date.parse(t.end) }));
  const touching = (list: { start: number; end: number }[], w: SharedWindow) =>
    list.find((t) => t.end === Date.parse(w.start) || t.start === Date.parse(w.end));
  for (const w of candidates) {
    const mine = touching(aBusy, w);
    if (mine)
      w.reason = batchingReason(local(mine, options.timeZone, w.date), local({ start: Date.parse(w.start), end: Date.parse(w.end) }, options.timeZone, w.date));
  }
  const batched = (w: SharedWindow) => Number(w.reason !== undefined || touching(busy, w) !== undefined);

  const maxPerDay = options.maxPerDay ?? 3;
  const chosen: SharedWindow[] = [];
  const ranked = [...candidates].sort((x, y) => batched(y) - batched(x) || y.intensity - x.intensity || Date.parse(x.start) - Date.parse(y.start));
  for (const candidate of ranked) {
    const sameDay = chosen.filter((c) => c.date === candidate.date);
    if (sameDay.length >= maxPerDay) continue;
    if (sameDay.some((c) => c.start < candidate.end && candidate.start < c.end)) continue;
    chosen.push(candidate);
  }
  return chosen.sort((x, y) => Date.parse(x.start) - Date.parse(y.start));
}
