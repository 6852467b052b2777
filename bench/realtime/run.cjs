// Benchmark 3, realtime: 1,000 socket.io clients of 1,000 users plus 50 tabs of one user on one
// gateway. Every user creates events over HTTP; for each affected client we time the `invalidate` from
// the moment the HTTP answer of the create arrived (negative: the invalidate came first). Every client
// must get every invalidate meant for it and none meant for someone else. Also reported: the gateway's
// memory per connection and the handshake time. Tokens are minted with identity's key (users exist as
// ids only), so no thousand argon2 sign-ups are needed; the server side is exactly what a browser meets.
// The limit, measured the same way in the same run: a bare socket.io server that emits as it answers.
// `node bench/realtime/run.cjs [--smoke] [--out dir]`
'use strict';
const { fork } = require('node:child_process');
const crypto = require('node:crypto');
const path = require('node:path');
const { monitorEventLoopDelay, performance } = require('node:perf_hooks');
const { io } = require('socket.io-client');
const { memory, cpuMeter } = require('../lib/proc.cjs');
const { runBenchmark, onCleanup, pause } = require('../lib/run.cjs');
const { startStack } = require('../lib/stack.cjs');
const { acrossRounds, summarize, median, round } = require('../lib/stats.cjs');

const TARGET = { p99Ms: 50, missed: 0 };
const CREATED = 'flow.evt.scheduling.event-created';

async function gatewayMemory(metricsUrl, pid) {
  const text = await (await fetch(metricsUrl)).text();
  const metric = (name) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  return { rss: memory(pid).rss, heapUsed: metric('nodejs_heap_size_used_bytes') };
}

/** Settling pauses, shortened in a smoke run (which checks that the benchmark works, not its figures). */
const SETTLE = process.argv.includes('--smoke') ? 0.2 : 1;

/** Median of three samples a second apart: the heap moves with every collection. */
async function settledMemory(metricsUrl, pid) {
  const samples = [];
  for (let i = 0; i < 3; i++) {
    samples.push(await gatewayMemory(metricsUrl, pid));
    await pause(1000 * SETTLE);
  }
  return { rss: median(samples.map((s) => s.rss)), heapUsed: median(samples.map((s) => s.heapUsed)) };
}

function connect(url, auth) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = io(url, { path: '/socket.io', transports: ['websocket'], auth, reconnection: false, forceNew: true, timeout: 20_000 });
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

/** Starts `tasks` at a steady `perSecond` (open loop), never more than `maxInFlight` at once. */
async function paced(tasks, perSecond, maxInFlight) {
  const started = performance.now();
  const running = new Set();
  const results = [];
  for (let i = 0; i < tasks.length; i++) {
    const due = started + (i * 1000) / perSecond;
    if (performance.now() < due) await pause(due - performance.now());
    while (running.size >= maxInFlight) await Promise.race(running);
    const p = tasks[i]().then((r) => {
      results[i] = r;
      running.delete(p);
    });
    running.add(p);
  }
  await Promise.all(running);
  return results;
}

/**
 * One target (FLOW through the gateway, or the bare limit): connect every client, measure memory,
 * run the rounds of creates, check every delivery, disconnect.
 */
