import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { flowReadModelKeys } from '@flow/contracts';
import { RpcClient } from '@flow/platform';
import {
  expectEventually,
  REPO_ROOT,
  sharedGatewayUrl,
  startGateway,
  TestHttpClient,
  testInfra,
  uniqueEmail,
  freePort,
  type GatewayProcess,
} from '@flow/testing';
import type { ChildProcess } from 'node:child_process';
import { connect, type NatsConnection } from 'nats';
import { createClient } from 'redis';

// The edge read model of computed days: the gateway answers GET /api/daily-flow and /api/rhythm-blocks
// from Redis with the bytes daily-flow stored, asks daily-flow only on a miss, and never serves a day
// older than a write it has answered.
const api = new TestHttpClient(sharedGatewayUrl());
const redis = createClient({ url: testInfra().REDIS_URL });
let nc: NatsConnection;
let rpc: RpcClient;

const ZONE = 'Europe/Berlin';
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());

interface Person {
  userId: string;
  token: string;
}

async function signUp(): Promise<Person> {
  const res = await api.post('/api/auth/signup', { email: uniqueEmail('edge'), password: 'secret-pass-1' });
  expect(res.status).toBe(201);
  const person = { userId: res.body.user.id as string, token: res.body.access_token as string };
  await expectEventually(async () => expect((await api.get('/api/profile', person.token)).status).toBe(200), { timeoutMs: 15_000 });
  const profile = await api.patch(
    '/api/profile',
    { full_name: 'Edge Reader', birth_date: '1988-06-15', birth_time: '07:30', birth_location: 'Berlin, Germany', onboarding_completed: true, time_zone: ZONE },
    person.token,
  );
  expect(profile.status).toBe(200);
  return person;
}

