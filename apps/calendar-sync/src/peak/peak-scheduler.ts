import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { type EventEnvelope, events } from '@flow/contracts';
import { EventConsumers, LOGGER } from '@flow/platform';
import type { Logger } from 'pino';
import { CALENDAR_SYNC_ENV, type CalendarSyncEnv } from '../calendar-sync.env';
import { ConnectedPeople } from '../connections/connected-people';

import { PeakPlanner } from './peak-planner';
import { PeakRepository } from './peak.repository';

const INVALIDATED = 'flow.evt.daily-flow.flow-invalidated' as const;
const BATCH = 20;

/**
 * When the peak is planned: at once after the setting changes; whenever the person's day changes
 * (daily-flow's flow-invalidated follows every change of their profile, rhythm, FLOW events and
 * calendars); every day after local midnight for the rolling two weeks; and again after a failure,
 * with back-off. Each is a due time on the setting's row, so a restart or another replica loses none.
 */
@Injectable()
export class PeakScheduler implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;

  constructor(
    private readonly repository: PeakRepository,
    private readonly planner: PeakPlanner,
    private readonly consumers: EventConsumers,
    private readonly connected: ConnectedPeople,
    @Inject(CALENDAR_SYNC_ENV) private readonly env: CalendarSyncEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.consumers.register({ durable: 'calendar-sync-peak', subjects: [INVALIDATED], handle: (envelope) => this.onDayChanged(envelope) });
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.kick(), this.env.CALENDAR_PEAK_POLL_SECONDS * 1000);
    this.timer.unref();
    this.kick();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Plans what is due now; a kick while planning runs once more after it. */
  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.runDue().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
  }

  private async onDayChanged(envelope: EventEnvelope): Promise<void> {
    const { userId } = events[INVALIDATED].parse(envelope.data);
    // No calendar, no peak to protect: most people's changes cost no read here.
    if (!(await this.connected.has(userId))) return;
    const marked = await this.repository.markPeakProtectionsDue(this.repository.fork(), userId, new Date());
    if (marked > 0) this.kick();
  }

  private async runDue(): Promise<void> {
    try {
      const seen = new Set<string>();
      for (;;) {
        const due = (await this.repository.duePeakProtections(this.repository.fork(), new Date(), BATCH)).filter((id) => !seen.has(id));
        if (!due.length) return;
        for (const connectionId of due) {
          seen.add(connectionId);
          await this.planner.run(connectionId);
        }
      }
    } catch (error) {
      this.logger.warn({ err: error }, 'planning due peaks failed');
    }
  }
}
