import { RateLimit } from '../src/redis/rate-limits';
import { createRedis, type RedisClient } from '../src/redis/redis';
import { testInfra } from '@flow/testing';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';

// Two limiters on one real Redis are two replicas: they share the count. Once their Redis connection
// is gone, each keeps the same limit in its own memory (rate-limiter-flexible's insurance limiter).
const logger = { warn: jest.fn(), info: jest.fn() } as unknown as Logger;
let redis: RedisClient;
beforeAll(async () => {
  redis = await createRedis(`${testInfra().REDIS_URL}/7`, () => undefined);
});
afterAll(async () => {
  if (redis.isOpen) await redis.close();
});

it('shares one count across replicas through Redis, and keeps the same limit in memory once Redis is away', async () => {
  const options = { prefix: `flow:rl:int-${randomUUID()}`, points: 4, windowSeconds: 60 };
  const [a, b] = [new RateLimit(redis, logger, options), new RateLimit(redis, logger, options)];
  expect([await a.hit('person'), await b.hit('person'), await a.hit('person'), await b.hit('person')]).toEqual([null, null, null, null]);
  expect(await a.hit('person')).toBeGreaterThan(0);
  expect(Number(await redis.get(`${options.prefix}:person`))).toBe(5);
  expect(await b.used('person')).toMatchObject({ count: 5 });

  await redis.close();
  // Redis away: a fresh count per replica, with the same limit (neither locked out nor unlimited).
  for (let i = 0; i < 4; i++) expect(await a.hit('person')).toBeNull();
  expect(await a.hit('person')).toBeGreaterThan(0);
  expect(await b.hit('person')).toBeNull();
});
