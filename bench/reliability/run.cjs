// Reliability bench: `npm run bench:reliability` (builds the server projects first). A whole FLOW of its
// own (PostgreSQL, Redis, NATS, every built service, a gateway) under a mixed open-loop load: reads and
// writes through the gateway with socket clients listening. It finds the highest rate the machine holds
// with p99 < 200 ms and no errors (short probes), then holds it for 60 s and records: latency, errors,
// memory of every process in the first and last 20 s, and outbox lag (commit → JetStream) of the run.
// Writes bench/results/reliability.json. `--quick`: 20 s run, short probes.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
process.chdir(root);
const quick = process.argv.includes('--quick');
const RUN_SECONDS = quick ? 20 : 60;
const EDGE_SECONDS = quick ? 6 : 20;
const PROBE_SECONDS = quick ? 4 : 8;
const P99_TARGET_MS = 200;
const USERS = 20;

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0);
const round = (x, d = 1) => Math.round(x * 10 ** d) / 10 ** d;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const inHours = (h) => new Date(Date.now() + h * 3_600_000).toISOString();

function rssMiB(pid) {
  try {
    const line = fs
      .readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return Number(line.split(/\s+/)[1]) / 1024;
  } catch {
    return 0;
  }
}

/** One mixed request: 70% reads, 30% writes, of a random user. */
function mixed(api, users, i) {
  const u = users[i % users.length];
  const date = new Date().toISOString().slice(0, 10);
  switch (i % 10) {
    case 0:
    case 1:
    case 2:
      return api.get('/api/profile', u.token);
    case 3:
    case 4:
      return api.get(`/api/events?from=${encodeURIComponent(inHours(-24))}&to=${encodeURIComponent(inHours(72))}`, u.token);
    case 5:
    case 6:
      return api.get(`/api/daily-flow?date=${date}`, u.token);
    case 7:
    case 8:
      return api.patch('/api/profile', { full_name: `Bench ${i}` }, u.token);
    default:
      return api.post('/api/events', { title: `Bench ${i}`, startTime: inHours(24 + (i % 200) / 4), endTime: inHours(24.5 + (i % 200) / 4) }, u.token);
  }
}

/** Open loop at `rate` per second for `seconds`: latencies of every request, errors (non-2xx or none). */
async function drive(api, users, rate, seconds, onTick) {
  const latencies = [];
  const errors = [];
  const pending = new Set();
  const started = Date.now();
  let i = 0;
  while (Date.now() - started < seconds * 1000) {
    const due = Math.floor(((Date.now() - started) / 1000) * rate);
    while (i < due) {
      const at = performance.now();
      const n = i++;
      const p = mixed(api, users, n)
        .then((res) => (res.status >= 300 ? errors.push(res.status) : latencies.push(performance.now() - at)))
        .catch((e) => errors.push(String(e)))
        .finally(() => pending.delete(p));
      pending.add(p);
    }
    onTick?.(Date.now() - started);
    await sleep(5);
  }
  await Promise.all(pending);
  latencies.sort((a, b) => a - b);
  return {
    requests: i,
    errors: errors.length,
    errorKinds: [...new Set(errors)].slice(0, 5),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    achievedPerSecond: round(i / seconds),
  };
}

