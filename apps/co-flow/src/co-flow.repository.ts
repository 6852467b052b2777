import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConnectionEntity, InviteEntity, ManualProfileEntity } from './co-flow.entities';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids come from URLs: anything that is not a uuid cannot name a row (and must not reach PostgreSQL as one). */
export const isUuid = (id: string) => UUID.test(id);

/** The only place that queries co-flow's tables. Methods take the unit of work they run in. */
@Injectable()
export class CoFlowRepository {
  constructor(private readonly em: EntityManager) {}

  fork(): EntityManager {
    return this.em.fork();
  }

  /**
   * Serialises changes between two people (invite, accept) for the rest of the transaction, whichever
   * of them acts, so two crossing requests cannot both pass the duplicate checks.
   */
  async lockPair(em: EntityManager, a: string, b: string): Promise<void> {
    const key = [a, b].sort().join('|');
    await em.getConnection().execute('select pg_advisory_xact_lock(hashtext(?))', [key], 'all', em.getTransactionContext());
  }

  // Invites

  findInvite(em: EntityManager, id: string) {
    return isUuid(id) ? em.findOne(InviteEntity, { id }) : Promise.resolve(null);
  }

  /** Inside a transaction: the invite row locked until commit, so two answers to one invite run one after the other. */
  findInviteForUpdate(em: EntityManager, id: string) {
    return isUuid(id) ? em.findOne(InviteEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : Promise.resolve(null);
  }

  findPendingInvite(em: EntityManager, senderId: string, recipientEmail: string) {
    return em.findOne(InviteEntity, { senderId, recipientEmail, status: 'pending' });
  }

  countPendingSent(em: EntityManager, senderId: string) {
    return em.count(InviteEntity, { senderId, status: 'pending' });
  }

  /** Pending invitations addressed to this person, by the address or by the account it was attached to. */
  pendingReceived(em: EntityManager, userId: string, email: string) {
    return em.find(
      InviteEntity,
      { status: 'pending', $or: [{ recipientEmail: email }, { recipientId: userId }] },
      { orderBy: { createdAt: 'desc', id: 'asc' } },
    );
  }

  sentBy(em: EntityManager, senderId: string, limit: number) {
    return em.find(InviteEntity, { senderId }, { orderBy: { createdAt: 'desc', id: 'asc' }, limit });
  }

  /** A new account takes over the invitations that were waiting for its address. */
  attachInvites(em: EntityManager, email: string, userId: string) {
    return em.nativeUpdate(InviteEntity, { recipientEmail: email, recipientId: null }, { recipientId: userId });
  }

  // Connections

  findConnection(em: EntityManager, id: string) {
    return isUuid(id) ? em.findOne(ConnectionEntity, { id }) : Promise.resolve(null);
  }

  findConnectionBetween(em: EntityManager, a: string, b: string) {
    return em.findOne(ConnectionEntity, {
      $or: [
        { userId1: a, userId2: b },
        { userId1: b, userId2: a },
      ],
    });
  }

  connectionsOf(em: EntityManager, userId: string) {
    return em.find(ConnectionEntity, { $or: [{ userId1: userId }, { userId2: userId }] }, { orderBy: { createdAt: 'desc', id: 'asc' } });
  }

  async connectedUserIds(em: EntityManager, userId: string): Promise<string[]> {
    return (await this.connectionsOf(em, userId)).map((c) => (c.userId1 === userId ? c.userId2 : c.userId1));
  }

  // Manual profiles

  manualProfilesOf(em: EntityManager, creatorId: string) {
    return em.find(ManualProfileEntity, { creatorId }, { orderBy: { createdAt: 'desc', id: 'asc' } });
  }

  countManualProfiles(em: EntityManager, creatorId: string) {
    return em.count(ManualProfileEntity, { creatorId });
  }

  /** Only the creator's own: anyone else's is as good as absent. */
  findManualProfile(em: EntityManager, id: string, creatorId: string) {
    return isUuid(id) ? em.findOne(ManualProfileEntity, { id, creatorId }) : Promise.resolve(null);
  }
}
