import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { CommonMessages, IdentityMessages } from '@flow/contracts';
import { DomainError, REDIS, type RedisClient } from '@flow/platform';
import { GATEWAY_ENV, type GatewayEnv } from '../gateway.env';

const FAILED_SIGNIN_WINDOW_SECONDS = 15 * 60;

export class RateLimitError extends DomainError {
  constructor(message: string, readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', message, 429);
  }
}

/**
 * Redis counters shared by every gateway replica. If Redis is down the auth routes fail closed
 * (503): an attacker must not get unlimited password guesses because a cache is away.
 */
@Injectable()
export class AuthRateLimiter {
  constructor(
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
  ) {}

  /** Per client IP: AUTH_RATE_LIMIT_PER_MINUTE across sign-up, sign-in and recover. */
  async hitIp(ip: string): Promise<void> {
    const window = Math.floor(Date.now() / 60_000);
    const count = await this.countIn(`flow:rl:auth-ip:${ip}:${window}`, 61);
    if (count > this.env.AUTH_RATE_LIMIT_PER_MINUTE) {
      throw new RateLimitError(IdentityMessages.tooManyRequests, 60 - Math.floor((Date.now() / 1000) % 60));
    }
  }

  /**
   * Per e-mail and client: AUTH_FAILED_SIGNIN_LIMIT failed sign-ins per 15 minutes. Keyed on both, so a
   * stranger's failures lock only the stranger out, never the owner signing in from elsewhere.
   */
  async assertSignInAllowed(email: string, ip: string): Promise<void> {
    const key = this.failKey(email, ip);
    const [count, ttl] = await this.call(async () => Promise.all([this.redis.get(key), this.redis.ttl(key)]));
    if (Number(count ?? 0) >= this.env.AUTH_FAILED_SIGNIN_LIMIT) {
      throw new RateLimitError(IdentityMessages.tooManyFailedSignIns, ttl > 0 ? ttl : FAILED_SIGNIN_WINDOW_SECONDS);
    }
  }

  async recordFailedSignIn(email: string, ip: string): Promise<void> {
    const key = this.failKey(email, ip);
    await this.call(async () => {
      await this.redis.multi().incr(key).expire(key, FAILED_SIGNIN_WINDOW_SECONDS, 'NX').exec();
    });
  }

  /** A deleted account's counters go with it (they name the e-mail). */
  async forget(email: string): Promise<void> {
    await this.call(async () => {
      const keys: string[] = [];
      for await (const batch of this.redis.scanIterator({ MATCH: `${this.failKey(email, '')}*`, COUNT: 100 })) keys.push(...(Array.isArray(batch) ? batch : [batch]));
      if (keys.length) await this.redis.del(keys);
    }).catch(() => undefined);
  }

  /** Per person: COFLOW_SEARCH_LIMIT_PER_MINUTE user searches, so addresses cannot be listed by brute force. */
  async hitUserSearch(userId: string): Promise<void> {
    const window = Math.floor(Date.now() / 60_000);
    const count = await this.countIn(`flow:rl:user-search:${userId}:${window}`, 61);
    if (count > this.env.COFLOW_SEARCH_LIMIT_PER_MINUTE) throw new RateLimitError(CommonMessages.rateLimited, 60 - Math.floor((Date.now() / 1000) % 60));
  }

  private countIn(key: string, ttlSeconds: number): Promise<number> {
    return this.call(async () => {
      const [n] = (await this.redis.multi().incr(key).expire(key, ttlSeconds).exec()) as unknown as [number];
      return Number(n);
    });
  }

  /** The address is hashed (no colon, no e-mail in Redis), so `<hash>:*` finds every client's counter of one address. */
  private failKey(email: string, ip: string) {
    return `flow:rl:signin-fail:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}:${ip}`;
  }

  private async call<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch {
      throw DomainError.unavailable();
    }
  }
}
