import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  type CreateHabitRequest,
  type CreateTaskRequest,
  type Habit,
  type Task,
  TasksMessages,
  type UpdateHabitRequest,
  type UpdateTaskRequest,
} from '@flow/contracts';
import { DomainError, OutboxRelay, recordEvent } from '@flow/platform';
import { addDays, instantOf } from '@flow/rhythm';
import type { EntityManager } from '@mikro-orm/postgresql';
import { RhythmSourcesClient } from '../rhythm/rhythm-sources.client';
import { PlanService } from './plan.service';
import { HabitEntity, TaskEntity } from './tasks.entities';
import { toHabit, toTask } from './tasks.mapper';
import { TasksRepository } from './tasks.repository';

const MAX_DURATION = 480;

/** Tasks and habits of one person: every change is theirs only, and asks for a replan. */
@Injectable()
export class TasksService {
  constructor(
    private readonly repository: TasksRepository,
    private readonly plan: PlanService,
    private readonly relay: OutboxRelay,
    private readonly sources: RhythmSourcesClient,
  ) {}

  async listTasks(userId: string): Promise<Task[]> {
    return (await this.repository.tasksOf(this.repository.fork(), userId)).map(toTask);
  }

  async createTask(userId: string, input: CreateTaskRequest): Promise<Task> {
    assertFutureDeadline(input.dueAt);
    return this.changeTask(userId, null, (row) => {
      Object.assign(row, {
        id: randomUUID(),
        userId,
        title: input.title,
        notes: input.notes ?? null,
        durationMinutes: input.durationMinutes,
        dueAt: date(input.dueAt),
        earliestStart: date(input.earliestStart),
      });
      if (input.priority !== undefined) row.priority = input.priority;
      if (input.energy !== undefined) row.energy = input.energy;
      if (input.splittable !== undefined) row.splittable = input.splittable;
      row.minChunkMinutes = Math.min(input.minChunkMinutes ?? 30, input.durationMinutes);
    });
  }

  async updateTask(userId: string, id: string, changes: UpdateTaskRequest): Promise<Task> {
    if (changes.dueAt !== undefined) assertFutureDeadline(changes.dueAt);
    return this.changeTask(userId, id, (row) => {
      const { pinned, dueAt, earliestStart, status, ...plain } = changes;
      Object.assign(row, Object.fromEntries(Object.entries(plain).filter(([, v]) => v !== undefined)));
      if (dueAt !== undefined) row.dueAt = date(dueAt);
      if (earliestStart !== undefined) row.earliestStart = date(earliestStart);
      if (row.dueAt && row.earliestStart && row.earliestStart >= row.dueAt) throw DomainError.validation(TasksMessages.earliestAfterDeadline);
      if (pinned !== undefined) {
        row.pinnedStart = date(pinned?.start);
        row.pinnedEnd = date(pinned?.end);
      }
      if (status !== undefined) this.setStatus(row, status);
      row.minChunkMinutes = Math.min(row.minChunkMinutes, row.durationMinutes);
    });
  }

  complete(userId: string, id: string): Promise<Task> {
    return this.changeTask(userId, id, (row) => this.setStatus(row, 'done'));
  }

  /** Push to tomorrow: not before the person's next day (the day after their today) begins where it is spent; its planned times go. */
  async push(userId: string, id: string, zoneHint?: string): Promise<Task> {
    const now = new Date();
    const today = await this.sources.placeOfDay(userId, zoneHint, now);
    const tomorrow = await this.sources.placeOfDay(userId, zoneHint, now, addDays(today.date, 1));
    return this.changeTask(userId, id, async (row, tx) => {
      row.earliestStart = new Date(instantOf(tomorrow.date, 0, tomorrow.timeZone));
      if (row.dueAt && row.dueAt <= row.earliestStart) row.dueAt = null;
      row.pinnedStart = row.pinnedEnd = null;
      await this.repository.dropPlacements(tx, userId, row.id);
    });
  }

  /** "Needs more time": +30 min or +1 h, up to the 8-hour limit. */
  extend(userId: string, id: string, minutes: number): Promise<Task> {
    return this.changeTask(userId, id, (row) => {
      if (row.durationMinutes + minutes > MAX_DURATION) throw DomainError.validation(TasksMessages.durationRange);
      row.durationMinutes += minutes;
    });
  }

  async deleteTask(userId: string, id: string): Promise<{ ok: true }> {
    await this.repository.fork().transactional(async (tx) => {
      const row = await this.repository.task(tx, userId, id);
      if (!row) throw DomainError.notFound(TasksMessages.taskNotFound);
      tx.remove(row);
      await this.repository.dropPlacements(tx, userId, id);
      await this.repository.markDirty(tx, userId);
      recordEvent(tx, 'flow.evt.scheduling.task-changed', { id, userId }, [userId]);
    });
    this.changed(userId);
    return { ok: true };
  }

