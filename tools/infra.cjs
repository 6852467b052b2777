// Starts the real servers FLOW needs (PostgreSQL, Redis, NATS with JetStream) as child processes
// with their data under one folder, or uses DATABASE_URL / REDIS_URL / NATS_URL when they are set.
// Shared by `npm start` (tools/start.mjs) and the test run (tools/test.mjs, jest global setup).
'use strict';
const { spawn, spawnSync, execFileSync } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const path = require('node:path');

// Every service of the catalogue has a database of its own.
const SERVICES_WITH_DB = require('./services.cjs').SERVICES;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function pgBinDir() {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : null;
}

function which(cmd) {
  const r = spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

/** What is missing, and the exact command that installs it. */
function missingPackages(need) {
  const missing = [];
  if (need.postgres && !pgBinDir()) missing.push('postgresql');
  if (need.redis && !which('redis-server')) missing.push('redis-server');
  if (need.nats && !which('nats-server')) missing.push('nats-server');
  return missing;
}

function ensurePackages(need, log) {
  const missing = missingPackages(need);
  if (!missing.length) return;
  const command = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  if (isRoot && which('apt-get')) {
    log(`Installing ${missing.join(', ')} with apt-get (first run only)...`);
    const r = spawnSync('sh', ['-c', `DEBIAN_FRONTEND=noninteractive ${command.replace('apt-get install', 'apt-get install -qq')}`], { stdio: 'inherit' });
    if (r.status === 0 && !missingPackages(need).length) return;
  }
  const error = new Error(
    `FLOW needs ${missing.join(', ')}. Install with:\n  sudo ${command}\nor point DATABASE_URL / REDIS_URL / NATS_URL at running servers.`,
  );
  error.exitCode = 2;
  throw error;
}

/**
 * The first run's apt-get install, started without waiting (npm start runs it beside `npm ci`). It
 * resolves either way: what is still missing after it is reported by startInfra, as before.
 */
function installPackagesInBackground(need, log) {
  const missing = missingPackages(need);
  if (!missing.length || !isRoot || !which('apt-get')) return Promise.resolve();
  log(`Installing ${missing.join(', ')} with apt-get (first run only)...`);
  const child = spawn('sh', ['-c', `apt-get update -qq && apt-get install -qq -y ${missing.join(' ')}`], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return new Promise((resolve) => child.once('exit', resolve).once('error', resolve));
}

function waitForPort(port, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child && child.exitCode !== null) return reject(new Error(`${child.spawnfile} exited with code ${child.exitCode}`));
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nothing listens on port ${port} after ${timeoutMs} ms`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

function asUser(cmd, args) {
  // PostgreSQL refuses to run as root; run it as the packaged 'postgres' user then.
  return isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
}

function spawnServer(name, cmd, args, logFile) {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(cmd, args, { stdio: ['ignore', out, out] });
  child.flowName = name;
  return child;
}

async function startPostgres(dir, port, { durable }) {
  const bin = pgBinDir();
  const data = path.join(dir, 'pg');
  fs.mkdirSync(dir, { recursive: true });
  if (!fs.existsSync(path.join(data, 'PG_VERSION'))) {
    fs.mkdirSync(data, { recursive: true });
    if (isRoot) execFileSync('chown', ['-R', 'postgres:postgres', data]);
    const [c, a] = asUser(path.join(bin, 'initdb'), ['-D', data, '-U', 'flow', '--auth=trust', '-E', 'UTF8', '--no-sync', '--locale=C']);
    execFileSync(c, a, { stdio: 'ignore' });
  }
  if (isRoot) execFileSync('chown', ['-R', 'postgres:postgres', data]);
  const opts = ['-D', data, '-p', String(port), '-k', data, '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300'];
  if (!durable) opts.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  const [c, a] = asUser(path.join(bin, 'postgres'), opts);
  const child = spawnServer('postgres', c, a, path.join(dir, 'postgres.log'));
  // As root the child is `runuser`, which does not pass signals on: stop the postmaster by its pid file.
  child.flowPidFile = path.join(data, 'postmaster.pid');
  await waitForPort(port, 30000, child);
  return child;
}

/** Fast shutdown (SIGINT) of PostgreSQL, through its pid file so it works under runuser too. */
function signalPostmaster(child) {
  try {
    const pid = Number(fs.readFileSync(child.flowPidFile, 'utf8').split('\n')[0]);
    if (pid > 0) return process.kill(pid, 'SIGINT');
  } catch {
    /* not written yet or already gone */
  }
  child.kill('SIGINT');
}

async function startRedis(dir, port, { durable }) {
  const data = path.join(dir, 'redis');
  fs.mkdirSync(data, { recursive: true });
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', data, '--save', '', '--appendonly', durable ? 'yes' : 'no'];
  const child = spawnServer('redis', 'redis-server', args, path.join(dir, 'redis.log'));
  await waitForPort(port, 15000, child);
  return child;
}

async function startNats(dir, port) {
  const data = path.join(dir, 'nats');
  fs.mkdirSync(data, { recursive: true });
  const child = spawnServer('nats', 'nats-server', ['-js', '-sd', data, '-p', String(port), '-a', '127.0.0.1'], path.join(dir, 'nats.log'));
  await waitForPort(port, 15000, child);
  return child;
}

async function createDatabases(baseUrl, names) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: baseUrl });
  await client.connect();
  try {
    const existing = new Set((await client.query('select datname from pg_database')).rows.map((r) => r.datname));
    for (const name of names) if (!existing.has(name)) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

function databaseUrl(baseUrl, dbName) {
  const url = new URL(baseUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
}

/**
 * Starts (or reuses) the three servers. `prefix` names the databases (flow_identity, or
 * flow_test_identity for tests) so tests never touch `npm start`'s data.
 */
async function startInfra({ dir, ports, prefix = 'flow', durable = true, log = () => {}, env = process.env }) {
  const external = { postgres: !!env.DATABASE_URL, redis: !!env.REDIS_URL, nats: !!env.NATS_URL };
  ensurePackages({ postgres: !external.postgres, redis: !external.redis, nats: !external.nats }, log);
  const children = [];
  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', resolve);
            if (child.flowName === 'postgres') signalPostmaster(child);
            else child.kill('SIGTERM');
            setTimeout(() => {
              if (child.exitCode === null) child.kill('SIGKILL');
            }, 8000).unref();
          }),
      ),
    );
  };
  try {
    const starts = [];
    if (!external.postgres) starts.push(startPostgres(dir, ports.postgres, { durable }).then((c) => children.push(c)));
    if (!external.redis) starts.push(startRedis(dir, ports.redis, { durable }).then((c) => children.push(c)));
    if (!external.nats) starts.push(startNats(dir, ports.nats).then((c) => children.push(c)));
    // Wait for every start to settle before judging: a failed one must not leave the others running.
    const failed = (await Promise.allSettled(starts)).find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    const pgBase = env.DATABASE_URL || `postgres://flow@127.0.0.1:${ports.postgres}/postgres`;
    const dbNames = Object.fromEntries(SERVICES_WITH_DB.map((s) => [s, `${prefix}_${s.replace(/-/g, '_')}`]));
    await retry(() => createDatabases(databaseUrl(pgBase, 'postgres'), Object.values(dbNames)), 20, 250);
    const urls = {
      NATS_URL: env.NATS_URL || `nats://127.0.0.1:${ports.nats}`,
      REDIS_URL: env.REDIS_URL || `redis://127.0.0.1:${ports.redis}`,
      PG_BASE_URL: databaseUrl(pgBase, 'postgres'),
    };
    const databaseUrls = Object.fromEntries(SERVICES_WITH_DB.map((s) => [s, databaseUrl(pgBase, dbNames[s])]));
    return { urls, databaseUrls, children, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function retry(fn, times, delayMs) {
  for (let i = 0; ; i++) {
    try {
      return await fn();
    } catch (error) {
      if (i >= times) throw error;
      await new Promise((r) => setTimeout(r, delayMs));
    }
  }
}

/**
 * V8 flags for FLOW's own Node processes under `npm start`: a 4 MB young-generation semi-space (Node
 * 20 reserves 16 MB) keeps each idle service about 20 MB smaller, with no CPU cost measurable in
 * the read-path benchmark (bench/RESULTS.md, footprint).
 */
const SERVICE_NODE_FLAGS = ['--max-semi-space-size=4'];

module.exports = {
  pgBinDir,
  startInfra,
  waitForPort,
  SERVICES_WITH_DB,
  databaseUrl,
  missingPackages,
  installPackagesInBackground,
  SERVICE_NODE_FLAGS,
  startPostgres,
  startRedis,
  startNats,
  signalPostmaster,
};
