import { Inject, Injectable } from '@nestjs/common';
import { ProfileMessages } from '@flow/contracts';
import { DomainError, LOGGER, RateLimit, REDIS, type RedisClient } from '@flow/platform';
import type { Logger } from 'pino';
import { PROFILE_CHART_ENV, type ProfileChartEnv } from '../profile-chart.env';

/**
 * Analyses per user per minute, counted in Redis so every replica shares the count; if Redis is away,
 * counted in this process with the same limit (RateLimit: logged and alerted).
 */
@Injectable()
export class AnalysisRateLimiter {
  private readonly limit: RateLimit;

  constructor(@Inject(REDIS) redis: RedisClient, @Inject(PROFILE_CHART_ENV) env: ProfileChartEnv, @Inject(LOGGER) logger: Logger) {
    this.limit = new RateLimit(redis, logger, { prefix: 'flow:rl:analysis', points: env.ANALYSIS_RATE_LIMIT_PER_MINUTE, windowSeconds: 60 });
  }

  async hit(userId: string): Promise<void> {
    const retryAfterSeconds = await this.limit.hit(userId);
    if (retryAfterSeconds !== null) throw new DomainError('RATE_LIMITED', ProfileMessages.rateLimited, 429, { retryAfterSeconds });
  }

  /** A deleted account's count goes with it (it names the user); best effort, it expires in a minute anyway. */
  async forget(userId: string): Promise<void> {
    await this.limit.forget(userId);
  }
}
