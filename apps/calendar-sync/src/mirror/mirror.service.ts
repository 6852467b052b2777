import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CalendarMessages, type MirrorEvent, type MirrorResult } from '@flow/contracts';
import { LOGGER } from '@flow/platform';
import type { Logger } from 'pino';
import { AccountFactory } from '../connections/account.factory';
import type { ConnectionEntity } from '../connections/connection.entity';
import { ConnectionRepository } from '../connections/connection.repository';
import { type CalendarAccount, CopyGoneError, describeError, type MirrorCopy, ProviderAuthError } from '../providers/provider';
import { NeedsAuth } from '../sync/needs-auth';
import { SyncService } from '../sync/sync.service';
import { MirrorLinkEntity } from './mirror-link.entity';
import { MirrorLinkRepository } from './mirror-link.repository';

/** `copy`: the mirror consumer's create-or-update, which also says when a calendar needs reconnecting. */
type Operation = 'create' | 'update' | 'copy' | 'delete';
interface Outcome {
  connection: ConnectionEntity;
  copy?: MirrorCopy | null;
  error?: string;
}

/**
 * Copies FLOW events to each connected calendar that has a calendar chosen for them (Google: with
 * invitations to the attendees). Failures come back as text for the UI, never swallowed; a lost
 * grant marks the connection and asks the user to reconnect.
 */
@Injectable()
export class MirrorService {
  constructor(
    private readonly repository: ConnectionRepository,
    private readonly links: MirrorLinkRepository,
    private readonly accounts: AccountFactory,
    private readonly needsAuth: NeedsAuth,
    private readonly sync: SyncService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  create(userId: string, event: MirrorEvent): Promise<MirrorResult> {
    return this.run(
      userId,
      'create',
      event.id,
      null,
      (account, connection, copy) => (copy ? account.updateEvent(copy, event) : account.createEvent(connection.writeCalendarId!, event)),
      event,
    );
  }

  update(userId: string, externalEventId: string | null, event: MirrorEvent): Promise<MirrorResult> {
    return this.upsert('update', userId, externalEventId, event);
  }

  /** Creates the copy or brings it up to date (the mirror consumer, for any change of the event). */
  copy(userId: string, externalEventId: string | null, event: MirrorEvent): Promise<MirrorResult> {
    return this.upsert('copy', userId, externalEventId, event);
  }

  private upsert(operation: 'update' | 'copy', userId: string, externalEventId: string | null, event: MirrorEvent): Promise<MirrorResult> {
    return this.run(
      userId,
      operation,
      event.id,
      externalEventId,
      async (account, connection, copy) => {
        if (!copy) return account.createEvent(connection.writeCalendarId!, event);
        try {
          return await account.updateEvent(copy, event);
        } catch (error) {
          // Deleted outside FLOW: put a fresh copy back.
          if (!(error instanceof CopyGoneError)) throw error;
          return account.createEvent(connection.writeCalendarId ?? copy.calendarId, event, { replacingDeleted: true });
        }
      },
      event,
    );
  }

  delete(userId: string, externalEventId: string | null, eventId: string): Promise<MirrorResult> {
    return this.run(userId, 'delete', eventId, externalEventId, async (account, _connection, copy) => {
      if (copy) await account.deleteEvent(copy);
      return null;
    });
  }

  private async run(
    userId: string,
    operation: Operation,
    flowEventId: string,
    externalEventId: string | null,
    work: (account: CalendarAccount, connection: ConnectionEntity, copy: MirrorCopy | null) => Promise<MirrorCopy | null>,
    event?: MirrorEvent,
  ): Promise<MirrorResult> {
    const em = this.repository.fork();
    const connections = await this.repository.connectionsOf(em, userId);
    const targets = connections.filter((c) => c.status === 'connected' && (c.writeCalendarId || operation !== 'create'));
    const lost = connections.filter((c) => c.status === 'needs_auth');
    const outcomes: Outcome[] = [];
    for (const connection of targets) {
      const copy = await this.copyOf(connection, flowEventId, externalEventId);
      if (operation !== 'create' && !copy && (operation === 'delete' || !connection.writeCalendarId)) continue;
      try {
        const account = await this.accounts.open(connection);
        const result = await work(account, connection, copy);
        await this.saveLink(connection, flowEventId, result);
        outcomes.push({ connection, copy: result });
      } catch (error) {
        if (error instanceof ProviderAuthError) {
          await this.needsAuth.markNeedsAuth(connection.id, error.message);
          outcomes.push({ connection, error: reconnectMessage(connection) });
        } else {
          this.logger.warn({ err: error, connectionId: connection.id, operation, flowEventId: event?.id ?? flowEventId }, 'calendar copy failed');
          outcomes.push({ connection, error: describeError(error) });
        }
      }
    }
    if (outcomes.some((o) => !o.error)) void this.sync.syncUser(userId, 0);
    const errors = [
      ...outcomes.filter((o) => o.error).map((o) => label(o, outcomes.length > 1)),
      ...(operation === 'create' || operation === 'copy' ? lost.map((c) => reconnectMessage(c)) : []),
    ];
    const done = outcomes.filter((o) => !o.error);
    const preferred = done.find((o) => o.connection.provider === 'google') ?? done[0];
    return {
      mirrored: done.length > 0,
      externalEventId: operation === 'delete' ? null : (preferred?.copy?.externalId ?? null),
      error: errors.length ? errors.join(' ') : null,
    };
  }

  /** The stored copy, or (Google) the id scheduling remembers from before the link existed. */
  private async copyOf(connection: ConnectionEntity, flowEventId: string, externalEventId: string | null): Promise<MirrorCopy | null> {
    const link = await this.links.linkOf(this.repository.fork(), connection.userId, connection.id, flowEventId);
    if (link) return { calendarId: link.calendarId, externalId: link.externalId, objectUrl: link.objectUrl, etag: link.etag };
    if (connection.provider === 'google' && externalEventId && connection.writeCalendarId)
      return { calendarId: connection.writeCalendarId, externalId: externalEventId, objectUrl: null, etag: null };
    return null;
  }

  private async saveLink(connection: ConnectionEntity, flowEventId: string, copy: MirrorCopy | null): Promise<void> {
    const em = this.repository.fork();
    if (!copy) {
      await this.links.deleteLink(em, connection.userId, connection.id, flowEventId);
      return;
    }
    const link =
      (await this.links.linkOf(em, connection.userId, connection.id, flowEventId)) ??
      em.create(MirrorLinkEntity, {
        id: randomUUID(),
        connectionId: connection.id,
        userId: connection.userId,
        flowEventId,
        calendarId: copy.calendarId,
        externalId: copy.externalId,
      });
    Object.assign(link, { calendarId: copy.calendarId, externalId: copy.externalId, objectUrl: copy.objectUrl, etag: copy.etag });
    await em.flush();
  }
}

const PROVIDER_NAMES = { google: 'Google Calendar', outlook: 'Outlook', caldav: 'CalDAV' } as const;

function reconnectMessage(connection: ConnectionEntity): string {
  return { google: CalendarMessages.reconnect, outlook: CalendarMessages.reconnectOutlook, caldav: CalendarMessages.reconnectCaldav }[connection.provider];
}

function label(outcome: Outcome, several: boolean): string {
  return several ? `${PROVIDER_NAMES[outcome.connection.provider]}: ${outcome.error}` : outcome.error!;
}
