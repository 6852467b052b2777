import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  EmailConfirmationTokenEntity,
  OAuthIdentityEntity,
  PasswordResetTokenEntity,
  RefreshTokenEntity,
  SessionEntity,
  UserEntity,
} from './identity.entities';

/** The only place that queries identity's tables. Methods take the unit of work they run in. */
@Injectable()
export class IdentityRepository {
  constructor(private readonly em: EntityManager) {}

  fork(): EntityManager {
    return this.em.fork();
  }

  findUserByEmail(em: EntityManager, email: string) {
    return em.findOne(UserEntity, { email: email.trim().toLowerCase() });
  }

  findUserById(em: EntityManager, id: string) {
    return em.findOne(UserEntity, { id });
  }

  findUsersByIds(em: EntityManager, ids: string[]) {
    return ids.length ? em.find(UserEntity, { id: { $in: ids } }) : Promise.resolve([]);
  }

  /** Only confirmed addresses of people who let others find them; a prefix, never a substring. */
  searchFindableByEmailPrefix(em: EntityManager, prefix: string, limit: number) {
    const escaped = prefix.replace(/[\\%_]/g, (c) => `\\${c}`);
    return em.find(
      UserEntity,
      { email: { $like: `${escaped}%` }, emailConfirmedAt: { $ne: null }, findableByEmail: true },
      { orderBy: { email: 'asc' }, limit },
    );
  }

  findRefreshToken(em: EntityManager, tokenHash: string) {
    return em.findOne(RefreshTokenEntity, { tokenHash });
  }

  findSession(em: EntityManager, id: string) {
    return em.findOne(SessionEntity, { id });
  }

  activeSessionIds(em: EntityManager, userId: string) {
    return em.find(SessionEntity, { userId, revokedAt: null }, { fields: ['id'] }).then((rows) => rows.map((r) => r.id));
  }

  sessionsRevokedSince(em: EntityManager, since: Date) {
    return em.find(SessionEntity, { revokedAt: { $gte: since } }, { fields: ['id'] }).then((rows) => rows.map((r) => r.id));
  }

  async revokeSessions(em: EntityManager, ids: string[], at: Date) {
    if (ids.length) await em.nativeUpdate(SessionEntity, { id: { $in: ids }, revokedAt: null }, { revokedAt: at });
  }

  findResetToken(em: EntityManager, tokenHash: string) {
    return em.findOne(PasswordResetTokenEntity, { tokenHash });
  }

  /** Every unused recovery link of the user stops working. */
  async retireResetTokens(em: EntityManager, userId: string, at: Date) {
    await em.nativeUpdate(PasswordResetTokenEntity, { userId, usedAt: null }, { usedAt: at });
  }

  findConfirmationToken(em: EntityManager, tokenHash: string) {
    return em.findOne(EmailConfirmationTokenEntity, { tokenHash });
  }

  async retireConfirmationTokens(em: EntityManager, userId: string, at: Date) {
    await em.nativeUpdate(EmailConfirmationTokenEntity, { userId, usedAt: null }, { usedAt: at });
  }

  countConfirmationTokensSince(em: EntityManager, userId: string, since: Date) {
    return em.count(EmailConfirmationTokenEntity, { userId, createdAt: { $gte: since } });
  }

  findOAuthIdentity(em: EntityManager, provider: string, subject: string) {
    return em.findOne(OAuthIdentityEntity, { provider, subject });
  }

  sessionsOf(em: EntityManager, userId: string) {
    return em.find(SessionEntity, { userId }, { orderBy: { createdAt: 'asc' } });
  }

  oauthIdentitiesOf(em: EntityManager, userId: string) {
    return em.find(OAuthIdentityEntity, { userId }, { orderBy: { createdAt: 'asc' } });
  }

  /** The user and, by cascade, their sessions, refresh and reset tokens and linked sign-ins. */
  async deleteUser(em: EntityManager, userId: string) {
    await em.nativeDelete(UserEntity, { id: userId });
  }

  providersOf(em: EntityManager, userId: string) {
    return em.find(OAuthIdentityEntity, { userId }, { fields: ['provider'] }).then((rows) => rows.map((r) => r.provider));
  }
}
