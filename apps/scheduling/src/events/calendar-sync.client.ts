import { Inject, Injectable } from '@nestjs/common';
import { type ExternalCalendarCheck, type ExternalCalendarEvent, type MirrorEvent, SchedulingMessages } from '@flow/contracts';
import { DomainError, LOGGER, RpcClient } from '@flow/platform';
import type { Logger } from 'pino';
import { SCHEDULING_ENV, type SchedulingEnv } from '../scheduling.env';

export interface MirrorOutcome {
  /** The external calendar now holds the change. */
  mirrored: boolean;
  externalEventId: string | null;
  /** Why it does not, in words for the UI's toast; null when nothing went wrong (or nothing is connected). */
  error: string | null;
}

export interface ExternalEvents {
  status: ExternalCalendarCheck;
  events: ExternalCalendarEvent[];
}

/**
 * Talks to calendar-sync. Neither call may fail the caller: a FLOW event is already committed
 * when it is mirrored, and external events only sharpen checks, so every failure becomes a value.
 */
@Injectable()
export class CalendarSyncClient {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(SCHEDULING_ENV) private readonly env: SchedulingEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async externalEvents(userId: string, from: Date, to: Date): Promise<ExternalEvents> {
    try {
      const result = await this.rpc.request('flow.calendar.events.list', { userId, timeMin: from.toISOString(), timeMax: to.toISOString() }, { timeoutMs: this.env.CALENDAR_EVENTS_TIMEOUT_MS });
      if (!result.connected) return { status: 'not_connected', events: [] };
      return { status: result.needsAuth ? 'unavailable' : 'checked', events: result.events };
    } catch (error) {
      this.logger.warn({ err: error, userId }, 'external events unavailable; going on without them');
      return { status: 'unavailable', events: [] };
    }
  }

  mirrorCreate(userId: string, event: MirrorEvent): Promise<MirrorOutcome> {
    return this.mirror('create', () => this.rpc.request('flow.calendar.mirror.create', { userId, event }, { timeoutMs: this.env.CALENDAR_MIRROR_TIMEOUT_MS }), userId, event.id);
  }

  mirrorUpdate(userId: string, externalEventId: string | null, event: MirrorEvent): Promise<MirrorOutcome> {
    return this.mirror('update', () => this.rpc.request('flow.calendar.mirror.update', { userId, externalEventId, event }, { timeoutMs: this.env.CALENDAR_MIRROR_TIMEOUT_MS }), userId, event.id);
  }

  mirrorDelete(userId: string, externalEventId: string, eventId: string): Promise<MirrorOutcome> {
    return this.mirror('delete', () => this.rpc.request('flow.calendar.mirror.delete', { userId, externalEventId, eventId }, { timeoutMs: this.env.CALENDAR_MIRROR_TIMEOUT_MS }), userId, eventId);
  }

  private async mirror(change: keyof typeof SchedulingMessages.calendarUnavailable, call: () => Promise<MirrorOutcome>, userId: string, eventId: string): Promise<MirrorOutcome> {
    try {
      return await call();
    } catch (error) {
      this.logger.warn({ err: error, userId, eventId }, 'calendar mirror failed; the FLOW event is kept');
      const message = error instanceof DomainError && error.status !== 503 && error.status < 500 ? error.message : SchedulingMessages.calendarUnavailable[change];
      return { mirrored: false, externalEventId: null, error: message };
    }
  }
}
