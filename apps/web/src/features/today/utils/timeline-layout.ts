import type { RhythmBlock } from '@flow/contracts';
import { MINUTES_PER_DAY, parseClock, parseRange } from '@flow/rhythm';

/** Today's timeline: one vertical axis of the day, minutes from local midnight top to bottom. */

export interface Span {
  start: number;
  end: number;
}

export interface TimelineBlock extends Span {
  theme: string;
  block: RhythmBlock;
}

/** Where an event sits across: lane `lane` of `lanes` side-by-side lanes of its overlap group. */
export interface Placed<T extends Span> {
  item: T;
  lane: number;
  lanes: number;
}

const clampDay = (minutes: number) => Math.min(MINUTES_PER_DAY, Math.max(0, minutes));

/** The day's rhythm blocks on the axis (events come from the schedule itself), clipped to the day, by start. */
export function rhythmSpans(blocks: readonly RhythmBlock[]): TimelineBlock[] {
  const spans: TimelineBlock[] = [];
  for (const block of blocks) {
    if (block.type === 'event') continue;
    const range = parseRange(block.timeRange);
    if (!range) continue;
    const start = clampDay(range.start);
    const end = clampDay(range.end);
    if (end > start) spans.push({ start, end, theme: block.theme, block });
  }
  return spans.sort((a, b) => a.start - b.start);
}

/**
 * Overlapping spans share the width: each group of spans that overlap (directly or through one
 * another) is split into as many lanes as it needs, each span in the first lane free at its start.
 */
export function placeInLanes<T extends Span>(items: readonly T[]): Placed<T>[] {
  const sorted = [...items].sort((a, b) => a.start - b.start || b.end - a.end);
  const placed: Placed<T>[] = [];
  let group: Placed<T>[] = [];
  let laneEnds: number[] = [];
  let groupEnd = -Infinity;
  const closeGroup = () => {
    for (const p of group) p.lanes = laneEnds.length;
    group = [];
    laneEnds = [];
  };
  for (const item of sorted) {
    if (item.start >= groupEnd) closeGroup();
    let lane = laneEnds.findIndex((end) => end <= item.start);
    if (lane === -1) lane = laneEnds.push(item.end) - 1;
    else laneEnds[lane] = item.end;
    const p = { item, lane, lanes: 1 };
    group.push(p);
    placed.push(p);
    groupEnd = Math.max(groupEnd, item.end);
  }
  closeGroup();
  return placed;
}

/** Pixels from the top of the day for a minute. */
export const yOf = (minutes: number, pxPerHour: number) => (clampDay(minutes) / 60) * pxPerHour;

/** A span's box on the axis; never shorter than `minPx` so a 5-minute event can still be tapped. */
export function boxOf(span: Span, pxPerHour: number, minPx = 22): { top: number; height: number } {
  const top = yOf(span.start, pxPerHour);
  return { top, height: Math.max(minPx, yOf(span.end, pxPerHour) - top) };
}

export interface CurvePoint {
  time: string;
  /** Energy on the 1–5 scale. */
  learned: number;
}

/**
 * The energy curve as an SVG path in a `width` × day-height box: time runs down, energy 1 at the left
 * edge and 5 at the right. The day closes where it opened, so the path runs on to 24:00.
 */
export function curvePath(points: readonly CurvePoint[], width: number, pxPerHour: number): string {
  const xy = points
    .map((p) => ({ minutes: parseClock(p.time), energy: p.learned }))
    .filter((p): p is { minutes: number; energy: number } => p.minutes !== null && Number.isFinite(p.energy))
    .sort((a, b) => a.minutes - b.minutes);
  if (xy.length === 0) return '';
  if (xy[xy.length - 1].minutes < MINUTES_PER_DAY) xy.push({ minutes: MINUTES_PER_DAY, energy: xy[0].energy });
  const x = (energy: number) => ((Math.min(5, Math.max(1, energy)) - 1) / 4) * width;
  const round = (n: number) => Math.round(n * 10) / 10;
  return xy.map((p, i) => `${i === 0 ? 'M' : 'L'}${round(x(p.energy))},${round(yOf(p.minutes, pxPerHour))}`).join(' ');
}

/** The span under `now` and the first one starting after it (either may be missing). */
export function nowAndNext<T extends Span>(spans: readonly T[], now: number): { current: T | null; next: T | null } {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  return {
    current: sorted.find((s) => s.start <= now && now < s.end) ?? null,
    next: sorted.find((s) => s.start > now) ?? null,
  };
}

/** A move by pointer or arrow key, in whole `step` minutes, kept inside the day. */
export function movedSpan(span: Span, deltaMinutes: number, step = 15): Span {
  const length = span.end - span.start;
  const snapped = Math.round(deltaMinutes / step) * step;
  const start = Math.min(MINUTES_PER_DAY - length, Math.max(0, span.start + snapped));
  return { start, end: start + length };
}

/** The pixels a pointer moved as minutes on the axis. */
export const minutesOfDrag = (deltaPx: number, pxPerHour: number) => (deltaPx / pxPerHour) * 60;

/**
 * What booking into a block fills in: its start (or, for the block under way, the next quarter hour
 * from now) to its end.
 */
export function bookingSpan(block: Span, now: number | null, step = 15): Span | null {
  const start = now !== null && now > block.start ? Math.ceil(now / step) * step : block.start;
  return block.end - start >= step ? { start, end: block.end } : null;
}
