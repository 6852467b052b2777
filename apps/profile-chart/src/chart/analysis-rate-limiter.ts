import { Inject, Injectable } from '@nestjs/common';
import { ProfileMessages } from '@flow/contracts';
import { DomainError, LOGGER, REDIS, type RedisClient } from '@flow/platform';
import type { Logger } from 'pino';
import { PROFILE_CHART_ENV, type ProfileChartEnv } from '../profile-chart.env';

/**
 * Analyses per user per minute, counted in Redis so every replica shares the count. An analysis costs
 * only CPU, so if Redis is away the limit is skipped (logged) rather than failing people's requests.
 */
@Injectable()
export class AnalysisRateLimiter {
  constructor(
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(PROFILE_CHART_ENV) private readonly env: ProfileChartEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async hit(userId: string): Promise<void> {
    const nowMs = Date.now();
    const key = this.key(userId, Math.floor(nowMs / 60_000));
    let count: number;
    try {
      const [n] = (await this.redis.multi().incr(key).expire(key, 61).exec()) as unknown as [number];
      count = Number(n);
    } catch (error) {
      this.logger.warn({ err: error }, 'analysis rate limit unavailable; allowing the request');
      return;
    }
    if (count > this.env.ANALYSIS_RATE_LIMIT_PER_MINUTE) {
      const retryAfterSeconds = 60 - Math.floor((nowMs / 1000) % 60);
      throw new DomainError('RATE_LIMITED', ProfileMessages.rateLimited, 429, { retryAfterSeconds });
    }
  }

  /** A deleted account's counters go with it (they name the user); best effort, they expire in a minute anyway. */
  async forget(userId: string): Promise<void> {
    const minute = Math.floor(Date.now() / 60_000);
    await this.redis.del([this.key(userId, minute - 1), this.key(userId, minute)]).catch(() => undefined);
  }

  private key(userId: string, minute: number): string {
    return `flow:rl:analysis:${userId}:${minute}`;
  }
}
