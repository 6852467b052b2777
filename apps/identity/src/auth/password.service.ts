import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type ClientInfo, IdentityMessages, type Session, type User } from '@flow/contracts';
import { passwordResetMail } from '@flow/i18n';
import { DomainError, LOGGER, Mailer, OutboxRelay, recordEvent } from '@flow/platform';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { AuditLog } from '../audit/audit-log';
import { AddressReclaim } from './address-reclaim';
import { IDENTITY_ENV, type IdentityEnv } from '../identity.env';
import { EmailConfirmationService } from './email-confirmation.service';
import { PasswordResetTokenEntity, type UserEntity } from './identity.entities';
import { IdentityRepository } from './identity.repository';
import { RecipientLanguage } from './recipient-language';
import { hashPassword, verifyPassword } from './password';
import { SessionService } from './session.service';
import { hashToken, newOpaqueToken } from './token.service';
import { toUser } from './user.mapper';

const invalidRecoveryLink = () => new DomainError('INVALID_RECOVERY_LINK', IdentityMessages.invalidRecoveryLink, 400);

/**
 * Changing and recovering passwords. A change needs the current password, or a session a recovery link
 * opened moments ago; it retires every recovery link and signs every other session out. A new recovery
 * link retires the older ones.
 */
@Injectable()
export class PasswordService {
  constructor(
    private readonly repository: IdentityRepository,
    private readonly sessions: SessionService,
    private readonly confirmation: EmailConfirmationService,
    private readonly relay: OutboxRelay,
    private readonly mailer: Mailer,
    private readonly audit: AuditLog,
    private readonly reclaim: AddressReclaim,
    private readonly languages: RecipientLanguage,
    @Inject(IDENTITY_ENV) private readonly env: IdentityEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async change(input: { userId: string; sessionId: string; password: string; currentPassword?: string; client?: z.infer<typeof ClientInfo> }): Promise<User> {
    const em = this.repository.fork();
    const [user, session] = await Promise.all([this.repository.findUserById(em, input.userId), this.repository.findSession(em, input.sessionId)]);
    if (!user || !session || session.userId !== user.id) throw DomainError.unauthorized(IdentityMessages.sessionMissing);
    const recovered = Boolean(session.recoveredAt && session.recoveredAt.getTime() > Date.now() - this.env.RECOVERY_SESSION_MINUTES * 60_000);
    if (!recovered) {
      const refuse = async (reason: string, error: DomainError) => {
        this.audit.record(em, 'password.change_refused', {
          userId: user.id,
          email: user.email,
          client: input.client,
          details: { sessionId: session.id, reason },
        });
        await em.flush();
        throw error;
      };
      if (!user.passwordHash || !input.currentPassword) {
        await refuse('no current password', new DomainError('CURRENT_PASSWORD_REQUIRED', IdentityMessages.currentPasswordRequired, 400));
      } else if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        await refuse('wrong current password', new DomainError('INVALID_CURRENT_PASSWORD', IdentityMessages.wrongCurrentPassword, 400));
      }
    }
    const passwordHash = await hashPassword(input.password);
    const revoked = await em.transactional(async (tx) => {
      const now = new Date();
      this.audit.record(tx, 'password.changed', {
        userId: user.id,
        email: user.email,
        client: input.client,
        details: { sessionId: session.id, hadPassword: Boolean(user.passwordHash), viaRecovery: recovered },
      });
      user.passwordHash = passwordHash;
      // The recovery link works for one change.
      session.recoveredAt = null;
      await this.repository.retireResetTokens(tx, user.id, now);
      recordEvent(tx, 'flow.evt.identity.user-updated', { userId: user.id }, [user.id]);
      return this.sessions.revokeAllIn(tx, user.id, session.id);
    });
    this.relay.kick();
    await this.sessions.afterRevoking(revoked);
    return toUser(user, await this.repository.providersOf(em, user.id));
  }

  /**
   * Always succeeds from the outside, in the same time whether or not the address has an account:
   * the lookup, the link and the mail happen after the answer.
   */
  recover(email: string): void {
    void this.sendRecoveryLink(email).catch((error) => this.logger.error({ err: error }, 'could not issue a recovery link'));
  }

  private async sendRecoveryLink(email: string): Promise<void> {
    const em = this.repository.fork();
    const user = await this.repository.findUserByEmail(em, email);
    if (!user) return;
    const token = newOpaqueToken();
    await em.transactional(async (tx) => {
      const now = new Date();
      await this.repository.retireResetTokens(tx, user.id, now);
      tx.create(PasswordResetTokenEntity, {
        id: randomUUID(),
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + this.env.RECOVERY_TOKEN_TTL_MINUTES * 60_000),
        usedAt: null,
      });
    });
    const link = `${this.env.APP_ORIGIN.replace(/\/$/, '')}/reset-password#type=recovery&token=${token}`;
    const language = await this.languages.of(user.id);
    const mail = passwordResetMail(language, { fullName: user.fullName, minutes: this.env.RECOVERY_TOKEN_TTL_MINUTES, link });
    await this.mailer.send({ to: user.email, ...mail });
  }

  /**
   * A recovery link works once, within its lifetime, and becomes a session that may set a new password.
   * It also proves the address: if it was never confirmed, the account is taken back from whoever opened
   * it (its password removed, its sessions ended, what it set up revoked; see AddressReclaim).
   */
  async verifyRecovery(token: string): Promise<Session> {
    let reclaimed: { user: UserEntity; revoked: string[] } | undefined;
    const session = await this.repository.fork().transactional(async (tx) => {
      const stored = await this.repository.findResetToken(tx, hashToken(token));
      if (!stored || stored.usedAt || stored.expiresAt < new Date()) throw invalidRecoveryLink();
      stored.usedAt = new Date();
      const user = await this.repository.findUserById(tx, stored.userId);
      if (!user) throw invalidRecoveryLink();
      if (!user.emailConfirmedAt) {
        user.passwordHash = null;
        await this.repository.retireResetTokens(tx, user.id, stored.usedAt);
        reclaimed = { user, revoked: await this.reclaim.reclaimIn(tx, user, 'recovery') };
      }
      await this.confirmation.markConfirmed(tx, user);
      return this.sessions.open(tx, user, { recovered: true });
    });
    this.relay.kick();
    if (reclaimed) await this.reclaim.afterCommit(reclaimed.user, reclaimed.revoked, 'recovery');
    return session;
  }
}
