import { CLOSED, type DayTemplate, fitPrefixOf, FREE, SLOT_MS, templateOf } from './day-template';
import type { EnergyNeed, Interval, PlannerDay } from './types';

export { CLOSED, FREE, localInstant, SLOT_MINUTES, SLOT_MS } from './day-template';

/** An event or external busy time. */
export const BUSY = 2;
/** A planned item. */
export const ITEM = 3;

export interface DayGrid {
  day: PlannerDay;
  /** What depends on the day alone (windows, sleep, weekday), shared between plans. */
  template: DayTemplate;
  index: number;
  slots: number;
  state: Uint8Array;
  /** Index into day.windows, -1 where no window is. */
  windowAt: Int16Array;
  /** Free slots in a row from each slot on. */
  run: Uint16Array;
}

const slotFloor = (grid: { day: PlannerDay }, t: number) => Math.floor((t - grid.day.start) / SLOT_MS);
const slotCeil = (grid: { day: PlannerDay }, t: number) => Math.ceil((t - grid.day.start) / SLOT_MS);

/** `busy` sorted by start: the day's share is found without walking the rest. */
export function buildGrid(day: PlannerDay, index: number, busy: readonly Interval[], now: number): DayGrid {
  const template = templateOf(day);
  const slots = template.slots;
  const grid: DayGrid = { day, template, index, slots, state: template.closed.slice(), windowAt: template.windowAt, run: new Uint16Array(slots + 1) };
  for (const b of busy) {
    if (b.start >= day.end) break;
    if (b.end > day.start) mark(grid, b, BUSY);
  }
  // Never in the past: a slot is open only when it starts at or after now.
  const firstOpen = Math.min(slots, Math.max(0, slotCeil(grid, now)));
  for (let i = 0; i < firstOpen; i++) grid.state[i] = CLOSED;
  updateRuns(grid);
  return grid;
}

/** Marks every slot the interval touches (a part-slot counts whole, so nothing overlaps). */
export function mark(grid: DayGrid, iv: Interval, state: number): void {
  const from = Math.max(0, slotFloor(grid, iv.start));
  const to = Math.min(grid.slots, slotCeil(grid, iv.end));
  for (let i = from; i < to; i++) if (grid.state[i] === FREE || state === CLOSED) grid.state[i] = state;
}

/** Recounts the free runs after slots [from, to) changed: only they and the free stretch before them can change. */
export function updateRuns(grid: DayGrid, from = 0, to = grid.slots): void {
  if (to >= grid.slots) grid.run[grid.slots] = 0;
  for (let i = Math.min(to, grid.slots) - 1; i >= 0; i--) {
    if (i < from && grid.state[i] !== FREE) break;
    grid.run[i] = grid.state[i] === FREE ? grid.run[i + 1] + 1 : 0;
  }
}

/** Average fit of `need` over slots [from, from + length). */
export function averageFit(grid: DayGrid, need: EnergyNeed, from: number, length: number): number {
  const p = fitPrefixOf(grid.day, grid.template, need);
  return (p[from + length] - p[from]) / length;
}

export const slotStart = (grid: DayGrid, i: number): number => grid.day.start + i * SLOT_MS;

/** The slot range [from, to) of the day that lies inside [lo, hi). */
export function slotRange(grid: DayGrid, lo: number, hi: number): { from: number; to: number } {
  return { from: Math.max(0, slotCeil(grid, lo)), to: Math.min(grid.slots, slotFloor(grid, hi)) };
}

/** Whether slots [from, from + length) are all free. */
export const isFree = (grid: DayGrid, from: number, length: number): boolean => from >= 0 && from + length <= grid.slots && grid.run[from] >= length;

/** Whether an event or item lies within `buffer` slots of [from, from + length) (no buffer left). */
export function touches(grid: DayGrid, from: number, length: number, buffer: number): boolean {
  for (let k = 1; k <= buffer; k++) {
    const before = from - k >= 0 ? grid.state[from - k] : FREE;
    const after = from + length - 1 + k < grid.slots ? grid.state[from + length - 1 + k] : FREE;
    if (before === BUSY || before === ITEM || after === BUSY || after === ITEM) return true;
  }
  return false;
}

/** The window most of [from, from + length) lies in, -1 when none. */
export function dominantWindow(grid: DayGrid, from: number, length: number): number {
  const counts = new Map<number, number>();
  let best = -1;
  let bestCount = 0;
  for (let i = from; i < from + length && i < grid.slots; i++) {
    const w = grid.windowAt[i];
    const c = (counts.get(w) ?? 0) + 1;
    counts.set(w, c);
    if (c > bestCount) {
      best = w;
      bestCount = c;
    }
  }
  return best;
}
