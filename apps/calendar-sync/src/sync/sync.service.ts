import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { BusySnapshot, ExternalCalendarEvent, ExternalEventsResult } from '@flow/contracts';
import { LOGGER, OutboxRelay, recordEvent, REDIS, type RedisClient } from '@flow/platform';
import type { Logger } from 'pino';
import { CALENDAR_SYNC_ENV, type CalendarSyncEnv } from '../calendar-sync.env';
import { type ConnectionEntity, ExternalEventEntity } from '../calendar.entities';
import { CalendarRepository } from '../calendar.repository';
import { ConnectionLifecycle } from '../connections/connection-lifecycle';
import { calendarsOf, toExternalEvent } from '../connections/connection.mapper';
import { AccountFactory } from '../providers/account.factory';
import { describeError, type FetchedEvent, ProviderAuthError, type TimeWindow } from '../providers/provider';
import { settleWithin } from './within';

/** Until the first sync knows its id: the account's primary calendar. */
export const PRIMARY = 'primary';
const ACTIVE_USERS_KEY = 'flow:calendar:active-users';
const DAY_MS = 86_400_000;
/** How long a browser request waits for a sync before answering from the kept copy. */
export const SYNC_WAIT_MS = 3500;

/**
 * Keeps a copy of each connection's events for a window around today, so reads are fast (daily-flow
 * and scheduling ask with short time limits). A sync reads the provider, replaces the copy when
 * it changed and then publishes calendar-synced. Windows outside the copy are read live.
 */
@Injectable()
export class SyncService {
  private readonly inFlight = new Map<string, Promise<void>>();

