import { Inject, Injectable } from '@nestjs/common';
import { ProfileMessages } from '@flow/contracts';
import { DomainError, FallbackCounters, LOGGER, REDIS, type RedisClient } from '@flow/platform';
import type { Logger } from 'pino';
import { PROFILE_CHART_ENV, type ProfileChartEnv } from '../profile-chart.env';

/**
 * Analyses per user per minute, counted in Redis so every replica shares the count; if Redis is away,
 * counted in this process with the same limit (FallbackCounters: logged and alerted).
 */
@Injectable()
export class AnalysisRateLimiter {
  private readonly counters: FallbackCounters;

  constructor(
    @Inject(REDIS) redis: RedisClient,
    @Inject(PROFILE_CHART_ENV) private readonly env: ProfileChartEnv,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.counters = new FallbackCounters(redis, logger, 'rate-limit');
  }

  async hit(userId: string): Promise<void> {
    const nowMs = Date.now();
    const key = this.key(userId, Math.floor(nowMs / 60_000));
    const count = await this.counters.increment(key, 61);
    if (count > this.env.ANALYSIS_RATE_LIMIT_PER_MINUTE) {
      const retryAfterSeconds = 60 - Math.floor((nowMs / 1000) % 60);
      throw new DomainError('RATE_LIMITED', ProfileMessages.rateLimited, 429, { retryAfterSeconds });
    }
  }

  /** A deleted account's counters go with it (they name the user); best effort, they expire in a minute anyway. */
  async forget(userId: string): Promise<void> {
    const minute = Math.floor(Date.now() / 60_000);
    await this.counters.delete(this.key(userId, minute - 1), this.key(userId, minute));
  }

  private key(userId: string, minute: number): string {
    return `flow:rl:analysis:${userId}:${minute}`;
  }
}
