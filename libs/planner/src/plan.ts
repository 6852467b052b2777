import { isFree, SLOT_MS } from './grid';
import { habitBounds, minutesOutside, placeHabits } from './habits';
import { PlanState } from './plan-state';
import { habitReason, taskReason } from './reasons';
import { placeTasksMeetingDeadlines } from './deadlines';
import { HABIT_DAYS, type Placement, type PlannerInput, type PlanResult } from './types';

/**
 * Plans a person's tasks and habits over their days. Hard rules: never over busy time, never in the
 * past, never in sleep or quiet hours, never after a deadline, pinned placements stay. Soft goals are
 * scored: energy fit, deadline and priority order, chunks on different days, habits near their
 * window, a buffer between items.
 *
 * With `previous` (the stored plan) it changes no more than it must: past and started placements stay,
 * a future one stays while it still fits, and only what no longer fits (or is new) is placed again.
 * When that leaves a deadline at risk, a fresh plan of the future is tried and kept if it does better.
 */
export function planItems(input: PlannerInput): PlanResult {
  const kept = planOnce(input, input.previous ?? []);
  if (!input.previous?.length || !couldYield(input, kept)) return kept;
  const fresh = planOnce(
    input,
    input.previous.filter((p) => p.start < input.now),
  );
  return unplaced(fresh) < unplaced(kept) ? fresh : kept;
}

/** Whether a task at risk has a deadline and a kept placement of a later (or no) deadline sits before it. */
function couldYield(input: PlannerInput, kept: PlanResult): boolean {
  const tasks = new Map(input.tasks.map((t) => [t.id, t]));
  return kept.atRisk.some((r) => {
    const due = tasks.get(r.id)?.dueAt;
    if (r.kind !== 'task' || due == null || due <= input.now) return false;
    return kept.placements.some(
      (p) => !p.pinned && p.start >= input.now && p.start < due && (p.kind === 'habit' ? false : (tasks.get(p.id)?.dueAt ?? Infinity) > due),
    );
  });
}

const unplaced = (r: PlanResult) => r.atRisk.reduce((sum, a) => sum + a.unplacedMinutes, 0);

function planOnce(input: PlannerInput, previous: readonly Placement[]): PlanResult {
  const state = new PlanState(input);
  const tasks = new Map(input.tasks.map((t) => [t.id, t]));
  const habits = new Map(input.habits.map((h) => [h.id, h]));

  for (const task of input.tasks) {
    if (!task.pinned) continue;
    const d = state.describe(task.pinned, task.energy);
    state.add({ kind: 'task', id: task.id, ...task.pinned, date: d.date, reason: `${d.span}, pinned by you`, energyMatch: d.energyMatch, pinned: true });
  }

  for (const p of [...previous].sort((a, b) => a.start - b.start || a.id.localeCompare(b.id))) {
    if (p.pinned) continue;
    const task = p.kind === 'task' ? tasks.get(p.id) : undefined;
    const habit = p.kind === 'habit' ? habits.get(p.id) : undefined;
    if (!task && !habit) continue;
    // Past and started placements never move.
    if (p.start < input.now) {
      state.add(p);
      continue;
    }
    const grid = state.gridAt(p.start);
    if (!grid || p.end > grid.day.end) continue;
    const from = Math.round((p.start - grid.day.start) / SLOT_MS);
    const length = Math.ceil((p.end - p.start) / SLOT_MS);
    if (from * SLOT_MS !== p.start - grid.day.start || !isFree(grid, from, length)) continue;
    if (task) {
      const minutes = Math.round((p.end - p.start) / 60_000);
      if ((state.taskMinutes.get(task.id) ?? 0) + minutes > task.durationMinutes) continue;
      if (p.start < (task.earliestStart ?? -Infinity) || p.end > (task.dueAt ?? Infinity)) continue;
      const d = state.describe(p, task.energy);
      const dueDate = state.dueDateOf(task);
      state.add({ ...p, reason: taskReason(d.span, d.label, dueDate, grid.day.date), energyMatch: d.energyMatch });
    } else if (habit) {
      if (habit.skipDates?.includes(grid.day.date) || state.habitDates.has(`${habit.id}|${grid.day.date}`)) continue;
      if (!habit.timesPerWeek && habit.days?.length && !habit.days.includes(HABIT_DAYS[grid.template.weekday - 1])) continue;
      if (Math.round((p.end - p.start) / 60_000) !== habit.durationMinutes) continue;
      const { ideal, allowed } = habitBounds(state, habit, grid);
      if (p.start < allowed.start || p.end > allowed.end) continue;
      const d = state.describe(p, habit.energy);
      state.add({ ...p, reason: habitReason(d.span, minutesOutside(ideal, p.start, p.end)), energyMatch: d.energyMatch });
    }
  }

  placeHabits(state, input.habits);
  placeTasksMeetingDeadlines(state, input.tasks);
  state.placements.sort((a, b) => a.start - b.start || a.id.localeCompare(b.id));
  return { placements: state.placements, atRisk: state.atRisk };
}
