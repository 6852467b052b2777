import type { PlanState } from './plan-state';
import { placeTasks, placeTasksInOrder, taskOrder } from './tasks';
import type { PlannerTask } from './types';

/**
 * Places the tasks so that every deadline that can be met is met. The energy-first pass comes first;
 * its greedy choices can take the one stretch a later, tighter task needed (a 3-hour task that fits
 * only in Tuesday morning, which an earlier deadline's chunk chose for its energy). When a deadline
 * that has not passed is missed, three rescues are tried from the same start, and one is kept only when
 * it misses fewer deadlines (then fewer minutes):
 * 1. the missed tasks go first, still by energy;
 * 2. every task with a deadline takes its earliest fit in deadline order (the packing that meets the
 *    most deadlines a greedy can), the others by energy after them;
 * 3. the tasks that packing missed go first, each task with a deadline still at its earliest fit (a long
 *    unsplittable task that needs the morning before shorter, earlier-due ones fill it).
 */
export function placeTasksMeetingDeadlines(state: PlanState, tasks: readonly PlannerTask[]): void {
  const restore = state.snapshot();
  placeTasks(state, tasks);
  let best = misses(state, tasks);
  if (best.count === 0) return;
  const missedNow = () => new Set(state.atRisk.filter((r) => r.kind === 'task').map((r) => r.id));
  const ordered = [...tasks].sort(taskOrder);
  const missedFirst = (missed: ReadonlySet<string>) => [...ordered.filter((t) => missed.has(t.id)), ...ordered.filter((t) => !missed.has(t.id))];
  const withDeadline = new Set(tasks.filter((t) => t.dueAt != null).map((t) => t.id));
  let missed = missedNow();
  const rescues: (() => void)[] = [
    () => placeTasksInOrder(state, missedFirst(missed)),
    () => placeTasksInOrder(state, ordered, withDeadline),
    () => placeTasksInOrder(state, missedFirst(missed), withDeadline),
  ];
  let kept = state.snapshot();
  for (const rescue of rescues) {
    restore();
    rescue();
    const m = misses(state, tasks);
    missed = missedNow();
    if (m.count < best.count || (m.count === best.count && m.minutes < best.minutes)) {
      best = m;
      kept = state.snapshot();
      if (m.count === 0) return;
    }
  }
  kept();
}

/** Deadlines still ahead that the plan so far misses, and the minutes it leaves out. */
function misses(state: PlanState, tasks: readonly PlannerTask[]): { count: number; minutes: number } {
  const due = new Map(tasks.map((t) => [t.id, t.dueAt]));
  let count = 0;
  let minutes = 0;
  for (const r of state.atRisk) {
    const dueAt = due.get(r.id);
    if (r.kind !== 'task' || dueAt == null || dueAt <= state.now) continue;
    count++;
    minutes += r.unplacedMinutes;
  }
  return { count, minutes };
}
