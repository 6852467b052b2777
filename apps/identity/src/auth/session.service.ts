import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { IdentityMessages, type Session } from '@flow/contracts';
import { DomainError, LOGGER, OutboxRelay, recordEvent, REDIS, type RedisClient } from '@flow/platform';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { ClientInfo } from '@flow/contracts';
import { AuditLog } from '../audit/audit-log';
import { IDENTITY_ENV, type IdentityEnv } from '../identity.env';
import { RefreshTokenEntity, SessionEntity, type UserEntity } from './identity.entities';
import { IdentityRepository } from './identity.repository';
import { hashToken, newOpaqueToken, TokenService } from './token.service';
import { toUser } from './user.mapper';

/** Redis key the gateway checks so a signed-out session's access tokens stop working at once. */
export const revokedSessionKey = (sessionId: string) => `flow:revoked-session:${sessionId}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MARK_RETRY_MS = 2000;

@Injectable()
export class SessionService implements OnApplicationBootstrap, OnApplicationShutdown {
  /** Revocations Redis did not take (it was away): written as soon as it is back. */
  private readonly unmarked = new Set<string>();
  private retryTimer?: NodeJS.Timeout;

  constructor(
    private readonly repository: IdentityRepository,
    private readonly tokens: TokenService,
    private readonly audit: AuditLog,
    private readonly relay: OutboxRelay,
    @Inject(IDENTITY_ENV) private readonly env: IdentityEnv,
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Starts a new session (device) for the user inside the caller's transaction; `recovered`: opened by a recovery link. */
  async open(em: EntityManager, user: UserEntity, options: { recovered?: boolean } = {}): Promise<Session> {
    const now = new Date();
    const session = em.create(SessionEntity, {
      id: randomUUID(),
      userId: user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.env.REFRESH_TOKEN_TTL_DAYS * 86_400_000),
      revokedAt: null,
      recoveredAt: options.recovered ? now : null,
    });
    const refreshToken = this.issueRefreshToken(em, session.id);
    return this.toSession(em, user, session.id, refreshToken);
  }

  /**
   * Rotates a refresh token. A token that was already rotated means it leaked (or a race between
   * tabs): the whole session is revoked, as the spec of refresh-token families requires.
   */
  async refresh(refreshToken: string, client?: z.infer<typeof ClientInfo>): Promise<Session> {
    const em = this.repository.fork();
    const reuse: { sessionId?: string } = {};
    const session = await em.transactional(async (tx) => {
      const stored = await this.repository.findRefreshToken(tx, hashToken(refreshToken));
      if (!stored) throw DomainError.unauthorized(IdentityMessages.invalidRefreshToken);
      const family = await this.repository.findSession(tx, stored.sessionId);
      if (!family || family.revokedAt || family.expiresAt < new Date()) throw DomainError.unauthorized(IdentityMessages.invalidRefreshToken);
      if (stored.rotatedAt) {
        await this.revokeIn(tx, family.userId, [family.id]);
        this.audit.record(tx, 'refresh.reused', {
          userId: family.userId,
          client,
          details: { sessionId: family.id, rotatedAt: stored.rotatedAt.toISOString() },
        });
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
      await this.afterRevoking([reuse.sessionId]);
      throw DomainError.unauthorized(IdentityMessages.invalidRefreshToken);
    }
    return session!;
  }

  /** Sign-out scopes: local = this session, others = every other session, global = all of them. */
  async signOut(userId: string, sessionId: string, scope: 'global' | 'local' | 'others'): Promise<void> {
    const em = this.repository.fork();
    const targets = await em.transactional(async (tx) => {
      const active = await this.repository.activeSessionIds(tx, userId);
      const chosen = scope === 'local' ? active.filter((id) => id === sessionId) : scope === 'others' ? active.filter((id) => id !== sessionId) : active;
      await this.revokeIn(tx, userId, chosen);
      return chosen;
    });
    await this.afterRevoking(targets);
  }

  /**
   * Revokes sessions inside the caller's transaction and says so (the gateway closes their sockets);
   * call `afterRevoking` with the result once it has committed.
   */
  async revokeIn(tx: EntityManager, userId: string, sessionIds: string[]): Promise<string[]> {
    if (!sessionIds.length) return sessionIds;
    await this.repository.revokeSessions(tx, sessionIds, new Date());
    recordEvent(tx, 'flow.evt.identity.sessions-revoked', { userId, sessionIds }, [userId]);
    return sessionIds;
  }

  /** Every session of the user but `keep` (none: all of them), inside the caller's transaction. */
  async revokeAllIn(tx: EntityManager, userId: string, keep?: string): Promise<string[]> {
    return this.revokeIn(
      tx,
      userId,
      (await this.repository.activeSessionIds(tx, userId)).filter((id) => id !== keep),
    );
  }

  async afterRevoking(sessionIds: string[]): Promise<void> {
    if (!sessionIds.length) return;
    this.relay.kick();
    await this.markRevoked(sessionIds);
  }

  /**
   * Marks sessions revoked in Redis, where the gateway looks. The database already says so; if Redis is
   * away the gateway asks the database instead, and the marks are written once Redis is back.
   */
  async markRevoked(sessionIds: string[]): Promise<void> {
    try {
      await this.writeMarks(sessionIds);
    } catch (error) {
      this.logger.warn({ err: error, sessions: sessionIds.length }, 'could not mark revoked sessions in Redis; retrying');
      sessionIds.forEach((id) => this.unmarked.add(id));
      this.retryTimer ??= setInterval(() => void this.retryMarks(), MARK_RETRY_MS).unref();
    }
  }

  /** Whether a session may still be used: exists, not revoked, not expired (the database's word). */
  async isActive(sessionId: string): Promise<boolean> {
    if (!UUID.test(sessionId)) return false;
    const session = await this.repository.findSession(this.repository.fork(), sessionId);
    return Boolean(session && !session.revokedAt && session.expiresAt > new Date());
  }

  /** After a restart, sessions revoked while Redis was away (marks lost with the process) are marked again. */
  async onApplicationBootstrap(): Promise<void> {
    const since = new Date(Date.now() - (this.env.ACCESS_TOKEN_TTL_SECONDS + 60) * 1000);
    const ids = await this.repository.sessionsRevokedSince(this.repository.fork(), since).catch(() => []);
    if (ids.length) await this.markRevoked(ids);
  }

  onApplicationShutdown(): void {
    clearInterval(this.retryTimer);
  }

  private async writeMarks(sessionIds: string[]): Promise<void> {
    // Access tokens live at most ACCESS_TOKEN_TTL_SECONDS, so the marker can expire with them.
    await Promise.all(sessionIds.map((id) => this.redis.set(revokedSessionKey(id), '1', { EX: this.env.ACCESS_TOKEN_TTL_SECONDS + 60 })));
  }

  private async retryMarks(): Promise<void> {
    const ids = [...this.unmarked];
    if (!ids.length) return;
    try {
      await this.writeMarks(ids);
      ids.forEach((id) => this.unmarked.delete(id));
      if (!this.unmarked.size) {
        clearInterval(this.retryTimer);
        this.retryTimer = undefined;
      }
    } catch {
      /* still away; next tick */
    }
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
