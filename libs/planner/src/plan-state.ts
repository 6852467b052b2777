import { averageFit, buildGrid, type DayGrid, dominantWindow, ITEM, mark, SLOT_MS, updateRuns } from './grid';
import { formatClock, localMinuteOf } from '@flow/rhythm';
import { timeSpan } from './reasons';
import type { AtRisk, EnergyNeed, Interval, Placement, PlannerDay, PlannerInput, PlannerSettings, PlannerTask } from './types';

const DAY_MS = 86_400_000;

function replace<K, V>(target: Map<K, V>, source: Map<K, V>): void {
  target.clear();
  for (const [k, v] of source) target.set(k, v);
}

export const DEFAULT_SETTINGS: PlannerSettings = { bufferMinutes: 15, maxChunkMinutes: 120, strategy: 'energy' };

/** What one planning pass builds up: the day grids, the placements so far and what is at risk. */
export class PlanState {
  readonly settings: PlannerSettings;
  readonly grids: DayGrid[];
  readonly placements: Placement[] = [];
  readonly atRisk: AtRisk[] = [];
  /** Task id → minutes placed (past ones included). */
  readonly taskMinutes = new Map<string, number>();
  /** Task id → indexes of days it has a chunk on. */
  readonly taskDays = new Map<string, Set<number>>();
  /** `${habitId}|${date}` of every habit occurrence placed. */
  readonly habitDates = new Set<string>();
  readonly bufferSlots: number;

  constructor(readonly input: PlannerInput) {
    this.settings = { ...DEFAULT_SETTINGS, ...input.settings };
    this.bufferSlots = Math.ceil(this.settings.bufferMinutes / 15);
    const busy = [...input.busy].sort((a, b) => a.start - b.start);
    this.grids = input.days.map((day, i) => buildGrid(day, i, busy, input.now));
  }

  private readonly dueDates = new Map<string, string | null>();
  private todayDate?: string;

  /** The local date of now. */
  get today(): string {
    return (this.todayDate ??= this.localDate(this.now));
  }

  /** The local date of a task's deadline (null without one); asked once per task and plan. */
  dueDateOf(task: PlannerTask): string | null {
    let date = this.dueDates.get(task.id);
    if (date === undefined) {
      date = task.dueAt == null ? null : this.localDate(task.dueAt);
      this.dueDates.set(task.id, date);
    }
    return date;
  }

  get now(): number {
    return this.input.now;
  }

  get timeZone(): string {
    return this.input.timeZone;
  }

  /** The clock a day's local times are read on: its own place's, else the plan's. */
  zoneOf(day: PlannerDay): string {
    return day.timeZone ?? this.input.timeZone;
  }

  /** Remembers the plan so far; the function it returns puts it back (a rescue that did no better). */
  snapshot(): () => void {
    const grids = this.grids.map((g) => ({ state: g.state.slice(), run: g.run.slice() }));
    const placements = this.placements.slice();
    const atRisk = this.atRisk.slice();
    const taskMinutes = new Map(this.taskMinutes);
    const taskDays = new Map([...this.taskDays].map(([id, days]) => [id, new Set(days)]));
    return () => {
      this.grids.forEach((g, i) => {
        g.state.set(grids[i].state);
        g.run.set(grids[i].run);
      });
      this.placements.splice(0, this.placements.length, ...placements);
      this.atRisk.splice(0, this.atRisk.length, ...atRisk);
      replace(this.taskMinutes, taskMinutes);
      replace(this.taskDays, taskDays);
    };
  }

  /** The local date of an instant: the day it falls in, or the zone's rules outside the horizon. */
  private localDate(t: number): string {
    return this.gridAt(t)?.day.date ?? localMinuteOf(new Date(t), this.timeZone).date;
  }

  /** The grid of the day an instant falls in, or undefined outside the horizon. */
  gridAt(t: number): DayGrid | undefined {
    for (const g of this.grids) if (t >= g.day.start && t < g.day.end) return g;
    return undefined;
  }

  /** Takes an interval off the free time of every day it touches. */
  occupy(iv: Interval): void {
    for (const g of this.grids) {
      if (iv.end > g.day.start && iv.start < g.day.end) {
        mark(g, iv, ITEM);
        updateRuns(g, Math.floor((iv.start - g.day.start) / SLOT_MS), Math.ceil((iv.end - g.day.start) / SLOT_MS));
      }
    }
  }

  add(placement: Placement): void {
    this.occupy(placement);
    this.placements.push(placement);
    const minutes = Math.round((placement.end - placement.start) / 60_000);
    if (placement.kind === 'task') {
      this.taskMinutes.set(placement.id, (this.taskMinutes.get(placement.id) ?? 0) + minutes);
      const g = this.gridAt(placement.start);
      if (g) {
        const days = this.taskDays.get(placement.id) ?? new Set<number>();
        days.add(g.index);
        this.taskDays.set(placement.id, days);
      }
    } else {
      this.habitDates.add(`${placement.id}|${placement.date}`);
    }
  }

  /** 'Tue 09:30–11:00': from the grid on an ordinary day (a hot path), from the zone's rules on a DST day. */
  private span(g: DayGrid, iv: Interval): string {
    if (g.day.end - g.day.start !== DAY_MS || iv.end > g.day.end) return timeSpan(iv.start, iv.end, this.zoneOf(g.day));
    const from = (iv.start - g.day.start) / 60_000;
    const to = (iv.end - g.day.start) / 60_000;
    return `${g.template.weekdayName.slice(0, 3)} ${formatClock(from)}–${formatClock(to)}`;
  }

  /** The energy fit and the window label of an interval inside one day. */
  describe(iv: Interval, need: EnergyNeed): { energyMatch: number; label: string; span: string; date: string } {
    const g = this.gridAt(iv.start);
    const span = g ? this.span(g, iv) : timeSpan(iv.start, iv.end, this.timeZone);
    if (!g) return { energyMatch: 0, label: 'free time', span, date: new Date(iv.start).toISOString().slice(0, 10) };
    const from = Math.max(0, Math.floor((iv.start - g.day.start) / SLOT_MS));
    const length = Math.max(1, Math.min(g.slots - from, Math.ceil((iv.end - iv.start) / SLOT_MS)));
    const w = dominantWindow(g, from, length);
    return {
      energyMatch: Math.round(averageFit(g, need, from, length) * 100) / 100,
      label: w >= 0 ? g.day.windows[w].label : 'free time',
      span,
      date: g.day.date,
    };
  }
}
