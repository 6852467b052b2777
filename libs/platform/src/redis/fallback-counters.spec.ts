import type { Logger } from 'pino';
import { registry } from '../health/metrics';
import { FallbackCounters } from './fallback-counters';
import type { RedisClient } from './redis';

// Redis away: every command fails the way node-redis fails without a connection (no offline queue).
const away = { multi: () => { throw new Error('The client is closed'); }, del: async () => { throw new Error('The client is closed'); } } as unknown as RedisClient;

function counters(redis: RedisClient = away) {
  let now = 1_000_000;
  const logger = { warn: jest.fn(), info: jest.fn() };
  const c = new FallbackCounters(redis, logger as unknown as Logger, 'rate-limit', () => now);
  return { c, logger, advance: (ms: number) => (now += ms) };
}

async function fallbacks(): Promise<number> {
  const metric = (await registry.getMetricsAsJSON()).find((m) => m.name === 'flow_redis_fallback_total');
  return (metric?.values ?? []).filter((v) => v.labels.use === 'rate-limit').reduce((sum, v) => sum + Number(v.value), 0);
}

it('counts in memory with the same windows while Redis is away, logs once and counts each fallback', async () => {
  const { c, logger, advance } = counters();
  const before = await fallbacks();
  expect(await c.increment('ip', 60)).toBe(1);
  expect(await c.increment('ip', 60)).toBe(2);
  expect(await c.read('ip')).toEqual({ count: 2, ttlSeconds: 60 });
  advance(61_000);
  expect(await c.read('ip')).toEqual({ count: 0, ttlSeconds: 0 });
  expect(await c.increment('ip', 60)).toBe(1);
  expect(logger.warn).toHaveBeenCalledTimes(1);
  expect((await fallbacks()) - before).toBe(5);
});

it("'keep' keeps the window of the first hit, 'refresh' restarts it", async () => {
  const { c, advance } = counters();
  await c.increment('fails', 900, 'keep');
  advance(600_000);
  await c.increment('fails', 900, 'keep');
  expect(await c.read('fails')).toEqual({ count: 2, ttlSeconds: 300 });
  advance(300_000);
  expect((await c.read('fails')).count).toBe(0);
  await c.increment('ip', 60);
  advance(50_000);
  await c.increment('ip', 60);
  expect(await c.read('ip')).toEqual({ count: 2, ttlSeconds: 60 });
});

it('delete forgets a counter even while Redis is away', async () => {
  const { c } = counters();
  await c.increment('fails', 900, 'keep');
  await c.delete('fails');
  expect((await c.read('fails')).count).toBe(0);
});

it('goes back to the shared counts when Redis answers again, and says so', async () => {
  let up = false;
  const redis = {
    multi: () => {
      if (!up) throw new Error('The client is closed');
      const tx = { incr: () => tx, expire: () => tx, exec: async () => [7, 1] };
      return tx;
    },
  } as unknown as RedisClient;
  const { c, logger } = counters(redis);
  expect(await c.increment('ip', 60)).toBe(1);
  up = true;
  expect(await c.increment('ip', 60)).toBe(7);
  expect(logger.info).toHaveBeenCalledWith({ use: 'rate-limit' }, expect.stringContaining('back'));
});
