// Benchmark 2, write path: POST /api/events (validation, a PostgreSQL transaction with the event and
// its outbox row, JetStream publish by the relay, the consumers that follow) beside a bare `pg` insert
// of the same row from Node (the limit), at the same concurrency, in alternation in every round. Then
// the target itself: a steady 300 creates per second, with the latency at that rate.
// PostgreSQL runs durable (fsync, synchronous commit), as `npm start` runs it.
// `node bench/write-path/run.cjs [--smoke] [--out dir]`
'use strict';
const crypto = require('node:crypto');
const { performance } = require('node:perf_hooks');
const fs = require('node:fs');
const path = require('node:path');
const { Pool } = require('pg');
const { load } = require('../lib/load.cjs');
const { cpuMeter } = require('../lib/proc.cjs');
const { summarizeProfile } = require('../lib/profile.cjs');
const { root } = require('../lib/machine.cjs');
const { runBenchmark, onCleanup, pause } = require('../lib/run.cjs');
const { startStack } = require('../lib/stack.cjs');
const { acrossRounds, summarize, round } = require('../lib/stats.cjs');

const TARGET = { perSecond: 300, p99Ms: 50 };
const INSERT = `insert into scheduled_events (id, user_id, title, start_time, end_time, location, meeting_type, description, google_calendar_event_id, is_aligned, created_at, updated_at)
  values ($1, $2, $3, $4, $5, null, null, null, null, null, now(), now())`;
const OUTBOX = `insert into outbox (id, subject, envelope, created_at, published_at) values ($1, $2, $3, now(), null)`;

/** Each request a new hour of a user's calendar, so no create overlaps another (the answer stays small). */
function slotter() {
  let slot = 0;
  return (users) => {
    const n = slot++;
    const user = users[n % users.length];
    const start = new Date(Date.UTC(2027, 0, 1) + Math.floor(n / users.length) * 3_600_000);
    return { user, start, end: new Date(start.getTime() + 30 * 60_000) };
  };
}

/** `connections` workers inserting for `seconds`, each on its own pooled connection. */
async function bareInserts(pool, users, connections, seconds, withOutbox) {
  const next = slotter();
  const latencies = [];
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      const client = await pool.connect();
      try {
        while (performance.now() < until) {
          const { user, start, end } = next(users);
          const id = crypto.randomUUID();
          const t0 = performance.now();
          if (withOutbox) {
            await client.query('begin');
            await client.query(INSERT, [id, user.id, 'Write bench', start, end]);
            const eventId = crypto.randomUUID();
            await client.query(OUTBOX, [
              eventId,
              'flow.evt.scheduling.event-created',
              {
                id: eventId,
                type: 'flow.evt.scheduling.event-created',
                occurredAt: new Date().toISOString(),
                userIds: [user.id],
                data: { id, userId: user.id },
              },
            ]);
            await client.query('commit');
          } else {
            await client.query(INSERT, [id, user.id, 'Write bench', start, end]);
          }
          latencies.push(performance.now() - t0);
        }
      } finally {
        client.release();
      }
    }),
  );
  const secs = (performance.now() - started) / 1000;
  return { requests: latencies.length, requestsPerSecond: Math.round(latencies.length / secs), latencyMs: summarize(latencies), latencies };
}

const PROFILED = ['gateway', 'scheduling', 'calendar-sync', 'daily-flow'];

