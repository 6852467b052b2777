import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { OAuthIdentityEntity, PasswordResetTokenEntity, RefreshTokenEntity, SessionEntity, UserEntity } from './identity.entities';

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

  searchUsersByEmail(em: EntityManager, fragment: string, limit: number) {
    const escaped = fragment.replace(/[\\%_]/g, (c) => `\\${c}`);
    return em.find(UserEntity, { email: { $like: `%${escaped}%` } }, { orderBy: { email: 'asc' }, limit });
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
