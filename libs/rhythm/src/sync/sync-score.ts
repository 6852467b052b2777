import { type ClockSpan, minutesToClock, DAY_MINUTES, type PeakWindow, toClockSpan } from './peak-window';

export interface SyncResult {
  /** Overlap of the two peak windows over the shorter window, as a whole percent; null when they do not meet. */
  score: number | null;
  overlapMinutes: number;
  /** Where the two windows meet on the clock ('HH:MM'), in clock order; two pieces when both wrap differently. */
  sharedPeak: PeakWindow[];
}

/** The pieces where two clock spans overlap, trying the second span one day earlier, as is, and one day later. */
function overlapPieces(a: ClockSpan, b: ClockSpan): { start: number; end: number }[] {
  const pieces: { start: number; end: number }[] = [];
  for (const shift of [-DAY_MINUTES, 0, DAY_MINUTES]) {
    const start = Math.max(a.start, b.start + shift);
    const end = Math.min(a.start + a.length, b.start + b.length + shift);
    if (end > start) pieces.push({ start, end });
  }
  return pieces;
}

/**
 * Spec 9: sync score = overlap hours of the two peak windows divided by the shorter window, as a
 * percent. Windows may wrap midnight; no overlap (or an empty window) means no score.
 */
export function syncScore(a: PeakWindow, b: PeakWindow): SyncResult {
  const spanA = toClockSpan(a);
  const spanB = toClockSpan(b);
  const shorter = Math.min(spanA.length, spanB.length);
  if (shorter === 0) return { score: null, overlapMinutes: 0, sharedPeak: [] };
  const pieces = overlapPieces(spanA, spanB);
  const overlapMinutes = pieces.reduce((sum, p) => sum + (p.end - p.start), 0);
  if (overlapMinutes === 0) return { score: null, overlapMinutes: 0, sharedPeak: [] };
  const sharedPeak = pieces
    .map((p) => ({ start: ((p.start % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES, end: p.end }))
    .sort((x, y) => x.start - y.start)
    .map((p) => ({ start: minutesToClock(p.start), end: minutesToClock(p.end) }));
  // A sliver of overlap still counts: never report 0 %, which would read as 'no overlap'.
  return { score: Math.max(1, Math.round((overlapMinutes / shorter) * 100)), overlapMinutes, sharedPeak };
}
