import type { Habit, Task } from '@flow/contracts';
import type { HabitEntity, TaskEntity } from './tasks.entities';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toTask(row: TaskEntity): Task {
  return {
    id: row.id,
    title: row.title,
    notes: row.notes,
    durationMinutes: row.durationMinutes,
    dueAt: iso(row.dueAt),
    earliestStart: iso(row.earliestStart),
    priority: row.priority,
    energy: row.energy,
    splittable: row.splittable,
    minChunkMinutes: row.minChunkMinutes,
    status: row.status,
    pinned: row.pinnedStart && row.pinnedEnd ? { start: row.pinnedStart.toISOString(), end: row.pinnedEnd.toISOString() } : null,
    completedAt: iso(row.completedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toHabit(row: HabitEntity): Habit {
  return {
    id: row.id,
    title: row.title,
    durationMinutes: row.durationMinutes,
    days: row.days,
    timesPerWeek: row.timesPerWeek,
    window: { start: row.windowStart, end: row.windowEnd },
    flexibilityMinutes: row.flexibilityMinutes,
    energy: row.energy,
    paused: row.paused,
    skipDates: row.skipDates,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
