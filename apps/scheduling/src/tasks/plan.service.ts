import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { type PlanAtRisk, type PlanPlacement, type PlanResponse, SchedulingMessages, TasksMessages } from '@flow/contracts';
import { changedPlacements, type Interval, planItems, type Placement, type PlannerTask } from '@flow/planner';
import { DomainError, LOGGER, OutboxRelay, recordEvent } from '@flow/platform';
import type { Logger } from 'pino';
import { DayEventsReader } from '../rhythm/day-events.reader';
import { SCHEDULING_ENV, type SchedulingEnv } from '../scheduling.env';
import { toPlacement, toPlannerHabit, toPlannerTask } from './planner-input';
import { PlannerDaysAdapter } from './planner-days.adapter';
import { TasksRepository } from './tasks.repository';

export const PLAN_DAYS = 14;
const DAY_MS = 86_400_000;
/** A plan older than this is made again before it is read (the horizon moves on, the past grows). */
const STALE_MS = 60 * 60_000;

/**
 * The person's stored plan: made by the pure planner from their days, events, busy time, tasks and
 * habits; made again when any of those changes. Changes are coalesced per person (a burst replans
 * once); a read of a plan with changes waiting replans first, so an answer is never stale.
 */
@Injectable()
export class PlanService implements OnModuleDestroy {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Map<string, Promise<void>>();
  /** People whose tasks or habits changed: their next plan is announced even when no placement moved. */
  private readonly announce = new Set<string>();

