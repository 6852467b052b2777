import type { OnApplicationShutdown } from '@nestjs/common';
import { flowEntriesOf, flowEtag, forgetFlows, invalidateFlows, metrics, putFlowEntry, readFlowBody } from '@flow/platform';
import type { Logger } from 'pino';
import { createClient } from 'redis';

type Redis = ReturnType<typeof createClient>;

/**
 * daily-flow's side of the flow read model (libs/contracts: keys and fields; libs/platform: the
 * scripts): one entry per computed day, holding the JSON bytes it answers with and their ETag, which
 * the gateway serves without asking us. Reads and writes never throw: with Redis down the flow is
 * computed uncached (and the gateway asks us over NATS).
 */

/** A computed day as stored: its JSON answer, the day it describes and, for "today", until when it is. */
export interface StoredDay {
  body: string;
  date: string;
  timeZone: string;
  /** A "today" read's: epoch milliseconds when the user's today may turn (todayEndsAt). */
  validUntil?: number;
}

/** A cached answer as read: its JSON (null: none), until when it is "today", and the generation to write against. */
export interface CachedDay {
  json: string | null;
  validUntil: number | undefined;
  generation: string;
}

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

  /** The cached JSON (with its validUntil) and the generation a new entry must be written against (null when Redis is down). */
  async read(userId: string, name: string): Promise<CachedDay | null> {
    if (!this.redis.isReady) {
      metrics.cacheRequests.inc({ cache: 'daily-flow', result: 'unavailable' });
      return null;
    }
    try {
      const { body, validUntil, generation } = await readFlowBody(this.redis, userId, name);
      metrics.cacheRequests.inc({ cache: 'daily-flow', result: body ? 'hit' : 'miss' });
      return { json: body, validUntil, generation };
    } catch (error) {
      metrics.cacheRequests.inc({ cache: 'daily-flow', result: 'error' });
      this.logger.debug({ err: error }, 'cache read failed');
      return null;
    }
  }

  /** Stores a computed day (with its ETag) unless the user's days were invalidated since `generation` was read. */
  async write(userId: string, name: string, day: StoredDay, ttlSeconds: number, generation: string): Promise<boolean> {
    if (!this.redis.isReady) return false;
    try {
      return await putFlowEntry(this.redis, userId, name, { ...day, etag: flowEtag(day.body) }, ttlSeconds, generation);
    } catch (error) {
      this.logger.debug({ err: error }, 'cache write failed');
      return false;
    }
  }

  /** Drops every cached answer of a user. Throws when Redis cannot be reached, so the event is retried. */
  async invalidate(userId: string): Promise<number> {
    return invalidateFlows(this.redis, userId);
  }

  /** Every cached answer of a user, by key (for 'Export my data'). Throws when Redis cannot be reached. */
  async entriesOf(userId: string): Promise<Record<string, unknown>> {
    return flowEntriesOf(this.redis, userId);
  }

  /** Deletes everything of a user, the generation counter too (their keys name them). Throws when Redis cannot be reached. */
  async forget(userId: string): Promise<void> {
    await forgetFlows(this.redis, userId);
  }

  async onApplicationShutdown(): Promise<void> {
    // close() waits for replies in flight; while reconnecting there are none, so destroy at once.
    if (this.redis.isReady) await this.redis.close().catch(() => undefined);
    else if (this.redis.isOpen) this.redis.destroy();
  }
}
