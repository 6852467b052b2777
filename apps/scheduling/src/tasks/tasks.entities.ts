import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import type { EnergyNeed, HabitDay, TaskStatus } from '@flow/contracts';

/** Something the person needs to do; FLOW finds its time. Always read and changed with its owner's id. */
@Entity({ tableName: 'tasks' })
@Index({ properties: ['userId', 'status'] })
export class TaskEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'text' })
  title!: string;

  @Property({ type: 'text', nullable: true })
  notes: string | null = null;

  @Property({ type: 'integer' })
  durationMinutes!: number;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  dueAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  earliestStart: Date | null = null;

  @Property({ type: 'smallint' })
  priority = 2;

  @Property({ type: 'text' })
  energy: EnergyNeed = 'focus';

  @Property({ type: 'boolean' })
  splittable = false;

  @Property({ type: 'integer' })
  minChunkMinutes = 30;

  @Property({ type: 'text' })
  status: TaskStatus = 'open';

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  pinnedStart: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  pinnedEnd: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  completedAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/** Something the person does again and again, near an ideal window. */
@Entity({ tableName: 'habits' })
@Index({ properties: ['userId'] })
export class HabitEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'text' })
  title!: string;

  @Property({ type: 'integer' })
  durationMinutes!: number;

  @Property({ type: 'json', nullable: true })
  days: HabitDay[] | null = null;

  @Property({ type: 'smallint', nullable: true })
  timesPerWeek: number | null = null;

  @Property({ type: 'text' })
  windowStart!: string;

  @Property({ type: 'text' })
  windowEnd!: string;

  @Property({ type: 'integer' })
  flexibilityMinutes = 30;

  @Property({ type: 'text' })
  energy: EnergyNeed = 'physical';

  @Property({ type: 'boolean' })
  paused = false;

  @Property({ type: 'json' })
  skipDates: string[] = [];

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/** One stored placement of a task chunk or a habit occurrence: the plan the person sees. */
@Entity({ tableName: 'plan_placements' })
@Index({ properties: ['userId', 'startTime'] })
export class PlacementEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'text' })
  kind!: 'task' | 'habit';

  @Property({ type: 'uuid' })
  itemId!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  startTime!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  endTime!: Date;

  /** The local date it starts on. */
  @Property({ type: 'text' })
  date!: string;

  @Property({ type: 'text' })
  reason!: string;

  @Property({ type: 'real' })
  energyMatch!: number;

  @Property({ type: 'boolean' })
  pinned = false;
}

/** Per person: when the plan was made, whether a change waits for it, and what is at risk. */
@Entity({ tableName: 'plans' })
export class PlanEntity {
  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  plannedAt: Date = new Date();

  @Property({ type: 'boolean' })
  dirty = false;

  @Property({ type: 'text' })
  timeZone = 'UTC';

  /** Counts changes of the plan's inputs: a plan made from older inputs stays dirty. */
  @Property({ type: 'integer' })
  version = 0;

  @Property({ type: 'json' })
  atRisk: { id: string; kind: 'task' | 'habit'; reason: string; unplacedMinutes: number }[] = [];
}
