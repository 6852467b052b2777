import type { Placement, PlannerHabit, PlannerTask } from '@flow/planner';
import type { HabitEntity, PlacementEntity, TaskEntity } from './tasks.entities';

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

export function toPlannerTask(row: TaskEntity): PlannerTask {
  return {
    id: row.id,
    title: row.title,
    durationMinutes: row.durationMinutes,
    dueAt: row.dueAt?.getTime() ?? null,
    earliestStart: row.earliestStart?.getTime() ?? null,
    priority: row.priority,
    energy: row.energy,
    splittable: row.splittable,
    minChunkMinutes: row.minChunkMinutes,
    pinned: row.pinnedStart && row.pinnedEnd ? { start: row.pinnedStart.getTime(), end: row.pinnedEnd.getTime() } : null,
  };
}

export function toPlannerHabit(row: HabitEntity): PlannerHabit {
  return {
    id: row.id,
    title: row.title,
    durationMinutes: row.durationMinutes,
    days: row.days,
    timesPerWeek: row.timesPerWeek,
    window: { start: minutesOf(row.windowStart), end: minutesOf(row.windowEnd) },
    flexibilityMinutes: row.flexibilityMinutes,
    energy: row.energy,
    skipDates: row.skipDates,
  };
}

export function toPlacement(row: PlacementEntity): Placement {
  return {
    kind: row.kind,
    id: row.itemId,
    start: row.startTime.getTime(),
    end: row.endTime.getTime(),
    date: row.date,
    reason: row.reason,
    energyMatch: row.energyMatch,
    pinned: row.pinned,
  };
}
