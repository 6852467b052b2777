// Benchmark 3, realtime: 1,000 socket.io clients of 1,000 users plus 50 tabs of one user on one
// gateway. Every user creates events over HTTP; for each affected client we time the `invalidate` from
// the moment the HTTP answer of the create arrived (negative: the invalidate came first). Every client
// must get every invalidate meant for it and none meant for someone else. Also reported: the gateway's
// memory per connection and the handshake time. Tokens are minted with identity's key (users exist as
// ids only), so no thousand argon2 sign-ups are needed; the server side is exactly what a browser meets.
// `node bench/realtime/run.cjs [--smoke] [--out dir]`
'use strict';
const crypto = require('node:crypto');
const { monitorEventLoopDelay, performance } = require('node:perf_hooks');
const { io } = require('socket.io-client');
const { memory, cpuMeter } = require('../lib/proc.cjs');
const { runBenchmark, onCleanup, pause } = require('../lib/run.cjs');
const { startStack } = require('../lib/stack.cjs');
const { acrossRounds, summarize, median, round } = require('../lib/stats.cjs');

const TARGET = { p99Ms: 50, missed: 0 };
const CREATED = 'flow.evt.scheduling.event-created';

async function gatewayMemory(url, pid) {
  const text = await (await fetch(`${url}/metrics`)).text();
  const metric = (name) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  return { rss: memory(pid).rss, heapUsed: metric('nodejs_heap_size_used_bytes') };
}

/** Median of three samples a second apart: the heap moves with every collection. */
async function settledMemory(url, pid) {
  const samples = [];
  for (let i = 0; i < 3; i++) {
    samples.push(await gatewayMemory(url, pid));
    await pause(1000);
  }
  return { rss: median(samples.map((s) => s.rss)), heapUsed: median(samples.map((s) => s.heapUsed)) };
}

function connect(url, token) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = io(url, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true, timeout: 20_000 });
    socket.once('connect', () => resolve({ socket, handshakeMs: performance.now() - started }));
    socket.once('connect_error', (error) => reject(error));
  });
}

/** Runs `tasks` with at most `limit` at a time. */
async function pool(tasks, limit) {
  const results = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, tasks.length) }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await tasks[i]();
      }
    }),
  );
  return results;
}

