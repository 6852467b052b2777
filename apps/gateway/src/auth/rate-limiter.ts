import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { CommonMessages, IdentityMessages } from '@flow/contracts';
import { DomainError, FallbackCounters, LOGGER, REDIS, type RedisClient } from '@flow/platform';
import type { Logger } from 'pino';
import { GATEWAY_ENV, type GatewayEnv } from '../gateway.env';

const FAILED_SIGNIN_WINDOW_SECONDS = 15 * 60;

export class RateLimitError extends DomainError {
  constructor(message: string, readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', message, 429);
  }
}

/**
 * Counters in Redis shared by every gateway replica. If Redis is unreachable each replica counts
 * in its own memory with the same limits (FallbackCounters: logged and alerted), so sign-in keeps
 * working and guesses stay limited.
 */
@Injectable()
export class AuthRateLimiter {
  private readonly counters: FallbackCounters;

  constructor(
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.counters = new FallbackCounters(redis, logger, 'rate-limit');
  }

  /** Per client IP: AUTH_RATE_LIMIT_PER_MINUTE across sign-up, sign-in and recover. */
  async hitIp(ip: string): Promise<void> {
    const window = Math.floor(Date.now() / 60_000);
    const count = await this.counters.increment(`flow:rl:auth-ip:${ip}:${window}`, 61);
    if (count > this.env.AUTH_RATE_LIMIT_PER_MINUTE) {
      throw new RateLimitError(IdentityMessages.tooManyRequests, 60 - Math.floor((Date.now() / 1000) % 60));
    }
  }

  /**
   * Per e-mail and client: AUTH_FAILED_SIGNIN_LIMIT failed sign-ins per 15 minutes. Keyed on both, so a
   * stranger's failures lock only the stranger out, never the owner signing in from elsewhere.
   */
  async assertSignInAllowed(email: string, ip: string): Promise<void> {
    const { count, ttlSeconds } = await this.counters.read(this.failKey(email, ip));
    if (count >= this.env.AUTH_FAILED_SIGNIN_LIMIT) {
      throw new RateLimitError(IdentityMessages.tooManyFailedSignIns, ttlSeconds > 0 ? ttlSeconds : FAILED_SIGNIN_WINDOW_SECONDS);
    }
  }

  async recordFailedSignIn(email: string, ip: string): Promise<void> {
    await this.counters.increment(this.failKey(email, ip), FAILED_SIGNIN_WINDOW_SECONDS, 'keep');
  }

  /** A deleted account's counters go with it (they name the e-mail). Best effort: they expire anyway. */
  async forget(email: string): Promise<void> {
    const keys: string[] = [];
    try {
      for await (const batch of this.redis.scanIterator({ MATCH: `${this.failKey(email, '')}*`, COUNT: 100 })) keys.push(...(Array.isArray(batch) ? batch : [batch]));
    } catch {
      // Redis away: the in-process counters of this replica are still removed below when named.
    }
    if (keys.length) await this.counters.delete(...keys);
  }

  /** Per person: COFLOW_SEARCH_LIMIT_PER_MINUTE user searches, so addresses cannot be listed by brute force. */
  async hitUserSearch(userId: string): Promise<void> {
    const window = Math.floor(Date.now() / 60_000);
    const count = await this.counters.increment(`flow:rl:user-search:${userId}:${window}`, 61);
    if (count > this.env.COFLOW_SEARCH_LIMIT_PER_MINUTE) throw new RateLimitError(CommonMessages.rateLimited, 60 - Math.floor((Date.now() / 1000) % 60));
  }

  /** The address is hashed (no colon, no e-mail in Redis), so `<hash>:*` finds every client's counter of one address. */
  private failKey(email: string, ip: string) {
    return `flow:rl:signin-fail:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}:${ip}`;
  }
}
