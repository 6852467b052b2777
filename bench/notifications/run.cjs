#!/usr/bin/env node
// Notification send delay (`node bench/notifications/run.cjs [--count N]`): N due notifications (default
// 10,000) for N/10 people with one device each, sent by daily-flow's worker to the local RFC 8030/8291
// push stand-in (it checks VAPID and decrypts every push). Delay = when the stand-in accepted the push
// minus the row's due time. Two shapes in one run on one FLOW of its own: "spread" (due evenly over
// 20 s, as a day's plan falls due) and "burst" (all due at the same instant, the worst case). Reports
// p50/p99/max delay, daily-flow's CPU ms per notification and the load average before and after.
// Writes bench/results/notifications.json. Shared machine: the figures are noisy.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { randomUUID } = require('node:crypto');
const { cpuMeter } = require('../lib/proc.cjs');
const { percentile } = require('../lib/stats.cjs');

const root = path.resolve(__dirname, '../..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const COUNT = Number(arg('count', 10000));
const PER_PERSON = 10;
const SPREAD_MS = 20_000;
const round = (n) => Math.round(n * 10) / 10;
const load = () => os.loadavg().map(round);

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

async function shape(name, client, people, flowPid, dueAt, lastDueMs) {
  for (const p of people) p.device.received.length = 0;
  const loadBefore = load();
  const due = await seedDue(client, people, dueAt);
  const meter = cpuMeter({ 'daily-flow': flowPid });
  const deadline = lastDueMs() + 120_000;
  let received = 0;
  while (received < due.size && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    received = people.reduce((n, p) => n + p.device.received.length, 0);
  }
  const cpu = meter(due.size);
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
    loadAverageBefore: loadBefore,
    loadAverageAfter: load(),
  };
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
  const standin = await testing.startPushStandin();
  const client = new Client({ connectionString: infra.databaseUrls['daily-flow'] });
  let flow;
  try {
    await testing.migrateService('daily-flow', infra.databaseUrls['daily-flow']);
    flow = await testing.startService('daily-flow');
    await client.connect();
    const people = await seedDevices(client, standin, COUNT / PER_PERSON);
    const startAt = Date.now() + 3000;
    const spread = await shape('spread over 20 s', client, people, flow.child.pid, (i) => startAt + (i * SPREAD_MS) / COUNT, () => startAt + SPREAD_MS);
    const burstAt = Date.now() + 3000;
    const burst = await shape('burst (all due at once)', client, people, flow.child.pid, () => burstAt, () => burstAt);
    const result = {
      generatedAt: new Date().toISOString(),
      count: COUNT,
      devices: people.length,
      settings: 'defaults: NOTIFY_POLL_MS 1000, NOTIFY_BATCH_SIZE 200, NOTIFY_CONCURRENCY 50; one daily-flow replica',
      shapes: [spread, burst],
      loadAverage: spread.loadAverageBefore,
      cores: os.cpus().length,
      note: 'Delay from due time to the push accepted by the local stand-in (which checks VAPID and decrypts each push, in the bench process). CPU: the daily-flow process only (PostgreSQL, NATS and the stand-in not included). Shared machine with other engineers: noisy.',
    };
    fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    fs.writeFileSync(path.join(root, 'bench/results/notifications.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await client.end().catch(() => undefined);
    await flow?.stop();
    await standin.stop();
    await infra.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
