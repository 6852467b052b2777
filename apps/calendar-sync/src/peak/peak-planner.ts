import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { CalendarProvider } from '@flow/contracts';
import { LOGGER, REDIS, type RedisClient, withRedisLock } from '@flow/platform';
import {
  addDays,
  DEFAULT_PEAK_PROTECTION,
  type FocusBlock,
  instantOf,
  localMinuteOf,
  minutesFromLocalMidnight,
  type PeakAction,
  planPeakProtection,
} from '@flow/rhythm';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import type { Logger } from 'pino';
import { AccountFactory } from '../connections/account.factory';
import type { ConnectionEntity } from '../connections/connection.entity';
import { ConnectionRepository } from '../connections/connection.repository';
import { type CalendarAccount, describeError, type PeakBlockWrite, ProviderAuthError, TransientProviderError } from '../providers/provider';
import { restAfterFailure } from '../providers/retry';
import { CallBudget } from '../sync/call-budget';
import { type PeakDays, PeakSources, PeakSourceUnavailable } from './peak-sources';
import { peakCalendarOf } from './peak-calendar';
import { PeakBlockEntity, type PeakProtectionEntity } from './peak.entities';
import { PeakRepository } from './peak.repository';
import { blockCopy, fromBlockCopy, markEditedBlocks, unlessChangedElsewhere } from './owned-blocks';

const LOCK_MS = 120_000;
/** Removing on disconnect waits this long for a plan of the same connection to end. */
const REMOVAL_WAIT_MS = 15_000;

/**
 * Plans one connection's focus blocks and applies the plan in its calendar: creates, shrinks, frees
 * and removes FLOW's own blocks, each write conditional on the version FLOW wrote, so a block the
 * person moved or edited is found out (its version changed, or it is gone) and left to them.
 */
