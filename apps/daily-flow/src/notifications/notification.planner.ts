import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { type DailyFlow, MAX_REMINDER_MINUTES } from '@flow/contracts';
import { LOGGER } from '@flow/platform';
import { notificationIn } from '@flow/i18n';
import { addDays, type NotificationDay, type NotificationEvent, type NotificationPlacement, planNotifications, wallClockInstant } from '@flow/rhythm';
import type { Logger } from 'pino';
import { CLOCK } from '../clock';
import { FlowService } from '../flow/flow.service';
import { FlowSources } from '../flow/flow-sources';
import { toPreferences } from './notification.mapper';
import { NOTIFICATIONS_ENV, type NotificationsEnv } from './notifications.env';
import { NotificationsRepository } from './notifications.repository';

/** A plan is made again when it runs out within this long (so tomorrow is planned early today). */
const HORIZON_MS = 20 * 3_600_000;
/** A person being planned is not taken by another replica for this long; a failed plan is retried after it. */
const LEASE_MS = 5 * 60_000;
const PEOPLE_PER_ROUND = 20;

/**
 * Plans each person's notifications for today and tomorrow at the place of the day: from the day daily-flow
 * computes (fresh, not cached) and from their events. People are planned when their plan is missing (a
 * change asked for it: a settings save, a new device, an event, the place) or runs out within 20 hours.
 */
@Injectable()
export class NotificationPlanner implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private round: Promise<void> | null = null;

  constructor(
    private readonly repository: NotificationsRepository,
    private readonly flows: FlowService,
    private readonly sources: FlowSources,
    @Inject(NOTIFICATIONS_ENV) private readonly env: NotificationsEnv,
    @Inject(CLOCK) private readonly now: () => Date,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.env.worker) return;
    this.timer = setInterval(() => {
      this.round ??= this.planDue().finally(() => (this.round = null));
    }, this.env.NOTIFY_PLAN_POLL_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.round;
  }

  async planDue(): Promise<void> {
    try {
      const people = await this.repository.leasePlanning(PEOPLE_PER_ROUND, HORIZON_MS, LEASE_MS);
      for (const userId of people)
        await this.plan(userId).catch((error) => this.logger.warn({ err: error, userId }, 'notification plan failed; retried later'));
    } catch (error) {
      this.logger.warn({ err: error }, 'notification planning round failed');
    }
  }

  /** Today and tomorrow of one person. A day whose sources did not answer leaves the old plan in place. */
  async plan(userId: string): Promise<void> {
    const settings = await this.repository.settings(this.repository.fork(), userId);
    if (!settings) return;
    const preferences = toPreferences(settings);
    const now = this.now();
    const today = await this.flows.dailyFlow({ userId }, { fresh: true });
    const tomorrow = await this.flows.dailyFlow({ userId, date: addDays(today.date, 1) }, { fresh: true });
    if (today.partial || tomorrow.partial) throw new Error(`sources missing: ${[...today.missing, ...tomorrow.missing].map((m) => m.source).join(', ')}`);
    const until = wallClockInstant(tomorrow.date, 1440, tomorrow.timeZone);
    // Events starting up to a day after the plan's end: their day-before reminders fall inside it.
    const eventsUntil = new Date(Date.parse(until) + MAX_REMINDER_MINUTES * 60_000).toISOString();
    const events = await this.events(userId, now.toISOString(), eventsUntil, preferences.externalEventReminders);
    const items = preferences.eventReminders ? await this.plannedItems(userId, now.toISOString(), until) : [];
    const planned = planNotifications({ days: [toDay(today), toDay(tomorrow)], events, preferences, now, planned: items });
    // The days are planned from their English words (the rules read block names); the person reads theirs.
    const profile = await this.sources.profile(userId);
    const language = profile.ok ? profile.value?.language : undefined;
    await this.repository.replacePlan(
      userId,
      planned.map((n) => notificationIn(n, language)),
      new Date(until),
    );
  }

  /**
   * Planned tasks and habits ("Time for …"). Asking may make scheduling replan first, so an answer can be
   * late: the reminders of events do not wait for it (a failed plan is retried only after LEASE_MS). The
   * plan-changed that follows the replan asks for this person's notifications again, items included.
   */
  private async plannedItems(userId: string, from: string, to: string): Promise<NotificationPlacement[]> {
    const plan = await this.sources.plannedItems(userId, from, to);
    if (plan.ok) return plan.value;
    this.logger.warn({ userId, reason: plan.reason }, 'planned items unavailable: notifications planned without them for now');
    return [];
  }

  private async events(userId: string, from: string, to: string, external: boolean): Promise<NotificationEvent[]> {
    const own = await this.sources.scheduledEvents(userId, from, to);
    if (!own.ok) throw new Error(`events missing: ${own.reason}`);
    const events: NotificationEvent[] = own.value.map((e) => ({
      id: e.id,
      title: e.title,
      start: e.start_time,
      source: 'flow',
      reminderMinutes: e.reminderMinutes ?? null,
    }));
    if (!external) return events;
    const calendar = await this.sources.calendarEvents(userId, from, to);
    if (!calendar.ok) throw new Error(`calendar events missing: ${calendar.reason}`);
    // A FLOW event's copy in the calendar is reminded of once, as the FLOW event.
    return [
      ...events,
      ...calendar.value.filter((e) => !e.isAllDay && !e.flowEventId).map((e) => ({ id: e.id, title: e.summary, start: e.startTime, source: e.source })),
    ];
  }
}

function toDay(flow: DailyFlow): NotificationDay {
  const panchanga = flow.vedicInfluences.panchanga;
  return {
    date: flow.date,
    timeZone: flow.timeZone,
    rhythmBlocks: flow.rhythmBlocks,
    theme: flow.dailyGuidance.theme,
    peakHours: flow.dailyGuidance.peakHours,
    recoveryTime: flow.dailyGuidance.recoveryTime,
    sunrise: panchanga?.sunrise ?? null,
    rahuKalam: panchanga?.rahuKalam ?? null,
  };
}
