import { Inject, Injectable } from '@nestjs/common';
import { IdentityMessages } from '@flow/contracts';
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
    @Inject(REDIS) redis: RedisClient,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.counters = new FallbackCounters(redis, logger, 'rate-limit');
  }

  /** Per client IP: AUTH_RATE_LIMIT_PER_MINUTE across sign-up, sign-in and recover. */
  async hitIp(ip: string): Promise<void> {
    const window = Math.floor(Date.now() / 60_000);
    const key = `flow:rl:auth-ip:${ip}:${window}`;
    const count = await this.counters.increment(key, 61);
    if (count > this.env.AUTH_RATE_LIMIT_PER_MINUTE) {
      throw new RateLimitError(IdentityMessages.tooManyRequests, 60 - Math.floor((Date.now() / 1000) % 60));
    }
  }

  /** Per e-mail: AUTH_FAILED_SIGNIN_LIMIT failed sign-ins per 15 minutes. */
  async assertSignInAllowed(email: string): Promise<void> {
    const key = this.failKey(email);
    const { count, ttlSeconds } = await this.counters.read(key);
    if (count >= this.env.AUTH_FAILED_SIGNIN_LIMIT) {
      throw new RateLimitError(IdentityMessages.tooManyFailedSignIns, ttlSeconds > 0 ? ttlSeconds : FAILED_SIGNIN_WINDOW_SECONDS);
    }
  }

  async recordFailedSignIn(email: string): Promise<void> {
    const key = this.failKey(email);
    await this.counters.increment(key, FAILED_SIGNIN_WINDOW_SECONDS, 'keep');
  }

  /** A deleted account's counter goes with it (it names the e-mail). */
  async forget(email: string): Promise<void> {
    await this.counters.delete(this.failKey(email));
  }

  private failKey(email: string) {
    return `flow:rl:signin-fail:${email.trim().toLowerCase()}`;
  }
}
