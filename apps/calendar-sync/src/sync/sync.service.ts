import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { CalendarSummary, GoogleChannelNotification, OutlookNotification } from '@flow/contracts';
import { LOGGER, OutboxRelay, recordEvent, REDIS, type RedisClient, withRedisLock } from '@flow/platform';
import type { Logger } from 'pino';
import { CALENDAR_SYNC_ENV, type CalendarSyncEnv } from '../calendar-sync.env';
import { AccountFactory } from '../connections/account.factory';
import type { ConnectionEntity } from '../connections/connection.entity';
import { ConnectionRepository } from '../connections/connection.repository';
import { GoogleAccount } from '../providers/google/google.account';
import { OutlookAccount } from '../providers/outlook/outlook.account';
import { ChannelService } from '../push/channel.service';
import { OutlookSubscriptionService } from '../push/outlook-subscription.service';
import {
  CallBudgetSpentError,
  type CalendarChanges,
  type CalendarSyncState,
  describeError,
  ProviderAuthError,
  TransientProviderError,
  type TimeWindow,
} from '../providers/provider';
import { restAfterFailure } from '../providers/retry';
import { CallBudget } from './call-budget';
import { EventRepository } from './event.repository';
import { ExternalEventEntity } from './external-event.entity';
import { NeedsAuth } from './needs-auth';

/** Until the first sync knows its id: the account's primary calendar. */
export const PRIMARY = 'primary';
const LOCK_MS = 60_000;
const DAY_MS = 86_400_000;
/** How long a browser request waits for a sync before answering from the kept copy. */
export const SYNC_WAIT_MS = 3500;

/**
 * Keeps a copy of each connection's events for a window around today, so reads are fast (daily-flow
 * and scheduling ask with short time limits). A sync reads the provider, replaces the copy when
 * it changed and then publishes calendar-synced. Failures rest the connection (back-off).
 */
@Injectable()
export class SyncService {
  private readonly inFlight = new Map<string, Promise<void>>();

