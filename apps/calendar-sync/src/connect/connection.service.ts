import { Injectable } from '@nestjs/common';
import { CalendarMessages, type CalendarConnectionStatus, type CalendarProvider } from '@flow/contracts';
import { DomainError } from '@flow/platform';
import { ConnectionRepository } from '../connections/connection.repository';
import { PeakProtectionService } from '../peak/peak-protection.service';
import { PlanMirrorRepository } from '../plan-mirror/plan-mirror.repository';
import { SyncService } from '../sync/sync.service';
import { ConnectionRemoval } from './connection-removal';
import { toStatus } from './connection-status.mapper';

/** Settings → Integrations: read, adjust and remove the user's connections. */
@Injectable()
export class ConnectionService {
  constructor(
    private readonly repository: ConnectionRepository,
    private readonly removal: ConnectionRemoval,
    private readonly sync: SyncService,
    private readonly peak: PeakProtectionService,
    private readonly mirrors: PlanMirrorRepository,
  ) {}

  async status(userId: string): Promise<CalendarConnectionStatus> {
    const em = this.repository.fork();
    const [connections, mirrors] = await Promise.all([this.repository.connectionsOf(em, userId), this.mirrors.settingsOf(em, userId)]);
    const mirrored = new Set(mirrors.filter((m) => m.enabled).map((m) => m.connectionId));
    return toStatus(connections, await this.peak.describe(userId, connections), mirrored);
  }

  /** Chooses which calendars are read and where FLOW events are copied, then syncs with the new choice. */
  async update(
    userId: string,
    provider: CalendarProvider,
    changes: { writeCalendarId?: string | null; selectedCalendarIds?: string[] },
  ): Promise<CalendarConnectionStatus> {
    const em = this.repository.fork();
    const connection = await this.repository.connectionOf(em, userId, provider);
    if (!connection) throw DomainError.notFound(CalendarMessages.notConnected);
    const known = new Set(connection.calendars.map((c) => c.id));
    if (changes.writeCalendarId !== undefined) {
      if (changes.writeCalendarId !== null && !known.has(changes.writeCalendarId)) throw DomainError.validation(CalendarMessages.unknownCalendar);
      connection.writeCalendarId = changes.writeCalendarId;
    }
    if (changes.selectedCalendarIds) {
      const unknown = changes.selectedCalendarIds.find((id) => !known.has(id));
      if (unknown !== undefined) throw DomainError.validation(CalendarMessages.unknownCalendar);
      const chosen = new Set(changes.selectedCalendarIds);
      connection.selection = Object.fromEntries(connection.calendars.map((c) => [c.id, chosen.has(c.id)]));
    }
    await em.flush();
    if (changes.selectedCalendarIds && connection.status === 'connected') await this.sync.syncConnection(connection.id);
    return this.status(userId);
  }

  async disconnect(userId: string, provider?: CalendarProvider): Promise<CalendarConnectionStatus> {
    await this.removal.remove(userId, provider);
    return this.status(userId);
  }
}
