import type { Logger } from 'pino';
import { withTimeout } from '../health/health-server';
import { metrics } from '../health/metrics';
import type { RedisClient } from './redis';

/** A Redis that does not answer within this is treated as away (a black-holed connection must not hang sign-in). */
const REDIS_COMMAND_TIMEOUT_MS = 1000;
/** Bound on the counters kept in memory during an outage (oldest dropped first once expired ones are gone). */
const LOCAL_KEYS_MAX = 50_000;

export interface CounterReading {
  count: number;
  /** Seconds until the counter expires; 0 when it does not exist. */
  ttlSeconds: number;
}

/**
 * Expiring counters for rate limits: in Redis, so every replica shares them, and in this process's
 * memory while Redis is unreachable, with the same keys, windows and therefore the same limits per
 * replica (an outage of the shared count must neither lock people out nor lift the limits). Each
 * operation answered from memory is counted in flow_redis_fallback_total{use}, which is alerted on;
 * the switch to and from memory is logged once. When Redis is back its counts apply again.
 */
export class FallbackCounters {
  private readonly local = new Map<string, { count: number; expiresAt: number }>();
  private degraded = false;

  constructor(
    private readonly redis: RedisClient,
    private readonly logger: Logger,
    /** What the counters are for, in logs and the metric's `use` label. */
    private readonly use: string,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Adds one to `key` and returns the new count. `expiry: 'refresh'` sets the key to expire
   * `ttlSeconds` from now; `'keep'` only when it has no expiry yet (a window that starts with the first hit).
   */
  async increment(key: string, ttlSeconds: number, expiry: 'refresh' | 'keep' = 'refresh'): Promise<number> {
    return this.either(
      async () => {
        const tx = this.redis.multi().incr(key);
        const [n] = (await (expiry === 'keep' ? tx.expire(key, ttlSeconds, 'NX') : tx.expire(key, ttlSeconds)).exec()) as unknown as [number];
        return Number(n);
      },
      () => {
        const now = this.now();
        const entry = this.liveEntry(key, now);
        const next = { count: (entry?.count ?? 0) + 1, expiresAt: entry && expiry === 'keep' ? entry.expiresAt : now + ttlSeconds * 1000 };
        this.local.delete(key);
        this.local.set(key, next);
        this.prune(now);
        return next.count;
      },
    );
  }

  async read(key: string): Promise<CounterReading> {
    return this.either(
      async () => {
        const [count, ttl] = (await this.redis.multi().get(key).ttl(key).exec()) as unknown as [string | null, number];
        return { count: Number(count ?? 0), ttlSeconds: Math.max(0, Number(ttl)) };
      },
      () => {
        const now = this.now();
        const entry = this.liveEntry(key, now);
        return entry ? { count: entry.count, ttlSeconds: Math.ceil((entry.expiresAt - now) / 1000) } : { count: 0, ttlSeconds: 0 };
      },
    );
  }

  /** Removes counters everywhere (best effort in Redis: they expire anyway). */
  async delete(...keys: string[]): Promise<void> {
    for (const key of keys) this.local.delete(key);
    await withTimeout(this.redis.del(keys), REDIS_COMMAND_TIMEOUT_MS).catch(() => undefined);
  }

  private async either<T>(shared: () => Promise<T>, local: () => T): Promise<T> {
    try {
      const value = await withTimeout(shared(), REDIS_COMMAND_TIMEOUT_MS);
      if (this.degraded) {
        this.degraded = false;
        this.local.clear();
        this.logger.info({ use: this.use }, 'Redis is back: counters shared again');
      }
      return value;
    } catch (error) {
      if (!this.degraded) {
        this.degraded = true;
        this.logger.warn({ err: error, use: this.use }, 'Redis unreachable: counting in this process with the same limits');
      }
      metrics.redisFallbacks.inc({ use: this.use });
      return local();
    }
  }

  private liveEntry(key: string, now: number) {
    const entry = this.local.get(key);
    if (entry && entry.expiresAt <= now) {
      this.local.delete(key);
      return undefined;
    }
    return entry;
  }

  private prune(now: number) {
    if (this.local.size <= LOCAL_KEYS_MAX) return;
    for (const [key, entry] of this.local) if (entry.expiresAt <= now) this.local.delete(key);
    for (const key of this.local.keys()) {
      if (this.local.size <= LOCAL_KEYS_MAX) break;
      this.local.delete(key);
    }
  }
}
