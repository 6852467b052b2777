// Calendar sync at scale: `npm run bench:calendar-sync` from the repo root (builds the servers first).
// 1,000 people with a connected Google calendar (the local stand-in), all active; each person's
// calendar gets one change, the changes spread over a minute. Measured: the Google API calls
// calendar-sync makes from the first change until every change is in FLOW's kept copy (and per minute
// while nothing changes), and the time from each change to its row in the kept copy (p50/p95/p99).
// Two designs, one after the other in the same run, each with its own calendar-sync process on the
// same PostgreSQL/Redis/NATS and stand-in:
//   polling: no PUBLIC_WEBHOOK_BASE_URL, the 60 s background refresh of active people (now incremental)
//   push:    PUBLIC_WEBHOOK_BASE_URL set, events.watch channels, the stand-in posts to the gateway
// The time to reflect is seen by polling PostgreSQL every 100 ms (that is its resolution).
// Writes bench/results/calendar-sync.json. --smoke: 50 people, a 20 s interval.
'use strict';
const { spawnSync } = require('node:child_process');
const crypto = require('node:crypto');
const path = require('node:path');
const { performance } = require('node:perf_hooks');
const { Client } = require('pg');
const { root } = require('../lib/machine.cjs');
const { cpuSeconds } = require('../lib/proc.cjs');
const { onCleanup, runBenchmark, pause } = require('../lib/run.cjs');
const { summarize, round } = require('../lib/stats.cjs');

