import type { OnApplicationShutdown } from '@nestjs/common';
import { metrics } from '@flow/platform';
import type { Logger } from 'pino';
import { createClient } from 'redis';

type Redis = ReturnType<typeof createClient>;

/**
 * The flow cache in Redis, per user: one key per cached answer, a set indexing a user's keys, and a
 * generation counter. Invalidation bumps the generation and deletes the user's keys in one script; a
 * write only lands if the generation it started from is still current, so a flow computed before an
 * invalidation can never be stored after it. Reads and writes never throw: with Redis down the flow is
 * computed uncached. Keys share the user's hash tag, so the scripts also work on a Redis Cluster.
 */

const PUT = `
local gen = redis.call('GET', KEYS[1]) or '0'
if gen ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[2], ARGV[2], 'EX', tonumber(ARGV[3]))
redis.call('SADD', KEYS[3], KEYS[2])
redis.call('EXPIRE', KEYS[3], tonumber(ARGV[4]))
return 1`;

const INVALIDATE = `
redis.call('INCR', KEYS[1])
redis.call('EXPIRE', KEYS[1], 86400)
local keys = redis.call('SMEMBERS', KEYS[2])
for _, key in ipairs(keys) do redis.call('DEL', key) end
redis.call('DEL', KEYS[2])
return #keys`;

const FORGET = `
local keys = redis.call('SMEMBERS', KEYS[2])
for _, key in ipairs(keys) do redis.call('DEL', key) end
redis.call('DEL', KEYS[1], KEYS[2])
return #keys`;

/** The longest an entry lives; the key index outlives every entry. */
const INDEX_TTL_SECONDS = 86_400;

export const userKeys = (userId: string) => ({
  generation: `daily-flow:{${userId}}:gen`,
  index: `daily-flow:{${userId}}:keys`,
  entry: (name: string) => `daily-flow:{${userId}}:${name}`,
});

export class FlowCache implements OnApplicationShutdown {
  private constructor(
    private readonly redis: Redis,
    private readonly logger: Logger,
  ) {}

  /** Connects in the background: the service starts (and answers, uncached) while Redis is away. */
  static connect(url: string, logger: Logger): FlowCache {
    const redis = createClient({
      url,
      disableOfflineQueue: true,
      socket: { reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000), connectTimeout: 2000 },
    });
    let lastWarning = 0;
    redis.on('error', (error) => {
      // A Redis outage repeats this every reconnect attempt; once a minute is enough to see it.
      if (Date.now() - lastWarning > 60_000) {
        lastWarning = Date.now();
        logger.warn({ err: error }, 'redis unavailable; flows are computed uncached');
      }
    });
    redis.connect().catch(() => undefined);
    return new FlowCache(redis, logger);
  }

  get ready(): boolean {
    return this.redis.isReady;
  }

  /** The cached JSON and the generation a new entry must be written against (null when Redis is down). */
  async read(userId: string, name: string): Promise<{ json: string | null; generation: string } | null> {
    if (!this.redis.isReady) {
      metrics.cacheRequests.inc({ cache: 'daily-flow', result: 'unavailable' });
      return null;
    }
    const keys = userKeys(userId);
    try {
      const [json, generation] = await this.redis.mGet([keys.entry(name), keys.generation]);
      metrics.cacheRequests.inc({ cache: 'daily-flow', result: json ? 'hit' : 'miss' });
      return { json, generation: generation ?? '0' };
    } catch (error) {
      metrics.cacheRequests.inc({ cache: 'daily-flow', result: 'error' });
      this.logger.debug({ err: error }, 'cache read failed');
      return null;
    }
  }

  /** Stores an entry unless the user's cache was invalidated since `generation` was read. */
  async write(userId: string, name: string, json: string, ttlSeconds: number, generation: string): Promise<boolean> {
    if (!this.redis.isReady) return false;
    const keys = userKeys(userId);
    try {
      const stored = await this.redis.eval(PUT, {
        keys: [keys.generation, keys.entry(name), keys.index],
        arguments: [generation, json, String(ttlSeconds), String(INDEX_TTL_SECONDS)],
      });
      return stored === 1;
    } catch (error) {
      this.logger.debug({ err: error }, 'cache write failed');
      return false;
    }
  }

  /** Drops every cached answer of a user. Throws when Redis cannot be reached, so the event is retried. */
  async invalidate(userId: string): Promise<number> {
    const keys = userKeys(userId);
    return Number(await this.redis.eval(INVALIDATE, { keys: [keys.generation, keys.index] }));
  }

  /** Every cached answer of a user, by key (for 'Export my data'). Throws when Redis cannot be reached. */
  async entriesOf(userId: string): Promise<Record<string, unknown>> {
    const keys = userKeys(userId);
    const names = (await this.redis.sMembers(keys.index)).sort();
    const values = names.length ? await this.redis.mGet(names) : [];
    return Object.fromEntries(names.flatMap((name, i) => (values[i] ? [[name, JSON.parse(values[i]!)]] : [])));
  }

  /** Deletes everything of a user, the generation counter too (their keys name them). Throws when Redis cannot be reached. */
  async forget(userId: string): Promise<void> {
    const keys = userKeys(userId);
    await this.redis.eval(FORGET, { keys: [keys.generation, keys.index] });
  }

  async onApplicationShutdown(): Promise<void> {
    // close() waits for replies in flight; while reconnecting there are none, so destroy at once.
    if (this.redis.isReady) await this.redis.close().catch(() => undefined);
    else if (this.redis.isOpen) this.redis.destroy();
  }
}
