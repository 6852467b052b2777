/**
 * The planner's input and output. Instants are epoch milliseconds (the caller converts); local dates
 * are 'YYYY-MM-DD' in the person's zone.
 *
 * `PlannerDay` is the one narrow door through which the model of a person's day comes in: the
 * windows (peak, dip, …) with their words, and the times nothing may be planned (sleep, quiet hours).
 * The planner never derives a window itself, so it never calls a time "your peak" that the day
 * model does not.
 */

export type EnergyNeed = 'focus' | 'creative' | 'admin' | 'physical' | 'social';
export const ENERGY_NEEDS: readonly EnergyNeed[] = ['focus', 'creative', 'admin', 'physical', 'social'];

export type WindowKind = 'peak' | 'dip' | 'creative' | 'social' | 'physical' | 'steady' | 'rest' | 'meal' | 'wind-down';
export const WINDOW_KINDS: readonly WindowKind[] = ['peak', 'dip', 'creative', 'social', 'physical', 'steady', 'rest', 'meal', 'wind-down'];

export interface Interval {
  start: number;
  end: number;
}

export interface DayWindow extends Interval {
  kind: WindowKind;
  /** How a reason names it: 'your peak', 'your afternoon dip'. */
  label: string;
}

export interface PlannerDay {
  /** Local date. */
  date: string;
  /** The zone of the place the day is spent (a trip's day is on the stay's clock); the input's `timeZone` when absent. */
  timeZone?: string;
  /** Local midnight and the next one (23 or 25 hours apart on DST days). */
  start: number;
  end: number;
  /** Later windows win where they overlap; time no window covers counts as 'steady'. */
  windows: DayWindow[];
  /** Sleep and quiet hours: nothing is planned there. */
  unavailable: Interval[];
}

export interface PlannerTask {
  id: string;
  title: string;
  durationMinutes: number;
  /** Deadline instant. */
  dueAt?: number | null;
  /** Not before this instant. */
  earliestStart?: number | null;
  /** 1 highest … 4. */
  priority: number;
  energy: EnergyNeed;
  splittable: boolean;
  minChunkMinutes: number;
  /** A placement the person pinned: it stays where it is. */
  pinned?: Interval | null;
}

export type HabitDay = 'MO' | 'TU' | 'WE' | 'TH' | 'FR' | 'SA' | 'SU';
export const HABIT_DAYS: readonly HabitDay[] = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];

export interface PlannerHabit {
  id: string;
  title: string;
  durationMinutes: number;
  /** The days it happens; with neither this nor timesPerWeek it happens every day. */
  days?: HabitDay[] | null;
  /** N times a week, on the days that suit it best. */
  timesPerWeek?: number | null;
  /** Ideal window, local minutes since midnight. */
  window: { start: number; end: number };
  /** How far outside its window it may move. */
  flexibilityMinutes: number;
  energy: EnergyNeed;
  /** Local dates it is skipped. */
  skipDates?: string[];
}

export type ItemKind = 'task' | 'habit';

export interface Placement extends Interval {
  kind: ItemKind;
  id: string;
  /** Local date it starts on. */
  date: string;
  reason: string;
  /** How well the time fits the energy the item needs, 0..1. */
  energyMatch: number;
  pinned: boolean;
}

export interface AtRisk {
  id: string;
  kind: ItemKind;
  reason: string;
  unplacedMinutes: number;
}

export interface PlannerSettings {
  /** Time kept free between items (soft). */
  bufferMinutes: number;
  /** The longest chunk a splittable task is cut into. */
  maxChunkMinutes: number;
  /** 'energy' is FLOW; 'earliest' is the energy-blind earliest-fit baseline (benchmarks). */
  strategy: 'energy' | 'earliest';
}

export interface PlannerInput {
  now: number;
  timeZone: string;
  /** Consecutive local days, the horizon. */
  days: PlannerDay[];
  /** Events and external busy time. */
  busy: Interval[];
  tasks: PlannerTask[];
  habits: PlannerHabit[];
  /** The stored plan: a placement stays where it still fits, past ones never move. */
  previous?: Placement[];
  settings?: Partial<PlannerSettings>;
}

export interface PlanResult {
  placements: Placement[];
  atRisk: AtRisk[];
}
