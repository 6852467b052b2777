import type { DayRhythm } from '@flow/contracts';
import { dayModelOf } from '../day-model/day-model';
import { addDays, instantOf, localMinuteOf } from '../time';
import { clockToMinutes, minutesToClock, type PeakWindow } from './peak-window';
import type { SyncResult } from './sync-score';

/**
 * Sync on real time: each person's peak at their own place of the day, compared as instants, so a
 * Mumbai 09:00–14:00 and a London 09:00–14:00 do not meet (03:30–08:30 London is the other's night).
 */

export interface PeakInterval {
  start: number;
  end: number;
}

/** Each day's peakWindow from the day model (what daily-flow shows that person for that date). */
export function peaksOfDays(days: readonly DayRhythm[]): PeakInterval[] {
  return days
    .map((d) => dayModelOf(d.date, d.timeZone, d.rhythmBlocks).peakWindow)
    .map((w) => ({ start: Date.parse(w.start), end: Date.parse(w.end) }))
    .sort((a, b) => a.start - b.start);
}

/** A clock window ('09:00'–'13:00') placed on the local dates around `now` in a zone (when no rhythm is known). */
export function peaksFromClock(window: PeakWindow, timeZone: string, now: Date): PeakInterval[] {
  const today = localMinuteOf(now, timeZone).date;
  const start = clockToMinutes(window.start);
  let end = clockToMinutes(window.end);
  if (end <= start) end += 1440;
  return [-1, 0, 1]
    .map((d) => addDays(today, d))
    .map((date) => ({ start: Date.parse(instantOf(date, start, timeZone)), end: Date.parse(instantOf(date, end, timeZone)) }));
}

/** The peak of the viewer's today (the one starting on their local date), else the first one. */
export function peakOn(peaks: readonly PeakInterval[], timeZone: string, now: Date): PeakInterval | null {
  const today = localMinuteOf(now, timeZone).date;
  return peaks.find((p) => localMinuteOf(new Date(p.start), timeZone).date === today) ?? peaks[0] ?? null;
}

/** The peak window as the person's own wall clock shows it. */
export function peakClock(peak: PeakInterval, timeZone: string): PeakWindow {
  return {
    start: minutesToClock(localMinuteOf(new Date(peak.start), timeZone).minutes),
    end: minutesToClock(localMinuteOf(new Date(peak.end), timeZone).minutes),
  };
}

/**
 * Spec 9 on instants: the real overlap of my today's peak with the other's peaks, over the shorter
 * peak, as a percent (null without overlap); `sharedPeak` in the viewer's wall clock.
 */
export function syncOnInstants(mine: PeakInterval, theirs: readonly PeakInterval[], viewerZone: string): SyncResult {
  const pieces = theirs
    .map((t) => ({ start: Math.max(mine.start, t.start), end: Math.min(mine.end, t.end), length: t.end - t.start }))
    .filter((p) => p.end > p.start);
  const overlapMinutes = Math.round(pieces.reduce((sum, p) => sum + (p.end - p.start), 0) / 60_000);
  if (overlapMinutes === 0) return { score: null, overlapMinutes: 0, sharedPeak: [] };
  const theirLength = Math.max(...pieces.map((p) => p.length));
  const shorter = Math.min(mine.end - mine.start, theirLength) / 60_000;
  return {
    score: Math.min(100, Math.max(1, Math.round((overlapMinutes / shorter) * 100))),
    overlapMinutes,
    sharedPeak: pieces.map((p) => peakClock(p, viewerZone)),
  };
}
