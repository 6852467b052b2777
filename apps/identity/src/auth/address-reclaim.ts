import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { AddressReclaimedEvent } from '@flow/contracts';
import { LOGGER, Mailer, recordEvent } from '@flow/platform';
import { AuditLog } from '../audit/audit-log';
import type { UserEntity } from './identity.entities';
import { IdentityRepository } from './identity.repository';
import { SessionService } from './session.service';

/** What the services revoke on address-reclaimed, as the owner reads it in the mail. */
export const RECLAIM_REMOVED = [
  'the private calendar feed link (make a new one in Settings if you want it)',
  'every device that received FLOW notifications',
  'Co-Flow invitations sent from the account that are still waiting, and every Co-Flow connection',
  'connected calendars (Google Calendar, CalDAV)',
];

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
  async afterCommit(user: UserEntity, revokedSessions: string[], mail: { subject: string; intro: string }): Promise<void> {
    await this.sessions.afterRevoking(revokedSessions);
    await this.mailer
      .send({ to: user.email, subject: mail.subject, text: reclaimMailText(user, mail.intro) })
      .catch((error) => this.logger.error({ err: error }, 'could not send the address-reclaimed mail'));
  }
}

export function reclaimMailText(user: { fullName?: string | null; email: string }, intro: string): string {
  return (
    `Hello${user.fullName ? ` ${user.fullName}` : ''},\n\n${intro}\n\n` +
    `The account's address ${user.email} had never been confirmed, so it may have been created by someone else. ` +
    `To keep the account yours, FLOW removed its old password, signed out every device that used it and removed what reaches outside FLOW:\n\n` +
    RECLAIM_REMOVED.map((line) => `- ${line}`).join('\n') +
    `\n\nIf any of these were yours, set them up again. Your plans, events and profile are kept.\n`
  );
}
