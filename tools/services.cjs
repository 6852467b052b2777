// The one service catalogue: which processes make a FLOW, in which order they start, the environment
// each one gets, how each one says it is ready, and how its database is migrated. `npm start`
// (tools/start.mjs), the integration tests (libs/testing) and the benchmarks (bench/lib/stack.cjs,
// through libs/testing) all start services from here, and the supervision `npm start` asks for lives
// beside it (tools/supervisor.cjs).
//
// Why CommonJS in tools/: tools/*.mjs are ES modules run by plain Node, libs/testing is TypeScript
// compiled by swc to CommonJS (in jest and in its dist/ the benchmarks load). A .cjs file is the one
// form all three can load without a build step: ESM imports it (createRequire or `import`), CommonJS
// requires it. libs/testing requires it by path from the repository root, as it already does
// tools/infra.cjs; bench/ stands on tools/ and libs/testing, and nothing in tools/ imports bench/.
'use strict';
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');

/** The services behind the gateway, in start order (they start side by side; the gateway after them). */
const SERVICES = ['identity', 'profile-chart', 'daily-flow', 'scheduling', 'calendar-sync', 'co-flow'];
const GATEWAY = 'gateway';

const mainScript = (name) => path.join('apps', name, 'dist', 'main.js');
const migrateScript = (name) => path.join('apps', name, 'dist', 'migrate.js');
/** The services this checkout has built (a partial build starts what it has). */
const builtServices = (root = ROOT) => SERVICES.filter((s) => fs.existsSync(path.join(root, mainScript(s))));

/**
 * Where a process says it is ready. A service: its internal /health/ready (database, NATS, Redis).
 * The gateway: `/api/health` (NATS and Redis reachable) for `npm start`; `live` (`/health/live`, up and
 * serving) where a test starts a gateway with a dependency away on purpose.
 */
function readyUrl(name, { healthPort, port, live = false }) {
  if (name === GATEWAY) return `http://127.0.0.1:${port}${live ? '/health/live' : '/api/health'}`;
  return `http://127.0.0.1:${healthPort}/health/ready`;
}

/**
 * A service's environment: what every process of this FLOW shares (`common`), its connections, its own
 * database, its health port, then `extra` (a caller's overrides win).
 */
function serviceEnv(name, { infra, healthPort, common = {}, extra = {} }) {
  const databaseUrl = infra.databaseUrls && infra.databaseUrls[name];
  return {
    ...common,
    NATS_URL: infra.NATS_URL,
    REDIS_URL: infra.REDIS_URL,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(healthPort ? { HEALTH_PORT: String(healthPort) } : {}),
    ...extra,
  };
}

/** The last lines of a log file, to show why a process failed. */
function logTail(file, lines = 30) {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** The one readiness loop: polls `url` until it answers 2xx, the process exits, or the time is up. */
async function waitForReady(
  url,
  child,
  { timeoutMs = 30_000, intervalMs = 100, logFile, name = path.basename(String(child.spawnargs?.at(-1) ?? 'process')) } = {},
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${name} exited (${child.signalCode ?? child.exitCode}); log:\n${logTail(logFile)}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`${name}: ${url} not ready after ${timeoutMs} ms; log:\n${logTail(logFile)}`);
}

/** Applies a service's migrations (the script a deployment runs as a job); rejects with its output. */
function migrate(name, databaseUrl, { env = {}, root = ROOT } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [migrateScript(name)], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', ...env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`migration of ${name} failed:\n${output}`))));
  });
}

/** Every built service with a database and a migration script, migrated side by side. */
function migrateAll(databaseUrls, options = {}) {
  const root = options.root ?? ROOT;
  return Promise.all(
    builtServices(root)
      .filter((s) => databaseUrls[s] && fs.existsSync(path.join(root, migrateScript(s))))
      .map((s) => migrate(s, databaseUrls[s], options)),
  );
}

module.exports = { ROOT, SERVICES, GATEWAY, mainScript, migrateScript, builtServices, readyUrl, serviceEnv, waitForReady, migrate, migrateAll, logTail };
