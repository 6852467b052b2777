import { Inject, Injectable } from '@nestjs/common';
import { REDIS, type RedisClient } from '@flow/platform';
import { CALENDAR_SYNC_ENV, type CalendarSyncEnv } from '../calendar-sync.env';

const ACTIVE_USERS_KEY = 'flow:calendar:active-users';

/** Who read their calendar lately (a Redis sorted set by time): the scheduler keeps their copies fresh. */
@Injectable()
export class ActiveUsers {
  constructor(
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(CALENDAR_SYNC_ENV) private readonly env: CalendarSyncEnv,
  ) {}

  async markActive(userId: string): Promise<void> {
    await this.redis.zAdd(ACTIVE_USERS_KEY, { score: Date.now(), value: userId }).catch(() => undefined);
  }

  /** Users who read their calendar within CALENDAR_ACTIVE_SECONDS; older entries are dropped. */
  async activeUsers(now = Date.now()): Promise<string[]> {
    const since = now - this.env.CALENDAR_ACTIVE_SECONDS * 1000;
    await this.redis.zRemRangeByScore(ACTIVE_USERS_KEY, '-inf', since).catch(() => undefined);
    return this.redis.zRangeByScore(ACTIVE_USERS_KEY, since, '+inf').catch(() => []);
  }
}
