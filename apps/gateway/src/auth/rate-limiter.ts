import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { CommonMessages, IdentityMessages } from '@flow/contracts';
import { DomainError, LOGGER, RateLimit, REDIS, type RedisClient } from '@flow/platform';
import type { Logger } from 'pino';
import { GATEWAY_ENV, type GatewayEnv } from '../gateway.env';

const FAILED_SIGNIN_WINDOW_SECONDS = 15 * 60;
const SIGNIN_FAIL_PREFIX = 'flow:rl:signin-fail';

export class RateLimitError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', message, 429);
  }
}

/**
 * Limits shared by every gateway replica through Redis; if Redis is unreachable each replica limits
 * in its own memory with the same limits (RateLimit: logged and alerted), so sign-in keeps working
 * and guesses stay limited.
 */
@Injectable()
export class AuthRateLimiter {
  private readonly perIp: RateLimit;
  private readonly failedSignIns: RateLimit;
  private readonly userSearches: RateLimit;

  constructor(
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.perIp = new RateLimit(redis, logger, { prefix: 'flow:rl:auth-ip', points: env.AUTH_RATE_LIMIT_PER_MINUTE, windowSeconds: 60 });
    this.failedSignIns = new RateLimit(redis, logger, {
      prefix: SIGNIN_FAIL_PREFIX,
      points: env.AUTH_FAILED_SIGNIN_LIMIT,
      windowSeconds: FAILED_SIGNIN_WINDOW_SECONDS,
    });
    this.userSearches = new RateLimit(redis, logger, { prefix: 'flow:rl:user-search', points: env.COFLOW_SEARCH_LIMIT_PER_MINUTE, windowSeconds: 60 });
  }

  /** Per client IP: AUTH_RATE_LIMIT_PER_MINUTE across sign-up, sign-in and recover. */
  async hitIp(ip: string): Promise<void> {
    const wait = await this.perIp.hit(ip);
    if (wait !== null) throw new RateLimitError(IdentityMessages.tooManyRequests, wait);
  }

  /**
   * Per e-mail and client: AUTH_FAILED_SIGNIN_LIMIT failed sign-ins per 15 minutes (from the first). Keyed
   * on both, so a stranger's failures lock only the stranger out, never the owner signing in from elsewhere.
   */
  async assertSignInAllowed(email: string, ip: string): Promise<void> {
    const { count, retryAfterSeconds } = await this.failedSignIns.used(this.failKey(email, ip));
    if (count >= this.env.AUTH_FAILED_SIGNIN_LIMIT) {
      throw new RateLimitError(IdentityMessages.tooManyFailedSignIns, retryAfterSeconds > 0 ? retryAfterSeconds : FAILED_SIGNIN_WINDOW_SECONDS);
    }
  }

  async recordFailedSignIn(email: string, ip: string): Promise<void> {
    await this.failedSignIns.add(this.failKey(email, ip));
  }

  /** A deleted account's counters go with it (they name the e-mail). Best effort: they expire anyway. */
  async forget(email: string): Promise<void> {
    const keys: string[] = [];
    try {
      for await (const batch of this.redis.scanIterator({ MATCH: `${SIGNIN_FAIL_PREFIX}:${this.failKey(email, '')}*`, COUNT: 100 }))
        keys.push(...(Array.isArray(batch) ? batch : [batch]));
    } catch {
      // Redis away: the counts in this replica's memory expire with their window.
    }
    if (keys.length) await this.failedSignIns.forget(...keys.map((key) => key.slice(SIGNIN_FAIL_PREFIX.length + 1)));
  }

  /** Per person: COFLOW_SEARCH_LIMIT_PER_MINUTE user searches, so addresses cannot be listed by brute force. */
  async hitUserSearch(userId: string): Promise<void> {
    const wait = await this.userSearches.hit(userId);
    if (wait !== null) throw new RateLimitError(CommonMessages.rateLimited, wait);
  }

  /** The address is hashed (no colon, no e-mail in Redis), so `<hash>:*` finds every client's counter of one address. */
  private failKey(email: string, ip: string) {
    return `${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}:${ip}`;
  }
}
