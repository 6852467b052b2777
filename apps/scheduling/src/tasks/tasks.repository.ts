import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { HabitEntity, PlacementEntity, PlanEntity, TaskEntity } from './tasks.entities';

/** The only place that queries tasks, habits and the plan; every query is by owner. */
@Injectable()
export class TasksRepository {
  constructor(private readonly em: EntityManager) {}

  fork(): EntityManager {
    return this.em.fork();
  }

  tasksOf(em: EntityManager, userId: string, status?: 'open' | 'done') {
    return em.find(TaskEntity, { userId, ...(status ? { status } : {}) }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  task(em: EntityManager, userId: string, id: string) {
    return em.findOne(TaskEntity, { id, userId });
  }

  habitsOf(em: EntityManager, userId: string) {
    return em.find(HabitEntity, { userId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  habit(em: EntityManager, userId: string, id: string) {
    return em.findOne(HabitEntity, { id, userId });
  }

  placementsOf(em: EntityManager, userId: string, from?: Date, to?: Date) {
    return em.find(
      PlacementEntity,
      { userId, ...(from && to ? { endTime: { $gt: from }, startTime: { $lt: to } } : {}) },
      { orderBy: { startTime: 'asc', itemId: 'asc' } },
    );
  }

  plan(em: EntityManager, userId: string) {
    return em.findOne(PlanEntity, { userId });
  }

  /** Something the plan depends on changed: the next read replans first. */
  async markDirty(em: EntityManager, userId: string): Promise<void> {
    await em.getConnection().execute(
      `insert into plans (user_id, planned_at, dirty, time_zone, at_risk, version) values (?, to_timestamp(0), true, 'UTC', '[]', 1)
       on conflict (user_id) do update set dirty = true, version = plans.version + 1`,
      [userId],
      'run',
      em.getTransactionContext(),
    );
  }

  /** Drops an item's placements (all of them, or only those from `from` on). */
  async dropPlacements(em: EntityManager, userId: string, itemId: string, from?: Date): Promise<void> {
    await em.nativeDelete(PlacementEntity, { userId, itemId, ...(from ? { startTime: { $gte: from } } : {}) });
  }

  /**
   * Before a replan, in one round trip (every event change of every person asks): the inputs' version
   * (0 before any change), whether there is a plan row, and whether there is anything to plan (an open
   * task or a habit).
   */
  async planState(em: EntityManager, userId: string): Promise<{ version: number; hasPlan: boolean; hasItems: boolean }> {
    const [row] = await em.getConnection().execute<{ version: number | null; has_items: boolean }[]>(
      `select (select version from plans where user_id = ?) as version,
              exists (select 1 from tasks where user_id = ? and status = 'open') or exists (select 1 from habits where user_id = ?) as has_items`,
      [userId, userId, userId],
    );
    return { version: row?.version ?? 0, hasPlan: row?.version != null, hasItems: Boolean(row?.has_items) };
  }

  /** An empty plan: future placements go; an existing plan row says nothing is at risk (none is created). */
  async clearPlan(em: EntityManager, userId: string, now: Date, version: number): Promise<void> {
    await em.nativeDelete(PlacementEntity, { userId, startTime: { $gte: now } });
    await em.getConnection().execute(`update plans set planned_at = ?, at_risk = '[]', dirty = (version <> ?) where user_id = ?`, [now, version, userId]);
  }

  /**
   * Replaces the stored plan from `from` on; earlier placements stay as they were. The plan stays
   * dirty when its inputs changed after `version` was read (the next read replans).
   */
  async storePlan(
    em: EntityManager,
    userId: string,
    from: Date,
    placements: PlacementEntity[],
    plan: Pick<PlanEntity, 'timeZone' | 'atRisk'>,
    plannedAt: Date,
    version: number,
  ): Promise<void> {
    await em.nativeDelete(PlacementEntity, { userId, startTime: { $gte: from } });
    for (const p of placements) em.create(PlacementEntity, p);
    await em.flush();
    await em.getConnection().execute(
      `insert into plans (user_id, planned_at, dirty, time_zone, at_risk, version) values (?, ?, false, ?, ?::jsonb, ?)
       on conflict (user_id) do update set planned_at = excluded.planned_at, time_zone = excluded.time_zone, at_risk = excluded.at_risk, dirty = plans.version <> ?`,
      [userId, plannedAt, plan.timeZone, JSON.stringify(plan.atRisk), version, version],
      'run',
      em.getTransactionContext(),
    );
  }
}
