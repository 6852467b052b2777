import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { PeakBlockEntity, PeakProtectionEntity } from './peak.entities';

/** "Protect my peak" settings and the blocks FLOW booked. Every query is scoped to a user or a connection. */
@Injectable()
export class PeakRepository {
  constructor(private readonly em: EntityManager) {}

  fork(): EntityManager {
    return this.em.fork();
  }

  peakProtectionsOf(em: EntityManager, userId: string) {
    return em.find(PeakProtectionEntity, { userId });
  }

  peakProtectionOf(em: EntityManager, connectionId: string) {
    return em.findOne(PeakProtectionEntity, { connectionId });
  }

  /** A change of the person's day or calendar: their protected connections are planned again now. */
  markPeakProtectionsDue(em: EntityManager, userId: string, now: Date) {
    return em.nativeUpdate(PeakProtectionEntity, { userId, enabled: true }, { dueAt: now });
  }

  /** Settings whose plan (or clean-up) is due. */
  async duePeakProtections(em: EntityManager, now: Date, limit: number): Promise<string[]> {
    const rows = await em.find(PeakProtectionEntity, { dueAt: { $lte: now } }, { fields: ['connectionId'], orderBy: { dueAt: 'asc' }, limit });
    return rows.map((r) => r.connectionId);
  }

  /**
   * After a plan made from the setting as it was read (`readDueAt`, its due time then): the next time is set
   * only while the row still has that due time. A change meanwhile (turned off, a new mode, a day that
   * changed) stamped a new one and asked for another plan; comparing clocks instead lost a change stamped
   * before the plan began but committed after the plan had read the row.
   */
  finishPeakPlan(
    em: EntityManager,
    connectionId: string,
    readDueAt: Date | null,
    outcome: Pick<PeakProtectionEntity, 'dueAt' | 'plannedAt' | 'failures' | 'lastError'>,
  ) {
    return em.nativeUpdate(PeakProtectionEntity, { connectionId, dueAt: readDueAt }, outcome);
  }

  peakBlocksOfConnection(em: EntityManager, connectionId: string) {
    return em.find(PeakBlockEntity, { connectionId }, { orderBy: { date: 'asc', createdAt: 'asc' } });
  }

  /** Every block FLOW booked for the person (any connection): left out of their busy time. */
  peakBlocksOfUser(em: EntityManager, userId: string) {
    return em.find(PeakBlockEntity, { userId });
  }

  /** FLOW's blocks still managed that have not ended, per connection. */
  async upcomingPeakBlockCounts(em: EntityManager, userId: string, now: Date): Promise<Map<string, number>> {
    const rows = await em.find(PeakBlockEntity, { userId, edited: false, endTime: { $gt: now } }, { fields: ['connectionId'] });
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(row.connectionId, (counts.get(row.connectionId) ?? 0) + 1);
    return counts;
  }
}