@Injectable()
export class PeakPlanner {
  constructor(
    private readonly repository: ConnectionRepository,
    private readonly peaks: PeakRepository,
    private readonly accounts: AccountFactory,
    private readonly sources: PeakSources,
    private readonly budget: CallBudget,
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Plans (or, turned off, cleans up) one connection; one at a time across replicas. Never throws. */
  async run(connectionId: string): Promise<void> {
    await this.locked(connectionId, () => this.plan(connectionId)).catch((error) =>
      this.logger.error({ err: error, connectionId }, 'planning the peak failed'),
    );
  }

  /**
   * Before a connection goes: every block FLOW booked there that the person did not edit is removed,
   * while the grant still works. Failing to is logged, never in the way of disconnecting.
   */
  async removeAll(userId: string, provider?: CalendarProvider): Promise<void> {
    const em = this.repository.fork();
    for (const connection of await this.repository.connectionsOf(em, userId)) {
      if ((provider && connection.provider !== provider) || connection.status !== 'connected') continue;
      await this.locked(
        connection.id,
        async () => {
          const account = await this.accounts.open(connection);
          const blocks = await this.peaks.peakBlocksOfConnection(em, connection.id);
          await this.removeOurs(em, account, await markEditedBlocks(em, account, blocks));
        },
        REMOVAL_WAIT_MS,
      ).catch((error) => this.logger.warn({ err: error, connectionId: connection.id }, 'removing the focus blocks of a disconnected calendar failed'));
    }
  }

  private async plan(connectionId: string): Promise<void> {
    const startedAt = new Date();
    const em = this.repository.fork();
    const [setting, connection] = await Promise.all([this.peaks.peakProtectionOf(em, connectionId), this.repository.connectionById(em, connectionId)]);
    if (!setting || !connection) return;
    // The plan is made from the setting as read now; a change meanwhile stamps another due time (finishPeakPlan).
    const readDueAt = setting.dueAt;
    // Needs authorisation: nothing can be read or written; reconnecting asks for a plan again.
    if (connection.status !== 'connected') return this.finish(em, setting, readDueAt, null, null);
    try {
      const account = await this.accounts.open(connection, this.budget.of(connection.userId));
      const blocks = await markEditedBlocks(em, account, await this.peaks.peakBlocksOfConnection(em, connectionId));
      if (!setting.enabled) {
        await this.removeOurs(em, account, blocks);
        return this.finish(em, setting, readDueAt, null, null);
      }
      const calendarId = peakCalendarOf(connection);
      if (!calendarId) return this.finish(em, setting, readDueAt, null, 'No calendar of this account can take focus blocks.');
      const days = await this.sources.days(connection.userId, DEFAULT_PEAK_PROTECTION.horizonDays);
      await this.apply(em, account, connection, setting, calendarId, blocks, days);
      const tomorrow = DateTime.fromJSDate(startedAt, { zone: days.timeZone }).startOf('day').plus({ days: 1, minutes: 5 }).toJSDate();
      await this.finish(em, setting, readDueAt, tomorrow, null);
    } catch (error) {
      if (error instanceof ProviderAuthError) return this.finish(em, setting, readDueAt, null, error.message);
      if (!(error instanceof PeakSourceUnavailable)) this.logger.warn({ err: error, connectionId }, 'planning the peak failed');
      const failures = setting.failures + 1;
      const retryAt = new Date(Date.now() + restAfterFailure(failures, error instanceof TransientProviderError ? error.retryAfterMs : undefined));
      await this.peaks.finishPeakPlan(em, connectionId, readDueAt, {
        dueAt: retryAt,
        plannedAt: setting.plannedAt,
        failures,
        lastError: error instanceof PeakSourceUnavailable ? error.message : describeError(error),
      });
    }
  }

  private async apply(
    em: EntityManager,
    account: CalendarAccount,
    connection: ConnectionEntity,
    setting: PeakProtectionEntity,
    calendarId: string,
    blocks: PeakBlockEntity[],
    days: PeakDays,
  ): Promise<void> {
    const zoneOf = (date: string) => days.zones[date] ?? days.timeZone;
    const dates = Array.from({ length: DEFAULT_PEAK_PROTECTION.horizonDays }, (_, i) => addDays(days.today, i));
    const busy = await this.sources.busy(em, connection.userId, days, dates, await this.peaks.peakBlocksOfUser(em, connection.userId));
    const existing = blocks.map((b): FocusBlock => ({
      id: b.id,
      date: b.date,
      free: b.free,
      editedByPerson: b.edited,
      range: { start: minutesFromLocalMidnight(b.startTime, b.date, zoneOf(b.date)), end: minutesFromLocalMidnight(b.endTime, b.date, zoneOf(b.date)) },
    }));
    const actions = planPeakProtection({ settings: DEFAULT_PEAK_PROTECTION, now: localMinuteOf(new Date(), days.timeZone), busy, peaks: days.peaks, existing });
    const byId = new Map(blocks.map((b) => [b.id, b]));
    const write = (action: Extract<PeakAction, { range: unknown }>): PeakBlockWrite => ({
      start: new Date(instantOf(action.date, action.range.start, zoneOf(action.date))),
      end: new Date(instantOf(action.date, action.range.end, zoneOf(action.date))),
      timeZone: zoneOf(action.date),
      free: action.free,
      autoDeclineMode: setting.autoDeclineMode,
      declineMessage: setting.declineMessage,
    });
    for (const action of actions) {
      if (action.kind === 'create') {
        const next = write(action);
        const copy = await account.createPeakBlock(calendarId, next);
        em.persist(
          Object.assign(
            new PeakBlockEntity(),
            { id: randomUUID(), connectionId: connection.id, userId: connection.userId, date: action.date },
            fromBlockCopy(copy),
            fromWrite(next),
          ),
        );
      } else if (action.kind === 'update' || action.kind === 'keep') {
        const block = byId.get(action.id)!;
        // Kept as it is unless the mode or message it was written with changed (a past block stays as it was).
        const next =
          action.kind === 'update'
            ? write(action)
            : { ...toWrite(block, zoneOf(block.date)), autoDeclineMode: setting.autoDeclineMode, declineMessage: setting.declineMessage };
        const unchanged = block.autoDeclineMode === next.autoDeclineMode && block.declineMessage === next.declineMessage;
        if (action.kind === 'keep' && (unchanged || block.endTime <= new Date())) continue;
        await unlessChangedElsewhere(block, async () =>
          Object.assign(block, fromBlockCopy(await account.updatePeakBlock(blockCopy(block), next)), fromWrite(next)),
        );
      } else if (action.kind === 'remove') {
        const block = byId.get(action.id)!;
        await unlessChangedElsewhere(block, async () => {
          await account.deletePeakBlock(blockCopy(block));
          em.remove(block);
        });
      }
      // Each change is recorded as soon as the calendar has it.
      await em.flush();
    }
  }

  /** Protection off (or the calendar going): FLOW's own blocks go; edited ones stay the person's. */
  private async removeOurs(em: EntityManager, account: CalendarAccount, blocks: PeakBlockEntity[]): Promise<void> {
    for (const block of blocks.filter((b) => !b.edited)) {
      await unlessChangedElsewhere(block, async () => {
        await account.deletePeakBlock(blockCopy(block));
        em.remove(block);
      });
      await em.flush();
    }
  }

  private async finish(em: EntityManager, setting: PeakProtectionEntity, readDueAt: Date | null, dueAt: Date | null, lastError: string | null): Promise<void> {
    await this.peaks.finishPeakPlan(em, setting.connectionId, readDueAt, {
      dueAt,
      plannedAt: lastError ? setting.plannedAt : new Date(),
      failures: 0,
      lastError,
    });
  }

  /** Runs `work` holding the connection's lock; gives up (the plan stays due) when it is held longer than `waitMs`. */
  private async locked(connectionId: string, work: () => Promise<void>, waitMs = 0): Promise<void> {
    await withRedisLock(this.redis, `flow:calendar:peak-lock:${connectionId}`, { ttlMs: LOCK_MS, waitMs }, work);
  }
}

const fromWrite = (write: PeakBlockWrite) => ({
  startTime: write.start,
  endTime: write.end,
  free: write.free,
  autoDeclineMode: write.autoDeclineMode,
  declineMessage: write.declineMessage,
});
const toWrite = (block: PeakBlockEntity, timeZone: string): PeakBlockWrite => ({
  start: block.startTime,
  end: block.endTime,
  timeZone,
  free: block.free,
  autoDeclineMode: block.autoDeclineMode,
  declineMessage: block.declineMessage,
});
