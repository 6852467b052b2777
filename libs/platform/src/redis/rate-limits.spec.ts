import type { Logger } from 'pino';
import { registry } from '../health/metrics';
import { RateLimit } from './rate-limits';
import type { RedisClient } from './redis';

// Redis away: every command fails the way node-redis fails without a connection (no offline queue).
const closed = () => Promise.reject(new Error('The client is closed'));
const away = {
  eval: closed,
  get: closed,
  del: closed,
  multi: () => ({ get: () => ({ pTTL: () => ({ exec: closed }) }), set: () => ({ pTTL: () => ({ exec: closed }) }) }),
} as unknown as RedisClient;

function limit(redis: RedisClient, points = 3) {
  const logger = { warn: jest.fn(), info: jest.fn() };
  return { limit: new RateLimit(redis, logger as unknown as Logger, { prefix: 'flow:rl:test', points, windowSeconds: 60, use: 'rate-limit-test' }), logger };
}

async function fallbacks(): Promise<number> {
  const metric = (await registry.getMetricsAsJSON()).find((m) => m.name === 'flow_redis_fallback_total');
  return (metric?.values ?? []).filter((v) => v.labels.use === 'rate-limit-test').reduce((sum, v) => sum + Number(v.value), 0);
}

it('keeps the same limit in memory while Redis is away, logs once and counts each answer from memory', async () => {
  const { limit: l, logger } = limit(away);
  const before = await fallbacks();
  expect([await l.hit('ip'), await l.hit('ip'), await l.hit('ip')]).toEqual([null, null, null]);
  const wait = await l.hit('ip');
  expect(wait).toBeGreaterThan(55);
  expect(wait).toBeLessThanOrEqual(60);
  expect(await l.hit('other')).toBeNull();
  expect(logger.warn).toHaveBeenCalledTimes(1);
  expect((await fallbacks()) - before).toBe(5);
});

it('counts without refusing, reads the count, and forgets it, all while Redis is away', async () => {
  const { limit: l } = limit(away);
  await l.add('fails');
  await l.add('fails');
  expect(await l.used('fails')).toEqual({ count: 2, retryAfterSeconds: 60 });
  await l.forget('fails');
  expect(await l.used('fails')).toEqual({ count: 0, retryAfterSeconds: 0 });
});

it('treats a Redis that does not answer within a second as away (a black-holed connection never hangs a request)', async () => {
  const never = () => new Promise(() => undefined);
  const { limit: l } = limit({ eval: never, get: never, del: never } as unknown as RedisClient, 1);
  const started = Date.now();
  expect(await l.hit('ip')).toBeNull();
  expect(await l.hit('ip')).toBeGreaterThan(0);
  expect(Date.now() - started).toBeLessThan(5000);
});
