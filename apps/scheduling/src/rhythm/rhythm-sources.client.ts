import { Inject, Injectable } from '@nestjs/common';
import { type MissingSource, type Profile, type RhythmBlock, type RhythmSource, SchedulingMessages } from '@flow/contracts';
import { LOGGER, RpcClient } from '@flow/platform';
import { blueprintFromProfile, defaultRhythmBlocks, localMinuteOf, placeOfDay, type RhythmBlueprint } from '@flow/rhythm';
import type { Logger } from 'pino';
import { resolveTimeZone } from '../quick-add/time-zone';
import { SCHEDULING_ENV, type SchedulingEnv } from '../scheduling.env';

export interface UserDay {
  date: string;
  timeZone: string;
  /** The day's unmerged rhythm blocks (the built-in default day when daily-flow did not answer). */
  rhythm: RhythmBlock[];
  /** 'learned' when daily-flow shaped the rhythm from the person's check-ins, else 'chart'. */
  rhythmSource: RhythmSource;
  missing: MissingSource[];
}

/**
 * The rhythm side of a user's day, from the services that own it: blocks from daily-flow, the
 * blueprint from the profile. Each has a short time limit and a spec-given fallback (the built-in
 * default day, the default blueprint), so suggestions and the score always answer.
 */
@Injectable()
export class RhythmSourcesClient {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(SCHEDULING_ENV) private readonly env: SchedulingEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The user's local day `date` (default: their today), in the zone daily-flow resolves (profile, then the browser's). */
  async day(userId: string, date: string | undefined, zoneHint: string | undefined, now: Date): Promise<UserDay> {
    const browserZone = zoneHint === undefined ? undefined : resolveTimeZone(zoneHint);
    try {
      const day = await this.rpc.request('flow.daily-flow.rhythm', { userId, date, timeZone: browserZone }, { timeoutMs: this.env.RHYTHM_TIMEOUT_MS });
      if (day.rhythmBlocks.length > 0)
        return { date: day.date, timeZone: day.timeZone, rhythm: day.rhythmBlocks, rhythmSource: day.rhythmSource ?? 'chart', missing: [] };
      return this.defaultDay(day.date, day.timeZone);
    } catch (error) {
      this.logger.warn({ err: error, userId }, 'rhythm unavailable; using the built-in default day');
      const timeZone = browserZone ?? 'UTC';
      return this.defaultDay(date ?? localMinuteOf(now, timeZone).date, timeZone);
    }
  }

  /**
   * The zone a time belongs to: the browser's when it says one, else the person's own place of the day
   * at that instant (a travel stay, else where they live), else UTC when the profile does not answer.
   */
  async zoneOf(userId: string, browserZone: string | undefined, at: Date): Promise<string> {
    return browserZone ? resolveTimeZone(browserZone) : (await this.placeOfDay(userId, undefined, at)).timeZone;
  }

  /**
   * Where the local day `date` is spent, or, without a date, the person's today at `at` and where
   * (placeOfDay: a travel stay, else home, else the browser's zone, else UTC), as every screen shows
   * it; without the profile, on the browser's clock.
   */
  async placeOfDay(userId: string, browserZone: string | undefined, at: Date, date?: string): Promise<{ date: string; timeZone: string }> {
    return (await this.places(userId, browserZone, at))(date);
  }

  /** `placeOfDay` for any number of dates from one read of the profile (a task's today and its deadline's day). */
  async places(userId: string, browserZone: string | undefined, at: Date): Promise<(date?: string) => { date: string; timeZone: string }> {
    const browser = browserZone === undefined ? null : resolveTimeZone(browserZone);
    let profile: Profile | null = null;
    try {
      profile = await this.rpc.request('flow.profile.get', { userId }, { timeoutMs: this.env.RHYTHM_TIMEOUT_MS });
    } catch (error) {
      // A person without a profile yet is on the browser's clock without a warning.
      if ((error as { status?: number }).status !== 404) this.logger.warn({ err: error, userId }, 'profile unavailable: today on the browser clock');
    }
    return (date) => {
      const place = placeOfDay(profile, browser, date, at);
      return { date: place.date, timeZone: resolveTimeZone(place.timeZone) };
    };
  }

  /** The blueprint meal windows are read from; the spec's defaults when the profile does not answer. */
  async blueprint(userId: string): Promise<{ blueprint: RhythmBlueprint; missing: MissingSource[] }> {
    try {
      const profile = await this.rpc.request('flow.profile.get', { userId }, { timeoutMs: this.env.RHYTHM_TIMEOUT_MS });
      return { blueprint: blueprintFromProfile(profile), missing: [] };
    } catch (error) {
      // A user without a profile yet gets the defaults without a warning.
      const missing = (error as { status?: number }).status === 404 ? [] : [{ source: 'profile' as const, message: SchedulingMessages.missing.profile }];
      return { blueprint: blueprintFromProfile(null), missing };
    }
  }

  private defaultDay(date: string, timeZone: string): UserDay {
    return {
      date,
      timeZone,
      rhythm: defaultRhythmBlocks(date),
      rhythmSource: 'chart',
      missing: [{ source: 'rhythm', message: SchedulingMessages.missing.rhythm }],
    };
  }
}
