import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { IdentityMessages, type Language } from '@flow/contracts';
import { confirmEmailMail } from '@flow/i18n';
import { DomainError, LOGGER, Mailer, OutboxRelay, recordEvent } from '@flow/platform';
import type { Logger } from 'pino';
import { AuditLog } from '../audit/audit-log';
import { IDENTITY_ENV, type IdentityEnv } from '../identity.env';
import { EmailConfirmationTokenEntity, type UserEntity } from './identity.entities';
import { IdentityRepository } from './identity.repository';
import { RecipientLanguage } from './recipient-language';
import { hashToken, newOpaqueToken } from './token.service';

/** Confirmation mails per account per hour, the one sent at sign-up included. */
export const CONFIRMATION_MAILS_PER_HOUR = 3;
const invalidLink = () => new DomainError('INVALID_CONFIRMATION_LINK', IdentityMessages.invalidConfirmationLink, 400);

/**
 * "Confirm your e-mail": a random single-use link (only its hash is stored), bound to the address it
 * was sent to and expiring. Until the address is confirmed the account works, but receives no Co-Flow
 * invitations and is not found by search.
 */
@Injectable()
export class EmailConfirmationService {
  constructor(
    private readonly repository: IdentityRepository,
    private readonly relay: OutboxRelay,
    private readonly mailer: Mailer,
    private readonly audit: AuditLog,
    private readonly languages: RecipientLanguage,
    @Inject(IDENTITY_ENV) private readonly env: IdentityEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** A new link inside the caller's transaction, the older ones retired; mail it with `send` after commit. */
  async issue(em: EntityManager, user: UserEntity): Promise<string> {
    const now = new Date();
    await this.repository.retireConfirmationTokens(em, user.id, now);
    const token = newOpaqueToken();
    em.create(EmailConfirmationTokenEntity, {
      id: randomUUID(),
      userId: user.id,
      email: user.email,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.env.EMAIL_CONFIRMATION_TTL_HOURS * 3_600_000),
      usedAt: null,
    });
    return token;
  }

  /** In the person's language: the one chosen at sign-up (their profile is still being made), else their profile's. */
  async send(user: Pick<UserEntity, 'id' | 'email' | 'fullName'>, token: string, language?: Language): Promise<void> {
    const link = `${this.env.APP_ORIGIN.replace(/\/$/, '')}/confirm-email#token=${token}`;
    const mail = confirmEmailMail(language ?? (await this.languages.of(user.id)), {
      fullName: user.fullName,
      email: user.email,
      hours: this.env.EMAIL_CONFIRMATION_TTL_HOURS,
      link,
    });
    await this.mailer.send({ to: user.email, ...mail }).catch((error) => this.logger.error({ err: error }, 'could not send the confirmation mail'));
  }

  async confirm(token: string): Promise<void> {
    await this.repository.fork().transactional(async (tx) => {
      const stored = await this.repository.findConfirmationToken(tx, hashToken(token));
      if (!stored || stored.usedAt || stored.expiresAt < new Date()) throw invalidLink();
      const user = await this.repository.findUserById(tx, stored.userId);
      // Bound to the address it was mailed to.
      if (!user || user.email !== stored.email) throw invalidLink();
      stored.usedAt = new Date();
      await this.markConfirmed(tx, user);
    });
    this.relay.kick();
  }

  /** The person showed the address is theirs (a link, or Google vouched for it). */
  async markConfirmed(tx: EntityManager, user: UserEntity): Promise<void> {
    if (user.emailConfirmedAt) return;
    user.emailConfirmedAt = new Date();
    await this.repository.retireConfirmationTokens(tx, user.id, user.emailConfirmedAt);
    this.audit.record(tx, 'email.confirmed', { userId: user.id, email: user.email });
    recordEvent(tx, 'flow.evt.identity.email-confirmed', { userId: user.id, email: user.email }, [user.id]);
  }

  /** Another link, at most CONFIRMATION_MAILS_PER_HOUR an hour. */
  async resend(userId: string): Promise<void> {
    const { user, token } = await this.repository.fork().transactional(async (tx) => {
      const user = await this.repository.findUserById(tx, userId);
      if (!user) throw DomainError.unauthorized(IdentityMessages.sessionMissing);
      if (user.emailConfirmedAt) throw DomainError.conflict(IdentityMessages.alreadyConfirmed);
      const sent = await this.repository.countConfirmationTokensSince(tx, userId, new Date(Date.now() - 3_600_000));
      if (sent >= CONFIRMATION_MAILS_PER_HOUR) throw new DomainError('RATE_LIMITED', IdentityMessages.tooManyConfirmationMails, 429);
      return { user, token: await this.issue(tx, user) };
    });
    await this.send(user, token);
  }
}