async function phase(target, { users, multi, tabCount, rounds, tabEventsPerRound, createsPerSecond, maxInFlight, log }) {
  const before = await target.memory();
  log(`${target.name}: connecting ${users.length} users and ${tabCount} tabs of one user`);
  const clients = [];
  const handshakes = [];
  const targets = [...users, ...Array.from({ length: tabCount }, () => multi)];
  await pool(
    targets.map((user) => async () => {
      const { socket, handshakeMs } = await connect(target.url, target.auth(user));
      handshakes.push(handshakeMs);
      clients.push({ user, socket });
    }),
    50,
  );
  try {
    await pause(2000 * SETTLE);
    const after = await target.memory();
    const owners = new Map(); // event id → user id
    const arrivals = new Map(); // event id → Map(client index → ms)
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
    const cpu = cpuMeter({ server: target.pid });
    const perRound = [];
    const all = { users: [], tabs: [] };
    let missedTotal = 0;
    let expectedTotal = 0;
    let createsTotal = 0;
    for (let r = 0; r < rounds; r++) {
      const order = [...users].sort(() => Math.random() - 0.5);
      const tasks = [...order.map((u) => () => target.create(u)), ...Array.from({ length: tabEventsPerRound }, () => () => target.create(multi))];
      const created = await paced(
        tasks.map((task) => async () => {
          const e = await task();
          owners.set(e.id, e.userId);
          return e;
        }),
        createsPerSecond,
        maxInFlight,
      );
      createsTotal += created.length;
      const expected = created.reduce((n, e) => n + socketsOf.get(e.userId).length, 0);
      const received = () => created.reduce((n, e) => n + Math.min(arrivals.get(e.id)?.size ?? 0, socketsOf.get(e.userId).length), 0);
      const deadline = Date.now() + 15_000;
      while (received() < expected && Date.now() < deadline) await pause(50);
      const latency = { users: [], tabs: [] };
      for (const e of created) {
        for (const index of socketsOf.get(e.userId)) {
          const at = arrivals.get(e.id)?.get(index);
          if (at !== undefined) (e.userId === multi.id ? latency.tabs : latency.users).push(at - e.answered);
        }
      }
      const missed = expected - received();
      missedTotal += missed;
      expectedTotal += expected;
      all.users.push(...latency.users);
      all.tabs.push(...latency.tabs);
      const roundLatency = summarize([...latency.users, ...latency.tabs]);
      perRound.push({ creates: created.length, expected, missed, latencyMs: roundLatency, createAnswerMs: summarize(created.map((e) => e.answered - e.sent)) });
      log(
        `${target.name} round ${r + 1}: ${created.length} creates, ${expected - missed}/${expected} invalidates, p50 ${roundLatency.p50} ms, p99 ${roundLatency.p99} ms`,
      );
    }
    loopDelay.disable();
    return {
      connections: clients.length,
      handshakeMs: summarize(handshakes),
      memory: {
        before,
        after,
        rssPerConnectionKiB: round((after.rss - before.rss) / clients.length / 1024, 1),
        heapPerConnectionKiB: Number.isFinite(after.heapUsed) ? round((after.heapUsed - before.heapUsed) / clients.length / 1024, 1) : null,
      },
      latencyMs: { all: summarize([...all.users, ...all.tabs]), users: summarize(all.users), tabsOfOneUser: summarize(all.tabs) },
      p99PerRound: acrossRounds(perRound.map((x) => x.latencyMs.p99)),
      rounds: perRound,
      deliveries: { expected: expectedTotal, missed: missedTotal, misdelivered },
      serverCpuMsPerCreate: cpu(createsTotal).perUnitMs.server,
      clientEventLoopDelayMs: {
        p50: round(loopDelay.percentile(50) / 1e6, 2),
        p99: round(loopDelay.percentile(99) / 1e6, 2),
        max: round(loopDelay.max / 1e6, 2),
      },
    };
  } finally {
    clients.forEach((c) => c.socket.disconnect());
    await pause(1000 * SETTLE);
  }
}

async function createOver(url, headers, body) {
  const sent = performance.now();
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const json = await res.json();
  const answered = performance.now();
  if (res.status !== 201) throw new Error(`POST ${url}: ${res.status} ${JSON.stringify(json).slice(0, 200)}`);
  return { id: json.event.id, sent, answered };
}