async function main() {
  const testing = require('@flow/testing');
  const { startInfra } = require(path.join(root, 'tools/infra.cjs'));
  const { io } = require('socket.io-client');
  const { Client } = require('pg');
  const dir = path.join(os.tmpdir(), `flow-bench-rel-${process.pid}`);
  const ports = { postgres: await testing.freePort(), redis: await testing.freePort(), nats: await testing.freePort() };
  const infra = await startInfra({ dir, ports, prefix: 'flow_bench', durable: false, env: {} });
  process.env.FLOW_TEST_INFRA = JSON.stringify({ ...infra.urls, databaseUrls: infra.databaseUrls });
  process.env.TEST_LOG_LEVEL = 'warn';
  const processes = [];
  const sockets = [];
  try {
    const built = testing.SERVICES.filter((s) => fs.existsSync(path.join(root, 'apps', s, 'dist', 'main.js')));
    await Promise.all(built.filter((s) => infra.databaseUrls[s]).map((s) => testing.migrateService(s, infra.databaseUrls[s])));
    for (const s of built) processes.push(await testing.startService(s));
    const gateway = await testing.startGateway({
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_FAILED_SIGNIN_LIMIT: '1000',
      ANALYSIS_RATE_LIMIT_PER_MINUTE: '10000',
    });
    processes.push(gateway);
    const api = new testing.TestHttpClient(gateway.url);

    const users = [];
    for (let n = 0; n < USERS; n++) {
      const res = await api.post('/api/auth/signup', { email: testing.uniqueEmail('bench'), password: 'secret-pass-1' });
      users.push({ id: res.body.user.id, token: res.body.access_token });
    }
    for (const u of users)
      await testing.expectEventually(
        async () => {
          if ((await api.get('/api/profile', u.token)).status !== 200) throw new Error('no profile yet');
        },
        { timeoutMs: 20_000 },
      );
    for (const u of users) await api.post('/api/charts/analyze', { birthDate: '1990-04-13', birthTime: '07:10', birthPlace: 'Kathmandu, Nepal' }, u.token);
    let heard = 0;
    for (const u of users) {
      const socket = io(gateway.url, { path: '/socket.io', auth: { token: u.token }, transports: ['websocket'] });
      socket.on('invalidate', () => heard++);
      sockets.push(socket);
    }
    await drive(api, users, 10, 3); // warm-up

    // The highest rate that holds: probes go up by half until p99 or errors break, then back one step.
    const probes = [];
    let rate = 10;
    let held = null;
    for (let step = 0; step < 12; step++) {
      const probe = await drive(api, users, rate, PROBE_SECONDS);
      probes.push({ rate, ...probe });
      console.log(`probe ${rate}/s: p99 ${probe.p99} ms, errors ${probe.errors}`);
      if (probe.p99 >= P99_TARGET_MS || probe.errors > 0 || probe.achievedPerSecond < rate * 0.9) break;
      held = rate;
      rate = Math.round(rate * 1.5);
    }
    const runRate = held ?? 5;

    const pids = processes.map((p) => ({ name: p.name, pid: p.child.pid }));
    const samples = [];
    let nextSample = 0;
    const runStartedAt = new Date();
    const heardBefore = heard;
    const run = await drive(api, users, runRate, RUN_SECONDS, (elapsed) => {
      if (elapsed < nextSample) return;
      nextSample += 2000;
      samples.push({ t: elapsed / 1000, mib: Object.fromEntries(pids.map(({ name, pid }) => [name, rssMiB(pid)])) });
    });
    const total = (s) => Object.values(s.mib).reduce((a, b) => a + b, 0);
    const mean = (xs) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
    const first = samples.filter((s) => s.t <= EDGE_SECONDS);
    const last = samples.filter((s) => s.t >= RUN_SECONDS - EDGE_SECONDS);
    const memoryFirstMiB = mean(first.map(total));
    const memoryLastMiB = mean(last.map(total));
    const perProcess = Object.fromEntries(
      pids.map(({ name }) => [name, { firstMiB: round(mean(first.map((s) => s.mib[name]))), lastMiB: round(mean(last.map((s) => s.mib[name]))) }]),
    );

    // Outbox lag: from the commit (created_at) to the publication to JetStream (published_at).
    await sleep(2000);
    const lags = [];
    for (const [service, url] of Object.entries(infra.databaseUrls)) {
      if (!built.includes(service)) continue;
      const client = new Client({ connectionString: url });
      await client.connect();
      const rows = await client.query(
        `select extract(epoch from (coalesce(published_at, now()) - created_at)) * 1000 as ms from outbox where created_at >= $1`,
        [runStartedAt],
      );
      await client.end();
      lags.push(...rows.rows.map((r) => Number(r.ms)));
    }
    lags.sort((a, b) => a - b);

    const result = {
      machine: {
        cores: os.cpus().length,
        memoryGiB: round(os.totalmem() / 2 ** 30),
        loadAverageAtStart: os.loadavg().map((x) => round(x, 2)),
        note: 'shared 2-core machine: other engineers ran builds and tests at the same time',
      },
      services: built,
      mix: '30% GET /api/profile, 20% GET /api/events, 20% GET /api/daily-flow, 20% PATCH /api/profile, 10% POST /api/events; 20 users, 20 sockets',
      probes,
      run: { ratePerSecond: runRate, seconds: RUN_SECONDS, ...run, invalidatesHeardBySockets: heard - heardBefore },
      targets: { p99Ms: P99_TARGET_MS, memoryGrowthPercent: 10, outboxLagMs: 1000 },
      memory: {
        firstMiB: round(memoryFirstMiB),
        lastMiB: round(memoryLastMiB),
        growthPercent: round(((memoryLastMiB - memoryFirstMiB) / memoryFirstMiB) * 100, 2),
        perProcess,
      },
      outboxLag: { events: lags.length, p50Ms: round(percentile(lags, 50)), p99Ms: round(percentile(lags, 99)), maxMs: round(lags[lags.length - 1] ?? 0) },
    };
    result.met = {
      p99: run.p99 < P99_TARGET_MS,
      zeroErrors: run.errors === 0,
      memory: result.memory.growthPercent < 10,
      outboxLag: result.outboxLag.maxMs < 1000,
    };
    fs.mkdirSync('bench/results', { recursive: true });
    fs.writeFileSync('bench/results/reliability.json', JSON.stringify(result, null, 2) + '\n');
    console.log(
      JSON.stringify({ run: result.run, memory: { growthPercent: result.memory.growthPercent }, outboxLag: result.outboxLag, met: result.met }, null, 2),
    );
  } finally {
    sockets.forEach((s) => s.disconnect());
    await Promise.all(processes.reverse().map((p) => p.stop()));
    await infra.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
