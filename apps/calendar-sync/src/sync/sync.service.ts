import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { BusySnapshot, CalendarSummary, ExternalCalendarEvent, ExternalEventsResult, GoogleChannelNotification } from '@flow/contracts';
import { LOGGER, OutboxRelay, recordEvent, REDIS, type RedisClient } from '@flow/platform';
import type { Logger } from 'pino';
import { CALENDAR_SYNC_ENV, type CalendarSyncEnv } from '../calendar-sync.env';
import { type ConnectionEntity, ExternalEventEntity } from '../calendar.entities';
import { CalendarRepository } from '../calendar.repository';
import { ConnectionLifecycle } from '../connections/connection-lifecycle';
import { calendarsOf, toExternalEvent } from '../connections/connection.mapper';
import { AccountFactory } from '../providers/account.factory';
import { GoogleAccount } from '../providers/google/google.account';
import { ChannelService } from '../push/channel.service';
import {
  CallBudgetSpentError,
  type CalendarChanges,
  type CalendarSyncState,
  describeError,
  type FetchedEvent,
  ProviderAuthError,
  TransientProviderError,
  type TimeWindow,
} from '../providers/provider';
import { restAfterFailure } from '../providers/retry';
import { CallBudget } from './call-budget';
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
    private readonly budget: CallBudget,
    private readonly channels: ChannelService,
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
        .filter((c) => c.status === 'connected' && !resting(c, now))
        .filter((c) => {
          const windowMoved = c.windowStart?.getTime() !== window.start.getTime();
          // Pushed by Google: polled only when asked for (refresh) or when the window moves.
          if (maxAgeMs > 0 && c.pushedUntil && c.pushedUntil > now && !windowMoved) return false;
          return !c.lastSyncedAt || now.getTime() - c.lastSyncedAt.getTime() >= maxAgeMs || windowMoved;
        })
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
    if (!connection || connection.status !== 'connected' || resting(connection, new Date())) return;
    const window = this.windowAt(new Date());
    const windowMoved = connection.windowStart?.getTime() !== window.start.getTime() || connection.windowEnd?.getTime() !== window.end.getTime();
    try {
      const account = await this.accounts.open(connection, this.budget.of(connection.userId));
      const calendars = await account.listCalendars();
      const selected = calendars.filter((c) => connection.selection[c.id] ?? c.selected);
      const changes = await account.syncEvents(selected, window, connection.syncState, windowMoved);
      await this.store(connectionId, calendars, selected, window, changes);
      if (account instanceof GoogleAccount) await this.watch(connection, account, selected);
    } catch (error) {
      if (error instanceof ProviderAuthError) return this.lifecycle.markNeedsAuth(connectionId, error.message);
      await this.rest(connection, error);
    }
  }

  /** With a public webhook: push channels on the read calendars; while they live, the connection is not polled. */
  private async watch(connection: ConnectionEntity, account: GoogleAccount, calendars: CalendarSummary[]): Promise<void> {
    if (!this.channels.enabled) return;
    const pushedUntil = await this.channels.ensure(connection, account, calendars).catch((error: unknown) => {
      this.logger.warn({ err: error, connectionId: connection.id }, 'opening Google push channels failed: polling instead');
      return null;
    });
    await this.repository.setPushedUntil(this.repository.fork(), connection.id, pushedUntil);
  }

  /** A Google push notification: a genuine one syncs its connection (in the background, Google wants a quick answer). */
  async onNotification(notification: GoogleChannelNotification): Promise<{ accepted: boolean }> {
    const connectionId = await this.channels.verify(notification);
    if (!connectionId) return { accepted: false };
    // `sync` only says the channel is open.
    if (notification.resourceState !== 'sync') void this.syncConnection(connectionId);
    return { accepted: true };
  }

  /**
   * A failed sync: the connection rests (exponential back-off with jitter, at least the server's
   * Retry-After) and its card says it is retrying. A spent call budget only waits for the next minute.
   */
  private async rest(connection: ConnectionEntity, error: unknown): Promise<void> {
    const now = Date.now();
    if (error instanceof CallBudgetSpentError) {
      await this.repository.recordSyncFailure(this.repository.fork(), connection.id, connection.lastError, connection.syncFailures, new Date(now + error.retryAfterMs)).catch(() => undefined);
      return;
    }
    this.logger.warn({ err: error, connectionId: connection.id }, 'calendar sync failed');
    const failures = connection.syncFailures + 1;
    const retryAt = new Date(now + restAfterFailure(failures, error instanceof TransientProviderError ? error.retryAfterMs : undefined));
    await this.repository.recordSyncFailure(this.repository.fork(), connection.id, describeError(error), failures, retryAt).catch(() => undefined);
  }

  /** Applies each calendar's changes to the kept copy; publishes calendar-synced when the copy changed. */
  private async store(connectionId: string, calendars: CalendarSummary[], selected: CalendarSummary[], window: TimeWindow, changes: CalendarChanges[]): Promise<void> {
    const changed = await this.repository.fork().transactional(async (em) => {
      // Re-read: the connection may have been removed or re-authorised while the provider was read.
      const connection = await this.repository.connectionById(em, connectionId);
      if (!connection || connection.status !== 'connected') return false;
      Object.assign(connection, { calendars, lastSyncedAt: new Date(), lastError: null, syncFailures: 0, retryAt: null, windowStart: window.start, windowEnd: window.end });
      connection.writeCalendarId = resolveWriteCalendar(connection.writeCalendarId, calendars);
      let eventsChanged = (await this.repository.deleteEventsOutside(em, connectionId, selected.map((c) => c.id))) > 0;
      const syncState: Record<string, CalendarSyncState> = {};
      for (const change of changes) {
        syncState[change.calendarId] = change.state;
        const rows = this.rows(connection, change);
        if (change.full) {
          if (fingerprint(await this.repository.calendarEventsOf(em, connectionId, change.calendarId)) === fingerprint(rows)) continue;
          await this.repository.deleteCalendarEvents(em, connectionId, change.calendarId);
        } else {
          if (!change.touched.length && !change.touchedSeries.length && !rows.length) continue;
          await this.repository.deleteEventsFrom(em, connectionId, change.calendarId, change.touched, change.touchedSeries);
        }
        await this.repository.insertEvents(em, rows);
        eventsChanged = true;
      }
      connection.syncState = syncState;
      if (eventsChanged) recordEvent(em, 'flow.evt.calendar.calendar-synced', { userId: connection.userId, provider: connection.provider }, [connection.userId]);
      return eventsChanged;
    });
    if (changed) this.relay.kick();
  }

  private rows(connection: ConnectionEntity, change: CalendarChanges): ExternalEventEntity[] {
    const unique = [...new Map(change.events.map((e) => [e.id, e])).values()];
    return unique.map((e) =>
      Object.assign(new ExternalEventEntity(), {
        id: randomUUID(), connectionId: connection.id, userId: connection.userId, provider: connection.provider, calendarId: e.calendarId, externalId: e.id, sourceKey: e.sourceKey, summary: e.summary,
        startTime: new Date(e.startTime), endTime: new Date(e.endTime), isAllDay: e.isAllDay, location: e.location, description: e.description, flowEventId: e.flowEventId ?? null,
      }),
    );
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

/** A connection that failed recently rests until its retry time. */
function resting(connection: ConnectionEntity, now: Date): boolean {
  return connection.retryAt !== null && connection.retryAt > now;
}

/** What a user sees of a set of kept events, to tell whether a full sync changed anything. */
function fingerprint(rows: ExternalEventEntity[]): string {
  const fields = rows.map((e) => JSON.stringify([e.calendarId, e.externalId, e.sourceKey, e.summary, e.startTime.getTime(), e.endTime.getTime(), e.isAllDay, e.location, e.description, e.flowEventId]));
  return createHash('sha256').update(fields.sort().join('\n')).digest('base64url');
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
