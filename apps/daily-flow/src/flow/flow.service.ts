import { Inject, Injectable } from '@nestjs/common';
import { type DailyFlow, DailyFlowMessages, type DayRhythm, flowEntryName, type FlowSource, type Panchang, type RpcPayload, todayIn } from '@flow/contracts';
import { dailyFlowIn, panchangIn } from '@flow/i18n';
import { DomainError, isFlowEntryFresh, LOGGER } from '@flow/platform';
import { type EnergyObservation, placeOfDay, todayEndsAt } from '@flow/rhythm';
import type { Logger } from 'pino';
import { LearningService } from '../checkins/learning.service';
import { CLOCK } from '../clock';
import { DAILY_FLOW_ENV, type DailyFlowEnv } from '../daily-flow.env';
import { buildDailyFlow, buildDayRhythm, buildPanchang } from './flow.builder';
import { FlowCache } from './flow-cache';
import { FlowSources } from './flow-sources';
import { assertDateInRange, browserZone, eventWindow } from './local-day';

/**
 * A user's daily flow: read through the cache; on a miss, ask the profile, scheduling and calendar-sync
 * in parallel (short timeouts), build the flow with the engines and cache it. Sources that do not
 * answer make the flow partial, never a failure; a Redis outage makes it uncached, never a failure.
 */
@Injectable()
export class FlowService {
  constructor(
    private readonly sources: FlowSources,
    private readonly cache: FlowCache,
    @Inject(DAILY_FLOW_ENV) private readonly env: DailyFlowEnv,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(CLOCK) private readonly now: () => Date,
    private readonly learning: LearningService,
  ) {}

  /** `fresh`: computed from the sources, neither read from nor written to the cache (the notification planner, right after a change). */
  async dailyFlow(request: RpcPayload<'flow.daily-flow.get'>, { fresh = false } = {}): Promise<DailyFlow> {
    const browser = browserZone(request.timeZone);
    const now = this.now();
    // Before any work: a date that is out of range in every zone.
    if (request.date) assertDateInRange(request.date, todayIn(browser ?? 'UTC', now), 2);
    // Each language is its own entry: the gateway reads the one of the person's language.
    const name = flowEntryName('flow', request.date, browser, request.language);
    const cached = fresh ? null : await this.cache.read(request.userId, name);
    // A cached "today" is only good until the user's today may turn (the gateway's rule too).
    if (cached?.json && isFlowEntryFresh(cached, request.date, now)) return JSON.parse(cached.json) as DailyFlow;

    const window = eventWindow(request.date ?? todayIn('UTC', now), Boolean(request.date));
    const [profile, scheduled, external, checkins] = await Promise.all([
      this.sources.profile(request.userId),
      this.sources.scheduledEvents(request.userId, window.from, window.to),
      this.sources.calendarEvents(request.userId, window.from, window.to),
      this.checkinsOf(request.userId),
    ]);
    const person = profile.ok ? profile.value : null;
    const day = placeOfDay(person, browser, request.date, now);
    assertDateInRange(day.date, todayIn(day.timeZone, now));

    const missing: FlowSource[] = [];
    if (!profile.ok) missing.push('profile');
    if (!scheduled.ok) missing.push('scheduled-events');
    if (!external.ok) missing.push('calendar-events');
    const english = buildDailyFlow({
      ...day,
      now,
      missing,
      profile: person,
      scheduled: scheduled.ok ? scheduled.value : [],
      external: external.ok ? external.value : [],
      checkins,
    });
    const flow = dailyFlowIn(english, request.language);
    if (cached) {
      const ttl = flow.partial ? this.env.PARTIAL_CACHE_TTL_SECONDS : this.env.CACHE_TTL_SECONDS;
      const validUntil = request.date ? undefined : todayEndsAt(person, browser, now).getTime();
      await this.cache.write(
        request.userId,
        name,
        { body: JSON.stringify(flow), date: flow.date, timeZone: flow.timeZone, validUntil },
        ttl,
        cached.generation,
      );
    }
    return flow;
  }

  /**
   * The unmerged rhythm of a local day. Without the profile there is no honest rhythm: 503.
   * `fresh`: computed from the sources, not read from the cache (Insights, right after a check-in).
   */
  async rhythm(request: RpcPayload<'flow.daily-flow.rhythm'>, { fresh = false } = {}): Promise<DayRhythm> {
    const browser = browserZone(request.timeZone);
    const now = this.now();
    if (request.date) assertDateInRange(request.date, todayIn(browser ?? 'UTC', now), 2);
    const name = flowEntryName('rhythm', request.date, browser);
    const cached = fresh ? null : await this.cache.read(request.userId, name);
    if (cached?.json && isFlowEntryFresh(cached, request.date, now)) return JSON.parse(cached.json) as DayRhythm;

    const [profile, checkins] = await Promise.all([this.sources.profile(request.userId), this.checkinsOf(request.userId)]);
    if (!profile.ok) throw DomainError.unavailable();
    const day = placeOfDay(profile.value, browser, request.date, now);
    assertDateInRange(day.date, todayIn(day.timeZone, now));
    const rhythm = buildDayRhythm(day, profile.value, checkins);
    if (cached)
      await this.cache.write(
        request.userId,
        name,
        {
          body: JSON.stringify(rhythm),
          date: rhythm.date,
          timeZone: rhythm.timeZone,
          validUntil: request.date ? undefined : todayEndsAt(profile.value, browser, now).getTime(),
        },
        this.env.CACHE_TTL_SECONDS,
        cached.generation,
      );
    return rhythm;
  }

  /** GET /api/panchang: the panchang of a local day at the user's place of that day (not cached: the engine memoises it). */
  async panchang(request: RpcPayload<'flow.daily-flow.panchang'>): Promise<Panchang> {
    const browser = browserZone(request.timeZone);
    const now = this.now();
    if (request.date) assertDateInRange(request.date, todayIn(browser ?? 'UTC', now), 2);
    const profile = await this.sources.profile(request.userId);
    if (!profile.ok) throw DomainError.unavailable();
    const day = placeOfDay(profile.value, browser, request.date, now);
    assertDateInRange(day.date, todayIn(day.timeZone, now));
    const panchang = buildPanchang(day, profile.value);
    if (!panchang) throw DomainError.validation(DailyFlowMessages.noPlace);
    return panchangIn(panchang, request.language);
  }

  /** The counted check-ins the day learns from; without the database the day follows the chart. */
  private async checkinsOf(userId: string): Promise<EnergyObservation[]> {
    try {
      return (await this.learning.inputOf(userId)).counted;
    } catch (error) {
      this.logger.warn({ err: error, userId }, 'check-ins unavailable; the day follows the chart');
      return [];
    }
  }
}
