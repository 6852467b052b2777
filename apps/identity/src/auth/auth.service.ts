import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type ClientInfo, IdentityMessages, type Session, type SignInRequest, type SignUpRequest, type User, type UserSummary } from '@flow/contracts';
import { DomainError, LOGGER, Mailer, OutboxRelay, recordEvent } from '@flow/platform';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { AuditLog } from '../audit/audit-log';
import { IDENTITY_ENV, type IdentityEnv } from '../identity.env';
import { PasswordResetTokenEntity, UserEntity } from './identity.entities';
import { IdentityRepository } from './identity.repository';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import { SessionService } from './session.service';
import { hashToken, newOpaqueToken } from './token.service';
import { toUser, toUserSummary } from './user.mapper';

@Injectable()
export class AuthService {
  constructor(
    private readonly repository: IdentityRepository,
    private readonly sessions: SessionService,
    private readonly relay: OutboxRelay,
    private readonly mailer: Mailer,
    private readonly audit: AuditLog,
    @Inject(IDENTITY_ENV) private readonly env: IdentityEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async signUp(input: SignUpRequest): Promise<Session> {
    const passwordHash = await hashPassword(input.password);
    const em = this.repository.fork();
    const session = await em.transactional(async (tx) => {
      if (await this.repository.findUserByEmail(tx, input.email)) throw DomainError.conflict(IdentityMessages.emailTaken);
      const user = tx.create(UserEntity, { id: randomUUID(), email: input.email, passwordHash, fullName: input.fullName || null, createdAt: new Date(), updatedAt: new Date() });
      recordEvent(tx, 'flow.evt.identity.user-registered', { userId: user.id, email: user.email, fullName: user.fullName ?? null }, [user.id]);
      return this.sessions.open(tx, user);
    }).catch((error) => {
      // Two sign-ups racing for one address: the unique index decides.
      if ((error as { code?: string }).code === '23505') throw DomainError.conflict(IdentityMessages.emailTaken);
      throw error;
    });
    this.relay.kick();
    return session;
  }

  /** One generic message for a wrong e-mail or a wrong password: no user enumeration. Failures are audited. */
  async signIn(input: SignInRequest, client?: z.infer<typeof ClientInfo>): Promise<Session> {
    const em = this.repository.fork();
    const user = await this.repository.findUserByEmail(em, input.email);
    const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
    if (!user || !user.passwordHash || !ok) {
      this.audit.record(em, 'signin.failed', { userId: user?.id, email: input.email, client, details: { reason: user ? 'wrong password' : 'no such account' } });
      await em.flush();
      throw new DomainError('INVALID_CREDENTIALS', IdentityMessages.invalidCredentials, 400);
    }
    return em.transactional((tx) => this.sessions.open(tx, user));
  }

  async getUser(userId: string): Promise<User> {
    const em = this.repository.fork();
    const user = await this.repository.findUserById(em, userId);
    if (!user) throw DomainError.unauthorized(IdentityMessages.sessionMissing);
    return toUser(user, await this.repository.providersOf(em, user.id));
  }

  /** Setting a new password signs every other device out. */
  async updatePassword(userId: string, sessionId: string, password: string, client?: z.infer<typeof ClientInfo>): Promise<User> {
    const passwordHash = await hashPassword(password);
    const em = this.repository.fork();
    const user = await this.repository.findUserById(em, userId);
    if (!user) throw DomainError.unauthorized(IdentityMessages.sessionMissing);
    this.audit.record(em, 'password.changed', { userId, email: user.email, client, details: { sessionId, hadPassword: Boolean(user.passwordHash) } });
    user.passwordHash = passwordHash;
    recordEvent(em, 'flow.evt.identity.user-updated', { userId }, [userId]);
    await em.flush();
    this.relay.kick();
    await this.sessions.signOut(userId, sessionId, 'others');
    return toUser(user, await this.repository.providersOf(em, user.id));
  }

  /** Always succeeds from the outside; only an existing account gets a mail. */
  async recover(email: string): Promise<void> {
    const em = this.repository.fork();
    const user = await this.repository.findUserByEmail(em, email);
    if (!user) return;
    const token = newOpaqueToken();
    em.create(PasswordResetTokenEntity, {
      id: randomUUID(),
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + this.env.RECOVERY_TOKEN_TTL_MINUTES * 60_000),
      usedAt: null,
    });
    await em.flush();
    const link = `${this.env.APP_ORIGIN.replace(/\/$/, '')}/reset-password#type=recovery&token=${token}`;
    await this.mailer
      .send({
        to: user.email,
        subject: 'Reset your FLOW password',
        text: `Hello${user.fullName ? ` ${user.fullName}` : ''},\n\nSomeone asked to reset the password of your FLOW account. Open this link within ${this.env.RECOVERY_TOKEN_TTL_MINUTES} minutes to choose a new one:\n\n${link}\n\nIf it wasn't you, ignore this mail: your password stays as it is.\n`,
      })
      .catch((error) => this.logger.error({ err: error }, 'could not send the recovery mail'));
  }

  /** A recovery link works once, within its lifetime, and becomes a session. */
  async verifyRecovery(token: string): Promise<Session> {
    const em = this.repository.fork();
    return em.transactional(async (tx) => {
      const stored = await this.repository.findResetToken(tx, hashToken(token));
      if (!stored || stored.usedAt || stored.expiresAt < new Date()) {
        throw new DomainError('INVALID_RECOVERY_LINK', IdentityMessages.invalidRecoveryLink, 400);
      }
      stored.usedAt = new Date();
      const user = await this.repository.findUserById(tx, stored.userId);
      if (!user) throw new DomainError('INVALID_RECOVERY_LINK', IdentityMessages.invalidRecoveryLink, 400);
      return this.sessions.open(tx, user);
    });
  }

  async searchByEmail(fragment: string, limit: number): Promise<UserSummary[]> {
    return (await this.repository.searchUsersByEmail(this.repository.fork(), fragment.toLowerCase(), limit)).map(toUserSummary);
  }

  async byIds(ids: string[]): Promise<UserSummary[]> {
    return (await this.repository.findUsersByIds(this.repository.fork(), ids)).map(toUserSummary);
  }

  async byEmail(email: string): Promise<UserSummary | null> {
    const user = await this.repository.findUserByEmail(this.repository.fork(), email);
    return user ? toUserSummary(user) : null;
  }
}
