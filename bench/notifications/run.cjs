#!/usr/bin/env node
// Notification send delay (`node bench/notifications/run.cjs [--count N] [--baseline DIR] [--profile]`):
// N due notifications (default 10,000) for N/10 people with one device each, sent by daily-flow's worker
// to the local RFC 8030/8291 push stand-in (it checks VAPID and decrypts every push). Delay = when the
// stand-in accepted the push minus the row's due time. Two shapes on one FLOW of its own: "spread" (due
// evenly over 20 s, as a day's plan falls due) and "burst" (all due at the same instant, the worst case).
// Reports p50/p99/max delay, CPU ms per notification of daily-flow, of the stand-in (this process) and of
// PostgreSQL, and the load average before and after each shape.
//   --baseline DIR  also runs a daily-flow built from earlier code (DIR holds its dist/main.js, e.g. a copy
//                   of apps/daily-flow/dist kept before a change), first, on the same servers: before/after
//                   side by side in one run.
//   --profile       V8 CPU profiles of daily-flow during each burst (bench/results/profiles/), summarised in
//                   the results.
// Writes bench/results/notifications.json. Shared machine: the figures are noisy.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { randomUUID } = require('node:crypto');
const { cpuMeter } = require('../lib/proc.cjs');
const { percentile } = require('../lib/stats.cjs');
const { summarizeProfile } = require('../lib/profile.cjs');

