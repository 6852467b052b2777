// Benchmark 1, read path: the cached GET /api/daily-flow through gateway → NATS → daily-flow → Redis,
// beside a bare Node http server answering the same JSON from the same Redis key (the limit), with
// autocannon at 10, 50 and 200 connections. The two are measured in alternation in every round, so
// each round gives one ratio. The CPU time every process of the path spends per request is measured
// too (robust on a shared machine), and the gateway and daily-flow are CPU-profiled under load.
// `node bench/read-path/run.cjs [--smoke] [--out dir]`; needs a server build (bench/run.mjs does it).
'use strict';
const { fork } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { isDeepStrictEqual } = require('node:util');
const { load } = require('../lib/load.cjs');
const { cpuMeter } = require('../lib/proc.cjs');
const { summarizeProfile } = require('../lib/profile.cjs');
const { runBenchmark, onCleanup, pause } = require('../lib/run.cjs');
const { startStack, api } = require('../lib/stack.cjs');
const { acrossRounds, summarize, round } = require('../lib/stats.cjs');
const { root } = require('../lib/machine.cjs');

const ZONE = 'Europe/Berlin';
const TARGET = { ratio: 0.5, p99Ms: 20, atConnections: 50 };

/** A signed-up, onboarded user with a few events today, whose flow is in the cache. */
async function seedUser(base, log) {
  const signUp = await api(base, 'POST', '/api/auth/signup', { body: { email: `read-${Date.now()}@bench.example`, password: 'bench-secret-1' } });
  if (signUp.status !== 201 && signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${JSON.stringify(signUp.body)}`);
  const token = signUp.body.access_token;
  const userId = signUp.body.user.id;
  // The profile row is made from the user-registered event: retry until it exists.
  const profileBody = {
    full_name: 'Bench Reader',
    birth_date: '1988-06-15',
    birth_time: '07:30',
    birth_location: 'Berlin, Germany',
    onboarding_completed: true,
    time_zone: ZONE,
  };
  let profile;
  for (let attempt = 0; attempt < 100; attempt++) {
    profile = await api(base, 'PATCH', '/api/profile', { token, body: profileBody });
    if (profile.status === 200 || (profile.status !== 404 && profile.status !== 503)) break;
    await pause(200);
  }
  if (profile.status !== 200) log(`profile not saved (${profile.status}): the flow will be partial`);
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
  for (const [h, title] of [
    [9, 'Team sync'],
    [13, 'Lunch with Sam'],
    [16, 'Design review'],
  ]) {
    const start = new Date(`${date}T${String(h).padStart(2, '0')}:00:00+01:00`);
    await api(base, 'POST', '/api/events', {
      token,
      body: { title, startTime: start.toISOString(), endTime: new Date(start.getTime() + 45 * 60_000).toISOString() },
    });
  }
  // Profile and event changes invalidate the cached flow asynchronously: wait until it stays put.
  const headers = { 'x-time-zone': ZONE };
  let last;
  for (let attempt = 0; attempt < 60; attempt++) {
    const flow = await api(base, 'GET', `/api/daily-flow?date=${date}`, { token, headers });
    if (flow.status !== 200) throw new Error(`GET /api/daily-flow: ${flow.status} ${JSON.stringify(flow.body).slice(0, 300)}`);
    if (last && last.generatedAt === flow.body.generatedAt) return { token, userId, date, flow: flow.body };
    last = flow.body;
    await pause(500);
  }
  throw new Error('the daily flow never stayed cached');
}

async function measure({ smoke, log }) {
  // --profile-only: warm up and profile, no rounds (for working on the hot path).
  const profileOnly = process.argv.includes('--profile-only');
  const levels = smoke ? [10] : profileOnly ? [] : [10, 50, 200];
  const rounds = smoke ? 1 : 3;
  const seconds = smoke ? 1 : 5;
  const warmupSeconds = smoke ? 1 : 2;
  const profileDir = path.join(root, 'bench/results/profiles/read-path');
  fs.rmSync(profileDir, { recursive: true, force: true });
  const stack = await startStack({ profile: smoke ? [] : ['gateway', 'daily-flow'], profileDir, log });
  onCleanup(() => stack.stop());

  const { token, userId, date, flow } = await seedUser(stack.url, log);
  const cacheKey = require('@flow/contracts').flowReadModelKeys(userId).entry(`flow:${date}:${ZONE}`);
  const barePort = await require('@flow/testing').freePort();
  const bare = fork(path.join(__dirname, '..', 'lib', 'bare-flow-server.cjs'), [], {
    env: { ...process.env, REDIS_URL: stack.infra.urls.REDIS_URL, CACHE_KEY: cacheKey, PORT: String(barePort) },
    stdio: 'inherit',
  });
  onCleanup(() => new Promise((resolve) => (bare.exitCode !== null ? resolve() : (bare.once('exit', resolve), bare.kill('SIGTERM')))));
  await new Promise((resolve) => bare.once('message', resolve));
  const bareUrl = `http://127.0.0.1:${barePort}/`;
  const bareBody = await (await fetch(bareUrl)).json();
  if (!isDeepStrictEqual(bareBody, flow)) throw new Error('the bare server and the gateway answer different JSON');

  const flowUrl = `${stack.url}/api/daily-flow?date=${date}`;
  const headers = { authorization: `Bearer ${token}`, 'x-time-zone': ZONE };
  const pathPids = { gateway: stack.pids.gateway, 'daily-flow': stack.pids['daily-flow'], nats: stack.pids.nats, redis: stack.pids.redis };
  const barePids = { bare: bare.pid, redis: stack.pids.redis };
  const run = async (target, connections, secs) => {
    const meter = target === 'gateway' ? cpuMeter(pathPids) : cpuMeter(barePids);
    const r = await load({ url: target === 'gateway' ? flowUrl : bareUrl, connections, seconds: secs, headers: target === 'gateway' ? headers : {} });
    if (r.non2xx || r.errors) throw new Error(`${target}: ${r.non2xx} non-2xx answers (${JSON.stringify(r.statuses)}), ${r.errors} errors`);
    return { ...r, cpu: meter(r.requests) };
  };

  const results = [];
  for (const connections of levels) {
    log(`${connections} connections: warm-up`);
    await run('gateway', connections, warmupSeconds);
    await run('bare', connections, warmupSeconds);
    const gw = [];
    const bs = [];
    for (let r = 0; r < rounds; r++) {
      gw.push(await run('gateway', connections, seconds));
      bs.push(await run('bare', connections, seconds));
      log(
        `${connections} connections, round ${r + 1}: gateway ${gw[r].requestsPerSecond}/s (p99 ${gw[r].latencyMs.p99} ms), bare ${bs[r].requestsPerSecond}/s (p99 ${bs[r].latencyMs.p99} ms)`,
      );
    }
    const side = (runs) => ({
      requestsPerSecond: acrossRounds(
        runs.map((x) => x.requestsPerSecond),
        0,
      ),
      latencyMs: summarize(runs.flatMap((x) => x.latencies)),
      p99MsPerRound: acrossRounds(runs.map((x) => x.latencyMs.p99)),
      cpuMsPerRequest: Object.fromEntries(Object.keys(runs[0].cpu.perUnitMs).map((k) => [k, acrossRounds(runs.map((x) => x.cpu.perUnitMs[k]))])),
      cpuMsPerRequestTotal: acrossRounds(runs.map((x) => x.cpu.totalMs)),
      requests: runs.reduce((a, x) => a + x.requests, 0),
      bytesPerResponse: runs[0].bytesPerResponse,
    });
    results.push({
      connections,
      gateway: side(gw),
      bare: side(bs),
      ratio: acrossRounds(gw.map((g, r) => g.requestsPerSecond / bs[r].requestsPerSecond)),
      cpuCostRatio: acrossRounds(gw.map((g, r) => bs[r].cpu.totalMs / g.cpu.totalMs)),
    });
  }

  let profiles = [];
  let profiledRun;
  if (!smoke) {
    log('CPU profiles of the gateway and daily-flow under 50 connections');
    if (profileOnly) await run('gateway', 50, 10);
    const profiled = [stack.pids.gateway, stack.pids['daily-flow']];
    for (const pid of profiled) process.kill(pid, 'SIGWINCH');
    await pause(500);
    profiledRun = await run('gateway', 50, 8);
    for (const pid of profiled) process.kill(pid, 'SIGWINCH');
    for (
      let i = 0;
      i < 100 && (fs.existsSync(profileDir) ? fs.readdirSync(profileDir).filter((f) => f.endsWith('.cpuprofile')).length : 0) < profiled.length;
      i++
    )
      await pause(100);
    profiles = fs.existsSync(profileDir)
      ? fs
          .readdirSync(profileDir)
          .filter((f) => f.endsWith('.cpuprofile'))
          .map((f) => summarizeProfile(path.join(profileDir, f)))
      : [];
  }

  if (profileOnly)
    return { profiles, profiledLoad: { requestsPerSecond: profiledRun.requestsPerSecond, latencyMs: profiledRun.latencyMs, cpuMsPerRequest: profiledRun.cpu } };
  const at = results.find((l) => l.connections === TARGET.atConnections) ?? results[0];
  return {
    title: 'Read path: cached GET /api/daily-flow',
    target: `at least ${TARGET.ratio}× the bare server's requests per second; p99 under ${TARGET.p99Ms} ms at ${TARGET.atConnections} connections`,
    setup: {
      servicesRunning: stack.servicesRunning,
      responseBytes: Buffer.byteLength(JSON.stringify(flow)),
      partialFlow: flow.partial,
      missingSources: (flow.missing ?? []).map((m) => m.source),
      rounds,
      secondsPerRun: seconds,
      warmupSeconds,
      client: 'autocannon in the benchmark process, keep-alive, loopback',
    },
    levels: results,
    profiles,
    meetsTarget: smoke ? null : { ratio: results.every((l) => l.ratio.median >= TARGET.ratio), p99: at.gateway.latencyMs.p99 < TARGET.p99Ms },
    capacityEstimate: {
      note: 'requests per second the path could serve with both cores to itself: 2000 ms ÷ CPU ms per request of all its processes (at 50 connections)',
      gateway: round(2000 / at.gateway.cpuMsPerRequestTotal.median, 0),
      bare: round(2000 / at.bare.cpuMsPerRequestTotal.median, 0),
    },
  };
}

// --profile-only writes read-path-profile.json, so the measured result stays.
if (require.main === module) runBenchmark(process.argv.includes('--profile-only') ? 'read-path-profile' : 'read-path', { limitMinutes: 12 }, measure);
module.exports = { measure };
