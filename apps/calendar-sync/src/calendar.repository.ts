import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { CalendarProvider } from '@flow/contracts';
import { ConnectionEntity, ExternalEventEntity, FeedEntity, GoogleChannelEntity, MirrorLinkEntity, OAuthStateEntity, PeakBlockEntity, PeakProtectionEntity } from './calendar.entities';

/** The only place that queries calendar-sync's tables. Every query is scoped to a user. */
@Injectable()
export class CalendarRepository {
  constructor(private readonly em: EntityManager) {}

  fork(): EntityManager {
    return this.em.fork();
  }

  connectionsOf(em: EntityManager, userId: string) {
    return em.find(ConnectionEntity, { userId }, { orderBy: { provider: 'asc' } });
  }

  connectionOf(em: EntityManager, userId: string, provider: CalendarProvider) {
    return em.findOne(ConnectionEntity, { userId, provider });
  }

  connectionById(em: EntityManager, id: string) {
    return em.findOne(ConnectionEntity, { id });
  }

  /** Connections with a secret sealed by another key than the current one (rotation). */
  connectionsSealedWithOtherKey(em: EntityManager, currentKeyId: string, limit: number) {
    return em.find(ConnectionEntity, { keyId: { $ne: currentKeyId } }, { limit });
  }

  /** Single use: the state row is deleted as it is read. */
  async takeOAuthState(em: EntityManager, id: string): Promise<OAuthStateEntity | null> {
    const rows = await em.getConnection().execute<{ id: string; user_id: string; verifier_enc: string; redirect_uri: string; expires_at: Date }[]>(
      'delete from "oauth_states" where "id" = ? returning *',
      [id],
    );
    const row = rows[0];
    return row ? Object.assign(new OAuthStateEntity(), { id: row.id, userId: row.user_id, verifierEnc: row.verifier_enc, redirectUri: row.redirect_uri, expiresAt: new Date(row.expires_at) }) : null;
  }

  purgeExpiredOAuthStates(em: EntityManager, now: Date) {
    return em.nativeDelete(OAuthStateEntity, { expiresAt: { $lt: now } });
  }

  eventsOf(em: EntityManager, userId: string, connectionIds: string[], from: Date, to: Date) {
    if (!connectionIds.length) return Promise.resolve([]);
    return em.find(ExternalEventEntity, { userId, connectionId: { $in: connectionIds }, startTime: { $lt: to }, endTime: { $gt: from } }, { orderBy: { startTime: 'asc', id: 'asc' } });
  }

  /** Drops the kept rows of a connection's calendars that are no longer read. */
  deleteEventsOutside(em: EntityManager, connectionId: string, calendarIds: string[]) {
    return em.nativeDelete(ExternalEventEntity, { connectionId, calendarId: { $nin: calendarIds } });
  }

  calendarEventsOf(em: EntityManager, connectionId: string, calendarId: string) {
    return em.find(ExternalEventEntity, { connectionId, calendarId });
  }

  deleteCalendarEvents(em: EntityManager, connectionId: string, calendarId: string) {
    return em.nativeDelete(ExternalEventEntity, { connectionId, calendarId });
  }

  /** The rows of changed or deleted provider items (and of every instance of a deleted Google series). */
  deleteEventsFrom(em: EntityManager, connectionId: string, calendarId: string, sourceKeys: string[], seriesIds: string[]) {
    const series = seriesIds.map((id) => ({ sourceKey: { $like: `${id.replace(/[\\%_]/g, '\\$&')}\\_%` } }));
    if (!sourceKeys.length && !series.length) return Promise.resolve(0);
    return em.nativeDelete(ExternalEventEntity, { connectionId, calendarId, $or: [...(sourceKeys.length ? [{ sourceKey: { $in: sourceKeys } }] : []), ...series] });
  }

  insertEvents(em: EntityManager, rows: ExternalEventEntity[]) {
    return rows.length ? em.insertMany(ExternalEventEntity, rows) : Promise.resolve([]);
  }

  /** Sets a failed connection's back-off: failures so far, when to try again, and what went wrong. */
  recordSyncFailure(em: EntityManager, id: string, message: string | null, failures: number, retryAt: Date) {
    return em.nativeUpdate(ConnectionEntity, { id }, { lastError: message, syncFailures: failures, retryAt });
  }

  deleteEventsOf(em: EntityManager, connectionId: string) {
    return em.nativeDelete(ExternalEventEntity, { connectionId });
  }

  linkOf(em: EntityManager, userId: string, connectionId: string, flowEventId: string) {
    return em.findOne(MirrorLinkEntity, { userId, connectionId, flowEventId });
  }

  deleteLink(em: EntityManager, userId: string, connectionId: string, flowEventId: string) {
    return em.nativeDelete(MirrorLinkEntity, { userId, connectionId, flowEventId });
  }

  feedOf(em: EntityManager, userId: string) {
    return em.findOne(FeedEntity, { userId });
  }

  feedBySecretHash(em: EntityManager, secretHash: string) {
    return em.findOne(FeedEntity, { secretHash });
  }

  /** Feeds whose sealed secret is not under the current key (rotation). */
  feedsSealedWithOtherKey(em: EntityManager, currentKeyId: string, limit: number) {
    return em.find(FeedEntity, { $not: { secretEnc: { $like: `v1.${currentKeyId}.%` } } }, { limit });
  }

  /** Creates or replaces the user's feed. */
  saveFeed(em: EntityManager, feed: Pick<FeedEntity, 'userId' | 'secretHash' | 'secretEnc' | 'createdAt'>): Promise<FeedEntity> {
    return em.upsert(FeedEntity, feed);
  }

  deleteFeed(em: EntityManager, userId: string) {
    return em.nativeDelete(FeedEntity, { userId });
  }

  setPushedUntil(em: EntityManager, id: string, pushedUntil: Date | null) {
    return em.nativeUpdate(ConnectionEntity, { id }, { pushedUntil });
  }

  channelsOf(em: EntityManager, connectionId: string) {
    return em.find(GoogleChannelEntity, { connectionId });
  }

  deleteChannelsOf(em: EntityManager, connectionId: string) {
    return em.nativeDelete(GoogleChannelEntity, { connectionId });
  }

  channelById(em: EntityManager, id: string) {
    return em.findOne(GoogleChannelEntity, { id });
  }

  /** Connections with a channel that expires before `before`: they are renewed. */
  async connectionsWithChannelsExpiring(em: EntityManager, before: Date, limit: number): Promise<string[]> {
    const rows = await em.find(GoogleChannelEntity, { expiresAt: { $lt: before } }, { fields: ['connectionId'], orderBy: { expiresAt: 'asc' }, limit });
    return [...new Set(rows.map((r) => r.connectionId))];
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
   * After a plan that began at `startedAt`: the next time is set only when no change asked for another
   * plan meanwhile (that one made `dueAt` later than the start).
   */
  finishPeakPlan(em: EntityManager, connectionId: string, startedAt: Date, outcome: Pick<PeakProtectionEntity, 'dueAt' | 'plannedAt' | 'failures' | 'lastError'>) {
    return em.nativeUpdate(PeakProtectionEntity, { connectionId, $or: [{ dueAt: null }, { dueAt: { $lte: startedAt } }] }, outcome);
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