async function measure({ smoke, log }) {
  // Creates offered at the write target's 300/s (issue 19: invalidates within 50 ms while writes run
  // at 300/s), open loop; the in-flight cap only keeps a stalled stack from piling up requests.
  const settings = { rounds: smoke ? 1 : 3, tabCount: smoke ? 5 : 50, tabEventsPerRound: smoke ? 3 : 10, createsPerSecond: 300, maxInFlight: 150, log };
  const userCount = smoke ? 50 : 1000;
  const stack = await startStack({ log });
  onCleanup(() => stack.stop());

  const users = Array.from({ length: userCount }, () => ({ id: crypto.randomUUID() }));
  const multi = { id: crypto.randomUUID() };
  for (const u of [...users, multi]) u.token = await stack.tokens(u.id);
  // First use fetches identity's key set; warm the HTTP path as well.
  for (let i = 0; i < 20; i++) await fetch(`${stack.url}/api/auth/user`, { headers: { authorization: `Bearer ${multi.token}` } });

  let slot = 0;
  const flow = await phase(
    {
      name: 'FLOW',
      url: stack.url,
      pid: stack.pids.gateway,
      auth: (user) => ({ token: user.token }),
      memory: () => settledMemory(stack.metricsUrl, stack.pids.gateway),
      create: async (user) => {
        const start = new Date(Date.UTC(2027, 0, 1) + slot++ * 3_600_000);
        const e = await createOver(
          `${stack.url}/api/events`,
          { authorization: `Bearer ${user.token}` },
          { title: 'Realtime bench', startTime: start.toISOString(), endTime: new Date(start.getTime() + 30 * 60_000).toISOString() },
        );
        return { ...e, userId: user.id };
      },
    },
    { users, multi, ...settings },
  );

  const barePort = await require('@flow/testing').freePort();
  const bare = fork(path.join(__dirname, 'bare-server.cjs'), [], { env: { ...process.env, PORT: String(barePort) }, stdio: 'inherit' });
  onCleanup(() => new Promise((resolve) => (bare.exitCode !== null ? resolve() : (bare.once('exit', resolve), bare.kill('SIGTERM')))));
  await new Promise((resolve) => bare.once('message', resolve));
  const bareUrl = `http://127.0.0.1:${barePort}`;
  const limit = await phase(
    {
      name: 'bare',
      url: bareUrl,
      pid: bare.pid,
      auth: (user) => ({ userId: user.id }),
      memory: async () => {
        const samples = [];
        for (let i = 0; i < 3; i++) {
          samples.push(memory(bare.pid).rss);
          await pause(1000 * SETTLE);
        }
        return { rss: median(samples), heapUsed: NaN };
      },
      create: async (user) => ({ ...(await createOver(`${bareUrl}/events`, {}, { userId: user.id })), userId: user.id }),
    },
    { users, multi, ...settings },
  );

  return {
    title: 'Realtime: invalidate after an event create',
    target: `p99 under ${TARGET.p99Ms} ms from the HTTP answer to each affected client's invalidate; no client misses one`,
    setup: {
      servicesRunning: stack.servicesRunning,
      users: userCount,
      tabsOfOneUser: settings.tabCount,
      connections: flow.connections,
      rounds: settings.rounds,
      createsPerRound: userCount + settings.tabEventsPerRound,
      createsPerSecond: settings.createsPerSecond,
      maxCreatesInFlight: settings.maxInFlight,
      transport: 'websocket (socket.io-client in the benchmark process)',
      bare: 'one Node process with socket.io and an HTTP endpoint that emits to the room and answers (no auth, database or NATS), same clients and creates',
    },
    flow,
    bare: limit,
    p99GapMs: round(flow.latencyMs.all.p99 - limit.latencyMs.all.p99, 1),
    meetsTarget: smoke ? null : { p99: flow.latencyMs.all.p99 < TARGET.p99Ms, noneMissed: flow.deliveries.missed === 0 && flow.deliveries.misdelivered === 0 },
  };
}

if (require.main === module) runBenchmark('realtime', { limitMinutes: 15 }, measure);
module.exports = { measure };