async function measure({ smoke, log }) {
  const userCount = smoke ? 50 : 1000;
  const tabCount = smoke ? 5 : 50;
  const rounds = smoke ? 1 : 3;
  const tabEventsPerRound = smoke ? 3 : 10;
  const concurrency = 20;
  const stack = await startStack({ log });
  onCleanup(() => stack.stop());

  const users = Array.from({ length: userCount }, () => ({ id: crypto.randomUUID() }));
  const multi = { id: crypto.randomUUID() };
  for (const u of [...users, multi]) u.token = await stack.tokens(u.id);
  // First use fetches identity's key set; warm the HTTP path as well.
  for (let i = 0; i < 20; i++) await fetch(`${stack.url}/api/auth/user`, { headers: { authorization: `Bearer ${multi.token}` } });

  const before = await settledMemory(stack.url, stack.pids.gateway);
  log(`connecting ${userCount} users and ${tabCount} tabs of one user`);
  const clients = [];
  const handshakes = [];
  const targets = [...users.map((u) => ({ user: u })), ...Array.from({ length: tabCount }, () => ({ user: multi }))];
  await pool(
    targets.map((t) => async () => {
      const { socket, handshakeMs } = await connect(stack.url, t.user.token);
      handshakes.push(handshakeMs);
      clients.push({ user: t.user, socket });
    }),
    50,
  );
  onCleanup(async () => clients.forEach((c) => c.socket.disconnect()));
  await pause(2000);
  const after = await settledMemory(stack.url, stack.pids.gateway);
  const connections = clients.length;

  // Deliveries: per event id, the arrival time at each socket.
  const owners = new Map(); // event id → user id
  const arrivals = new Map(); // event id → Map(socket index → ms)
  let misdelivered = 0;
  clients.forEach((client, index) => {
    client.socket.on('invalidate', (msg) => {
      if (msg.type !== CREATED || !msg.id) return;
      const at = performance.now();
      const owner = owners.get(msg.id);
      if (owner !== undefined && owner !== client.user.id) misdelivered++;
      if (!arrivals.has(msg.id)) arrivals.set(msg.id, new Map());
      arrivals.get(msg.id).set(index, at);
    });
  });
  const socketsOf = new Map();
  clients.forEach((c, i) => socketsOf.set(c.user.id, [...(socketsOf.get(c.user.id) ?? []), i]));

  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  let slot = 0;
  const create = async (user) => {
    const start = new Date(Date.UTC(2027, 0, 1) + slot++ * 3_600_000);
    const sent = performance.now();
    const res = await fetch(`${stack.url}/api/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
      body: JSON.stringify({ title: 'Realtime bench', startTime: start.toISOString(), endTime: new Date(start.getTime() + 30 * 60_000).toISOString() }),
    });
    const body = await res.json();
    const answered = performance.now();
    if (res.status !== 201 && res.status !== 200) throw new Error(`POST /api/events: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
    owners.set(body.event.id, user.id);
    return { id: body.event.id, userId: user.id, sent, answered };
  };

  const perRound = [];
  const all = { users: [], tabs: [] };
  let missedTotal = 0;
  let expectedTotal = 0;
  const cpu = cpuMeter({ gateway: stack.pids.gateway });
  let createsTotal = 0;
  for (let r = 0; r < rounds; r++) {
    const order = [...users].sort(() => Math.random() - 0.5);
    const tasks = [...order.map((u) => () => create(u)), ...Array.from({ length: tabEventsPerRound }, () => () => create(multi))];
    const created = await pool(tasks, concurrency);
    createsTotal += created.length;
    const expected = created.reduce((n, e) => n + socketsOf.get(e.userId).length, 0);
    const received = () => created.reduce((n, e) => n + Math.min(arrivals.get(e.id)?.size ?? 0, socketsOf.get(e.userId).length), 0);
    const deadline = Date.now() + 15_000;
    while (received() < expected && Date.now() < deadline) await pause(50);
    const latency = { users: [], tabs: [] };
    for (const e of created) {
      for (const index of socketsOf.get(e.userId)) {
        const at = arrivals.get(e.id)?.get(index);
        if (at === undefined) continue;
        (e.userId === multi.id ? latency.tabs : latency.users).push(at - e.answered);
      }
    }
    const missed = expected - received();
    missedTotal += missed;
    expectedTotal += expected;
    all.users.push(...latency.users);
    all.tabs.push(...latency.tabs);
    const roundLatency = summarize([...latency.users, ...latency.tabs]);
    perRound.push({ creates: created.length, expected, missed, latencyMs: roundLatency, createAnswerMs: summarize(created.map((e) => e.answered - e.sent)) });
    log(`round ${r + 1}: ${created.length} creates, ${expected - missed}/${expected} invalidates, p50 ${roundLatency.p50} ms, p99 ${roundLatency.p99} ms`);
  }
  loopDelay.disable();
  const gatewayCpu = cpu(createsTotal);

  const pooled = summarize([...all.users, ...all.tabs]);
  return {
    title: 'Realtime: invalidate after an event create',
    target: `p99 under ${TARGET.p99Ms} ms from the HTTP answer to each affected client's invalidate; no client misses one`,
    setup: {
      servicesRunning: stack.servicesRunning,
      users: userCount,
      tabsOfOneUser: tabCount,
      connections,
      rounds,
      createsPerRound: userCount + tabEventsPerRound,
      concurrentCreates: concurrency,
      transport: 'websocket (socket.io-client in the benchmark process)',
    },
    handshakeMs: summarize(handshakes),
    memory: {
      before,
      after,
      rssPerConnectionKiB: round((after.rss - before.rss) / connections / 1024, 1),
      heapPerConnectionKiB: round((after.heapUsed - before.heapUsed) / connections / 1024, 1),
    },
    latencyMs: { all: pooled, users: summarize(all.users), tabsOfOneUser: summarize(all.tabs) },
    p99PerRound: acrossRounds(perRound.map((r) => r.latencyMs.p99)),
    rounds: perRound,
    deliveries: { expected: expectedTotal, missed: missedTotal, misdelivered },
    gatewayCpuMsPerCreate: gatewayCpu.perUnitMs.gateway,
    clientEventLoopDelayMs: { p50: round(loopDelay.percentile(50) / 1e6, 2), p99: round(loopDelay.percentile(99) / 1e6, 2), max: round(loopDelay.max / 1e6, 2) },
    meetsTarget: smoke ? null : { p99: pooled.p99 < TARGET.p99Ms, noneMissed: missedTotal === 0 && misdelivered === 0 },
  };
}

if (require.main === module) runBenchmark('realtime', { limitMinutes: 15 }, measure);
module.exports = { measure };