  constructor(
    private readonly repository: TasksRepository,
    private readonly dayEvents: DayEventsReader,
    private readonly days: PlannerDaysAdapter,
    private readonly relay: OutboxRelay,
    @Inject(SCHEDULING_ENV) private readonly env: SchedulingEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleDestroy(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  /** Something the plan depends on changed: replan once the burst has settled. */
  schedule(userId: string, itemChanged = false): void {
    if (itemChanged) this.announce.add(userId);
    if (this.timers.has(userId)) return;
    const timer = setTimeout(() => {
      this.timers.delete(userId);
      this.replan(userId).catch((err) => this.logger.warn({ err, userId }, 'replanning failed; the next read tries again'));
    }, this.env.REPLAN_DEBOUNCE_MS);
    timer.unref();
    this.timers.set(userId, timer);
  }

  /** Replans now, one run per person at a time (a run asked for during another follows it). */
  replan(userId: string, zoneHint?: string): Promise<void> {
    const previous = this.running.get(userId) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(() => this.replanNow(userId, zoneHint));
    this.running.set(userId, run);
    void run.finally(() => this.running.get(userId) === run && this.running.delete(userId)).catch(() => undefined);
    return run;
  }

  async get(userId: string, from: string | undefined, to: string | undefined, zoneHint?: string): Promise<PlanResponse> {
    // A change that lands while a plan is made leaves it dirty: plan again (a few times at most).
    for (let attempt = 0; attempt < 3; attempt++) {
      const plan = await this.repository.plan(this.repository.fork(), userId);
      if (plan && !plan.dirty && Date.now() - plan.plannedAt.getTime() <= STALE_MS) break;
      await this.replan(userId, zoneHint);
    }
    const start = from ? new Date(from) : new Date(Date.now() - DAY_MS);
    const end = to ? new Date(to) : new Date(start.getTime() + (PLAN_DAYS + 1) * DAY_MS);
    if (end <= start) throw DomainError.validation(SchedulingMessages.rangeOrder);
    if (end.getTime() - start.getTime() > 31 * DAY_MS) throw DomainError.validation(TasksMessages.rangeTooLong);
    const read = this.repository.fork();
    const [rows, tasks, habits, stored] = await Promise.all([
      this.repository.placementsOf(read, userId, start, end),
      this.repository.tasksOf(read, userId),
      this.repository.habitsOf(read, userId),
      this.repository.plan(read, userId),
    ]);
    const titles = new Map<string, string>([...tasks.map((t) => [t.id, t.title] as const), ...habits.map((h) => [h.id, h.title] as const)]);
    const placements: PlanPlacement[] = rows.flatMap((r) => {
      const title = titles.get(r.itemId);
      return title === undefined
        ? []
        : [
            {
              kind: r.kind,
              id: r.itemId,
              title,
              start: r.startTime.toISOString(),
              end: r.endTime.toISOString(),
              reason: r.reason,
              energyMatch: r.energyMatch,
              pinned: r.pinned,
            },
          ];
    });
    const atRisk: PlanAtRisk[] = (stored?.atRisk ?? []).flatMap((a) => (titles.has(a.id) ? [{ ...a, title: titles.get(a.id)! }] : []));
    return { placements, atRisk };
  }

  /**
   * Where the planner would put a task not saved yet (Quick Add's preview): nothing is stored. The plan's
   * sources are read while the task is still being read (its deadline needs the person's places too), so a
   * slow profile is waited for once, not twice.
   */
  async preview(userId: string, pending: PlannerTask | Promise<PlannerTask>, zoneHint?: string) {
    const [input, task] = await Promise.all([this.inputFor(userId, new Date(), zoneHint), pending]);
    const result = planItems({ ...input, tasks: [...input.tasks, task] });
    return { placements: result.placements.filter((p) => p.id === task.id), atRisk: result.atRisk.filter((a) => a.id === task.id) };
  }

  private async inputFor(userId: string, now: Date, zoneHint?: string) {
    const em = this.repository.fork();
    const [{ timeZone, days }, tasks, habits, stored] = await Promise.all([
      this.days.days(userId, now, PLAN_DAYS, zoneHint),
      this.repository.tasksOf(em, userId, 'open'),
      this.repository.habitsOf(em, userId),
      this.repository.placementsOf(em, userId),
    ]);
    const events = await this.dayEvents.between(userId, new Date(days[0].start), new Date(days[days.length - 1].end));
    const busy: Interval[] = [
      ...events.own.map((e) => ({ start: Date.parse(e.start_time), end: Date.parse(e.end_time) })),
      ...events.external.filter((e) => !e.flowEventId).map((e) => ({ start: Date.parse(e.startTime), end: Date.parse(e.endTime) })),
    ];
    const previous = stored.map(toPlacement);
    return { now: now.getTime(), timeZone, days, busy, tasks: tasks.map(toPlannerTask), habits: habits.filter((h) => !h.paused).map(toPlannerHabit), previous };
  }

  private async replanNow(userId: string, zoneHint?: string): Promise<void> {
    const now = new Date();
    const announce = this.announce.delete(userId);
    const { version, hasPlan, hasItems } = await this.repository.planState(this.repository.fork(), userId);
    // Nothing to plan (no tasks or habits, or an erased account): no sources are asked, no plan row is
    // made, and a person who never had a plan (most, on an event change) costs that one read.
    if (!hasItems) {
      if (hasPlan) await this.repository.clearPlan(this.repository.fork(), userId, now, version);
      if (announce) await this.announceEmpty(userId, now);
      return;
    }
    const input = await this.inputFor(userId, now, zoneHint);
    const result = planItems(input);
    const future = (list: readonly Placement[]) => list.filter((p) => p.start >= now.getTime());
    const before = future(input.previous);
    const after = future(result.placements);
    const moved = changedPlacements(before, after);
    const added = changedPlacements(after, before);
    const em = this.repository.fork();
    await em.transactional(async (tx) => {
      const rows = after.map((p) => ({
        id: randomUUID(),
        userId,
        kind: p.kind,
        itemId: p.id,
        startTime: new Date(p.start),
        endTime: new Date(p.end),
        date: p.date,
        reason: p.reason,
        energyMatch: p.energyMatch,
        pinned: p.pinned,
      }));
      await this.repository.storePlan(tx, userId, now, rows, { timeZone: input.timeZone, atRisk: result.atRisk }, now, version);
      if (moved + added > 0 || announce) {
        recordEvent(
          tx,
          'flow.evt.scheduling.plan-changed',
          { userId, from: now.toISOString(), to: new Date(input.days[input.days.length - 1].end).toISOString(), moved },
          [userId],
        );
      }
    });
    if (moved + added > 0 || announce) this.relay.kick();
  }

  /** The last task or habit went: open tabs hear that the plan is now empty. */
  private async announceEmpty(userId: string, now: Date) {
    await this.repository.fork().transactional(async (tx) => {
      recordEvent(
        tx,
        'flow.evt.scheduling.plan-changed',
        { userId, from: now.toISOString(), to: new Date(now.getTime() + PLAN_DAYS * DAY_MS).toISOString(), moved: 0 },
        [userId],
      );
    });
    this.relay.kick();
  }
}
