/**
 * Scheduling benchmark, from the repo root (builds the servers first):
 *
 *   npm run bench:scheduling
 *
 * Writes bench/results/scheduling.json. Two parts:
 * - engine: the Quick Add parser over its corpus, optimal times and meal times on a day with events
 *   (one thread, no I/O);
 * - stack: real PostgreSQL, Redis and NATS on free ports with the built services and a gateway;
 *   sequential HTTP requests of one signed-in user (6 events on the day) to suggest-times, parse,
 *   flow-score, list and create, reporting p50/p95/p99. The target: suggest-times typically
 *   under 50 ms, always under the UI's 15 s.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';

/* eslint-disable @typescript-eslint/no-require-imports */
const rhythm = { ...require('../../libs/rhythm/src'), ...require('../../libs/rhythm/test/testing') } as typeof import('../../libs/rhythm/src') &
  typeof import('../../libs/rhythm/test/testing');
const stack = require('../../libs/testing/src/stack') as typeof import('../../libs/testing/src/stack');
const { startInfra } = require('../../tools/infra.cjs');
/* eslint-enable @typescript-eslint/no-require-imports */

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return { n: sorted.length, p50: round(at(50)), p95: round(at(95)), p99: round(at(99)), min: round(sorted[0]!), max: round(sorted[sorted.length - 1]!) };
}

function engine() {
  const now = new Date(rhythm.QUICK_ADD_CORPUS_NOW);
  const corpus = rhythm.QUICK_ADD_CORPUS;
  const time = (label: string, iterations: number, run: (i: number) => void) => {
    for (let i = 0; i < Math.min(100, iterations); i++) run(i);
    const t0 = performance.now();
    for (let i = 0; i < iterations; i++) run(i);
    const microseconds = Math.round(((performance.now() - t0) / iterations) * 1000 * 10) / 10;
    console.log(`${label.padEnd(48)} ${microseconds} µs`);
    return microseconds;
  };
  const date = '2030-01-08';
  const blocks = rhythm.defaultRhythmBlocks(date);
  const busy = [9, 11, 13.5, 15, 16.5, 19].map((h) => ({ start: h * 60, end: h * 60 + 45 }));
  const localNow = { date, minutes: 8 * 60 };
  return {
    parseMicroseconds: time('parse (corpus phrase, chrono-node, per call)', corpus.length * 20, (i) => {
      const c = corpus[i % corpus.length]!;
      rhythm.parseEventRequest({ message: c.message, now: c.now ? new Date(c.now) : now, timeZone: c.timeZone ?? rhythm.QUICK_ADD_CORPUS_ZONE });
    }),
    optimalTimesMicroseconds: time('optimal times (30 slots, 6 events)', 5000, () => {
      rhythm.optimalTimes({ date, now: localNow, durationMinutes: 60, busy, meetingType: 'collaboration', rhythm: blocks });
    }),
    mealTimesMicroseconds: time('meal times (lunch, today and tomorrow)', 5000, () => {
      rhythm.suggestMealTimes({
        mealType: 'lunch',
        durationMinutes: 60,
        blueprint: rhythm.DEFAULT_BLUEPRINT,
        now: localNow,
        day: { date, busy, rhythm: blocks },
        nextDay: { busy: [], rhythm: blocks },
      });
    }),
  };
}