  constructor(
    private readonly repository: ConnectionRepository,
    private readonly events: EventRepository,
    private readonly accounts: AccountFactory,
    private readonly needsAuth: NeedsAuth,
    private readonly relay: OutboxRelay,
    private readonly budget: CallBudget,
    private readonly channels: ChannelService,
    private readonly subscriptions: OutlookSubscriptionService,
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(CALENDAR_SYNC_ENV) private readonly env: CalendarSyncEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The window the kept copy covers: whole UTC days around today. */
  windowAt(now: Date): TimeWindow {
    const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
    return { start: new Date(today - this.env.CALENDAR_WINDOW_PAST_DAYS * DAY_MS), end: new Date(today + (this.env.CALENDAR_WINDOW_FUTURE_DAYS + 1) * DAY_MS) };
  }

  /** Syncs each connected calendar of the user whose copy is older than `maxAgeMs`; never throws. */
  async syncUser(userId: string, maxAgeMs: number): Promise<void> {
    await this.syncConnections(await this.repository.connectionsOf(this.repository.fork(), userId).catch(() => []), maxAgeMs);
  }

  /** Syncs the given connections whose copy is older than `maxAgeMs` (pushed ones only when the window moves). */
  async syncConnections(connections: ConnectionEntity[], maxAgeMs: number): Promise<void> {
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
      running = withRedisLock(this.redis, `flow:calendar:sync-lock:${connectionId}`, { ttlMs: LOCK_MS }, () => this.runSync(connectionId))
        .then(() => undefined)
        // Callers fire and forget: a failure (e.g. the database) is logged, never an unhandled rejection.
        .catch((error) => this.logger.error({ err: error, connectionId }, 'calendar sync failed'))
        .finally(() => this.inFlight.delete(connectionId));
      this.inFlight.set(connectionId, running);
    }
    return running;
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
      if (account instanceof GoogleAccount || account instanceof OutlookAccount) await this.watch(connection, account, selected);
    } catch (error) {
      if (error instanceof ProviderAuthError) return this.needsAuth.markNeedsAuth(connectionId, error.message);
      await this.rest(connection, error);
    }
  }

  /**
   * With a public webhook: Google's push channels on the read calendars, or Outlook's Graph subscription;
   * while they live, the connection is not polled (polling is the fallback when they cannot be opened).
   */
  private async watch(connection: ConnectionEntity, account: GoogleAccount | OutlookAccount, calendars: CalendarSummary[]): Promise<void> {
    if (!this.channels.enabled) return;
    const opened = account instanceof GoogleAccount ? this.channels.ensure(connection, account, calendars) : this.subscriptions.ensure(connection, account);
    const pushedUntil = await opened.catch((error: unknown) => {
      this.logger.warn({ err: error, connectionId: connection.id }, `opening ${connection.provider} push notifications failed: polling instead`);
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
   * Graph's notifications of one POST: genuine ones sync their connections in the background (Graph wants
   * an answer within 3 s); a lifecycle event asking for a new subscription gets one with that sync.
   */
  async onOutlookNotifications(notifications: OutlookNotification[]): Promise<{ accepted: boolean }> {
    const work = await this.subscriptions.verify(notifications);
    if (!work) return { accepted: false };
    for (const connectionId of work.resubscribe) await this.repository.setPushedUntil(this.repository.fork(), connectionId, null);
    for (const connectionId of work.sync) void this.syncConnection(connectionId);
    return { accepted: true };
  }

  /**
   * A failed sync: the connection rests (exponential back-off with jitter, at least the server's
   * Retry-After) and its card says it is retrying. A spent call budget only waits for the next minute.
   */
  private async rest(connection: ConnectionEntity, error: unknown): Promise<void> {
    const now = Date.now();
    if (error instanceof CallBudgetSpentError) {
      await this.repository
        .recordSyncFailure(this.repository.fork(), connection.id, connection.lastError, connection.syncFailures, new Date(now + error.retryAfterMs))
        .catch(() => undefined);
      return;
    }
    this.logger.warn({ err: error, connectionId: connection.id }, 'calendar sync failed');
    const failures = connection.syncFailures + 1;
    const retryAt = new Date(now + restAfterFailure(failures, error instanceof TransientProviderError ? error.retryAfterMs : undefined));
    await this.repository.recordSyncFailure(this.repository.fork(), connection.id, describeError(error), failures, retryAt).catch(() => undefined);
  }

  /** Applies each calendar's changes to the kept copy; publishes calendar-synced when the copy changed. */
  private async store(
    connectionId: string,
    calendars: CalendarSummary[],
    selected: CalendarSummary[],
    window: TimeWindow,
    changes: CalendarChanges[],
  ): Promise<void> {
    const changed = await this.repository.fork().transactional(async (em) => {
      // Re-read: the connection may have been removed or re-authorised while the provider was read.
      const connection = await this.repository.connectionById(em, connectionId);
      if (!connection || connection.status !== 'connected') return false;
      Object.assign(connection, {
        calendars,
        lastSyncedAt: new Date(),
        lastError: null,
        syncFailures: 0,
        retryAt: null,
        windowStart: window.start,
        windowEnd: window.end,
      });
      connection.writeCalendarId = resolveWriteCalendar(connection.writeCalendarId, calendars);
      let eventsChanged =
        (await this.events.deleteEventsOutside(
          em,
          connectionId,
          selected.map((c) => c.id),
        )) > 0;
      const syncState: Record<string, CalendarSyncState> = {};
      for (const change of changes) {
        syncState[change.calendarId] = change.state;
        const rows = this.rows(connection, change);
        if (change.full) {
          if (fingerprint(await this.events.calendarEventsOf(em, connectionId, change.calendarId)) === fingerprint(rows)) continue;
          await this.events.deleteCalendarEvents(em, connectionId, change.calendarId);
        } else {
          if (!change.touched.length && !change.touchedSeries.length && !rows.length) continue;
          await this.events.deleteEventsFrom(em, connectionId, change.calendarId, change.touched, change.touchedSeries);
        }
        await this.events.insertEvents(em, rows);
        eventsChanged = true;
      }
      connection.syncState = syncState;
      if (eventsChanged)
        recordEvent(em, 'flow.evt.calendar.calendar-synced', { userId: connection.userId, provider: connection.provider }, [connection.userId]);
      return eventsChanged;
    });
    if (changed) this.relay.kick();
  }

  private rows(connection: ConnectionEntity, change: CalendarChanges): ExternalEventEntity[] {
    const unique = [...new Map(change.events.map((e) => [e.id, e])).values()];
    return unique.map((e) =>
      Object.assign(new ExternalEventEntity(), {
        id: randomUUID(),
        connectionId: connection.id,
        userId: connection.userId,
        provider: connection.provider,
        calendarId: e.calendarId,
        externalId: e.id,
        sourceKey: e.sourceKey,
        summary: e.summary,
        startTime: new Date(e.startTime),
        endTime: new Date(e.endTime),
        isAllDay: e.isAllDay,
        location: e.location,
        description: e.description,
        flowEventId: e.flowEventId ?? null,
      }),
    );
  }
}

/** A connection that failed recently rests until its retry time. */
function resting(connection: ConnectionEntity, now: Date): boolean {
  return connection.retryAt !== null && connection.retryAt > now;
}

/** What a user sees of a set of kept events, to tell whether a full sync changed anything. */
function fingerprint(rows: ExternalEventEntity[]): string {
  const fields = rows.map((e) =>
    JSON.stringify([
      e.calendarId,
      e.externalId,
      e.sourceKey,
      e.summary,
      e.startTime.getTime(),
      e.endTime.getTime(),
      e.isAllDay,
      e.location,
      e.description,
      e.flowEventId,
    ]),
  );
  return createHash('sha256').update(fields.sort().join('\n')).digest('base64url');
}

/** 'primary' (set on connecting Google) becomes the primary calendar's id; a calendar that is gone, none. */
function resolveWriteCalendar(current: string | null, calendars: ConnectionEntity['calendars']): string | null {
  if (current === PRIMARY) return calendars.find((c) => c.primary && c.writable)?.id ?? null;
  return current && calendars.some((c) => c.id === current) ? current : null;
}