/** A raw GET: the exact bytes and headers the browser receives (no decompression asked for). */
async function getBytes(url: string, token: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}`, 'x-time-zone': ZONE, 'accept-encoding': 'identity', ...headers } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/**
 * The day once settled: the same bytes a second apart, longer than daily-flow waits to coalesce the
 * sign-up's changes to the day (DAY_CHANGE_COALESCE_MS), so no invalidation is still on its way.
 */
async function settledDay(url: string, token: string) {
  let previous: Awaited<ReturnType<typeof getBytes>> | undefined;
  await expectEventually(
    async () => {
      const now = await getBytes(url, token);
      expect(now.status).toBe(200);
      const settled = previous?.bytes.equals(now.bytes) ?? false;
      previous = now;
      expect(settled).toBe(true);
    },
    { timeoutMs: 30_000, intervalMs: 1_000 },
  );
  return previous!;
}

/** The bytes as they travel (fetch would decode a compressed answer). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ headers: http.IncomingHttpHeaders; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

beforeAll(async () => {
  await redis.connect();
  nc = await connect({ servers: testInfra().NATS_URL });
  rpc = new RpcClient(nc, 15_000);
});
afterAll(async () => {
  await redis.quit();
  await nc.drain();
});

describe('GET /api/daily-flow from the read model', () => {
  it('stores the day on a miss and then answers the stored bytes as they are, byte for byte what daily-flow answers over NATS', async () => {
    const ann = await signUp();
    const date = today();
    const url = `${api.baseUrl}/api/daily-flow?date=${date}`;
    const key = flowReadModelKeys(ann.userId).entry(`flow:${date}:${ZONE}`);
    // Profile changes invalidate asynchronously too: wait until the stored day stays put.
    const first = await settledDay(url, ann.token);
    expect(await redis.hGet(key, 'body')).toBe(first.bytes.toString());
    const second = await getBytes(url, ann.token);
    expect(second.bytes.equals(first.bytes)).toBe(true);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await redis.hGet(key, 'etag')).toBe(second.headers.get('etag'));

    // The RPC path for the same user and day gives the very same bytes.
    const overNats = await rpc.raw('flow.daily-flow.get', { userId: ann.userId, date, timeZone: ZONE });
    expect(overNats.bytes.toString()).toBe(second.bytes.toString());

    // What the gateway sends is what is stored: it neither parses nor re-serialises it.
    const marker = JSON.stringify({ servedFromEdge: randomUUID() });
    await redis.hSet(key, 'body', marker);
    expect((await getBytes(url, ann.token)).bytes.toString()).toBe(marker);
  }, 60_000);

  it('answers a browser that accepts br or gzip with the stored day compressed, the same bytes once decoded', async () => {
    const ann = await signUp();
    const url = `${api.baseUrl}/api/daily-flow?date=${today()}`;
    const plain = await settledDay(url, ann.token);
    expect(plain.headers.get('content-encoding')).toBeNull();
    for (const [acceptEncoding, encoding, decode] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      // Twice: the second answer comes from the compressed copy the first one made.
      for (let i = 0; i < 2; i++) {
        const packed = await rawGet(url, { authorization: `Bearer ${ann.token}`, 'x-time-zone': ZONE, 'accept-encoding': acceptEncoding });
        expect(packed.headers['content-encoding']).toBe(encoding);
        expect(packed.headers.vary).toMatch(/accept-encoding/i);
        expect(packed.headers.etag).toBe(plain.headers.get('etag'));
        expect(decode(packed.bytes).equals(plain.bytes)).toBe(true);
      }
    }
  }, 60_000);

  it('answers 304 to a matching If-None-Match, and the body to a stale one', async () => {
    const ann = await signUp();
    const url = `${api.baseUrl}/api/rhythm-blocks?date=${today()}`;
    const first = await getBytes(url, ann.token);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const notModified = await getBytes(url, ann.token, { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(notModified.bytes.length).toBe(0);
    const weak = await getBytes(url, ann.token, { 'if-none-match': `"other", W/${etag}` });
    expect(weak.status).toBe(304);
    const stale = await getBytes(url, ann.token, { 'if-none-match': '"not-this-one"' });
    expect(stale.status).toBe(200);
    expect(stale.bytes.equals(first.bytes)).toBe(true);
  }, 60_000);

  it('never answers the day as it was before a profile change or an event change it has answered', async () => {
    const ann = await signUp();
    const date = today();
    const read = async () => (await api.request('GET', `/api/daily-flow?date=${date}`, { token: ann.token, headers: { 'x-time-zone': ZONE } })).body;
    // Each write is answered, and the read goes out at once: no waiting for the events to travel.
    for (const zone of ['Asia/Tokyo', 'America/New_York', ZONE]) {
      await read(); // the day as it is now is stored
      expect((await api.patch('/api/profile', { time_zone: zone }, ann.token)).status).toBe(200);
      expect((await read()).timeZone).toBe(zone);
    }
    const start = new Date(`${date}T10:00:00+01:00`);
    const title = `Edge ${randomUUID().slice(0, 8)}`;
    await read();
    const created = await api.post(
      '/api/events',
      { title, startTime: start.toISOString(), endTime: new Date(start.getTime() + 60 * 60_000).toISOString() },
      ann.token,
    );
    expect(created.status).toBe(201);
    expect(JSON.stringify(await read())).toContain(title);
    const renamed = `${title} renamed`;
    expect((await api.patch(`/api/events/${created.body.event.id}`, { title: renamed }, ann.token)).status).toBe(200);
    expect(JSON.stringify(await read())).toContain(renamed);
    expect((await api.request('DELETE', `/api/events/${created.body.event.id}`, { token: ann.token })).status).toBeLessThan(300);
    expect(JSON.stringify(await read())).not.toContain(title);
  }, 90_000);

  it('answers a stored day only to a valid token of a session still signed in, and a bad query as before', async () => {
    const ann = await signUp();
    const url = `${api.baseUrl}/api/daily-flow?date=${today()}`;
    const key = flowReadModelKeys(ann.userId).entry(`flow:${today()}:${ZONE}`);
    // The day is stored (a read now is answered from Redis).
    await expectEventually(
      async () => {
        const read = await getBytes(url, ann.token);
        expect(read.status).toBe(200);
        expect(read.headers.get('etag')).toBe(await redis.hGet(key, 'etag'));
      },
      { timeoutMs: 20_000 },
    );
    const [head, payload] = ann.token.split('.');
    const forged = `${head}.${payload}.${Buffer.alloc(64).toString('base64url')}`;
    expect((await getBytes(url, forged)).status).toBe(401);
    const unknownParameter = await api.request('GET', `/api/daily-flow?date=${today()}&userId=${ann.userId}`, { token: ann.token });
    expect(unknownParameter.status).toBe(422);
    expect((await api.post('/api/auth/signout', { scope: 'local' }, ann.token)).status).toBeLessThan(300);
    const afterSignOut = await getBytes(url, ann.token);
    expect(afterSignOut.status).toBe(401);
    expect(afterSignOut.bytes.toString()).not.toContain('"date"');
  }, 60_000);

  it('answers a stored "today" only until its validUntil, and never one stored without it', async () => {
    const ann = await signUp();
    const url = `${api.baseUrl}/api/daily-flow`;
    const key = flowReadModelKeys(ann.userId).entry(`flow:today:${ZONE}`);
    const dateIn = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(ms);
    await settledDay(url, ann.token);
    await expectEventually(async () => expect(await redis.hExists(key, 'validUntil')).toBe(1), { timeoutMs: 20_000 });
    // Stored with it: the next midnight in Berlin (no stay), when the person's today turns.
    const validUntil = Number(await redis.hGet(key, 'validUntil'));
    expect(dateIn(validUntil - 1)).toBe(today());
    expect(dateIn(validUntil)).not.toBe(today());

    const marker = (name: string) => JSON.stringify({ servedFromEdge: name });
    await redis.hSet(key, 'body', marker('before'));
    expect((await getBytes(url, ann.token)).bytes.toString()).toBe(marker('before'));

    // Past it, daily-flow answers (and stores today again).
    await redis.hSet(key, { body: marker('past'), validUntil: String(Date.now() - 1_000) });
    const past = await getBytes(url, ann.token);
    expect(past.status).toBe(200);
    expect(past.bytes.toString()).not.toContain('servedFromEdge');
    expect(JSON.parse(past.bytes.toString()).date).toBe(today());

    // Stored by a daily-flow from before validUntil: not a fresh today.
    await expectEventually(async () => expect(Number(await redis.hGet(key, 'validUntil'))).toBeGreaterThan(Date.now()), { timeoutMs: 20_000 });
    await redis.multi().hSet(key, 'body', marker('unbounded')).hDel(key, 'validUntil').exec();
    const unbounded = await getBytes(url, ann.token);
    expect(unbounded.status).toBe(200);
    expect(unbounded.bytes.toString()).not.toContain('servedFromEdge');

    // A dated day is the date's, validUntil or not.
    const dated = flowReadModelKeys(ann.userId).entry(`flow:${today()}:${ZONE}`);
    await getBytes(`${url}?date=${today()}`, ann.token);
    await expectEventually(async () => expect(await redis.exists(dated)).toBe(1), { timeoutMs: 20_000 });
    expect(await redis.hExists(dated, 'validUntil')).toBe(0);
    await redis.hSet(dated, 'body', marker('dated'));
    expect((await getBytes(`${url}?date=${today()}`, ann.token)).bytes.toString()).toBe(marker('dated'));
  }, 60_000);

  it("keeps one person's stored day from another, who has the same date and zone", async () => {
    const [ann, bob] = [await signUp(), await signUp()];
    const date = today();
    const marker = JSON.stringify({ annOnly: randomUUID() });
    // Stored after an answer, but a day stored before the sign-up's changes reached daily-flow is dropped
    // again: read once those have settled, and again until the day is stored (late on a loaded machine).
    const url = `${api.baseUrl}/api/daily-flow?date=${date}`;
    await settledDay(url, ann.token);
    await expectEventually(
      async () => {
        expect((await getBytes(url, ann.token)).status).toBe(200);
        expect(await redis.exists(flowReadModelKeys(ann.userId).entry(`flow:${date}:${ZONE}`))).toBe(1);
      },
      { timeoutMs: 20_000, intervalMs: 250 },
    );
    await redis.hSet(flowReadModelKeys(ann.userId).entry(`flow:${date}:${ZONE}`), 'body', marker);
    const bobs = await getBytes(`${api.baseUrl}/api/daily-flow?date=${date}`, bob.token);
    expect(bobs.status).toBe(200);
    expect(bobs.bytes.toString()).not.toContain('annOnly');
  }, 60_000);
});

describe('with the gateway’s Redis away', () => {
  let gateway: GatewayProcess;
  let privateRedis: ChildProcess;
  let dir: string;

  beforeAll(async () => {
    const infra = require(path.join(REPO_ROOT, 'tools/infra.cjs')) as {
      startRedis(dir: string, port: number, options: { durable: boolean }): Promise<ChildProcess>;
    };
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flow-edge-redis-'));
    const port = await freePort();
    privateRedis = await infra.startRedis(dir, port, { durable: false });
    gateway = await startGateway({ REDIS_URL: `redis://127.0.0.1:${port}` });
  }, 60_000);
  afterAll(async () => {
    await gateway?.stop();
    privateRedis?.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers every read over NATS instead (no 5xx), with the same bytes', async () => {
    const ann = await signUp();
    const date = today();
    const edgeUrl = `${api.baseUrl}/api/daily-flow?date=${date}`;
    const expected = (await settledDay(edgeUrl, ann.token)).bytes;
    const exited = new Promise((r) => privateRedis.once('exit', r));
    privateRedis.kill('SIGKILL');
    await exited;
    for (const route of [`/api/daily-flow?date=${date}`, `/api/rhythm-blocks?date=${date}`, '/api/daily-flow']) {
      const res = await getBytes(`${gateway.url}${route}`, ann.token);
      expect({ route, status: res.status }).toEqual({ route, status: 200 });
      if (route.startsWith('/api/daily-flow?')) expect(res.bytes.equals(expected)).toBe(true);
    }
    // A write still answers: its fence cannot reach Redis, daily-flow's consumer invalidates instead.
    expect((await new TestHttpClient(gateway.url).patch('/api/profile', { full_name: 'Still Here' }, ann.token)).status).toBe(200);
  }, 90_000);
});
