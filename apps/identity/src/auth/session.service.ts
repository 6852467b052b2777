import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { IdentityMessages, type Session } from '@flow/contracts';
import { DomainError, LOGGER, REDIS, type RedisClient } from '@flow/platform';
import type { Logger } from 'pino';
import { IDENTITY_ENV, type IdentityEnv } from '../identity.env';
import { RefreshTokenEntity, SessionEntity, type UserEntity } from './identity.entities';
import { IdentityRepository } from './identity.repository';
import { hashToken, newOpaqueToken, TokenService } from './token.service';
import { toUser } from './user.mapper';

/** Redis key the gateway checks so a signed-out session's access tokens stop working at once. */
export const revokedSessionKey = (sessionId: string) => `flow:revoked-session:${sessionId}`;

@Injectable()
export class SessionService {
  constructor(
    private readonly repository: IdentityRepository,
    private readonly tokens: TokenService,
    @Inject(IDENTITY_ENV) private readonly env: IdentityEnv,
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Starts a new session (device) for the user inside the caller's transaction. */
  async open(em: EntityManager, user: UserEntity): Promise<Session> {
    const now = new Date();
    const session = em.create(SessionEntity, {
      id: randomUUID(),
      userId: user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.env.REFRESH_TOKEN_TTL_DAYS * 86_400_000),
      revokedAt: null,
    });
    const refreshToken = this.issueRefreshToken(em, session.id);
    return this.toSession(em, user, session.id, refreshToken);
  }

  /**
   * Rotates a refresh token. A token that was already rotated means it leaked (or a race between
   * tabs): the whole session is revoked, as the spec of refresh-token families requires.
   */
  async refresh(refreshToken: string): Promise<Session> {
    const em = this.repository.fork();
    const reuse: { sessionId?: string } = {};
    const session = await em.transactional(async (tx) => {
      const stored = await this.repository.findRefreshToken(tx, hashToken(refreshToken));
      if (!stored) throw DomainError.unauthorized(IdentityMessages.invalidRefreshToken);
      const family = await this.repository.findSession(tx, stored.sessionId);
      if (!family || family.revokedAt || family.expiresAt < new Date()) throw DomainError.unauthorized(IdentityMessages.invalidRefreshToken);
      if (stored.rotatedAt) {
        await this.repository.revokeSessions(tx, [family.id], new Date());
        reuse.sessionId = family.id;
        return null;
      }
      stored.rotatedAt = new Date();
      const user = await this.repository.findUserById(tx, family.userId);
      if (!user) throw DomainError.unauthorized(IdentityMessages.invalidRefreshToken);
      return this.toSession(tx, user, family.id, this.issueRefreshToken(tx, family.id));
    });
    if (reuse.sessionId) {
      this.logger.warn({ sessionId: reuse.sessionId }, 'refresh token reuse detected; session revoked');
      await this.markRevoked([reuse.sessionId]);
      throw DomainError.unauthorized(IdentityMessages.invalidRefreshToken);
    }
    return session!;
  }

  /** Sign-out scopes: local = this session, others = every other session, global = all of them. */
  async signOut(userId: string, sessionId: string, scope: 'global' | 'local' | 'others'): Promise<void> {
    const em = this.repository.fork();
    const active = await this.repository.activeSessionIds(em, userId);
    const targets = scope === 'local' ? active.filter((id) => id === sessionId) : scope === 'others' ? active.filter((id) => id !== sessionId) : active;
    await this.repository.revokeSessions(em, targets, new Date());
    await this.markRevoked(targets);
  }

  async markRevoked(sessionIds: string[]): Promise<void> {
    // Access tokens live at most ACCESS_TOKEN_TTL_SECONDS, so the marker can expire with them.
    await Promise.all(sessionIds.map((id) => this.redis.set(revokedSessionKey(id), '1', { EX: this.env.ACCESS_TOKEN_TTL_SECONDS + 60 })));
  }

  private issueRefreshToken(em: EntityManager, sessionId: string): string {
    const token = newOpaqueToken();
    em.create(RefreshTokenEntity, { id: randomUUID(), sessionId, tokenHash: hashToken(token), createdAt: new Date(), rotatedAt: null });
    return token;
  }

  private async toSession(em: EntityManager, user: UserEntity, sessionId: string, refreshToken: string): Promise<Session> {
    const access = await this.tokens.signAccessToken({ userId: user.id, email: user.email, sessionId });
    return {
      access_token: access.token,
      refresh_token: refreshToken,
      expires_at: access.expiresAt,
      expires_in: access.expiresIn,
      token_type: 'bearer',
      user: toUser(user, await this.repository.providersOf(em, user.id)),
    };
  }
}