async function measure({ smoke, log }) {
  // --profile-only: warm up and profile, no rounds (for working on the write path).
  const profileOnly = process.argv.includes('--profile-only');
  const levels = smoke ? [10] : profileOnly ? [] : [10, 50];
  const rounds = smoke ? 1 : 3;
  const seconds = smoke ? 1 : 5;
  const warmupSeconds = smoke ? 1 : 2;
  const profileDir = path.join(root, 'bench/results/profiles/write-path');
  fs.rmSync(profileDir, { recursive: true, force: true });
  const stack = await startStack({ profile: smoke ? [] : PROFILED, profileDir, log });
  onCleanup(() => stack.stop());
  const users = await Promise.all(
    Array.from({ length: 50 }, async () => {
      const id = crypto.randomUUID();
      return { id, token: await stack.tokens(id) };
    }),
  );
  // The bare inserts go to a copy of the table's shape in the same database, so they never appear
  // in the service's answers (the copy has the same columns, checks and index).
  const pg = new Pool({ connectionString: stack.infra.databaseUrls.scheduling, max: Math.max(...levels) });
  onCleanup(() => pg.end());
  await pg.query('create table if not exists bench_scheduled_events (like scheduled_events including all)');
  await pg.query('create table if not exists bench_outbox (like outbox including all)');
  const bareSql = (sql) => sql.replace('into scheduled_events', 'into bench_scheduled_events').replace('into outbox', 'into bench_outbox');
  const barePool = {
    connect: async () => {
      const client = await pg.connect();
      return { query: (sql, params) => client.query(bareSql(sql), params), release: () => client.release() };
    },
  };

  const next = slotter();
  const setupRequest = (req) => {
    const { user, start, end } = next(users);
    return {
      ...req,
      headers: { ...req.headers, authorization: `Bearer ${user.token}` },
      body: JSON.stringify({ title: 'Write bench', startTime: start.toISOString(), endTime: end.toISOString() }),
    };
  };
  const eventsUrl = `${stack.url}/api/events`;
  const pathPids = {
    gateway: stack.pids.gateway,
    scheduling: stack.pids.scheduling,
    postgres: stack.pids.postgres,
    nats: stack.pids.nats,
    'daily-flow': stack.pids['daily-flow'],
    ...(stack.pids['calendar-sync'] ? { 'calendar-sync': stack.pids['calendar-sync'] } : {}),
  };
  const trees = ['postgres'];
  let created = 0;
  const viaApi = async (connections, secs, extra = {}) => {
    const meter = cpuMeter(pathPids, { trees });
    const r = await load({
      url: eventsUrl,
      connections,
      seconds: secs,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      setupRequest,
      ...extra,
    });
    created += r.statuses['201'] ?? 0;
    if (r.errors || Object.keys(r.statuses).some((s) => s !== '201'))
      throw new Error(`POST /api/events answered ${JSON.stringify(r.statuses)} with ${r.errors} errors`);
    return { ...r, cpu: meter(r.requests) };
  };
  const bare = async (connections, secs, withOutbox) => {
    const meter = cpuMeter({ 'bench (pg client)': process.pid, postgres: stack.pids.postgres }, { trees });
    const r = await bareInserts(barePool, users, connections, secs, withOutbox);
    return { ...r, cpu: meter(r.requests) };
  };

  // A first few creates one by one: identity's key set, connection pools, first compilations.
  for (let i = 0; i < 20; i++) {
    const req = setupRequest({ headers: { 'content-type': 'application/json' } });
    const res = await fetch(eventsUrl, { method: 'POST', headers: req.headers, body: req.body });
    if (res.status !== 201) throw new Error(`POST /api/events: ${res.status} ${await res.text()}`);
    created++;
  }
  const results = [];
  for (const connections of levels) {
    log(`${connections} connections: warm-up`);
    await viaApi(connections, warmupSeconds);
    await bare(connections, warmupSeconds, false);
    const api = [];
    const ins = [];
    const tx = [];
    for (let r = 0; r < rounds; r++) {
      api.push(await viaApi(connections, seconds));
      ins.push(await bare(connections, seconds, false));
      tx.push(await bare(connections, seconds, true));
      log(
        `${connections} connections, round ${r + 1}: API ${api[r].requestsPerSecond}/s (p99 ${api[r].latencyMs.p99} ms), bare insert ${ins[r].requestsPerSecond}/s, bare insert+outbox ${tx[r].requestsPerSecond}/s`,
      );
    }
    const side = (runs) => ({
      requestsPerSecond: acrossRounds(
        runs.map((x) => x.requestsPerSecond),
        0,
      ),
      latencyMs: summarize(runs.flatMap((x) => x.latencies)),
      p99MsPerRound: acrossRounds(runs.map((x) => x.latencyMs.p99)),
      cpuMsPerCreate: Object.fromEntries(Object.keys(runs[0].cpu.perUnitMs).map((k) => [k, acrossRounds(runs.map((x) => x.cpu.perUnitMs[k]))])),
      cpuMsPerCreateTotal: acrossRounds(runs.map((x) => x.cpu.totalMs)),
      requests: runs.reduce((a, x) => a + x.requests, 0),
    });
    results.push({
      connections,
      api: side(api),
      bareInsert: side(ins),
      bareInsertWithOutbox: side(tx),
      ratio: acrossRounds(api.map((a, r) => a.requestsPerSecond / ins[r].requestsPerSecond)),
      ratioToInsertWithOutbox: acrossRounds(api.map((a, r) => a.requestsPerSecond / tx[r].requestsPerSecond)),
    });
  }

  let profiles = [];
  let profiledRun;
  if (!smoke) {
    log(`CPU profiles of ${PROFILED.join(', ')} under 10 connections`);
    if (profileOnly) await viaApi(10, 10);
    const pids = PROFILED.map((n) => stack.pids[n]).filter(Boolean);
    for (const pid of pids) process.kill(pid, 'SIGWINCH');
    await pause(500);
    profiledRun = await viaApi(10, 8);
    for (const pid of pids) process.kill(pid, 'SIGWINCH');
    const written = () => (fs.existsSync(profileDir) ? fs.readdirSync(profileDir).filter((f) => f.endsWith('.cpuprofile')) : []);
    for (let i = 0; i < 150 && written().length < pids.length; i++) await pause(100);
    profiles = written().map((f) => summarizeProfile(path.join(profileDir, f)));
  }
  if (profileOnly)
    return { profiles, profiledLoad: { requestsPerSecond: profiledRun.requestsPerSecond, latencyMs: profiledRun.latencyMs, cpuMsPerCreate: profiledRun.cpu } };

  // The target: a steady offered rate, as a busy hour would bring it.
  const rate = smoke ? 50 : TARGET.perSecond;
  log(`steady ${rate} creates per second`);
  const steady = [];
  for (let r = 0; r < rounds; r++) {
    steady.push(await viaApi(50, seconds, { overallRate: rate }));
    log(`steady round ${r + 1}: ${steady[r].requestsPerSecond}/s, p99 ${steady[r].latencyMs.p99} ms`);
  }
  const steadyResult = {
    offeredPerSecond: rate,
    connections: 50,
    achievedPerSecond: acrossRounds(
      steady.map((x) => x.requestsPerSecond),
      0,
    ),
    latencyMs: summarize(steady.flatMap((x) => x.latencies)),
    p99MsPerRound: acrossRounds(steady.map((x) => x.latencyMs.p99)),
    cpuMsPerCreateTotal: acrossRounds(steady.map((x) => x.cpu.totalMs)),
  };

  // Nothing lost: every 201 is a row, and the relay published every outbox row.
  const count = async () =>
    (
      await pg.query(
        `select (select count(*) from scheduled_events)::int as events, (select count(*) from outbox where published_at is null)::int as unpublished`,
      )
    ).rows[0];
  let counts = await count();
  for (let i = 0; i < 100 && counts.unpublished > 0; i++) {
    await new Promise((r) => setTimeout(r, 100));
    counts = await count();
  }
  await pg.query('drop table bench_scheduled_events; drop table bench_outbox');

  const at10 = results.find((l) => l.connections === 10);
  return {
    title: 'Write path: POST /api/events',
    target: `at least ${TARGET.perSecond} creates per second with p99 under ${TARGET.p99Ms} ms`,
    setup: {
      servicesRunning: stack.servicesRunning,
      users: users.length,
      rounds,
      secondsPerRun: seconds,
      warmupSeconds,
      postgres: 'durable: fsync and synchronous_commit on (as npm start)',
      bare: 'pg Pool in the benchmark process; same columns, checks and index (a copy of the table in the same database)',
    },
    levels: results,
    steady: steadyResult,
    profiles,
    integrity: {
      created201: created,
      eventRows: counts.events,
      unpublishedOutboxRowsAfter10s: counts.unpublished,
      note: 'rows may exceed the counted 201 answers by the creates still in flight when a run ended',
    },
    meetsTarget: smoke ? null : { rate: steadyResult.achievedPerSecond.median >= TARGET.perSecond * 0.98, p99: steadyResult.latencyMs.p99 < TARGET.p99Ms },
    capacityEstimate: {
      note: 'creates per second with both cores to itself: 2000 ms ÷ CPU ms per create of all processes (10 connections)',
      api: at10 ? round(2000 / at10.api.cpuMsPerCreateTotal.median, 0) : null,
      bareInsert: at10 ? round(2000 / at10.bareInsert.cpuMsPerCreateTotal.median, 0) : null,
    },
  };
}

// --profile-only writes write-path-profile.json, so the measured result stays.
if (require.main === module) runBenchmark(process.argv.includes('--profile-only') ? 'write-path-profile' : 'write-path', { limitMinutes: 12 }, measure);
module.exports = { measure };
