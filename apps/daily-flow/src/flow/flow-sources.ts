import { Inject, Injectable } from '@nestjs/common';
import type { ExternalCalendarEvent, PlanPlacement, Profile, ScheduledEvent } from '@flow/contracts';
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

  /** The person's planned tasks and habits starting in [from, to) (scheduling's stored plan, replanned first when stale). */
  async plannedItems(userId: string, from: string, to: string): Promise<Fetched<PlanPlacement[]>> {
    try {
      // Asking may replan (the planner reads the days first): twice an event read's time.
      const { placements } = await this.rpc.request('flow.scheduling.plan.get', { userId, from, to }, { timeoutMs: 2 * this.env.EVENTS_TIMEOUT_MS });
      const [lo, hi] = [Date.parse(from), Date.parse(to)];
      return { ok: true, value: placements.filter((p) => Date.parse(p.start) >= lo && Date.parse(p.start) < hi) };
    } catch (error) {
      return this.missing('scheduling plan', error);
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
