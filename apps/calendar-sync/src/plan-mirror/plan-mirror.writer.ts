import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { CalendarProvider } from '@flow/contracts';
import { LOGGER, REDIS, type RedisClient, RpcClient, withRedisLock } from '@flow/platform';
import { type MirrorAction, type MirrorBlock, type MirrorItem, planMirror } from '@flow/planner';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { AccountFactory } from '../connections/account.factory';
import type { ConnectionEntity } from '../connections/connection.entity';
import { ConnectionRepository } from '../connections/connection.repository';
import { peakCalendarOf } from '../peak/peak-calendar';
import { PeakRepository } from '../peak/peak.repository';
import { type CalendarAccount, type PeakBlockWrite } from '../providers/provider';
import { CallBudget } from '../sync/call-budget';
import { EventRepository } from '../sync/event.repository';
import { PlanMirrorBlockEntity, PlanMirrorEntity } from './plan-mirror.entities';
import { PlanMirrorRepository } from './plan-mirror.repository';
import { blockCopy, fromBlockCopy, markEditedBlocks, unlessChangedElsewhere } from '../peak/owned-blocks';

const LOCK_MS = 120_000;
/** A burst of changes waits for the run before it rather than being lost. */
const LOCK_WAIT_MS = 30_000;
const HORIZON_MS = 14 * 86_400_000;
const PLAN_TIMEOUT_MS = 5000;

/**
 * Defence on calendars for one connection: reads the plan (scheduling) and the calendar's kept copy, and
 * applies planMirror's actions through the same conditional writes and lock as "Protect my peak", so a
 * block the person edited is found out (another version, or gone) and left to them.
 */
