import { averageFit, type DayGrid, SLOT_MINUTES, slotStart, touches } from './grid';
import type { PlanState } from './plan-state';
import { atRiskReason, taskReason } from './reasons';
import type { PlannerTask } from './types';

/** Earlier deadlines first (so each deadline is met when it can be), then priority. */
export function taskOrder(a: PlannerTask, b: PlannerTask): number {
  return (a.dueAt ?? Infinity) - (b.dueAt ?? Infinity) || a.priority - b.priority || a.id.localeCompare(b.id);
}

/** How much sooner is better, per day, by priority (1 highest). */
const DAY_COST = [0.35, 0.25, 0.15, 0.1];

export function placeTasks(state: PlanState, tasks: readonly PlannerTask[]): void {
  placeTasksInOrder(state, [...tasks].sort(taskOrder));
}

/** Places tasks in the given order; those in `earliest` take their earliest fit, not their best energy. */
export function placeTasksInOrder(state: PlanState, ordered: readonly PlannerTask[], earliest?: ReadonlySet<string>): void {
  const today = state.today;
  for (const task of ordered) {
    const placed = state.taskMinutes.get(task.id) ?? 0;
    let remaining = task.durationMinutes - placed;
    if (remaining <= 0) continue;
    const dueDate = state.dueDateOf(task);
    if (task.dueAt != null && task.dueAt <= state.now) {
      state.atRisk.push({ id: task.id, kind: 'task', reason: atRiskReason(placed, task.durationMinutes, dueDate, today, true), unplacedMinutes: remaining });
      continue;
    }
    while (remaining > 0) {
      const chunk = bestChunk(state, task, remaining, earliest?.has(task.id) ?? false);
      if (!chunk) break;
      const start = slotStart(chunk.grid, chunk.from);
      const iv = { start, end: start + chunk.minutes * 60_000 };
      const d = state.describe(iv, task.energy);
      state.add({
        kind: 'task',
        id: task.id,
        ...iv,
        date: chunk.grid.day.date,
        reason: taskReason(d.span, d.label, dueDate, chunk.grid.day.date),
        energyMatch: d.energyMatch,
        pinned: false,
      });
      remaining -= chunk.minutes;
    }
    if (remaining > 0) {
      const total = task.durationMinutes;
      state.atRisk.push({ id: task.id, kind: 'task', reason: atRiskReason(total - remaining, total, dueDate, today, false), unplacedMinutes: remaining });
    }
  }
}

/** Chunk lengths to try, longest first; what is left after a chunk is never shorter than the minimum. */
export function chunkLengths(task: PlannerTask, remaining: number, maxChunk: number): number[] {
  if (!task.splittable || remaining <= task.minChunkMinutes) return [remaining];
  const min = Math.max(SLOT_MINUTES, task.minChunkMinutes);
  const cap = Math.max(min, maxChunk);
  let preferred = remaining <= cap ? remaining : remaining - cap < min ? remaining - min : cap;
  preferred = Math.max(min, preferred);
  // The preferred length, then shorter ones on the 15-minute grid.
  const lengths: number[] = [preferred];
  for (let len = Math.ceil(preferred / SLOT_MINUTES) * SLOT_MINUTES - SLOT_MINUTES; len >= min; len -= SLOT_MINUTES)
    if (remaining - len >= min) lengths.push(len);
  return lengths;
}

interface Chunk {
  grid: DayGrid;
  from: number;
  minutes: number;
}

function bestChunk(state: PlanState, task: PlannerTask, remaining: number, earliestFit: boolean): Chunk | null {
  for (const minutes of chunkLengths(task, remaining, state.settings.maxChunkMinutes)) {
    const found = search(state, task, minutes, earliestFit);
    if (found) return found;
  }
  return null;
}

function search(state: PlanState, task: PlannerTask, minutes: number, earliestFit: boolean): Chunk | null {
  const lo = Math.max(state.now, task.earliestStart ?? -Infinity);
  const hi = task.dueAt ?? Infinity;
  const length = Math.ceil(minutes / SLOT_MINUTES);
  const ms = minutes * 60_000;
  const earliest = earliestFit || state.settings.strategy === 'earliest';
  const dayCost = DAY_COST[Math.min(3, Math.max(0, task.priority - 1))];
  const sameDays = state.taskDays.get(task.id);
  let best: Chunk | null = null;
  let bestScore = -Infinity;
  for (const grid of state.grids) {
    if (grid.day.end <= lo || grid.day.start >= hi) continue;
    const sameDay = sameDays?.has(grid.index) ? 3 : 0;
    for (let i = 0; i + length <= grid.slots; i++) {
      if (grid.run[i] < length) continue;
      const start = slotStart(grid, i);
      if (start < lo) continue;
      if (start + ms > hi) break;
      if (earliest) return { grid, from: i, minutes };
      const score =
        10 * averageFit(grid, task.energy, i, length) - dayCost * grid.index - sameDay - (touches(grid, i, length, state.bufferSlots) ? 0.5 : 0) - i * 0.0005;
      if (score > bestScore) {
        bestScore = score;
        best = { grid, from: i, minutes };
      }
    }
  }
  return best;
}
