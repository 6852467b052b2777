import type { Logger } from 'pino';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { withTimeout } from '../health/health-server';
import { metrics } from '../health/metrics';
import type { RedisClient } from './redis';

/** A Redis that does not answer within this is treated as away (a black-holed connection must not hang sign-in). */
const REDIS_COMMAND_TIMEOUT_MS = 1000;

export interface RateLimitOptions {
  /** Prefix of the Redis keys (`<prefix>:<key>`), e.g. 'flow:rl:auth-ip'. */
  prefix: string;
  /** How many hits a key may have per window. */
  points: number;
  /** The window, starting with a key's first hit. */
  windowSeconds: number;
  /** What the limit is for, in logs and the `use` label of flow_redis_fallback_total. */
  use?: string;
}

/**
 * A limit of `points` hits per key per window, with rate-limiter-flexible: counted in Redis so every
 * replica shares it, insured by an in-memory limiter with the same points and window, so while Redis
 * is away (or does not answer within a second) each replica keeps the same limit on its own: an outage
 * neither locks people out nor lifts the limit. Each answer from memory is counted in
 * flow_redis_fallback_total{use} (alerted on); the switch to and from memory is logged once.
 */
export class RateLimit {
  private readonly limiter: RateLimiterRedis;
  private degraded = false;

  constructor(
    redis: RedisClient,
    private readonly logger: Logger,
    private readonly options: RateLimitOptions,
  ) {
    const insurance = new RateLimiterMemory({ keyPrefix: options.prefix, points: options.points, duration: options.windowSeconds });
    this.limiter = new RateLimiterRedis({
      storeClient: this.watched(redis),
      useRedisPackage: true,
      keyPrefix: options.prefix,
      points: options.points,
      duration: options.windowSeconds,
      insuranceLimiter: insurance,
    });
  }

  /** Counts one hit; null while within the limit, else the seconds until the window ends (for Retry-After). */
  async hit(key: string): Promise<number | null> {
    try {
      await this.limiter.consume(key);
      return null;
    } catch (refused) {
      if (refused instanceof RateLimiterRes) return Math.max(1, Math.ceil(refused.msBeforeNext / 1000));
      throw refused;
    }
  }

  /** Counts one without refusing (e.g. a failed sign-in, checked later with `used`). */
  async add(key: string): Promise<void> {
    await this.limiter.penalty(key);
  }

  /** Hits so far in the key's window, and seconds until it ends (0: no window). */
  async used(key: string): Promise<{ count: number; retryAfterSeconds: number }> {
    const res = await this.limiter.get(key);
    return res ? { count: res.consumedPoints, retryAfterSeconds: Math.max(0, Math.ceil(res.msBeforeNext / 1000)) } : { count: 0, retryAfterSeconds: 0 };
  }

  /** Removes keys (given without the prefix) in Redis and in memory; best effort, they expire anyway. */
  async forget(...keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.limiter.delete(key).catch(() => false)));
  }

  /**
   * The Redis client as the limiter sees it: each command bounded by REDIS_COMMAND_TIMEOUT_MS, and its
   * failure (which sends the limiter to its insurance) logged and counted.
   */
  private watched(redis: RedisClient): RedisClient {
    const watch = <T>(promise: Promise<T>): Promise<T> =>
      withTimeout(promise, REDIS_COMMAND_TIMEOUT_MS).then(
        (value) => {
          if (this.degraded) {
            this.degraded = false;
            this.logger.info({ use: this.use }, 'Redis is back: limits shared again');
          }
          return value;
        },
        (error: unknown) => {
          if (!this.degraded) {
            this.degraded = true;
            this.logger.warn({ err: error, use: this.use }, 'Redis unreachable: limiting in this process with the same limits');
          }
          metrics.redisFallbacks.inc({ use: this.use });
          throw error;
        },
      );
    const watchedMulti = (multi: object): object => {
      const proxy: object = new Proxy(multi, {
        get: (target, prop) => {
          const value = Reflect.get(target, prop) as unknown;
          if (typeof value !== 'function') return value;
          if (prop === 'exec')
            return (...args: unknown[]) => watch(Promise.resolve().then(() => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args)));
          return (...args: unknown[]) => {
            const result = (value as (...a: unknown[]) => unknown).apply(target, args);
            return result === target ? proxy : result;
          };
        },
      });
      return proxy;
    };
    return new Proxy(redis, {
      get: (target, prop) => {
        const value = Reflect.get(target, prop) as unknown;
        if (typeof value !== 'function') return value;
        const call = (...args: unknown[]) => (value as (...a: unknown[]) => unknown).apply(target, args);
        if (prop === 'multi') return (...args: unknown[]) => watchedMulti(call(...args) as object);
        if (prop === 'eval' || prop === 'del' || prop === 'get')
          return (...args: unknown[]) => watch(Promise.resolve().then(() => call(...args) as Promise<unknown>));
        return call;
      },
    });
  }

  private get use(): string {
    return this.options.use ?? 'rate-limit';
  }
}