@Injectable()
export class PlanMirrorWriter {
  constructor(
    private readonly connections: ConnectionRepository,
    private readonly mirrors: PlanMirrorRepository,
    private readonly peaks: PeakRepository,
    private readonly events: EventRepository,
    private readonly accounts: AccountFactory,
    private readonly budget: CallBudget,
    private readonly rpc: RpcClient,
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Mirrors (or, turned off, cleans up) one connection. Never throws. */
  async run(connectionId: string): Promise<void> {
    // The peak's lock: both write FLOW's blocks into the same calendar, one writer at a time.
    await withRedisLock(this.redis, `flow:calendar:peak-lock:${connectionId}`, { ttlMs: LOCK_MS, waitMs: LOCK_WAIT_MS }, () => this.mirror(connectionId)).catch(
      (error) => this.logger.warn({ err: error, connectionId }, 'mirroring the plan failed'),
    );
  }

  /** Before a connection goes: FLOW's unedited plan blocks are removed while the grant still works. */
  async removeAll(userId: string, provider?: CalendarProvider): Promise<void> {
    const em = this.mirrors.fork();
    for (const connection of await this.connections.connectionsOf(em, userId)) {
      if (provider && connection.provider !== provider) continue;
      if (await em.nativeUpdate(PlanMirrorEntity, { connectionId: connection.id }, { enabled: false })) await this.run(connection.id);
    }
  }

  private async mirror(connectionId: string): Promise<void> {
    const em = this.mirrors.fork();
    const [setting, connection] = await Promise.all([this.mirrors.settingOf(em, connectionId), this.connections.connectionById(em, connectionId)]);
    if (!setting || !connection || connection.status !== 'connected') return;
    const account = await this.accounts.open(connection, this.budget.of(connection.userId));
    const blocks = await markEditedBlocks(em, account, await this.mirrors.blocksOfConnection(em, connectionId));
    const calendarId = peakCalendarOf(connection);
    if (!setting.enabled || !calendarId) {
      for (const block of blocks.filter((b) => !b.edited)) await this.remove(em, account, block);
      return;
    }
    const now = Date.now();
    const [items, busy] = await Promise.all([this.planned(connection.userId, now), this.busy(em, connection, now)]);
    const { actions, yielded } = planMirror({ now, items, blocks: blocks.map(toMirrorBlock), busy });
    const byId = new Map(blocks.map((b) => [b.id, b]));
    for (const action of actions) await this.apply(em, account, connection, calendarId, byId, action);
    // Their blocks are gone; scheduling replans them around the event (it reads the same calendar change).
    if (yielded.length) this.logger.info({ connectionId, yielded: yielded.length }, 'planned items yielded to calendar events');
  }

  private async apply(
    em: EntityManager,
    account: CalendarAccount,
    connection: ConnectionEntity,
    calendarId: string,
    byId: Map<string, PlanMirrorBlockEntity>,
    action: MirrorAction,
  ): Promise<void> {
    if (action.kind === 'create') {
      const copy = await account.createPeakBlock(calendarId, toWrite(action.item));
      em.persist(
        Object.assign(new PlanMirrorBlockEntity(), {
          id: randomUUID(),
          connectionId: connection.id,
          userId: connection.userId,
          itemKind: action.item.kind,
          itemId: action.item.id,
          ...fromBlockCopy(copy),
          startTime: new Date(action.item.start),
          endTime: new Date(action.item.end),
        }),
      );
    } else if (action.kind === 'update') {
      const block = byId.get(action.blockId)!;
      await unlessChangedElsewhere(block, async () =>
        Object.assign(block, fromBlockCopy(await account.updatePeakBlock(blockCopy(block), toWrite(action.item))), {
          startTime: new Date(action.item.start),
          endTime: new Date(action.item.end),
        }),
      );
    } else if (action.kind === 'remove') {
      return this.remove(em, account, byId.get(action.blockId)!);
    }
    // Each change is recorded as soon as the calendar has it.
    await em.flush();
  }

  /** The plan ahead with its titles. */
  private async planned(userId: string, now: number): Promise<MirrorItem[]> {
    const plan = await this.rpc.request(
      'flow.scheduling.plan.get',
      { userId, from: new Date(now).toISOString(), to: new Date(now + HORIZON_MS).toISOString() },
      { timeoutMs: PLAN_TIMEOUT_MS },
    );
    return plan.placements.map((p) => ({ kind: p.kind, id: p.id, title: p.title, start: Date.parse(p.start), end: Date.parse(p.end) }));
  }

  /** The calendars' other events (the kept copy leaves FLOW's plan blocks out; focus blocks are FLOW's too). */
  private async busy(em: EntityManager, connection: ConnectionEntity, now: number) {
    const connected = (await this.connections.connectionsOf(em, connection.userId)).filter((c) => c.status === 'connected');
    const peak = new Set((await this.peaks.peakBlocksOfUser(em, connection.userId)).map((b) => b.externalId));
    const events = await this.events.eventsOf(
      em,
      connection.userId,
      connected.map((c) => c.id),
      new Date(now),
      new Date(now + HORIZON_MS),
    );
    return events.filter((e) => !e.isAllDay && !peak.has(e.externalId)).map((e) => ({ start: e.startTime.getTime(), end: e.endTime.getTime() }));
  }

  private async remove(em: EntityManager, account: CalendarAccount, block: PlanMirrorBlockEntity): Promise<void> {
    await unlessChangedElsewhere(block, async () => {
      await account.deletePeakBlock(blockCopy(block));
      em.remove(block);
    });
    await em.flush();
  }
}

const toMirrorBlock = (b: PlanMirrorBlockEntity): MirrorBlock => ({
  blockId: b.id,
  kind: b.itemKind,
  itemId: b.itemId,
  start: b.startTime.getTime(),
  end: b.endTime.getTime(),
  editedByPerson: b.edited,
});
const toWrite = (item: MirrorItem): PeakBlockWrite => ({
  start: new Date(item.start),
  end: new Date(item.end),
  timeZone: 'UTC',
  free: false,
  autoDeclineMode: 'declineNone',
  declineMessage: '',
  planItemTitle: item.title,
});
