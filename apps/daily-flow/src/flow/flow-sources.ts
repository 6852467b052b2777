import { Inject, Injectable } from '@nestjs/common';
import type { ExternalCalendarEvent, Profile, ScheduledEvent } from '@flow/contracts';
import { DomainError, LOGGER, RpcClient } from '@flow/platform';
import type { Logger } from 'pino';
import { DAILY_FLOW_ENV, type DailyFlowEnv } from '../daily-flow.env';

/** What a source gave: its value, or why it is missing (it did not answer in time, or failed). */
export type Fetched<T> = { ok: true; value: T } | { ok: false; reason: string };

/**
 * The data a flow is built from, asked of the services that own it with short timeouts. A source that
 * does not answer is reported missing rather than failing the flow.
 */
@Injectable()
export class FlowSources {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(DAILY_FLOW_ENV) private readonly env: DailyFlowEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The user's profile; null when they have none yet (then every default applies). */
  async profile(userId: string): Promise<Fetched<Profile | null>> {
    try {
      return { ok: true, value: await this.rpc.request('flow.profile.get', { userId }, { timeoutMs: this.env.PROFILE_TIMEOUT_MS }) };
    } catch (error) {
      if (error instanceof DomainError && error.status === 404) return { ok: true, value: null };
      return this.missing('profile', error);
    }
  }

  async scheduledEvents(userId: string, from: string, to: string): Promise<Fetched<ScheduledEvent[]>> {
    try {
      const { events } = await this.rpc.request('flow.scheduling.events.range', { userId, from, to }, { timeoutMs: this.env.EVENTS_TIMEOUT_MS });
      return { ok: true, value: events };
    } catch (error) {
      return this.missing('scheduling', error);
    }
  }

  /** External calendar events; a user without a connected (or with a revoked) calendar has none. */
  async calendarEvents(userId: string, timeMin: string, timeMax: string): Promise<Fetched<ExternalCalendarEvent[]>> {
    try {
      const result = await this.rpc.request('flow.calendar.events.list', { userId, timeMin, timeMax }, { timeoutMs: this.env.EVENTS_TIMEOUT_MS });
      return { ok: true, value: result.events };
    } catch (error) {
      return this.missing('calendar-sync', error);
    }
  }

  private missing(source: string, error: unknown): { ok: false; reason: string } {
    const reason = error instanceof DomainError ? `${error.code}: ${error.message}` : String(error);
    this.logger.warn({ source, reason }, 'flow source did not answer; answering without it');
    return { ok: false, reason };
  }
}
