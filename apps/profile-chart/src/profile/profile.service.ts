import { Inject, Injectable } from '@nestjs/common';
import { type BirthChartAnalysis, type BirthInput, isValidTimeZone } from '@flow/chart';
import { type Language, type Profile, ProfileMessages, type UpdateProfileRequest, type UpdateProfileResponse } from '@flow/contracts';
import { DomainError, LOGGER, OutboxRelay, recordEvent } from '@flow/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { AnalysisRateLimiter } from '../chart/analysis-rate-limiter';
import { ChartEngine, CLOCK, type Clock } from '../chart/chart-engine';
import type { ProfileEntity } from './profile.entity';
import { toProfile, toStoredTime } from './profile.mapper';
import { toOwnProfile } from './analysis-language';
import { ProfileRepository } from './profile.repository';
import { TravelRepository } from '../travel/travel.repository';
import { applyAnalysis, applyChanges, assertReadyToComplete, BIRTH_FIELDS, birthOf, fillTimeZone } from './profile-rules';

/** Profiles: reads, the onboarding and settings rules, and storing analyses. */
@Injectable()
export class ProfileService {
  constructor(
    private readonly repository: ProfileRepository,
    private readonly stays: TravelRepository,
    private readonly engine: ChartEngine,
    private readonly limiter: AnalysisRateLimiter,
    private readonly relay: OutboxRelay,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The profile with its travel stays: together they say where each day is spent. */
  async get(userId: string): Promise<Profile> {
    const em = this.repository.fork();
    const profile = await this.existing(em, userId);
    return toOwnProfile(profile, await this.stays.listFor(em, userId));
  }

  /** The person's language; English while the profile does not exist yet (the sign-up event is on its way). */
  async language(userId: string): Promise<{ language: Language; pending?: boolean }> {
    const profile = await this.repository.find(this.repository.fork(), userId);
    return profile ? { language: profile.language } : { language: 'en', pending: true };
  }

  /** For other services (co-flow asks only for its user's connections): the profiles that exist. */
  async byIds(ids: string[]): Promise<Profile[]> {
    return (await this.repository.findByIds(this.repository.fork(), [...new Set(ids)])).map((p) => toProfile(p));
  }

  /** On identity's user-registered: the empty profile (not announced: nobody has seen it yet). */
  async createEmpty(tx: EntityManager, userId: string, fullName: string | null, language: Language = 'en'): Promise<void> {
    await this.repository.insertEmpty(tx, userId, fullName?.trim() || null, language);
  }

  /** The stored birth data, for dasha and transits; 422 when the profile has none yet. */
  async birthOf(userId: string): Promise<BirthInput> {
    const birth = birthOf(await this.existing(this.repository.fork(), userId));
    if (!birth) throw DomainError.validation(ProfileMessages.enterBirthDateAndPlace);
    return birth;
  }

  async transitsChecked(userId: string, at: Date): Promise<void> {
    // Not announced: the browser would refetch its profile (and transits) on every look at the transits.
    await this.repository.setLastTransitCheck(this.repository.fork(), userId, at);
  }

  /**
   * Settings and onboarding saves (spec section 4): a change of birth date, time or place re-analyses
   * when date and place are present. If that fails the rest is still saved and the answer carries a
   * warning, except when the save completes onboarding, which needs the analysis.
   */
  async update(userId: string, changes: UpdateProfileRequest, browserTimeZone?: string): Promise<z.output<typeof UpdateProfileResponse>> {
    const now = this.clock.now();
    if (changes.birth_date !== undefined) this.engine.checkBirthDate(changes.birth_date, now);
    if (changes.time_zone !== undefined && !isValidTimeZone(changes.time_zone)) throw DomainError.validation(ProfileMessages.invalidTimeZone);
    const outcome = await this.repository.fork().transactional(async (tx) => {
      const profile = await this.repository.lockOrCreate(tx, userId);
      const changed = applyChanges(profile, changes);
      const completing = changes.onboarding_completed === true;
      if (completing) assertReadyToComplete(profile);
      const birthChanged = changed.some((f) => (BIRTH_FIELDS as readonly string[]).includes(f));
      const mustAnalyze = completing && (birthChanged || !profile.vedicAnalysis);
      let reanalyzed = false;
      let warning: string | undefined;
      const birth = birthOf(profile);
      if ((birthChanged || mustAnalyze) && birth) {
        try {
          changed.push(...applyAnalysis(profile, await this.analyze(userId, birth, now)));
          reanalyzed = true;
        } catch (error) {
          if (mustAnalyze) throw error;
          this.logger.info({ userId, code: (error as DomainError).code }, 're-analysis failed; profile saved without it');
          warning = ProfileMessages.reanalysisFailed;
        }
      }
      if (fillTimeZone(profile, browserTimeZone)) changed.push('time_zone');
      if (changed.length) this.announce(tx, userId, changed);
      return {
        profile: toOwnProfile(profile, await this.stays.listFor(tx, userId)),
        reanalyzed,
        ...(warning ? { warning } : {}),
        announced: changed.length > 0,
      };
    });
    const { announced, ...response } = outcome;
    if (announced) this.relay.kick();
    return response;
  }

  /**
   * POST /api/charts/analyze (onboarding step 1, and the settings fallback): analyses the given birth,
   * stores it with the birth data on the caller's profile, and leaves onboarding as it was.
   */
  async analyzeAndStore(userId: string, birth: BirthInput, browserTimeZone?: string): Promise<{ result: BirthChartAnalysis; profile: Profile }> {
    const result = await this.analyze(userId, birth, this.clock.now());
    const profile = await this.repository.fork().transactional(async (tx) => {
      const p = await this.repository.lockOrCreate(tx, userId);
      Object.assign(p, { birthDate: birth.birthDate, birthTime: toStoredTime(birth.birthTime), birthLocation: birth.birthPlace.trim() });
      const changed = [...BIRTH_FIELDS, ...applyAnalysis(p, result)];
      if (fillTimeZone(p, browserTimeZone)) changed.push('time_zone');
      this.announce(tx, userId, changed);
      return toOwnProfile(p);
    });
    this.relay.kick();
    return { result, profile };
  }

  /** One analysis, counted against the caller's per-minute limit. */
  async analyze(userId: string, birth: BirthInput, now: Date): Promise<BirthChartAnalysis> {
    await this.limiter.hit(userId);
    return this.engine.analyze(birth, now);
  }

  private async existing(em: EntityManager, userId: string): Promise<ProfileEntity> {
    const profile = await this.repository.find(em, userId);
    if (!profile) throw DomainError.notFound(ProfileMessages.profileNotFound);
    return profile;
  }

  private announce(tx: EntityManager, userId: string, fields: string[]): void {
    recordEvent(tx, 'flow.evt.profile.profile-updated', { id: userId, userId, fields: [...new Set(fields)] }, [userId]);
  }
}
