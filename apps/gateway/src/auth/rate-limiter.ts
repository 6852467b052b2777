import { Inject, Injectable } from '@nestjs/common';
import { IdentityMessages } from '@flow/contracts';
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
    const key = `flow:rl:auth-ip:${ip}:${window}`;
    const count = await this.call(async () => {
      const [n] = (await this.redis.multi().incr(key).expire(key, 61).exec()) as unknown as [number];
      return Number(n);
    });
    if (count > this.env.AUTH_RATE_LIMIT_PER_MINUTE) {
      throw new RateLimitError(IdentityMessages.tooManyRequests, 60 - Math.floor((Date.now() / 1000) % 60));
    }
  }

  /** Per e-mail: AUTH_FAILED_SIGNIN_LIMIT failed sign-ins per 15 minutes. */
  async assertSignInAllowed(email: string): Promise<void> {
    const key = this.failKey(email);
    const [count, ttl] = await this.call(async () => Promise.all([this.redis.get(key), this.redis.ttl(key)]));
    if (Number(count ?? 0) >= this.env.AUTH_FAILED_SIGNIN_LIMIT) {
      throw new RateLimitError(IdentityMessages.tooManyFailedSignIns, ttl > 0 ? ttl : FAILED_SIGNIN_WINDOW_SECONDS);
    }
  }

  async recordFailedSignIn(email: string): Promise<void> {
    const key = this.failKey(email);
    await this.call(async () => {
      await this.redis.multi().incr(key).expire(key, FAILED_SIGNIN_WINDOW_SECONDS, 'NX').exec();
    });
  }

  /** A deleted account's counter goes with it (it names the e-mail). */
  async forget(email: string): Promise<void> {
    await this.redis.del(this.failKey(email)).catch(() => undefined);
  }

  private failKey(email: string) {
    return `flow:rl:signin-fail:${email.trim().toLowerCase()}`;
  }

  private async call<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch {
      throw DomainError.unavailable();
    }
  }
}
