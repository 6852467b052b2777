import { testInfra } from '@flow/testing';
import { createRedis, type RedisClient } from './redis';
import { withRedisLock } from './redis-lock';

let redis: RedisClient;
beforeAll(async () => {
  redis = await createRedis(testInfra().REDIS_URL, () => undefined);
});
afterAll(() => redis.close());

const key = () => `test:lock:${Math.random().toString(36).slice(2)}`;

test('a holder whose lock expired does not free the lock another holder took since', async () => {
  const lock = key();
  let later: Promise<boolean> | undefined;
  const first = withRedisLock(redis, lock, { ttlMs: 50 }, async () => {
    // The first holder is slow: its lock expires and a second holder takes it.
    await new Promise<void>((resolve) => {
      const poll = setInterval(() => {
        void redis.exists(lock).then((held) => {
          if (held !== 0 || later) return;
          clearInterval(poll);
          later = withRedisLock(redis, lock, { ttlMs: 60_000 }, () => new Promise((r) => setTimeout(r, 200)));
          resolve();
        });
      }, 10);
    });
  });
  expect(await first).toBe(true);
  // The first one's release left the second one's lock in place.
  expect(await redis.exists(lock)).toBe(1);
  expect(await withRedisLock(redis, lock, { ttlMs: 1000 }, async () => undefined)).toBe(false);
  expect(await later).toBe(true);
  expect(await redis.exists(lock)).toBe(0);
});

test('a second holder waits for the first within waitMs, and gives up without it', async () => {
  const lock = key();
  const order: string[] = [];
  const first = withRedisLock(redis, lock, { ttlMs: 10_000 }, async () => {
    order.push('first');
    await new Promise((r) => setTimeout(r, 100));
  });
  const waiting = withRedisLock(redis, lock, { ttlMs: 10_000, waitMs: 5000, retryMs: 20 }, async () => void order.push('second'));
  expect(await Promise.all([first, waiting])).toEqual([true, true]);
  expect(order).toEqual(['first', 'second']);
});
