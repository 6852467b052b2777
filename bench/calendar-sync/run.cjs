// Calendar sync at scale: `npm run bench:calendar-sync` from the repo root (builds the servers first).
// 1,000 people with a connected calendar at a provider's local stand-in, all active; each person's
// calendar gets one change, the changes spread over a minute. Measured per design: the provider calls
// calendar-sync makes from the first change until every change is in FLOW's kept copy (and per interval
// while nothing changes), the time from each change to its row in the kept copy (p50/p95/p99), and the
// CPU time calendar-sync (and, with push, the gateway) spent beside the wall time.
// The designs, one after the other in the same run, each with its own people, its own calendar-sync
// process (and gateway) on the same PostgreSQL/Redis/NATS and stand-ins:
//   google-polling: no PUBLIC_WEBHOOK_BASE_URL, the 60 s background refresh of active people (incremental)
//   google-push:    PUBLIC_WEBHOOK_BASE_URL set, events.watch channels, the stand-in posts to the gateway
//   outlook-push:   the same for Outlook: Graph change-notification subscriptions (validated through the
//                   gateway), each notification syncs by calendarView delta
// The time to reflect is seen by polling PostgreSQL every 100 ms (that is its resolution).
// Writes bench/results/calendar-sync.json. --smoke: 50 people, a 20 s interval.
//   --people N           people per design (default 1000)
//   --designs a,b        which designs (default google-polling,google-push,outlook-push; also outlook-polling)
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
const { googleProvider, outlookProvider } = require('./providers.cjs');