if (!process.argv.includes('--no-build')) {
  const build = spawnSync(process.execPath, [path.join(root, 'tools/build.mjs'), '--server'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const DAY = 86_400_000;
const today = () => Math.floor(Date.now() / DAY) * DAY;

runBenchmark('calendar-sync', { limitMinutes: 30, smokeLimitMinutes: 12 }, async ({ smoke, log }) => {
  const people = smoke ? 50 : 1000;
  const intervalSeconds = smoke ? 20 : 60;
  const spreadMs = intervalSeconds * 1000;
  const testing = require('@flow/testing');
  const { TokenCipher } = require(path.join(root, 'apps/calendar-sync/dist/crypto/token-cipher.js'));
  const { startInfra } = require(path.join(root, 'tools/infra.cjs'));
  const dir = require('node:fs').mkdtempSync(path.join(require('node:os').tmpdir(), 'flow-bench-calendar-'));
  require('node:fs').chmodSync(dir, 0o755);
  const ports = { postgres: await testing.freePort(), redis: await testing.freePort(), nats: await testing.freePort() };
  const infra = await startInfra({ dir, ports, prefix: 'flow_bench', durable: false, env: {} });
  onCleanup(async () => infra.stop());
  process.env.FLOW_TEST_INFRA = JSON.stringify({ ...infra.urls, databaseUrls: infra.databaseUrls });
  process.env.TEST_LOG_LEVEL = 'warn';
  const databaseUrl = infra.databaseUrls['calendar-sync'];
  await testing.migrateService('calendar-sync', databaseUrl);
  const google = await testing.startGoogleStandin();
  onCleanup(() => google.stop());
  const key = crypto.randomBytes(32).toString('base64');
  const cipher = new TokenCipher(key);
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  onCleanup(() => db.end());
  const redis = require('redis').createClient({ url: infra.urls.REDIS_URL });
  await redis.connect();
  onCleanup(() => redis.quit());

  /** A design's run: its own people, its own calendar-sync (and gateway for push). */
  async function measure(design) {
    log(`${design}: seeding ${people} people`);
    const users = [];
    for (let i = 0; i < people; i++) {
      const email = `${design}-${i}-${crypto.randomBytes(3).toString('hex')}@bench.flow`;
      await google.control('POST', '/accounts', { email });
      const { refresh_token: refresh } = await google.control('POST', `/accounts/${encodeURIComponent(email)}/grant`, {});
      const id = crypto.randomUUID();
      const userId = crypto.randomUUID();
      await db.query(
        `insert into calendar_connections (id, user_id, provider, status, account_email, refresh_token_enc, key_id, scope, write_calendar_id) values ($1, $2, 'google', 'connected', $3, $4, $5, $6, 'primary')`,
        [
          id,
          userId,
          email,
          cipher.seal(refresh, `${id}:refresh`),
          cipher.currentKeyId,
          'openid email https://www.googleapis.com/auth/calendar.readonly https://www.googleapis.com/auth/calendar.events',
        ],
      );
      users.push({ userId, email });
    }
    const gatewayPort = await testing.freePort();
    const env = {
      ...google.calendarEnv,
      CALENDAR_TOKEN_KEY: key,
      CALENDAR_SYNC_INTERVAL_SECONDS: String(intervalSeconds),
      CALENDAR_ACTIVE_SECONDS: '3600',
      LOG_LEVEL: 'warn',
      ...(design === 'push' ? { PUBLIC_WEBHOOK_BASE_URL: `http://127.0.0.1:${gatewayPort}` } : {}),
    };
    // Patient start-up: the machine is shared.
    const service = await testing.startService('calendar-sync', env, { readyTimeoutMs: 180_000 });
    const gateway = design === 'push' ? await testing.startGateway({ PORT: String(gatewayPort), LOG_LEVEL: 'warn' }, { readyTimeoutMs: 180_000 }) : null;
    try {
      // Everyone is active (read their calendar a moment ago): the background refresh covers them all.
      const now = Date.now();
      for (const u of users) await redis.zAdd('flow:calendar:active-users', { score: now, value: u.userId });
      log(`${design}: first sync of everyone`);
      const platform = require('@flow/platform');
      const nats = await platform.connectNats(infra.urls.NATS_URL, 'bench-calendar-sync');
      const rpc = new platform.RpcClient(nats, 60_000);
      const window = { timeMin: new Date(today()).toISOString(), timeMax: new Date(today() + 30 * DAY).toISOString() };
      for (let i = 0; i < users.length; i += 20) {
        await Promise.all(users.slice(i, i + 20).map((u) => rpc.request('flow.calendar.events.fetch', { userId: u.userId, ...window, refresh: true })));
      }
      await nats.drain();
      const synced = async () =>
        Number(
          (await db.query(`select count(*) from calendar_connections where account_email like $1 and last_synced_at is not null`, [`${design}-%`])).rows[0]
            .count,
        );
      for (let wait = 0; (await synced()) < people && wait < 600; wait++) await pause(100);
      if (design === 'push') {
        const channels = Number((await db.query(`select count(*) from google_channels`)).rows[0].count);
        log(`push: ${channels} channels open`);
      }
      await pause(2000);

      // Every account's API requests (only this design's calendar-sync is running).
      const requestsNow = async () => (await google.control('GET', '/stats')).apiRequests ?? 0;
      // At rest: calls per interval with no change at all (over two intervals, so a tick is never missed).
      const restStart = await requestsNow();
      await pause(2 * intervalSeconds * 1000);
      const atRest = Math.round(((await requestsNow()) - restStart) / 2);

      log(`${design}: ${people} changes over ${spreadMs / 1000} s`);
      const before = await requestsNow();
      const cpuBefore = cpuSeconds(service.child.pid);
      const changedAt = new Map();
      const start = performance.now();
      const order = [...users].sort(() => Math.random() - 0.5);
      const changes = order.map(async (u, i) => {
        const at = (i / people) * spreadMs;
        await pause(Math.max(0, at - (performance.now() - start)));
        const summary = `bench-change-${u.userId}`;
        const day = today() + (1 + (i % 20)) * DAY + 10 * 3_600_000;
        changedAt.set(u.userId, Date.now());
        await google.control('POST', `/accounts/${encodeURIComponent(u.email)}/calendars/primary/events`, {
          summary,
          start: { dateTime: new Date(day).toISOString() },
          end: { dateTime: new Date(day + 3_600_000).toISOString() },
        });
      });
      const seenAt = new Map();
      const ours = new Set(users.map((u) => u.userId));
      const watching = (async () => {
        while (seenAt.size < people && performance.now() - start < spreadMs + intervalSeconds * 3000) {
          const { rows } = await db.query(`select user_id, summary from external_events where summary like 'bench-change-%'`);
          const t = Date.now();
          for (const r of rows) if (!seenAt.has(r.user_id) && ours.has(r.user_id)) seenAt.set(r.user_id, t);
          await pause(100);
        }
      })();
      await Promise.all(changes);
      await watching;
      const calls = (await requestsNow()) - before;
      const cpu = cpuSeconds(service.child.pid) - cpuBefore;
      const latencies = users.filter((u) => seenAt.has(u.userId)).map((u) => seenAt.get(u.userId) - changedAt.get(u.userId));
      const stats = summarize(latencies);
      log(`${design}: ${seenAt.size}/${people} reflected; p99 ${stats.p99} ms; ${calls} API calls; ${atRest} calls per ${intervalSeconds} s at rest`);
      return {
        design,
        reflected: seenAt.size,
        people,
        apiCallsDuringChanges: calls,
        apiCallsPerChange: round(calls / people, 2),
        apiCallsPerIntervalAtRest: atRest,
        measuredSeconds: round((performance.now() - start) / 1000, 1),
        reflectMs: stats,
        calendarSyncCpuMs: round(cpu * 1000, 0),
        calendarSyncCpuMsPerChange: round((cpu * 1000) / people, 2),
      };
    } finally {
      await gateway?.stop();
      await service.stop();
      await redis.del('flow:calendar:active-users');
    }
  }

  const polling = await measure('polling');
  const push = await measure('push');
  return {
    setup: `${people} people with one connected Google calendar (local stand-in), all active; one change each, spread evenly over ${spreadMs / 1000} s; background refresh every ${intervalSeconds} s; change seen by polling PostgreSQL every 100 ms.`,
    designs: [polling, push],
  };
});
