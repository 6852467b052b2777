import { addDays, instantOf, isoWeekday } from '@flow/rhythm';
import { ENERGY_FIT } from './energy';
import { type EnergyNeed, type PlannerDay, WINDOW_KINDS, type WindowKind } from './types';

/** Plans are laid on a 15-minute grid of each local day (92 or 100 slots on DST days). */
export const SLOT_MINUTES = 15;
export const SLOT_MS = SLOT_MINUTES * 60_000;
export const DAY_MS = 86_400_000;

export const FREE = 0;
/** Sleep, quiet hours, the past. */
export const CLOSED = 1;

const STEADY = WINDOW_KINDS.indexOf('steady');
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * What a plan needs of a day that depends on the day alone (its windows, sleep and quiet hours, its
 * weekday): built once per day object and kept while the object lives, so a replan over the same day
 * models rebuilds none of it. Day objects are read, never changed, by the planner and its callers.
 */
export interface DayTemplate {
  slots: number;
  /** Index into day.windows, -1 where no window is. */
  windowAt: Int16Array;
  kindAt: Uint8Array;
  /** FREE or CLOSED per slot before busy time and the past are laid on it. */
  closed: Uint8Array;
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
  weekdayName: string;
  /** The date six days on (a deadline within the week is named by its weekday). */
  weekOn: string;
  fitPrefix: Partial<Record<EnergyNeed, Float64Array>>;
  /** Local wall-clock minute → instant in `instantsZone`, filled on DST days (zone rules are the slow path). */
  instants: Map<number, number>;
  instantsZone: string;
}

const templates = new WeakMap<PlannerDay, DayTemplate>();

export function templateOf(day: PlannerDay): DayTemplate {
  let t = templates.get(day);
  if (!t) {
    t = buildTemplate(day);
    templates.set(day, t);
  }
  return t;
}

function buildTemplate(day: PlannerDay): DayTemplate {
  const slots = Math.round((day.end - day.start) / SLOT_MS);
  const weekday = isoWeekday(day.date);
  const t: DayTemplate = {
    slots,
    windowAt: new Int16Array(slots).fill(-1),
    kindAt: new Uint8Array(slots).fill(STEADY),
    closed: new Uint8Array(slots),
    weekday,
    weekdayName: WEEKDAYS[weekday - 1],
    weekOn: addDays(day.date, 6),
    fitPrefix: {},
    instants: new Map(),
    instantsZone: '',
  };
  day.windows.forEach((w, wi) => {
    const kind = WINDOW_KINDS.indexOf(w.kind);
    const from = Math.max(0, Math.round((w.start - day.start) / SLOT_MS));
    const to = Math.min(slots, Math.round((w.end - day.start) / SLOT_MS));
    for (let i = from; i < to; i++) {
      t.windowAt[i] = wi;
      t.kindAt[i] = kind;
    }
  });
  for (const u of day.unavailable) {
    const from = Math.max(0, Math.floor((u.start - day.start) / SLOT_MS));
    const to = Math.min(slots, Math.ceil((u.end - day.start) / SLOT_MS));
    for (let i = from; i < to; i++) t.closed[i] = CLOSED;
  }
  return t;
}

export function fitPrefixOf(day: PlannerDay, t: DayTemplate, need: EnergyNeed): Float64Array {
  let prefix = t.fitPrefix[need];
  if (!prefix) {
    prefix = new Float64Array(t.slots + 1);
    const fit = ENERGY_FIT[need];
    for (let i = 0; i < t.slots; i++) prefix[i + 1] = prefix[i] + fit[WINDOW_KINDS[t.kindAt[i]] as WindowKind];
    t.fitPrefix[need] = prefix;
  }
  return prefix;
}

/** The instant of a local wall-clock minute of the day (zone rules only on DST days, remembered). */
export function localInstant(day: PlannerDay, minutes: number, timeZone: string): number {
  if (day.end - day.start === DAY_MS) return day.start + minutes * 60_000;
  const t = templateOf(day);
  if (t.instantsZone !== timeZone) {
    t.instants.clear();
    t.instantsZone = timeZone;
  }
  let instant = t.instants.get(minutes);
  if (instant === undefined) {
    instant = Date.parse(instantOf(day.date, minutes, timeZone));
    t.instants.set(minutes, instant);
  }
  return instant;
}
