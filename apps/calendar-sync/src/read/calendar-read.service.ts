import { Inject, Injectable } from '@nestjs/common';
import type { BusySnapshot, ExternalCalendarEvent, ExternalEventsResult } from '@flow/contracts';
import { LOGGER } from '@flow/platform';
import type { Logger } from 'pino';
import { CALENDAR_SYNC_ENV, type CalendarSyncEnv } from '../calendar-sync.env';
import { AccountFactory } from '../connections/account.factory';
import type { ConnectionEntity } from '../connections/connection.entity';
import { calendarsOf } from '../connections/connection.mapper';
import { ConnectionRepository } from '../connections/connection.repository';
import { type FetchedEvent, ProviderAuthError, type TimeWindow } from '../providers/provider';
import { ActiveUsers } from '../sync/active-users';
import { EventRepository } from '../sync/event.repository';
import { NeedsAuth } from '../sync/needs-auth';
import { SYNC_WAIT_MS, SyncService } from '../sync/sync.service';
import { settleWithin } from '../sync/within';
import { dedupe, toExternalEvent } from './external-event.mapper';

/**
 * The read API over the kept copy: daily-flow and scheduling ask with short time limits (answered from
 * the copy), the browser asks for a fresh one (a sync first when the copy is old). Windows outside the
 * copy are read live.
 */
@Injectable()
export class CalendarReadService {
  constructor(
    private readonly connections: ConnectionRepository,
    private readonly events: EventRepository,
    private readonly sync: SyncService,
    private readonly active: ActiveUsers,
    private readonly accounts: AccountFactory,
    private readonly needsAuth: NeedsAuth,
    @Inject(CALENDAR_SYNC_ENV) private readonly env: CalendarSyncEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** For daily-flow and scheduling: answers at once from the copy; refreshes in the background when old. */
  async listForService(userId: string, from: Date, to: Date): Promise<ExternalEventsResult> {
    // Asked on every event create and flow build: the user's connections are read once for both.
    const em = this.connections.fork();
    const [connections] = await Promise.all([this.connections.connectionsOf(em, userId), this.active.markActive(userId)]);
    void this.sync.syncConnections(connections, this.env.CALENDAR_SYNC_INTERVAL_SECONDS * 1000);
    return this.read(userId, from, to, false, em, connections);
  }

  /**
   * The whole kept copy of the user's connected calendars, for scheduling's busy-time read model. The
   * window is where every connected calendar's copy is complete (none when one was never synced).
   */
  async snapshot(userId: string): Promise<BusySnapshot> {
    const em = this.connections.fork();
    const connections = await this.connections.connectionsOf(em, userId);
    const active = connections.filter((c) => c.status === 'connected');
    const synced = active.length > 0 && active.every((c) => c.windowStart && c.windowEnd);
    const start = synced ? Math.max(...active.map((c) => c.windowStart!.getTime())) : 0;
    const end = synced ? Math.min(...active.map((c) => c.windowEnd!.getTime())) : 0;
    const window = start < end ? { start: new Date(start), end: new Date(end) } : null;
    const events = window
      ? (
          await this.events.eventsOf(
            em,
            userId,
            active.map((c) => c.id),
            window.start,
            window.end,
          )
        ).map(toExternalEvent)
      : [];
    return {
      connected: active.length > 0,
      needsAuth: connections.some((c) => c.status === 'needs_auth'),
      windowStart: window?.start.toISOString() ?? null,
      windowEnd: window?.end.toISOString() ?? null,
      events: dedupe(events),
    };
  }

  /** For the browser (on load, focus, visibility, refresh and every 60 s): syncs first when the copy is old. */
  async listForBrowser(userId: string, from: Date, to: Date, refresh: boolean): Promise<ExternalEventsResult> {
    await this.active.markActive(userId);
    await settleWithin(this.sync.syncUser(userId, refresh ? 0 : this.env.CALENDAR_STALE_SECONDS * 1000), SYNC_WAIT_MS);
    return this.read(userId, from, to, true);
  }

  private async read(
    userId: string,
    from: Date,
    to: Date,
    allowUnsyncedLive: boolean,
    em = this.connections.fork(),
    known?: ConnectionEntity[],
  ): Promise<ExternalEventsResult> {
    const connections = known ?? (await this.connections.connectionsOf(em, userId));
    const active = connections.filter((c) => c.status === 'connected');
    const covered = active.filter((c) => c.windowStart && c.windowEnd && c.windowStart <= from && c.windowEnd >= to);
    const outside = active.filter((c) => !covered.includes(c) && (c.windowStart !== null || allowUnsyncedLive));
    const kept = (
      await this.events.eventsOf(
        em,
        userId,
        covered.map((c) => c.id),
        from,
        to,
      )
    ).map(toExternalEvent);
    const live = await Promise.all(outside.map((c) => this.readLive(c, { start: from, end: to })));
    const events = dedupe([...kept, ...live.flatMap((l) => l.events)]).sort((a, b) => a.startTime.localeCompare(b.startTime) || a.id.localeCompare(b.id));
    const lost = live.filter((l) => l.authLost).length;
    const needsAuth = connections.some((c) => c.status === 'needs_auth') || lost > 0;
    return { events, needsAuth, connected: active.length > lost };
  }

  private async readLive(connection: ConnectionEntity, window: TimeWindow): Promise<{ events: ExternalCalendarEvent[]; authLost: boolean }> {
    try {
      const account = await this.accounts.open(connection);
      const events = await account.listEvents(
        calendarsOf(connection).filter((c) => c.selected),
        window,
      );
      const inWindow = events.filter((e) => new Date(e.endTime) > window.start && new Date(e.startTime) < window.end);
      return { events: inWindow.map((e) => ({ ...withoutCalendar(e), source: connection.provider })), authLost: false };
    } catch (error) {
      if (error instanceof ProviderAuthError) {
        await this.needsAuth.markNeedsAuth(connection.id, error.message);
        return { events: [], authLost: true };
      }
      this.logger.warn({ err: error, connectionId: connection.id }, 'live calendar read failed');
      return { events: [], authLost: false };
    }
  }
}

function withoutCalendar(event: FetchedEvent): Omit<FetchedEvent, 'calendarId'> {
  const { calendarId: _calendarId, ...rest } = event;
  return rest;
}