const root = path.resolve(__dirname, '../..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const COUNT = Number(arg('count', 10000));
const BASELINE = arg('baseline', null);
const PROFILE = process.argv.includes('--profile');
const PROFILE_DIR = path.join(root, 'bench/results/profiles');
const PER_PERSON = 10;
const SPREAD_MS = 20_000;
const round = (n) => Math.round(n * 10) / 10;
const load = () => os.loadavg().map(round);
const pause = (ms) => new Promise((r) => setTimeout(r, ms));

async function seedDevices(client, standin, people) {
  const rows = [];
  for (let i = 0; i < people; i++) rows.push({ userId: randomUUID(), device: standin.newDevice() });
  const values = rows.map((r) => [randomUUID(), r.userId, r.device.subscription.endpoint, r.device.subscription.keys.p256dh, r.device.subscription.keys.auth]);
  await client.query(
    'insert into push_subscriptions (id, user_id, endpoint, p256dh, auth) select * from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[])',
    [0, 1, 2, 3, 4].map((k) => values.map((v) => v[k])),
  );
  return rows;
}

/** Inserts the due rows (one statement) and returns their due instants by id. */
async function seedDue(client, people, dueAt) {
  const ids = [];
  const users = [];
  const due = [];
  people.forEach((p, i) => {
    for (let k = 0; k < PER_PERSON; k++) {
      ids.push(randomUUID());
      users.push(p.userId);
      due.push(new Date(dueAt(i * PER_PERSON + k)).toISOString());
    }
  });
  await client.query(
    "insert into due_notifications (id, user_id, key, kind, due_at, title, body, url) select id, u, 'bench:' || id, 'test', d, 'Deep Focus starts in 5 min', 'Hardest thinking work — your sharpest hours', '/' from unnest($1::uuid[], $2::uuid[], $3::timestamptz[]) as t(id, u, d)",
    [ids, users, due],
  );
  return new Map(ids.map((id, i) => [id, Date.parse(due[i])]));
}

/** CPU seconds of this process: the push stand-in runs here. */
const ownCpuSeconds = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

async function shape(name, { client, people, flow, postgresPid, profile }, dueAt, lastDueMs) {
  for (const p of people) p.device.received.length = 0;
  const loadBefore = load();
  const due = await seedDue(client, people, dueAt);
  if (profile) process.kill(flow.child.pid, 'SIGWINCH');
  const meter = cpuMeter({ 'daily-flow': flow.child.pid, postgres: postgresPid }, { trees: ['postgres'] });
  const ownBefore = ownCpuSeconds();
  const deadline = lastDueMs() + 120_000;
  let received = 0;
  while (received < due.size && Date.now() < deadline) {
    await pause(200);
    received = people.reduce((n, p) => n + p.device.received.length, 0);
  }
  const cpu = meter(due.size);
  const standinCpuMs = Math.round(((ownCpuSeconds() - ownBefore) * 1e6) / due.size) / 1000;
  if (profile) process.kill(flow.child.pid, 'SIGWINCH');
  const delays = [];
  const seen = new Set();
  for (const p of people) {
    for (const push of p.device.received) {
      if (seen.has(push.payload.id)) throw new Error(`pushed twice: ${push.payload.id}`);
      seen.add(push.payload.id);
      delays.push(push.at - due.get(push.payload.id));
    }
  }
  delays.sort((a, b) => a - b);
  return {
    shape: name,
    notifications: due.size,
    delivered: delays.length,
    delayMs: { p50: round(percentile(delays, 50)), p99: round(percentile(delays, 99)), max: round(delays[delays.length - 1] ?? NaN) },
    dailyFlowCpuMsPerNotification: cpu.perUnitMs['daily-flow'],
    standinCpuMsPerNotification: standinCpuMs,
    postgresCpuMsPerNotification: cpu.perUnitMs.postgres,
    loadAverageBefore: loadBefore,
    loadAverageAfter: load(),
  };
}

/** A daily-flow from `main` (the current build, or the baseline's copy), with the profiler preloaded when asked. */
async function startFlow(testing, main, label) {
  const healthPort = await testing.freePort();
  const env = testing.processEnv('daily-flow', {
    HEALTH_PORT: String(healthPort),
    ...(PROFILE ? { NODE_OPTIONS: `--require ${path.join(root, 'bench/lib/cpu-profiler.cjs')}`, FLOW_CPU_PROFILE_DIR: path.join(PROFILE_DIR, label) } : {}),
  });
  const proc = testing.spawnLogged(`daily-flow-${label}`, process.execPath, [main], env);
  for (let i = 0; i < 300; i++) {
    if (proc.child.exitCode !== null) throw new Error(`daily-flow (${label}) exited; log: ${proc.logFile}`);
    if (
      await fetch(`http://127.0.0.1:${healthPort}/health/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return proc;
    await pause(100);
  }
  await proc.kill9();
  throw new Error(`daily-flow (${label}) not ready; log: ${proc.logFile}`);
}

/** Both shapes against one daily-flow; its burst's CPU profile when asked. */
async function variant(testing, label, main, ctx) {
  const flow = await startFlow(testing, main, label);
  try {
    const run = { ...ctx, flow };
    const startAt = Date.now() + 3000;
    const spread = await shape(
      'spread over 20 s',
      run,
      (i) => startAt + (i * SPREAD_MS) / COUNT,
      () => startAt + SPREAD_MS,
    );
    const burstAt = Date.now() + 3000;
    const burst = await shape(
      'burst (all due at once)',
      { ...run, profile: PROFILE },
      () => burstAt,
      () => burstAt,
    );
    let profile;
    if (PROFILE) {
      const dir = path.join(PROFILE_DIR, label);
      for (let i = 0; i < 100 && !(fs.existsSync(dir) && fs.readdirSync(dir).some((f) => f.endsWith('.cpuprofile'))); i++) await pause(100);
      const file = fs.readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
      profile = file ? summarizeProfile(path.join(dir, file), { top: 25 }) : undefined;
    }
    return { variant: label, shapes: [spread, burst], ...(profile ? { burstProfile: profile } : {}) };
  } finally {
    await flow.stop();
  }
}

async function main() {
  const testing = require('@flow/testing');
  const { startInfra } = require(path.join(root, 'tools/infra.cjs'));
  const { Client } = require('pg');
  const dir = path.join(os.tmpdir(), `flow-bench-notify-${process.pid}`);
  const ports = { postgres: await testing.freePort(), redis: await testing.freePort(), nats: await testing.freePort() };
  const infra = await startInfra({ dir, ports, prefix: 'flow_bench', durable: true, env: {} });
  process.env.FLOW_TEST_INFRA = JSON.stringify({ ...infra.urls, databaseUrls: infra.databaseUrls });
  process.env.TEST_LOG_LEVEL = 'warn';
  if (PROFILE) fs.rmSync(PROFILE_DIR, { recursive: true, force: true });
  const standin = await testing.startPushStandin();
  const client = new Client({ connectionString: infra.databaseUrls['daily-flow'] });
  try {
    await testing.migrateService('daily-flow', infra.databaseUrls['daily-flow']);
    await client.connect();
    const people = await seedDevices(client, standin, COUNT / PER_PERSON);
    const postgresPid = infra.children.find((c) => c.flowName === 'postgres').pid;
    const ctx = { client, people, postgresPid };
    const variants = [];
    if (BASELINE) variants.push(await variant(testing, 'before', path.resolve(BASELINE, 'main.js'), ctx));
    variants.push(await variant(testing, 'after', path.join(root, 'apps/daily-flow/dist/main.js'), ctx));
    const current = variants[variants.length - 1];
    const result = {
      generatedAt: new Date().toISOString(),
      count: COUNT,
      devices: people.length,
      settings: 'defaults: NOTIFY_POLL_MS 1000, NOTIFY_BATCH_SIZE 200, NOTIFY_CONCURRENCY 50, NOTIFY_ENCRYPT_THREADS 1; one daily-flow replica',
      shapes: current.shapes,
      ...(current.burstProfile ? { burstProfile: current.burstProfile } : {}),
      ...(BASELINE ? { before: variants[0] } : {}),
      loadAverage: variants[0].shapes[0].loadAverageBefore,
      cores: os.cpus().length,
      note: 'Delay from due time to the push accepted by the local stand-in (which checks VAPID and decrypts each push, in the bench process). CPU per notification: daily-flow, the stand-in (this process) and PostgreSQL (all its processes) apiece. Shared machine with other engineers: noisy.',
    };
    fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    fs.writeFileSync(path.join(root, 'bench/results/notifications.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.log(JSON.stringify(result, (k, v) => (k === 'burstProfile' ? undefined : v), 2));
  } finally {
    await client.end().catch(() => undefined);
    await standin.stop();
    await infra.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