if (!process.argv.includes('--no-build')) {
  const build = spawnSync(process.execPath, [path.join(root, 'tools/build.mjs'), '--server'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const DAY = 86_400_000;
const today = () => Math.floor(Date.now() / DAY) * DAY;
const DESIGNS = ['google-polling', 'google-push', 'outlook-polling', 'outlook-push'];
const argValue = (flag) => {
  const i = process.argv.indexOf(flag);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

runBenchmark('calendar-sync', { limitMinutes: 40, smokeLimitMinutes: 15 }, async ({ smoke, log }) => {
  const people = Number(argValue('--people') ?? (smoke ? 50 : 1000));
  const designs = (argValue('--designs') ?? 'google-polling,google-push,outlook-push').split(',');
  const unknown = designs.filter((d) => !DESIGNS.includes(d));
  if (unknown.length || !(people > 0)) throw new Error(`--people must be a number and --designs among ${DESIGNS.join(', ')} (got ${unknown.join(', ')})`);
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
  const microsoft = await testing.startMicrosoftStandin();
  onCleanup(() => microsoft.stop());
  const providers = { google: googleProvider(google), outlook: outlookProvider(microsoft) };
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
    const [providerName, mode] = design.split('-');
    const provider = providers[providerName];
    const push = mode === 'push';
    log(`${design}: seeding ${people} people`);
    const users = [];
    for (let i = 0; i < people; i++) {
      const email = `${design}-${i}-${crypto.randomBytes(3).toString('hex')}@bench.flow`;
      const { refreshToken, subject, scope } = await provider.seed(email);
      const id = crypto.randomUUID();
      const userId = crypto.randomUUID();
      await db.query(
        `insert into calendar_connections (id, user_id, provider, status, account_email, account_subject, refresh_token_enc, key_id, scope, write_calendar_id) values ($1, $2, $3, 'connected', $4, $5, $6, $7, $8, 'primary')`,
        [id, userId, provider.name, email, subject, cipher.seal(refreshToken, `${id}:refresh`), cipher.currentKeyId, scope],
      );
      users.push({ userId, email });
    }
    const gatewayPort = await testing.freePort();
    const env = {
      ...google.calendarEnv,
      ...microsoft.calendarEnv,
      CALENDAR_TOKEN_KEY: key,
      CALENDAR_SYNC_INTERVAL_SECONDS: String(intervalSeconds),
      CALENDAR_ACTIVE_SECONDS: '3600',
      LOG_LEVEL: 'warn',
      ...(push ? { PUBLIC_WEBHOOK_BASE_URL: `http://127.0.0.1:${gatewayPort}` } : {}),
    };
    // Patient start-up: the machine is shared.
    const service = await testing.startService('calendar-sync', env, { readyTimeoutMs: 180_000 });
    const gateway = push ? await testing.startGateway({ PORT: String(gatewayPort), LOG_LEVEL: 'warn' }, { readyTimeoutMs: 180_000 }) : null;
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
      let pushOpen = null;
      if (push) {
        pushOpen = Number((await db.query(`select count(*) from ${provider.pushTable}`)).rows[0].count);
        log(`${design}: ${pushOpen} ${provider.pushTable} open`);
      }
      await pause(2000);

      // Every account's calls (only this design's calendar-sync is running).
      // At rest: calls per interval with no change at all (over two intervals, so a tick is never missed).
      const restStart = await provider.counts();
      await pause(2 * intervalSeconds * 1000);
      const restEnd = await provider.counts();
      const atRest = Math.round((restEnd.apiCalls - restStart.apiCalls) / 2);

      log(`${design}: ${people} changes over ${spreadMs / 1000} s`);
      const before = await provider.counts();
      const cpuBefore = cpuSeconds(service.child.pid);
      const gatewayCpuBefore = gateway ? cpuSeconds(gateway.child.pid) : 0;
      const changedAt = new Map();
      const start = performance.now();
      const order = [...users].sort(() => Math.random() - 0.5);
      const changes = order.map(async (u, i) => {
        const at = (i / people) * spreadMs;
        await pause(Math.max(0, at - (performance.now() - start)));
        const day = today() + (1 + (i % 20)) * DAY + 10 * 3_600_000;
        changedAt.set(u.userId, Date.now());
        await provider.change(u.email, `bench-change-${u.userId}`, new Date(day), new Date(day + 3_600_000));
      });
      const seenAt = new Map();
      const ours = new Set(users.map((u) => u.userId));
      const watching = (async () => {
        while (seenAt.size < people && performance.now() - start < spreadMs + intervalSeconds * 3000) {
          const { rows } = await db.query(`select user_id from external_events where summary like 'bench-change-%'`);
          const t = Date.now();
          for (const r of rows) if (!seenAt.has(r.user_id) && ours.has(r.user_id)) seenAt.set(r.user_id, t);
          await pause(100);
        }
      })();
      await Promise.all(changes);
      await watching;
      const wallSeconds = (performance.now() - start) / 1000;
      const after = await provider.counts();
      const calls = after.apiCalls - before.apiCalls;
      const cpu = cpuSeconds(service.child.pid) - cpuBefore;
      const gatewayCpu = gateway ? cpuSeconds(gateway.child.pid) - gatewayCpuBefore : null;
      const latencies = users.filter((u) => seenAt.has(u.userId)).map((u) => seenAt.get(u.userId) - changedAt.get(u.userId));
      const stats = summarize(latencies);
      log(
        `${design}: ${seenAt.size}/${people} reflected; p99 ${stats.p99} ms; ${calls} ${provider.callsName}; ${atRest} per ${intervalSeconds} s at rest; calendar-sync CPU ${round(cpu * 1000, 0)} ms in ${round(wallSeconds, 1)} s wall`,
      );
      return {
        design,
        provider: provider.name,
        push,
        callsName: provider.callsName,
        reflected: seenAt.size,
        people,
        pushSubscriptionsOpen: pushOpen,
        apiCallsDuringChanges: calls,
        apiCallsPerChange: round(calls / people, 2),
        tokenCallsDuringChanges: after.tokenCalls - before.tokenCalls,
        apiCallsPerIntervalAtRest: atRest,
        tokenCallsAtRest: restEnd.tokenCalls - restStart.tokenCalls,
        measuredSeconds: round(wallSeconds, 1),
        reflectMs: stats,
        calendarSyncCpuMs: round(cpu * 1000, 0),
        calendarSyncCpuMsPerChange: round((cpu * 1000) / people, 2),
        gatewayCpuMs: gatewayCpu === null ? null : round(gatewayCpu * 1000, 0),
        gatewayCpuMsPerChange: gatewayCpu === null ? null : round((gatewayCpu * 1000) / people, 2),
      };
    } finally {
      await gateway?.stop();
      await service.stop();
      await redis.del('flow:calendar:active-users');
    }
  }

  const results = [];
  for (const design of designs) results.push(await measure(design));
  return {
    setup: `${people} people per design with one connected calendar (local stand-ins of Google and of Microsoft Graph), all active; one change each, spread evenly over ${spreadMs / 1000} s; background refresh every ${intervalSeconds} s; change seen by polling PostgreSQL every 100 ms.`,
    people,
    designs: results,
  };
});
