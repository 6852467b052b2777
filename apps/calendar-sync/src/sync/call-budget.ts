import { Inject, Injectable } from '@nestjs/common';
import { REDIS, type RedisClient } from '@flow/platform';
import { CALENDAR_SYNC_ENV, type CalendarSyncEnv } from '../calendar-sync.env';
import { CallBudgetSpentError } from '../providers/provider';

const MINUTE_MS = 60_000;

/**
 * Each person may make CALENDAR_CALLS_PER_PERSON_PER_MINUTE provider calls a minute, counted in Redis
 * across replicas: an account with many calendars or a storm of retries waits for the next minute
 * instead of spending the project's quota that everyone shares. Redis away: no limit.
 */
@Injectable()
export class CallBudget {
  constructor(
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(CALENDAR_SYNC_ENV) private readonly env: CalendarSyncEnv,
  ) {}

  /** The spend function for one person: throws CallBudgetSpentError once this minute's calls are used. */
  of(userId: string): () => Promise<void> {
    return async () => {
      const now = Date.now();
      const minute = Math.floor(now / MINUTE_MS);
      const key = `flow:calendar:calls:${userId}:${minute}`;
      const used = await this.redis
        .multi()
        .incr(key)
        .pExpire(key, 2 * MINUTE_MS)
        .exec()
        .then((replies) => Number(replies[0]))
        .catch(() => 0);
      if (used > this.env.CALENDAR_CALLS_PER_PERSON_PER_MINUTE) throw new CallBudgetSpentError((minute + 1) * MINUTE_MS - now);
    };
  }
}
