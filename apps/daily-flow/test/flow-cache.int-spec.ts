import { randomUUID } from 'node:crypto';
import { createLogger } from '@flow/platform';
import { expectEventually, testInfra } from '@flow/testing';
import { createClient } from 'redis';
import { flowReadModelKeys, FlowReadModelEntry } from '@flow/contracts';
import { FlowCache } from '../src/flow/flow-cache';

/** A stored day whose body is `json`. */
const day = (json: string) => ({ body: json, date: '2026-03-10', timeZone: 'UTC' });

// The cache's scripts against the real Redis of the shared stack (a database of their own).
const url = `${testInfra().REDIS_URL}/9`;
let cache: FlowCache;
const redis = createClient({ url });

beforeAll(async () => {
  cache = FlowCache.connect(url, createLogger('test', 'silent'));
  await redis.connect();
  await expectEventually(() => expect(cache.ready).toBe(true));
});
afterAll(async () => {
  await cache.onApplicationShutdown();
  await redis.quit();
});

it('stores and reads an entry per user and name, with its TTL', async () => {
  const ann = randomUUID();
  const read = await cache.read(ann, 'flow:2026-03-10:-');
  expect(read).toEqual({ json: null, validUntil: undefined, generation: '0' });
  expect(await cache.write(ann, 'flow:2026-03-10:-', day('{"a":1}'), 120, read!.generation)).toBe(true);
  expect((await cache.read(ann, 'flow:2026-03-10:-'))!.json).toBe('{"a":1}');
  const key = flowReadModelKeys(ann).entry('flow:2026-03-10:-');
  expect(key).toBe(`flow:v1:{${ann}}:flow:2026-03-10:-`);
  // The entry is the read model's value schema: the gateway serves it without asking daily-flow.
  const stored = FlowReadModelEntry.parse(await redis.hGetAll(key));
  expect(stored).toMatchObject({ body: '{"a":1}', date: '2026-03-10', timeZone: 'UTC' });
  const ttl = await redis.ttl(key);
  expect(ttl).toBeGreaterThan(100);
  expect(ttl).toBeLessThanOrEqual(120);
});

it('stores a "today" with its validUntil, reads it back with the body, and a dated day without one', async () => {
  const ann = randomUUID();
  const validUntil = Date.parse('2026-03-10T23:00:00Z');
  expect(await cache.write(ann, 'flow:today:Europe/Berlin', { ...day('{"today":true}'), validUntil }, 120, '0')).toBe(true);
  expect(await cache.read(ann, 'flow:today:Europe/Berlin')).toEqual({ json: '{"today":true}', validUntil, generation: '0' });
  const stored = await redis.hGetAll(flowReadModelKeys(ann).entry('flow:today:Europe/Berlin'));
  expect(stored.validUntil).toBe(String(validUntil));
  expect(FlowReadModelEntry.parse(stored).validUntil).toBe(validUntil);

  // Rewritten as a dated day would be: the old validUntil does not linger.
  expect(await cache.write(ann, 'flow:today:Europe/Berlin', day('{"today":false}'), 120, '0')).toBe(true);
  expect(await cache.read(ann, 'flow:today:Europe/Berlin')).toEqual({ json: '{"today":false}', validUntil: undefined, generation: '0' });
  expect(await redis.hExists(flowReadModelKeys(ann).entry('flow:today:Europe/Berlin'), 'validUntil')).toBe(0);
});

it('drops every entry of one user on invalidation and leaves other users alone', async () => {
  const ann = randomUUID();
  const bob = randomUUID();
  for (const name of ['flow:2026-03-10:-', 'flow:today:Europe/Berlin', 'rhythm:2026-03-11:-']) await cache.write(ann, name, day('{}'), 600, '0');
  await cache.write(bob, 'flow:2026-03-10:-', day('{"bob":true}'), 600, '0');
  expect(await cache.invalidate(ann)).toBe(3);
  for (const name of ['flow:2026-03-10:-', 'flow:today:Europe/Berlin', 'rhythm:2026-03-11:-']) expect((await cache.read(ann, name))!.json).toBeNull();
  expect((await cache.read(bob, 'flow:2026-03-10:-'))!.json).toBe('{"bob":true}');
});

it('refuses a write computed before an invalidation', async () => {
  const ann = randomUUID();
  const { generation } = (await cache.read(ann, 'flow:2026-03-10:-'))!;
  await cache.invalidate(ann);
  expect(await cache.write(ann, 'flow:2026-03-10:-', day('{"stale":true}'), 600, generation)).toBe(false);
  expect((await cache.read(ann, 'flow:2026-03-10:-'))!.json).toBeNull();
  const fresh = (await cache.read(ann, 'flow:2026-03-10:-'))!.generation;
  expect(fresh).toBe('1');
  expect(await cache.write(ann, 'flow:2026-03-10:-', day('{"fresh":true}'), 600, fresh)).toBe(true);
});

it('answers null instead of failing when Redis cannot be reached, and invalidation throws so the event is retried', async () => {
  const down = FlowCache.connect('redis://127.0.0.1:1', createLogger('test', 'silent'));
  try {
    expect(await down.read(randomUUID(), 'flow:2026-03-10:-')).toBeNull();
    expect(await down.write(randomUUID(), 'flow:2026-03-10:-', day('{}'), 60, '0')).toBe(false);
    await expect(down.invalidate(randomUUID())).rejects.toThrow();
  } finally {
    await down.onApplicationShutdown();
  }
});
