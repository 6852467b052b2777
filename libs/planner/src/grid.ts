import { instantOf } from '@flow/rhythm';
import { ENERGY_FIT } from './energy';
import { type EnergyNeed, type Interval, type PlannerDay, WINDOW_KINDS, type WindowKind } from './types';

/** Plans are laid on a 15-minute grid of each local day (92 or 100 slots on DST days). */
export const SLOT_MINUTES = 15;
export const SLOT_MS = SLOT_MINUTES * 60_000;
const DAY_MS = 86_400_000;

export const FREE = 0;
/** Sleep, quiet hours, the past. */
export const CLOSED = 1;
/** An event or external busy time. */
export const BUSY = 2;
/** A planned item. */
export const ITEM = 3;

const STEADY = WINDOW_KINDS.indexOf('steady');

export interface DayGrid {
  day: PlannerDay;
  index: number;
  slots: number;
  state: Uint8Array;
  /** Index into day.windows, -1 where no window is. */
  windowAt: Int16Array;
  kindAt: Uint8Array;
  /** Free slots in a row from each slot on. */
  run: Uint16Array;
  fitPrefix: Partial<Record<EnergyNeed, Float64Array>>;
}

const slotFloor = (grid: { day: PlannerDay }, t: number) => Math.floor((t - grid.day.start) / SLOT_MS);
const slotCeil = (grid: { day: PlannerDay }, t: number) => Math.ceil((t - grid.day.start) / SLOT_MS);

export function buildGrid(day: PlannerDay, index: number, busy: readonly Interval[], now: number): DayGrid {
  const slots = Math.round((day.end - day.start) / SLOT_MS);
  const grid: DayGrid = {
    day,
    index,
    slots,
    state: new Uint8Array(slots),
    windowAt: new Int16Array(slots).fill(-1),
    kindAt: new Uint8Array(slots).fill(STEADY),
    run: new Uint16Array(slots + 1),
    fitPrefix: {},
  };
  day.windows.forEach((w, wi) => {
    const kind = WINDOW_KINDS.indexOf(w.kind);
    const from = Math.max(0, Math.round((w.start - day.start) / SLOT_MS));
    const to = Math.min(slots, Math.round((w.end - day.start) / SLOT_MS));
    for (let i = from; i < to; i++) {
      grid.windowAt[i] = wi;
      grid.kindAt[i] = kind;
    }
  });
  for (const u of day.unavailable) mark(grid, u, CLOSED);
  for (const b of busy) if (b.end > day.start && b.start < day.end) mark(grid, b, BUSY);
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

export function updateRuns(grid: DayGrid): void {
  grid.run[grid.slots] = 0;
  for (let i = grid.slots - 1; i >= 0; i--) grid.run[i] = grid.state[i] === FREE ? grid.run[i + 1] + 1 : 0;
}

export function fitPrefix(grid: DayGrid, need: EnergyNeed): Float64Array {
  let prefix = grid.fitPrefix[need];
  if (!prefix) {
    prefix = new Float64Array(grid.slots + 1);
    const fit = ENERGY_FIT[need];
    for (let i = 0; i < grid.slots; i++) prefix[i + 1] = prefix[i] + fit[WINDOW_KINDS[grid.kindAt[i]] as WindowKind];
    grid.fitPrefix[need] = prefix;
  }
  return prefix;
}

/** Average fit of `need` over slots [from, from + length). */
export function averageFit(grid: DayGrid, need: EnergyNeed, from: number, length: number): number {
  const p = fitPrefix(grid, need);
  return (p[from + length] - p[from]) / length;
}

export const slotStart = (grid: DayGrid, i: number): number => grid.day.start + i * SLOT_MS;

/** The slot range [from, to) of the day that lies inside [lo, hi). */
export function slotRange(grid: DayGrid, lo: number, hi: number): { from: number; to: number } {
  return { from: Math.max(0, slotCeil(grid, lo)), to: Math.min(grid.slots, slotFloor(grid, hi)) };
}

/** The instant of a local wall-clock minute of the day (luxon only on DST days, the rare slow path). */
export function localInstant(day: PlannerDay, minutes: number, timeZone: string): number {
  if (day.end - day.start === DAY_MS) return day.start + minutes * 60_000;
  return Date.parse(instantOf(day.date, minutes, timeZone));
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
