import { Inject, Injectable } from '@nestjs/common';
import { flowEntryName, type FlowReadModelKind, type Language } from '@flow/contracts';
import {
  flowEtag,
  invalidateFlows,
  isFlowEntryFresh,
  LOGGER,
  type RawJson,
  readFlowEntryBytes,
  recordCacheLookup,
  REDIS,
  type RedisClient,
} from '@flow/platform';
import type { FastifyReply } from 'fastify';
import type { Logger } from 'pino';
import { PrecompressedBodies, preferredEncoding } from '../http/precompressed';

export interface DayRead {
  kind: FlowReadModelKind;
  userId: string;
  date: string | undefined;
  browserZone: string | undefined;
  /** The language the day is written in (its own entry); absent: English. */
  language?: Language;
  ifNoneMatch: string | undefined;
}

/**
 * The gateway's side of the flow read model (libs/contracts): a computed day is answered from
 * Redis, as the bytes daily-flow stored, with their ETag; only a miss asks daily-flow over NATS
 * (which stores the day it builds, so the next read hits). Redis away: every read is a miss, never
 * an error.
 */
@Injectable()
export class FlowEdge {
  /** A stored day goes out unchanged many times: compressed once per version, not per answer. */
  private readonly compressed = new PrecompressedBodies();

  constructor(
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async serve(read: DayRead, reply: FastifyReply, fromService: () => Promise<RawJson>): Promise<void> {
    const stored = await this.stored(read);
    if (stored) return this.send(read, reply, stored);
    const body = (await fromService()).bytes;
    this.send(read, reply, { body, etag: flowEtag(body) });
  }

  /** Answers with a day's bytes and its ETag, or 304 when the browser already has them. */
  send(read: DayRead, reply: FastifyReply, { body, etag }: { body: Buffer; etag: string }): void {
    reply.header('etag', etag);
    if (read.ifNoneMatch !== undefined && matches(read.ifNoneMatch, etag)) {
      reply.code(304).send();
      return;
    }
    const vary = reply.getHeader('vary');
    reply.header('content-type', 'application/json; charset=utf-8').header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = preferredEncoding(reply.request.headers['accept-encoding']);
    const compressed = encoding ? this.compressed.get(etag, body, encoding) : null;
    // A Content-Encoding already set: the global compression leaves the answer as it is.
    if (compressed) reply.header('content-encoding', encoding).send(compressed);
    else reply.send(body);
  }

  /**
   * After a write through the gateway that changes a user's days (profile, events, overrides,
   * calendar), before it is answered: drop their stored days and fence out any computed before.
   * The event-driven invalidation in daily-flow still follows (for the browsers and for changes that
   * do not pass here); this makes a read straight after the write never see the old day.
   */
  async invalidate(userId: string): Promise<void> {
    try {
      await invalidateFlows(this.redis, userId);
    } catch (error) {
      // Redis away: reads cannot hit either, and daily-flow's consumer retries until it is back.
      this.logger.warn({ err: error, userId }, 'flow read model not invalidated');
    }
  }

  /** The stored day of `read` while it is still good; null for a miss, and with Redis away. */
  async stored(read: DayRead, { countMiss = true } = {}): Promise<{ body: Buffer; etag: string } | null> {
    if (!this.redis.isReady) {
      if (countMiss) recordCacheLookup('flow-edge', false);
      return null;
    }
    try {
      const entry = await readFlowEntryBytes(this.redis, read.userId, flowEntryName(read.kind, read.date, read.browserZone, read.language));
      // A stored "today" is only good until the user's today may turn (daily-flow's rule too).
      const fresh = entry !== null && isFlowEntryFresh(entry, read.date, new Date());
      if (fresh || countMiss) recordCacheLookup('flow-edge', fresh);
      return fresh ? entry : null;
    } catch (error) {
      this.logger.debug({ err: error }, 'flow read model unavailable; asking daily-flow');
      return null;
    }
  }
}

/** If-None-Match: a list of tags (weak ones compare by their opaque part), or `*`. */
function matches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
