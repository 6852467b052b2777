// Benchmark 6, footprint: `npm start` itself, on free ports with its state in a temporary folder (so
// a running `npm start` is never touched). Measures the time from `npm start` to the first 200 on
// /api/health (a first start that creates the databases, then restarts of the installed, built
// checkout), the resident memory of every process idle, and under the read-path load (autocannon,
// 50 connections on the cached GET /api/daily-flow), sampled twice a second.
// `node bench/footprint/run.cjs [--smoke] [--out dir]`
'use strict';
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { performance } = require('node:perf_hooks');
const { root } = require('../lib/machine.cjs');
const { load } = require('../lib/load.cjs');
const { memory, descendants, commandLine } = require('../lib/proc.cjs');
const { runBenchmark, onCleanup, pause } = require('../lib/run.cjs');
const { api } = require('../lib/stack.cjs');
const { acrossRounds, round } = require('../lib/stats.cjs');

const TARGET = { serviceIdleMB: 150, readySeconds: 30 };
const ZONE = 'Europe/Berlin';

const portFree = (port) =>
  new Promise((resolve) => {
    const server = net.createServer().once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** A run of `count` consecutive free ports (the services' health ports are consecutive). */
async function freeRun(count) {
  for (let attempt = 0; attempt < 200; attempt++) {
    // Below Linux's ephemeral range (32768+): a port picked there can be taken by any outgoing
    // connection of the busy machine in the seconds before the service binds it.
    const base = 20_000 + Math.floor(Math.random() * 12_000);
    let ok = true;
    for (let p = base; p < base + count && ok; p++) ok = await portFree(p);
    if (ok) return base;
  }
  throw new Error('no run of free ports found');
}

/** What a process of the stack is, from its command line. */
function roleOf(pid) {
  const cmd = commandLine(pid).join(' ');
  const app = /apps\/([a-z-]+)\/dist\/main\.js/.exec(cmd);
  if (app) return app[1];
  if (/postgres/.test(cmd)) return 'postgresql';
  if (/redis-server/.test(cmd)) return 'redis';
  if (/nats-server/.test(cmd)) return 'nats';
  if (/calendar-standin/.test(cmd)) return 'google-standin';
  if (/tools\/start\.mjs/.test(cmd)) return 'start.mjs';
  if (/npm/.test(cmd)) return 'npm';
  return null;
}

/** RSS per role (PostgreSQL: the sum of its processes, and their PSS which counts shared memory once). */
function snapshot(rootPid) {
  const byRole = {};
  for (const pid of descendants(rootPid)) {
    const role = roleOf(pid);
    if (!role) continue;
    const m = memory(pid);
    const entry = (byRole[role] ??= { rss: 0, pss: 0, processes: 0 });
    entry.rss += m.rss ?? 0;
    entry.pss += m.pss ?? 0;
    entry.processes++;
  }
  return byRole;
}

/** Starts `npm start` in its own process group; resolves when /api/health answers 200. */
async function startFlow(env, log) {
  const started = performance.now();
  const child = spawn('npm', ['start'], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const phases = [];
  let output = '';
  const onData = (chunk) => {
    const text = chunk.toString();
    output += text;
    for (const line of text.split('\n')) {
      const m = /^\[flow\] (Building|Starting PostgreSQL|Migrating|Starting [a-z]|Ready in)/.exec(line);
      if (m) phases.push({ phase: line.replace('[flow] ', '').slice(0, 60), atSeconds: round((performance.now() - started) / 1000, 1) });
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, 'SIGINT');
    } catch {
      return;
    }
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    }, 30_000);
    await exited;
    clearTimeout(timer);
  };
  onCleanup(stop);
  const url = `http://127.0.0.1:${env.PORT}/api/health`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${output.slice(-4000)}`);
    try {
      if ((await fetch(url)).status === 200) break;
    } catch {
      /* not yet */
    }
    if (performance.now() - started > 300_000) throw new Error(`not ready after 300 s:\n${output.slice(-4000)}`);
    await pause(100);
  }
  const readySeconds = round((performance.now() - started) / 1000, 2);
  log(`ready in ${readySeconds} s`);
  return { child, readySeconds, phases, stop };
}

/** The floor of any Node service: a bare http server with the same V8 flags, idle. */
async function bareNodeRss(settleMs) {
  const { SERVICE_NODE_FLAGS } = require(path.join(root, 'tools/infra.cjs'));
  const child = spawn(process.execPath, [...SERVICE_NODE_FLAGS, '-e', "require('node:http').createServer((q, s) => s.end('ok')).listen(0, '127.0.0.1')"], {
    stdio: 'ignore',
  });
  onCleanup(async () => child.kill());
  await pause(settleMs);
  const rss = memory(child.pid).rss;
  child.kill();
  return rss;
}

async function measure({ smoke, log }) {
  const state = fs.mkdtempSync(path.join(os.tmpdir(), 'flow-footprint-'));
  fs.chmodSync(state, 0o755);
  onCleanup(async () => fs.rmSync(state, { recursive: true, force: true }));
  const port = await freeRun(1);
  const base = await freeRun(5);
  const health = await freeRun(7);
  const env = {
    ...process.env,
    PORT: String(port),
    APP_ORIGIN: `http://localhost:${port}`,
    FLOW_STATE_DIR: state,
    FLOW_POSTGRES_PORT: String(base),
    FLOW_REDIS_PORT: String(base + 1),
    FLOW_NATS_PORT: String(base + 2),
    GOOGLE_STANDIN_PORT: String(base + 3),
    MICROSOFT_STANDIN_PORT: String(base + 4),
    FLOW_HEALTH_PORT_BASE: String(health),
    // No daily backup during the measurement (its pg_dump would be counted as the stack's).
    FLOW_BACKUP_INTERVAL_HOURS: '0',
  };
  const restarts = smoke ? 0 : 2;
  const idleSettleMs = smoke ? 2000 : 10_000;
  const loadSeconds = smoke ? 2 : 15;

  log('first start (creates the databases)');
  const first = await startFlow(env, log);
  await pause(idleSettleMs);
  const idle = snapshot(first.child.pid);

  // Under benchmark 1's load: one user's cached daily flow, 50 connections.
  const url = `http://127.0.0.1:${port}`;
  const signUp = await api(url, 'POST', '/api/auth/signup', { body: { email: `footprint-${Date.now()}@bench.example`, password: 'bench-secret-1' } });
  if (!signUp.body?.access_token) throw new Error(`sign-up failed: ${signUp.status}`);
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
  const headers = { authorization: `Bearer ${signUp.body.access_token}`, 'x-time-zone': ZONE };
  await api(url, 'GET', `/api/daily-flow?date=${date}`, { headers });
  const peak = {};
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      for (const [role, m] of Object.entries(snapshot(first.child.pid))) {
        const p = (peak[role] ??= { rss: 0, pss: 0, processes: 0 });
        p.rss = Math.max(p.rss, m.rss);
        p.pss = Math.max(p.pss, m.pss);
        p.processes = Math.max(p.processes, m.processes);
      }
      await pause(500);
    }
  })();
  const underLoad = await load({ url: `${url}/api/daily-flow?date=${date}`, connections: 50, seconds: loadSeconds, headers });
  sampling = false;
  await sampler;
  await first.stop();

  const restartRuns = [];
  for (let i = 0; i < restarts; i++) {
    log(`restart ${i + 1} (installed, built, data kept)`);
    const run = await startFlow(env, log);
    restartRuns.push({ readySeconds: run.readySeconds, phases: run.phases });
    await run.stop();
  }

  const floor = await bareNodeRss(smoke ? 1000 : 3000);
  const roles = Object.keys(idle).sort();
  const processes = Object.fromEntries(
    roles.map((role) => [
      role,
      {
        idleRssMB: round(idle[role].rss / 1e6, 1),
        idlePssMB: round(idle[role].pss / 1e6, 1),
        processes: idle[role].processes,
        peakUnderLoadRssMB: round((peak[role]?.rss ?? NaN) / 1e6, 1),
      },
    ]),
  );
  const services = roles.filter((r) => fs.existsSync(path.join(root, 'apps', r)));
  const ready = restartRuns.length
    ? acrossRounds(
        restartRuns.map((r) => r.readySeconds),
        2,
      )
    : acrossRounds([first.readySeconds], 2);
  return {
    title: 'Footprint: memory and start-up of npm start',
    target: `each NestJS service under ${TARGET.serviceIdleMB} MB resident idle; ready (first 200 on /api/health) under ${TARGET.readySeconds} s`,
    setup: { command: 'npm start (own state folder and free ports)', idleSettleSeconds: idleSettleMs / 1000, loadSeconds, restarts },
    readySeconds: { firstStart: first.readySeconds, restart: ready },
    phases: { firstStart: first.phases, restarts: restartRuns.map((r) => r.phases) },
    processes,
    limit: { bareNodeHttpRssMB: round(floor / 1e6, 1), note: 'a bare Node http server with the same V8 flags, idle: the least any Node service can take' },
    totals: { idleRssMB: round(roles.reduce((a, r) => a + idle[r].rss, 0) / 1e6, 1), idlePssMB: round(roles.reduce((a, r) => a + idle[r].pss, 0) / 1e6, 1) },
    load: { requestsPerSecond: underLoad.requestsPerSecond, latencyMs: underLoad.latencyMs, non2xx: underLoad.non2xx },
    meetsTarget: smoke
      ? null
      : { servicesIdle: services.every((s) => processes[s].idleRssMB < TARGET.serviceIdleMB), ready: ready.median < TARGET.readySeconds },
  };
}

if (require.main === module) runBenchmark('footprint', { limitMinutes: 15, smokeLimitMinutes: 8 }, measure);
module.exports = { measure };
