// A private FLOW stack for one benchmark: PostgreSQL, Redis and NATS on free loopback ports, every
// built service and one gateway, started as the integration tests start them (libs/testing), with
// the V8 flags `npm start` gives them (BENCH_NODE_OPTIONS overrides).
// Access tokens can be minted with the identity's own key, so a benchmark can have a thousand users
// without a thousand argon2 sign-ups.
'use strict';
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { root } = require('./machine.cjs');

const PROFILER = path.join(__dirname, 'cpu-profiler.cjs');

/**
 * Starts the stack. `profile`: names of processes (service names or 'gateway') started with the
 * on-demand CPU profiler preloaded (see cpu-profiler.cjs). `durable`: PostgreSQL with fsync and
 * synchronous commit, as `npm start` runs it (the default here too).
 */
async function startStack({
  services,
  gatewayEnv = {},
  serviceEnv = {},
  profile = [],
  profileDir,
  durable = true,
  nodeOptions = process.env.BENCH_NODE_OPTIONS ?? require(path.join(root, 'tools/infra.cjs')).SERVICE_NODE_FLAGS.join(' '),
  log = () => {},
} = {}) {
  // A smoke run shares one stack between its benchmarks (bench/run.mjs starts it): plain stacks only.
  if (process.env.BENCH_SHARED_STACK && !services && !profile.length && !Object.keys({ ...gatewayEnv, ...serviceEnv }).length) {
    log("using the smoke run's shared stack");
    return sharedStack(JSON.parse(process.env.BENCH_SHARED_STACK));
  }
  const { startInfra } = require(path.join(root, 'tools/infra.cjs'));
  const testing = require('@flow/testing');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flow-bench-'));
  // PostgreSQL runs as its own user when we are root: it must be able to reach its data folder.
  fs.chmodSync(dir, 0o755);
  const ports = { postgres: await testing.freePort(), redis: await testing.freePort(), nats: await testing.freePort() };
  log(`starting PostgreSQL, Redis and NATS on ports ${ports.postgres}, ${ports.redis}, ${ports.nats}`);
  const infra = await startInfra({ dir, ports, prefix: 'flow_bench', durable, env: {} });
  process.env.FLOW_TEST_INFRA = JSON.stringify({ ...infra.urls, databaseUrls: infra.databaseUrls });
  process.env.TEST_LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'warn';
  const processes = [];
  const stop = async () => {
    await Promise.all(
      processes
        .splice(0)
        .reverse()
        .map((p) => p.stop().catch(() => undefined)),
    );
    await infra.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const { privateKey } = crypto.generateKeyPairSync('ed25519');
    const jwtPrivateKey = privateKey.export({ type: 'pkcs8', format: 'pem' });
    const common = {
      NODE_ENV: 'development',
      JWT_PRIVATE_KEY: jwtPrivateKey,
      CALENDAR_TOKEN_KEY: crypto.randomBytes(32).toString('base64'),
    };
    const profiled = (name) => ({
      NODE_OPTIONS: `${nodeOptions}${profile.includes(name) ? ` --require ${PROFILER}` : ''}`.trim(),
      ...(profile.includes(name) ? { FLOW_CPU_PROFILE_DIR: profileDir } : {}),
    });
    const built = testing.SERVICES.filter((s) => fs.existsSync(path.join(root, 'apps', s, 'dist', 'main.js')) && (!services || services.includes(s)));
    await Promise.all(built.filter((s) => infra.databaseUrls[s]).map((s) => testing.migrateService(s, infra.databaseUrls[s])));
    log(`starting ${built.join(', ')} and a gateway`);
    const byName = {};
    // Side by side: each start is mostly waiting (module loading, connections, readiness). All settle
    // before a failure is raised, so the clean-up stops every one that did start.
    const starts = await Promise.allSettled(
      built.map(async (s) => {
        const proc = await testing.startService(
          s,
          { ...common, ...serviceEnv, ...profiled(s) },
          { readyTimeoutMs: Number(process.env.BENCH_READY_TIMEOUT_MS ?? 90_000) },
        );
        processes.push(proc);
        byName[s] = proc;
      }),
    );
    const failed = starts.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    const gateway = await testing.startGateway(
      { ...common, AUTH_RATE_LIMIT_PER_MINUTE: '1000000', AUTH_FAILED_SIGNIN_LIMIT: '100000', ...gatewayEnv, ...profiled('gateway') },
      { readyTimeoutMs: Number(process.env.BENCH_READY_TIMEOUT_MS ?? 90_000) },
    );
    processes.push(gateway);
    // /health/live answers before the gateway has fetched identity's keys; the first sign-in does that.
    const infraPid = (name) => infra.children.find((c) => c.flowName === name)?.pid;
    return {
      url: gateway.url,
      // The gateway's /metrics is on its internal port only.
      metricsUrl: `http://127.0.0.1:${gateway.healthPort}/metrics`,
      gateway,
      services: byName,
      servicesRunning: built,
      infra,
      pids: {
        gateway: gateway.child.pid,
        ...Object.fromEntries(Object.entries(byName).map(([n, p]) => [n, p.child.pid])),
        postgres: infraPid('postgres'),
        redis: infraPid('redis'),
        nats: infraPid('nats'),
      },
      tokens: tokenMinter(jwtPrivateKey),
      jwtPrivateKey,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** What a benchmark process needs to use a stack another process started (BENCH_SHARED_STACK). */
function describeStack(stack) {
  return JSON.stringify({
    url: stack.url,
    metricsUrl: stack.metricsUrl,
    servicesRunning: stack.servicesRunning,
    pids: stack.pids,
    infra: { urls: stack.infra.urls, databaseUrls: stack.infra.databaseUrls },
    jwtPrivateKey: stack.jwtPrivateKey,
  });
}

/** A stack described by describeStack: the same fields, and stopping it is left to its owner. */
function sharedStack(d) {
  process.env.FLOW_TEST_INFRA = JSON.stringify({ ...d.infra.urls, databaseUrls: d.infra.databaseUrls });
  return { ...d, tokens: tokenMinter(d.jwtPrivateKey), stop: async () => undefined };
}

/**
 * Access tokens exactly as identity signs them (same key, kid, claims and lifetime), for users that
 * exist only as ids: realtime fan-out and event creation need no account row.
 */
function tokenMinter(pem) {
  const { SignJWT, importPKCS8, exportJWK, calculateJwkThumbprint } = require('jose');
  let key;
  const ready = (async () => {
    const privateKey = await importPKCS8(pem, 'EdDSA', { extractable: true });
    const { d: _secret, ...publicPart } = await exportJWK(privateKey);
    key = { privateKey, kid: await calculateJwkThumbprint(publicPart) };
  })();
  return async (userId, email = `${userId.slice(0, 8)}@bench.example`) => {
    await ready;
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ email, sid: crypto.randomUUID() })
      .setProtectedHeader({ alg: 'EdDSA', kid: key.kid, typ: 'JWT' })
      .setSubject(userId)
      .setIssuer('flow-identity')
      .setAudience('flow')
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(key.privateKey);
  };
}

/** JSON over fetch, for set-up calls (sign-up, seeding). */
async function api(base, method, route, { token, body, headers = {} } = {}) {
  const res = await fetch(new URL(route, base), {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  return { status: res.status, body: json, headers: res.headers };
}

module.exports = { startStack, describeStack, tokenMinter, api };
