import { randomUUID } from 'node:crypto';
import type { RedisClient } from './redis';

/** Deletes the key only while it still holds this holder's token: a slow holder never frees a later one's lock. */
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

export interface RedisLockOptions {
  /** The lock expires by itself after this long (a holder that died does not block forever). */
  ttlMs: number;
  /** How long to keep trying while another holder has it; 0: give up at once. */
  waitMs?: number;
  /** Between tries while waiting. */
  retryMs?: number;
}

/**
 * Runs `work` holding `key` across replicas; answers false (and does not run it) when another holder
 * kept it past `waitMs`. With Redis away the work runs unlocked: a lost lock must not stop syncs.
 */
export async function withRedisLock(redis: RedisClient, key: string, options: RedisLockOptions, work: () => Promise<void>): Promise<boolean> {
  const token = randomUUID();
  const deadline = Date.now() + (options.waitMs ?? 0);
  const take = () => redis.set(key, token, { NX: true, PX: options.ttlMs }).catch(() => 'OK');
  let acquired = await take();
  while (acquired !== 'OK' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, options.retryMs ?? 250));
    acquired = await take();
  }
  if (acquired !== 'OK') return false;
  try {
    await work();
  } finally {
    await redis.eval(RELEASE, { keys: [key], arguments: [token] }).catch(() => undefined);
  }
  return true;
}
