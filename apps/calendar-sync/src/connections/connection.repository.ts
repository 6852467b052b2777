import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { CalendarProvider } from '@flow/contracts';
import { ConnectionEntity, OAuthStateEntity } from './connection.entity';

/** Connections and started authorisations. Every query is scoped to a user or a connection. */
@Injectable()
export class ConnectionRepository {
  constructor(private readonly em: EntityManager) {}

  fork(): EntityManager {
    return this.em.fork();
  }

  /** Everyone with a connection (ConnectedPeople's set). */
  async connectedUserIds(em: EntityManager): Promise<Set<string>> {
    const rows = await em.getConnection().execute<{ user_id: string }[]>('select distinct user_id from calendar_connections');
    return new Set(rows.map((r) => r.user_id));
  }

  connectionsOf(em: EntityManager, userId: string) {
    return em.find(ConnectionEntity, { userId }, { orderBy: { provider: 'asc' } });
  }

  connectionOf(em: EntityManager, userId: string, provider: CalendarProvider) {
    return em.findOne(ConnectionEntity, { userId, provider });
  }

  /**
   * The user's connection to `provider` to connect again: kept while it is `sameAccount`, else removed
   * (nothing of another account is kept) and a new one begun, unsaved until the unit of work flushes.
   */
  async reconnecting(em: EntityManager, userId: string, provider: CalendarProvider, sameAccount: (c: ConnectionEntity) => boolean): Promise<ConnectionEntity> {
    const connection = await this.connectionOf(em, userId, provider);
    if (connection && sameAccount(connection)) return connection;
    if (connection) {
      em.remove(connection);
      await em.flush();
    }
    const now = new Date();
    return em.create(ConnectionEntity, {
      id: randomUUID(),
      userId,
      provider,
      status: 'connected',
      calendars: [],
      selection: {},
      createdAt: now,
      updatedAt: now,
    });
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
    const rows = await em
      .getConnection()
      .execute<{ id: string; user_id: string; verifier_enc: string; redirect_uri: string; expires_at: Date }[]>(
        'delete from "oauth_states" where "id" = ? returning *',
        [id],
      );
    const row = rows[0];
    return row
      ? Object.assign(new OAuthStateEntity(), {
          id: row.id,
          userId: row.user_id,
          verifierEnc: row.verifier_enc,
          redirectUri: row.redirect_uri,
          expiresAt: new Date(row.expires_at),
        })
      : null;
  }

  purgeExpiredOAuthStates(em: EntityManager, now: Date) {
    return em.nativeDelete(OAuthStateEntity, { expiresAt: { $lt: now } });
  }

  /** Sets a failed connection's back-off: failures so far, when to try again, and what went wrong. */
  recordSyncFailure(em: EntityManager, id: string, message: string | null, failures: number, retryAt: Date) {
    return em.nativeUpdate(ConnectionEntity, { id }, { lastError: message, syncFailures: failures, retryAt });
  }

  setPushedUntil(em: EntityManager, id: string, pushedUntil: Date | null) {
    return em.nativeUpdate(ConnectionEntity, { id }, { pushedUntil });
  }
}
