import { Inject, Injectable } from '@nestjs/common';
import { CommonMessages } from '@flow/contracts';
import { LOGGER, RateLimit, REDIS, type RedisClient } from '@flow/platform';
import type { Logger } from 'pino';
import { RateLimitError } from '../auth/rate-limiter';
import { GATEWAY_ENV, type GatewayEnv } from '../gateway.env';

/**
 * Limits per signed-in person on what costs others something: event writes (each one expands repeat
 * rules, mirrors to a calendar, recomputes days) and test pushes (each one posts to every device's
 * push service). Past a limit: 429 with Retry-After. Shared across replicas (RateLimit).
 */
@Injectable()
export class PersonLimits {
  private readonly eventWrites: RateLimit;
  private readonly testPushes: RateLimit;

  constructor(@Inject(REDIS) redis: RedisClient, @Inject(GATEWAY_ENV) env: GatewayEnv, @Inject(LOGGER) logger: Logger) {
    this.eventWrites = new RateLimit(redis, logger, { prefix: 'flow:rl:event-writes', points: env.EVENT_WRITES_PER_MINUTE, windowSeconds: 60 });
    this.testPushes = new RateLimit(redis, logger, { prefix: 'flow:rl:test-push', points: env.TEST_PUSHES_PER_HOUR, windowSeconds: 3600 });
  }

  /** Creating, changing or deleting an event: EVENT_WRITES_PER_MINUTE. */
  async eventWrite(userId: string): Promise<void> {
    const wait = await this.eventWrites.hit(userId);
    if (wait !== null) throw new RateLimitError(CommonMessages.rateLimited, wait);
  }

  /** POST /api/notifications/test: TEST_PUSHES_PER_HOUR. */
  async testPush(userId: string): Promise<void> {
    const wait = await this.testPushes.hit(userId);
    if (wait !== null) throw new RateLimitError(CommonMessages.testPushLimited, wait);
  }
}
