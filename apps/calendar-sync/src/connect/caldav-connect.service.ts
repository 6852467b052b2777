import { Injectable } from '@nestjs/common';
import { CalendarMessages, type CalendarConnectionStatus } from '@flow/contracts';
import { DomainError, OutboxRelay, recordEvent } from '@flow/platform';
import { ConnectionRepository } from '../connections/connection.repository';
import { AccountFactory } from '../connections/account.factory';
import { ProviderAuthError } from '../providers/provider';
import { SYNC_WAIT_MS, SyncService } from '../sync/sync.service';
import { settleWithin } from '../sync/within';
import { ConnectionSecrets } from '../connections/connection-secrets';
import { ConnectionService } from './connection.service';

/** Connecting any CalDAV account with its URL, username and app password (kept sealed). */
@Injectable()
export class CaldavConnectService {
  constructor(
    private readonly accounts: AccountFactory,
    private readonly repository: ConnectionRepository,
    private readonly secrets: ConnectionSecrets,
    private readonly connections: ConnectionService,
    private readonly sync: SyncService,
    private readonly relay: OutboxRelay,
  ) {}

  async connect(userId: string, input: { serverUrl: string; username: string; password: string; writeCalendarId?: string }): Promise<CalendarConnectionStatus> {
    // Logging in and listing the calendars proves the address and the password before anything is stored.
    const calendars = await this.accounts
      .openCaldav(input.serverUrl, input.username, input.password)
      .then((account) => account.listCalendars())
      .catch((error) => {
        if (error instanceof ProviderAuthError) throw new DomainError('CALDAV_AUTH_FAILED', CalendarMessages.caldavRefused, 400);
        // One message whatever happened behind the outbound guard (refused address, closed port, no CalDAV).
        throw new DomainError('CALDAV_UNREACHABLE', CalendarMessages.caldavUnreachable, 400);
      });
    if (!calendars.length) throw new DomainError('CALDAV_NO_CALENDARS', CalendarMessages.caldavNoCalendars, 400);
    if (input.writeCalendarId && !calendars.some((c) => c.id === input.writeCalendarId)) throw DomainError.validation(CalendarMessages.unknownCalendar);
    const writeCalendarId = input.writeCalendarId ?? calendars.find((c) => c.writable)?.id ?? null;

    const connectionId = await this.repository.fork().transactional(async (em) => {
      const connection = await this.repository.reconnecting(em, userId, 'caldav', (c) => c.serverUrl === input.serverUrl && c.username === input.username);
      Object.assign(connection, {
        status: 'connected',
        serverUrl: input.serverUrl,
        username: input.username,
        accountEmail: null,
        calendars,
        writeCalendarId,
        lastError: null,
        syncState: {},
      });
      this.secrets.write(connection, { password: input.password });
      recordEvent(em, 'flow.evt.calendar.calendar-connected', { userId, provider: 'caldav' }, [userId]);
      return connection.id;
    });
    this.relay.kick();
    await settleWithin(this.sync.syncConnection(connectionId), SYNC_WAIT_MS);
    return this.connections.status(userId);
  }
}
