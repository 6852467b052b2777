import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { ExternalCalendarCheck, ExternalCalendarEvent } from '@flow/contracts';
import { EventConsumers, LOGGER, NATS_CONNECTION, RpcClient } from '@flow/platform';
import { JSONCodec, type NatsConnection, type Subscription } from 'nats';
import type { Logger } from 'pino';
import { SCHEDULING_ENV, type SchedulingEnv } from '../scheduling.env';
import { BusyTimeRepository, type ExternalCalendarRow } from './busy-time.repository';

export interface ExternalEvents {
  status: ExternalCalendarCheck;
  events: ExternalCalendarEvent[];
}

/** calendar-sync's events after which a user's kept external events may differ. */
const CALENDAR_CHANGES = ['flow.evt.calendar.calendar-connected', 'flow.evt.calendar.calendar-disconnected', 'flow.evt.calendar.calendar-synced'];
/** How long "no calendar" is believed without reading the model again (and not believed after a calendar change). */
const UNCONNECTED_MS = 10_000;
const REMEMBERED_MAX = 50_000;
const codec = JSONCodec<{ data?: { userId?: unknown } }>();

/**
 * The busy-time read model: each user's external events as calendar-sync keeps them, copied here on
 * every calendar event (one snapshot request per change, none per create). Overlap checks,
 * suggestions and the score read it locally. A user not known yet (before this model existed, or
 * never connected) is filled once on first read; a range outside the kept window is read live, as
 * calendar-sync itself would. Never fails the caller: external events only sharpen checks.
 * Most people have no calendar: that answer is kept in memory for UNCONNECTED_MS, so their creates
 * read nothing here. Every replica hears each calendar change (a plain subscription beside the
 * durable consumer) and forgets the person's answer, and keeps none for them for UNCONNECTED_MS, so
 * a calendar connected a moment ago is not hidden by a read made before the model was refreshed.
 */
@Injectable()
export class BusyTimeModel implements OnModuleInit, OnApplicationShutdown {
  /** People without a calendar, until when that is believed. */
  private readonly unconnected = new Map<string, number>();
  /** People whose calendar changed a moment ago, until when no answer of theirs is kept. */
  private readonly changed = new Map<string, number>();
  private readonly subscriptions: Subscription[] = [];

  constructor(
    private readonly repository: BusyTimeRepository,
    private readonly rpc: RpcClient,
    private readonly consumers: EventConsumers,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(SCHEDULING_ENV) private readonly env: SchedulingEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    // Replacing with the newest snapshot is naturally idempotent, in any order.
    this.consumers.register({
      durable: 'scheduling-busy-time',
      subjects: CALENDAR_CHANGES,
      handle: async (envelope) => {
        const { userId } = envelope.data as { userId: string };
        this.calendarChanged(userId);
        await this.repository.store(userId, await this.rpc.request('flow.calendar.busy.snapshot', { userId }), true);
      },
    });
    for (const subject of CALENDAR_CHANGES)
      this.subscriptions.push(
        this.nc.subscribe(subject, {
          callback: (error, msg) => {
            const userId = error ? undefined : safeUserId(msg.data);
            if (typeof userId === 'string') this.calendarChanged(userId);
          },
        }),
      );
  }

  onApplicationShutdown(): void {
    for (const subscription of this.subscriptions.splice(0)) subscription.unsubscribe();
  }

  async externalEvents(userId: string, from: Date, to: Date): Promise<ExternalEvents> {
    if (this.knownUnconnected(userId)) return { status: 'not_connected', events: [] };
    try {
      const calendar = (await this.repository.calendarOf(userId)) ?? (await this.fill(userId));
      if (!calendar.connected) {
        this.rememberUnconnected(userId);
        return { status: 'not_connected', events: [] };
      }
      const status = calendar.needsAuth ? 'unavailable' : 'checked';
      if (calendar.windowStart && calendar.windowEnd && calendar.windowStart <= from && calendar.windowEnd >= to)
        return { status, events: await this.repository.eventsOf(userId, from, to) };
      return await this.readLive(userId, from, to);
    } catch (error) {
      this.logger.warn({ err: error, userId }, 'external events unavailable; going on without them');
      return { status: 'unavailable', events: [] };
    }
  }

  /** Whether the user has a calendar to copy FLOW events to, as far as this model knows. */
  async connected(userId: string): Promise<boolean> {
    if (this.knownUnconnected(userId)) return false;
    return Boolean((await this.repository.calendarOf(userId))?.connected);
  }

  private knownUnconnected(userId: string): boolean {
    const until = this.unconnected.get(userId);
    if (until === undefined) return false;
    if (until > Date.now()) return true;
    this.unconnected.delete(userId);
    return false;
  }

  private rememberUnconnected(userId: string): void {
    const now = Date.now();
    const changed = this.changed.get(userId);
    if (changed !== undefined && changed > now) return;
    if (changed !== undefined) this.changed.delete(userId);
    if (this.unconnected.size >= REMEMBERED_MAX) this.unconnected.clear();
    this.unconnected.set(userId, now + UNCONNECTED_MS);
  }

  private calendarChanged(userId: string): void {
    this.unconnected.delete(userId);
    if (this.changed.size >= REMEMBERED_MAX) this.changed.clear();
    this.changed.set(userId, Date.now() + UNCONNECTED_MS);
  }

  private async fill(userId: string): Promise<ExternalCalendarRow> {
    const snapshot = await this.rpc.request('flow.calendar.busy.snapshot', { userId }, { timeoutMs: this.env.CALENDAR_EVENTS_TIMEOUT_MS });
    await this.repository.store(userId, snapshot, false);
    return {
      connected: snapshot.connected,
      needsAuth: snapshot.needsAuth,
      windowStart: snapshot.windowStart ? new Date(snapshot.windowStart) : null,
      windowEnd: snapshot.windowEnd ? new Date(snapshot.windowEnd) : null,
    };
  }

  private async readLive(userId: string, from: Date, to: Date): Promise<ExternalEvents> {
    const result = await this.rpc.request(
      'flow.calendar.events.list',
      { userId, timeMin: from.toISOString(), timeMax: to.toISOString() },
      { timeoutMs: this.env.CALENDAR_EVENTS_TIMEOUT_MS },
    );
    if (!result.connected) return { status: 'not_connected', events: [] };
    return { status: result.needsAuth ? 'unavailable' : 'checked', events: result.events };
  }
}

function safeUserId(data: Uint8Array): unknown {
  try {
    return codec.decode(data).data?.userId;
  } catch {
    return undefined;
  }
}
