import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, RateLimit, REDIS, type RedisClient } from '@flow/platform';
import type { Logger } from 'pino';
import { CALENDAR_SYNC_ENV, type CalendarSyncEnv } from '../calendar-sync.env';
import { CallBudgetSpentError } from '../providers/provider';

/**
 * Each person may make CALENDAR_CALLS_PER_PERSON_PER_MINUTE provider calls a minute, counted in Redis
 * across replicas: an account with many calendars or a storm of retries waits for the next minute
 * instead of spending the project's quota that everyone shares. Redis away: the same budget per replica.
 */
@Injectable()
export class CallBudget {
  private readonly limit: RateLimit;

  constructor(@Inject(REDIS) redis: RedisClient, @Inject(CALENDAR_SYNC_ENV) env: CalendarSyncEnv, @Inject(LOGGER) logger: Logger) {
    this.limit = new RateLimit(redis, logger, { prefix: 'flow:calendar:calls', points: env.CALENDAR_CALLS_PER_PERSON_PER_MINUTE, windowSeconds: 60 });
  }

  /** The spend function for one person: throws CallBudgetSpentError once this minute's calls are used. */
  of(userId: string): () => Promise<void> {
    return async () => {
      const wait = await this.limit.hit(userId);
      if (wait !== null) throw new CallBudgetSpentError(wait * 1000);
    };
  }
}