  constructor(
    private readonly repository: CalendarRepository,
    private readonly accounts: AccountFactory,
    private readonly lifecycle: ConnectionLifecycle,
    private readonly relay: OutboxRelay,
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(CALENDAR_SYNC_ENV) private readonly env: CalendarSyncEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The window the kept copy covers: whole UTC days around today. */
  windowAt(now: Date): TimeWindow {
    const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
    return { start: new Date(today - this.env.CALENDAR_WINDOW_PAST_DAYS * DAY_MS), end: new Date(today + (this.env.CALENDAR_WINDOW_FUTURE_DAYS + 1) * DAY_MS) };
  }

  /** For daily-flow and scheduling: answers at once from the copy; refreshes in the background when old. */
  async listForService(userId: string, from: Date, to: Date): Promise<ExternalEventsResult> {
    // Asked on every event create and flow build: the user's connections are read once for both.
    const em = this.repository.fork();
    const [connections] = await Promise.all([this.repository.connectionsOf(em, userId), this.markActive(userId)]);
    void this.syncConnections(connections, this.env.CALENDAR_SYNC_INTERVAL_SECONDS * 1000);
    return this.read(userId, from, to, false, em, connections);
  }

  /**
   * The whole kept copy of the user's connected calendars, for scheduling's busy-time read model. The
   * window is where every connected calendar's copy is complete (none when one was never synced).
   */
  async snapshot(userId: string): Promise<BusySnapshot> {
    const em = this.repository.fork();
    const connections = await this.repository.connectionsOf(em, userId);
    const active = connections.filter((c) => c.status === 'connected');
    const synced = active.length > 0 && active.every((c) => c.windowStart && c.windowEnd);
    const start = synced ? Math.max(...active.map((c) => c.windowStart!.getTime())) : 0;
    const end = synced ? Math.min(...active.map((c) => c.windowEnd!.getTime())) : 0;
    const window = start < end ? { start: new Date(start), end: new Date(end) } : null;
    const events = window ? (await this.repository.eventsOf(em, userId, active.map((c) => c.id), window.start, window.end)).map(toExternalEvent) : [];
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
    await this.markActive(userId);
    await settleWithin(this.syncUser(userId, refresh ? 0 : this.env.CALENDAR_STALE_SECONDS * 1000), SYNC_WAIT_MS);
    return this.read(userId, from, to, true);
  }

  /** Syncs each connected calendar of the user whose copy is older than `maxAgeMs`; never throws. */
  async syncUser(userId: string, maxAgeMs: number): Promise<void> {
    await this.syncConnections(await this.repository.connectionsOf(this.repository.fork(), userId).catch(() => []), maxAgeMs);
  }

  private async syncConnections(connections: ConnectionEntity[], maxAgeMs: number): Promise<void> {
    const now = new Date();
    const window = this.windowAt(now);
    await Promise.all(
      connections
        .filter((c) => c.status === 'connected')
        .filter((c) => !c.lastSyncedAt || now.getTime() - c.lastSyncedAt.getTime() >= maxAgeMs || c.windowStart?.getTime() !== window.start.getTime())
        .map((c) => this.syncConnection(c.id)),
    );
  }

  /** One sync per connection at a time: in this process by promise, across replicas by a Redis lock. Never rejects. */
  syncConnection(connectionId: string): Promise<void> {
    let running = this.inFlight.get(connectionId);
    if (!running) {
      running = this.locked(connectionId, () => this.runSync(connectionId))
        // Callers fire and forget: a failure (e.g. the database) is logged, never an unhandled rejection.
        .catch((error) => this.logger.error({ err: error, connectionId }, 'calendar sync failed'))
        .finally(() => this.inFlight.delete(connectionId));
      this.inFlight.set(connectionId, running);
    }
    return running;
  }

  async markActive(userId: string): Promise<void> {
    await this.redis.zAdd(ACTIVE_USERS_KEY, { score: Date.now(), value: userId }).catch(() => undefined);
  }

  /** Users who read their calendar within CALENDAR_ACTIVE_SECONDS; older entries are dropped. */
  async activeUsers(now = Date.now()): Promise<string[]> {
    const since = now - this.env.CALENDAR_ACTIVE_SECONDS * 1000;
    await this.redis.zRemRangeByScore(ACTIVE_USERS_KEY, '-inf', since).catch(() => undefined);
    return this.redis.zRangeByScore(ACTIVE_USERS_KEY, since, '+inf').catch(() => []);
  }

  private async read(userId: string, from: Date, to: Date, allowUnsyncedLive: boolean, em = this.repository.fork(), known?: ConnectionEntity[]): Promise<ExternalEventsResult> {
    const connections = known ?? (await this.repository.connectionsOf(em, userId));
    const active = connections.filter((c) => c.status === 'connected');
    const covered = active.filter((c) => c.windowStart && c.windowEnd && c.windowStart <= from && c.windowEnd >= to);
    const outside = active.filter((c) => !covered.includes(c) && (c.windowStart !== null || allowUnsyncedLive));
    const kept = (await this.repository.eventsOf(em, userId, covered.map((c) => c.id), from, to)).map(toExternalEvent);
    const live = await Promise.all(outside.map((c) => this.readLive(c, { start: from, end: to })));
    const events = dedupe([...kept, ...live.flatMap((l) => l.events)]).sort((a, b) => a.startTime.localeCompare(b.startTime) || a.id.localeCompare(b.id));
    const lost = live.filter((l) => l.authLost).length;
    const needsAuth = connections.some((c) => c.status === 'needs_auth') || lost > 0;
    return { events, needsAuth, connected: active.length > lost };
  }

  private async readLive(connection: ConnectionEntity, window: TimeWindow): Promise<{ events: ExternalCalendarEvent[]; authLost: boolean }> {
    try {
      const account = await this.accounts.open(connection);
      const events = await account.listEvents(calendarsOf(connection).filter((c) => c.selected), window);
      const inWindow = events.filter((e) => new Date(e.endTime) > window.start && new Date(e.startTime) < window.end);
      return { events: inWindow.map((e) => ({ ...withoutCalendar(e), source: connection.provider })), authLost: false };
    } catch (error) {
      if (error instanceof ProviderAuthError) {
        await this.lifecycle.markNeedsAuth(connection.id, error.message);
        return { events: [], authLost: true };
      }
      this.logger.warn({ err: error, connectionId: connection.id }, 'live calendar read failed');
      return { events: [], authLost: false };
    }
  }

  private async runSync(connectionId: string): Promise<void> {
    const em = this.repository.fork();
    const connection = await this.repository.connectionById(em, connectionId);
    if (!connection || connection.status !== 'connected') return;
    const window = this.windowAt(new Date());
    try {
      const account = await this.accounts.open(connection);
      const calendars = await account.listCalendars();
      const selected = calendars.filter((c) => connection.selection[c.id] ?? c.selected);
      const events = await account.listEvents(selected, window);
      await this.store(connectionId, calendars, window, events);
    } catch (error) {
      if (error instanceof ProviderAuthError) return this.lifecycle.markNeedsAuth(connectionId, error.message);
      this.logger.warn({ err: error, connectionId }, 'calendar sync failed');
      await this.repository.recordSyncError(this.repository.fork(), connectionId, describeError(error)).catch(() => undefined);
    }
  }

  private async store(connectionId: string, calendars: ConnectionEntity['calendars'], window: TimeWindow, events: FetchedEvent[]): Promise<void> {
    const unique = [...new Map(events.map((e) => [`${e.calendarId}\n${e.id}`, e])).values()];
    const hash = createHash('sha256').update(JSON.stringify(unique.map((e) => [e.calendarId, e.id, e.summary, e.startTime, e.endTime, e.isAllDay, e.location, e.description, e.flowEventId]).sort())).digest('base64url');
    const changed = await this.repository.fork().transactional(async (em) => {
      // Re-read: the connection may have been removed or re-authorised while the provider was read.
      const connection = await this.repository.connectionById(em, connectionId);
      if (!connection || connection.status !== 'connected') return false;
      connection.calendars = calendars;
      connection.writeCalendarId = resolveWriteCalendar(connection.writeCalendarId, calendars);
      connection.lastSyncedAt = new Date();
      connection.lastError = null;
      const windowMoved = connection.windowStart?.getTime() !== window.start.getTime() || connection.windowEnd?.getTime() !== window.end.getTime();
      connection.windowStart = window.start;
      connection.windowEnd = window.end;
      if (!windowMoved && connection.eventsHash === hash) return false;
      const rows = unique.map((e) => Object.assign(new ExternalEventEntity(), {
        id: randomUUID(), connectionId, userId: connection.userId, provider: connection.provider, calendarId: e.calendarId, externalId: e.id, summary: e.summary,
        startTime: new Date(e.startTime), endTime: new Date(e.endTime), isAllDay: e.isAllDay, location: e.location, description: e.description, flowEventId: e.flowEventId ?? null,
      }));
      await this.repository.replaceEvents(em, connectionId, rows);
      const eventsChanged = connection.eventsHash !== hash;
      connection.eventsHash = hash;
      if (eventsChanged) recordEvent(em, 'flow.evt.calendar.calendar-synced', { userId: connection.userId, provider: connection.provider }, [connection.userId]);
      return eventsChanged;
    });
    if (changed) this.relay.kick();
  }

  private async locked(connectionId: string, work: () => Promise<void>): Promise<void> {
    const key = `flow:calendar:sync-lock:${connectionId}`;
    const acquired = await this.redis.set(key, '1', { NX: true, PX: 60_000 }).catch(() => 'OK');
    if (acquired !== 'OK') return;
    try {
      await work();
    } finally {
      await this.redis.del(key).catch(() => undefined);
    }
  }
}

/** 'primary' (set on connecting Google) becomes the primary calendar's id; a calendar that is gone, none. */
function resolveWriteCalendar(current: string | null, calendars: ConnectionEntity['calendars']): string | null {
  if (current === PRIMARY) return calendars.find((c) => c.primary && c.writable)?.id ?? null;
  return current && calendars.some((c) => c.id === current) ? current : null;
}

function withoutCalendar(event: FetchedEvent): Omit<FetchedEvent, 'calendarId'> {
  const { calendarId: _calendarId, ...rest } = event;
  return rest;
}

/** The same event seen in two calendars of one account counts once. */
function dedupe(events: ExternalCalendarEvent[]): ExternalCalendarEvent[] {
  return [...new Map(events.map((e) => [`${e.source}\n${e.id}`, e])).values()];
}
