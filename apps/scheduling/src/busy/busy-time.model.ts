import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { ExternalCalendarCheck, ExternalCalendarEvent } from '@flow/contracts';
import { EventConsumers, LOGGER, RpcClient } from '@flow/platform';
import type { Logger } from 'pino';
import { SCHEDULING_ENV, type SchedulingEnv } from '../scheduling.env';
import { BusyTimeRepository, type ExternalCalendarRow } from './busy-time.repository';

export interface ExternalEvents {
  status: ExternalCalendarCheck;
  events: ExternalCalendarEvent[];
}

/** calendar-sync's events after which a user's kept external events may differ. */
const CALENDAR_CHANGES = ['flow.evt.calendar.calendar-connected', 'flow.evt.calendar.calendar-disconnected', 'flow.evt.calendar.calendar-synced'];

/**
 * The busy-time read model: each user's external events as calendar-sync keeps them, copied here on
 * every calendar event (one snapshot request per change, none per create). Overlap checks,
 * suggestions and the score read it locally. A user not known yet (before this model existed, or
 * never connected) is filled once on first read; a range outside the kept window is read live, as
 * calendar-sync itself would. Never fails the caller: external events only sharpen checks.
 */
@Injectable()
export class BusyTimeModel implements OnModuleInit {
  constructor(
    private readonly repository: BusyTimeRepository,
    private readonly rpc: RpcClient,
    private readonly consumers: EventConsumers,
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
        await this.repository.store(userId, await this.rpc.request('flow.calendar.busy.snapshot', { userId }), true);
      },
    });
  }

  async externalEvents(userId: string, from: Date, to: Date): Promise<ExternalEvents> {
    try {
      const calendar = (await this.repository.calendarOf(userId)) ?? (await this.fill(userId));
      if (!calendar.connected) return { status: 'not_connected', events: [] };
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
    return Boolean((await this.repository.calendarOf(userId))?.connected);
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