  async listHabits(userId: string): Promise<Habit[]> {
    return (await this.repository.habitsOf(this.repository.fork(), userId)).map(toHabit);
  }

  createHabit(userId: string, input: CreateHabitRequest): Promise<Habit> {
    return this.changeHabit(userId, null, (row) => {
      Object.assign(row, {
        id: randomUUID(),
        userId,
        title: input.title,
        durationMinutes: input.durationMinutes,
        days: input.days ?? null,
        timesPerWeek: input.timesPerWeek ?? null,
        windowStart: input.window.start,
        windowEnd: input.window.end,
      });
      if (input.flexibilityMinutes !== undefined) row.flexibilityMinutes = input.flexibilityMinutes;
      if (input.energy !== undefined) row.energy = input.energy;
      if (input.paused !== undefined) row.paused = input.paused;
    });
  }

  updateHabit(userId: string, id: string, changes: UpdateHabitRequest): Promise<Habit> {
    return this.changeHabit(userId, id, async (row, tx) => {
      const { window, ...plain } = changes;
      Object.assign(row, Object.fromEntries(Object.entries(plain).filter(([, v]) => v !== undefined)));
      if (changes.days) row.timesPerWeek = null;
      if (changes.timesPerWeek) row.days = null;
      if (window) Object.assign(row, { windowStart: window.start, windowEnd: window.end });
      // A changed habit is placed again from scratch.
      await this.repository.dropPlacements(tx, userId, row.id, new Date());
    });
  }

  /** Skip one day (the person's today unless named). */
  async skip(userId: string, id: string, day: string | undefined, zoneHint?: string): Promise<Habit> {
    const date = day ?? (await this.sources.placeOfDay(userId, zoneHint, new Date())).date;
    return this.changeHabit(userId, id, async (row, tx) => {
      if (!row.skipDates.includes(date)) row.skipDates = [...row.skipDates, date].sort().slice(-60);
      await this.repository.dropPlacements(tx, userId, row.id, new Date());
    });
  }

  async deleteHabit(userId: string, id: string): Promise<{ ok: true }> {
    await this.repository.fork().transactional(async (tx) => {
      const row = await this.repository.habit(tx, userId, id);
      if (!row) throw DomainError.notFound(TasksMessages.habitNotFound);
      tx.remove(row);
      await this.repository.dropPlacements(tx, userId, id);
      await this.repository.markDirty(tx, userId);
      recordEvent(tx, 'flow.evt.scheduling.habit-changed', { id, userId }, [userId]);
    });
    this.changed(userId);
    return { ok: true };
  }

  private setStatus(row: TaskEntity, status: 'open' | 'done') {
    row.status = status;
    row.completedAt = status === 'done' ? (row.completedAt ?? new Date()) : null;
  }

  private async changeTask(userId: string, id: string | null, apply: (row: TaskEntity, tx: EntityManager) => void | Promise<void>): Promise<Task> {
    const row = await this.repository.fork().transactional(async (tx) => {
      const row = id === null ? new TaskEntity() : await this.repository.task(tx, userId, id);
      if (!row) throw DomainError.notFound(TasksMessages.taskNotFound);
      await apply(row, tx);
      if (id === null) tx.persist(row);
      if (row.status === 'done') await this.repository.dropPlacements(tx, userId, row.id, new Date());
      await this.repository.markDirty(tx, userId);
      recordEvent(tx, 'flow.evt.scheduling.task-changed', { id: row.id, userId }, [userId]);
      await tx.flush();
      return row;
    });
    this.changed(userId);
    return toTask(row);
  }

  private async changeHabit(userId: string, id: string | null, apply: (row: HabitEntity, tx: EntityManager) => void | Promise<void>): Promise<Habit> {
    const row = await this.repository.fork().transactional(async (tx) => {
      const row = id === null ? new HabitEntity() : await this.repository.habit(tx, userId, id);
      if (!row) throw DomainError.notFound(TasksMessages.habitNotFound);
      await apply(row, tx);
      if (id === null) tx.persist(row);
      await this.repository.markDirty(tx, userId);
      recordEvent(tx, 'flow.evt.scheduling.habit-changed', { id: row.id, userId }, [userId]);
      await tx.flush();
      return row;
    });
    this.changed(userId);
    return toHabit(row);
  }

  private changed(userId: string) {
    this.relay.kick();
    this.plan.schedule(userId, true);
  }
}

const date = (iso: string | null | undefined) => (iso ? new Date(iso) : null);

function assertFutureDeadline(dueAt: string | null | undefined) {
  if (dueAt && Date.parse(dueAt) <= Date.now()) throw DomainError.validation(TasksMessages.deadlinePast);
}
