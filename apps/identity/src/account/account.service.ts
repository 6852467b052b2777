import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { AccountMessages, type AccountDataPart, type ClientInfo, IdentityMessages } from '@flow/contracts';
import { DomainError, EventConsumers, LOGGER, OutboxRelay, recordEvent, registerUserErasure } from '@flow/platform';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { AuditLog } from '../audit/audit-log';
import type { UserEntity } from '../auth/identity.entities';
import { IdentityRepository } from '../auth/identity.repository';
import { verifyPassword } from '../auth/password';
import { SessionService } from '../auth/session.service';

export interface DeleteAccountCommand {
  userId: string;
  sessionId: string;
  password?: string;
  email?: string;
  client?: z.infer<typeof ClientInfo>;
}

/** 'Export my data' and 'Delete my account' for what identity holds, and the start of the deletion everywhere. */
@Injectable()
export class AccountService implements OnModuleInit {
  constructor(
    private readonly repository: IdentityRepository,
    private readonly sessions: SessionService,
    private readonly audit: AuditLog,
    private readonly relay: OutboxRelay,
    private readonly consumers: EventConsumers,
    private readonly orm: MikroORM,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Identity's own rows go with the account; its consumer only forgets the outbox rows about the person. */
  onModuleInit(): void {
    registerUserErasure(this.consumers, this.orm, 'identity', async () => undefined);
  }

  /** Everything identity holds about the person, except secrets (password hash, token hashes). */
  async export(userId: string): Promise<AccountDataPart> {
    const em = this.repository.fork();
    const user = await this.repository.findUserById(em, userId);
    if (!user) throw DomainError.notFound();
    const [sessions, identities, events] = await Promise.all([
      this.repository.sessionsOf(em, userId),
      this.repository.oauthIdentitiesOf(em, userId),
      this.audit.forUser(em, userId),
    ]);
    return {
      service: 'identity',
      data: {
        user: [
          {
            id: user.id,
            email: user.email,
            full_name: user.fullName ?? null,
            has_password: Boolean(user.passwordHash),
            created_at: user.createdAt,
            updated_at: user.updatedAt,
          },
        ],
        sessions: sessions.map((s) => ({ id: s.id, created_at: s.createdAt, expires_at: s.expiresAt, revoked_at: s.revokedAt ?? null })),
        oauth_identities: identities.map((i) => ({ id: i.id, provider: i.provider, subject: i.subject, email: i.email, created_at: i.createdAt })),
        audit_log: events.map((e) => ({ id: e.id, event: e.event, ip: e.ip, user_agent: e.userAgent, details: e.details, created_at: e.createdAt })),
      },
    };
  }

  /**
   * Deletes the account once confirmed: the user row (with its sessions, tokens and linked sign-ins),
   * the user's security events anonymised, every session revoked at once, and user-deleted announced
   * through the outbox so every service erases its rows of the person.
   */
  async delete(command: DeleteAccountCommand): Promise<void> {
    const em = this.repository.fork();
    const user = await this.repository.findUserById(em, command.userId);
    if (!user) throw DomainError.unauthorized(IdentityMessages.sessionMissing);
    await this.confirm(user, command);
    const sessionIds = await em.transactional(async (tx) => {
      const ids = await this.repository.activeSessionIds(tx, user.id);
      await this.audit.anonymise(tx, user.id, user.email);
      this.audit.record(tx, 'account.deleted', {});
      recordEvent(tx, 'flow.evt.identity.user-deleted', { userId: user.id, email: user.email }, [user.id]);
      await this.repository.deleteUser(tx, user.id);
      return ids;
    });
    await this.sessions.markRevoked(sessionIds);
    this.relay.kick();
    this.logger.info({ sessions: sessionIds.length }, 'account deleted');
  }

  /** The password, or for an account without one (Google only) the typed e-mail address. Failures are audited. */
  private async confirm(user: UserEntity, command: DeleteAccountCommand): Promise<void> {
    if (user.passwordHash) {
      if (!command.password) throw DomainError.validation(AccountMessages.enterPassword);
      if (await verifyPassword(user.passwordHash, command.password)) return;
    } else {
      const typed = command.email?.trim().toLowerCase();
      if (!typed) throw DomainError.validation(AccountMessages.enterEmail);
      if (typed === user.email) return;
    }
    const em = this.repository.fork();
    this.audit.record(em, 'account.delete_failed', { userId: user.id, email: user.email, client: command.client, details: { sessionId: command.sessionId } });
    await em.flush();
    throw new DomainError('INVALID_CREDENTIALS', user.passwordHash ? AccountMessages.wrongPassword : AccountMessages.wrongEmail, 400);
  }
}
