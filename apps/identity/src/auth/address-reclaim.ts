import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { AddressReclaimedEvent } from '@flow/contracts';
import { addressReclaimedMail } from '@flow/i18n';
import { LOGGER, Mailer, recordEvent } from '@flow/platform';
import { AuditLog } from '../audit/audit-log';
import type { UserEntity } from './identity.entities';
import { IdentityRepository } from './identity.repository';
import { RecipientLanguage } from './recipient-language';
import { SessionService } from './session.service';

/**
 * Taking an address back. An account whose address was never confirmed may have been opened by someone
 * who does not own it; when the owner proves the address (a recovery link, or Google), whatever that
 * account set up that reaches outside FLOW must not keep working for the squatter. Identity ends the
 * sessions, retires the password's links and tells the services (address-reclaimed, in the same
 * transaction as the proof); each service revokes its part idempotently. The owner gets one mail
 * saying what was removed.
 */
@Injectable()
export class AddressReclaim {
  constructor(
    private readonly repository: IdentityRepository,
    private readonly sessions: SessionService,
    private readonly audit: AuditLog,
    private readonly mailer: Mailer,
    private readonly languages: RecipientLanguage,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** In the proof's transaction, before the address is marked confirmed. Answers the sessions it ended. */
  async reclaimIn(tx: EntityManager, user: UserEntity, via: AddressReclaimedEvent['via'], keepSessionId?: string): Promise<string[]> {
    const now = new Date();
    await this.repository.retireConfirmationTokens(tx, user.id, now);
    this.audit.record(tx, 'address.reclaimed', { userId: user.id, email: user.email, details: { via } });
    recordEvent(tx, 'flow.evt.identity.address-reclaimed', { userId: user.id, email: user.email, via }, [user.id]);
    return this.sessions.revokeAllIn(tx, user.id, keepSessionId);
  }

  /** After the commit: the revoked sessions marked where the gateway looks, and the owner told. */
  async afterCommit(user: UserEntity, revokedSessions: string[], via: AddressReclaimedEvent['via']): Promise<void> {
    await this.sessions.afterRevoking(revokedSessions);
    // What was revoked, in the owner's language (addressReclaimedMail lists it).
    const mail = addressReclaimedMail(await this.languages.of(user.id), via, { fullName: user.fullName ?? null, email: user.email });
    await this.mailer.send({ to: user.email, ...mail }).catch((error) => this.logger.error({ err: error }, 'could not send the address-reclaimed mail'));
  }
}