async function throughStack() {
  const dir = path.join(os.tmpdir(), `flow-bench-scheduling-${process.pid}`);
  const ports = { postgres: await stack.freePort(), redis: await stack.freePort(), nats: await stack.freePort() };
  const infra = await startInfra({ dir, ports, prefix: 'flow_bench', durable: false, env: {} });
  process.env.FLOW_TEST_INFRA = JSON.stringify({ ...infra.urls, databaseUrls: infra.databaseUrls });
  process.env.TEST_LOG_LEVEL = 'warn';
  const running: { stop(): Promise<void> }[] = [];
  try {
    const services = stack.SERVICES.filter((s) => fs.existsSync(path.join(stack.REPO_ROOT, 'apps', s, 'dist', 'main.js')));
    for (const s of services) if (infra.databaseUrls[s]) await stack.migrateService(s, infra.databaseUrls[s]);
    for (const s of services) running.push(await stack.startService(s));
    const gateway = await stack.startGateway({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
    running.push(gateway);

    const call = async (method: string, route: string, token?: string, body?: unknown) => {
      const response = await fetch(gateway.url + route, {
        method,
        headers: { 'content-type': 'application/json', 'x-time-zone': 'Europe/Berlin', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = await response.json();
      if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(json)}`);
      return json;
    };
    const session = await call('POST', '/api/auth/signup', undefined, { email: `bench-${Date.now()}@example.com`, password: 'secret1' });
    const token = session.access_token as string;
    const date = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    for (const hour of [9, 11, 13, 15, 16, 19]) {
      await call('POST', '/api/events', token, {
        title: `Event ${hour}`,
        startTime: `${date}T${String(hour - 1).padStart(2, '0')}:00:00Z`,
        endTime: `${date}T${String(hour - 1).padStart(2, '0')}:45:00Z`,
      });
    }
    const measure = async (label: string, run: (i: number) => Promise<unknown>) => {
      for (let i = 0; i < 20; i++) await run(i);
      const samples: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        const t0 = performance.now();
        await run(i);
        samples.push(performance.now() - t0);
      }
      const result = percentiles(samples);
      console.log(`${label.padEnd(48)} p50 ${result.p50} ms  p95 ${result.p95} ms  p99 ${result.p99} ms  max ${result.max} ms`);
      return result;
    };
    const corpus = rhythm.QUICK_ADD_CORPUS;
    return {
      services,
      suggestTimes: await measure('POST /api/events/suggest-times', () =>
        call('POST', '/api/events/suggest-times', token, { meetingType: 'collaboration', duration: 45, date }),
      ),
      suggestMeal: await measure('POST /api/events/suggest-times (lunch)', () =>
        call('POST', '/api/events/suggest-times', token, { meetingType: 'social', duration: 60, mealType: 'lunch', date }),
      ),
      parse: await measure('POST /api/events/parse', (i) => call('POST', '/api/events/parse', token, { message: corpus[i % corpus.length]!.message })),
      flowScore: await measure('GET /api/flow-score', () => call('GET', `/api/flow-score?date=${date}`, token)),
      listEvents: await measure('GET /api/events', () => call('GET', '/api/events', token)),
      createEvent: await measure('POST /api/events', (i) =>
        call('POST', '/api/events', token, { title: `Bench ${i}`, startTime: `${date}T20:00:00Z`, endTime: `${date}T20:30:00Z` }),
      ),
    };
  } finally {
    for (const p of running.reverse()) await p.stop();
    await infra.stop();
    await stopPostmaster(path.join(dir, 'pg'));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** PostgreSQL runs under runuser as root; make sure the server itself is gone before its data is removed. */
async function stopPostmaster(dataDir: string) {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!pid || !alive()) return;
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && alive(); i++) await new Promise((r) => setTimeout(r, 100));
}

async function main() {
  console.log('engine (one thread):');
  const engineResults = engine();
  console.log(`\nthrough the gateway (sequential, ${ROUNDS} requests each):`);
  const stackResults = await throughStack();
  const result = {
    generatedAt: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      loadAverage: os.loadavg(),
    },
    target: 'suggest-times typically under 50 ms (p50), always under 15 s',
    engine: engineResults,
    stack: stackResults,
  };
  fs.mkdirSync(path.join(__dirname, '../results'), { recursive: true });
  fs.writeFileSync(path.join(__dirname, '../results/scheduling.json'), JSON.stringify(result, null, 2) + '\n');
  console.log('\nwrote bench/results/scheduling.json');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
