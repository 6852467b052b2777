#!/usr/bin/env node
// One-machine backups of FLOW (`npm run backup`, `npm run restore <dir>`, and daily under `npm start`).
// A backup is a folder .flow/backups/<time>/ holding one pg_dump (custom format) per service database,
// found by name (every database called flow_*, so a service added later is included without a list),
// a copy of .flow/keys/ (the JWT signing key and the key that encrypts calendar tokens: a database
// without them cannot be read back), and manifest.json with each file's size and SHA-256.
// Each dump is one transaction's snapshot of its database; the databases are dumped side by side.
// JetStream is not in it: the events it holds were already applied to the databases, and after a
// restore the services' outboxes and idempotent consumers bring the stream and the tables back in step.
'use strict';
const { spawn } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const net = require('node:net');
const path = require('node:path');
const { pgBinDir, startPostgres, signalPostmaster, databaseUrl } = require('./infra.cjs');

const root = path.resolve(__dirname, '..');
const MANIFEST = 'manifest.json';

/** Settings from the environment, the same defaults as `npm start` (tools/start.mjs). */
function settings(env = process.env) {
  const stateDir = env.FLOW_STATE_DIR ? path.resolve(env.FLOW_STATE_DIR) : path.join(root, '.flow');
  const port = Number(env.FLOW_POSTGRES_PORT ?? 55432);
  return {
    stateDir,
    port,
    serverUrl: env.FLOW_BACKUP_DATABASE_URL || `postgres://flow@127.0.0.1:${port}/postgres`,
    prefix: env.FLOW_BACKUP_PREFIX ?? 'flow_',
    backupsDir: env.FLOW_BACKUP_DIR ? path.resolve(env.FLOW_BACKUP_DIR) : path.join(stateDir, 'backups'),
    keep: Number(env.FLOW_BACKUP_KEEP ?? 14),
  };
}

function run(cmd, args, { input } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: [input ? 'pipe' : 'ignore', 'pipe', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    child.stdout.resume();
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(cmd)} ${args.filter((a) => !a.startsWith('postgres')).join(' ')} failed (${code}): ${err.trim()}`)),
    );
    if (input) child.stdin.end(input);
  });
}

function listening(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => (socket.destroy(), resolve(false)));
  });
}

/**
 * The PostgreSQL to talk to: the one at serverUrl if it answers, otherwise `npm start`'s own data
 * folder (.flow/pg) started for the time of the backup or restore and stopped after.
 */
async function withServer(s, log, fn) {
  const url = new URL(s.serverUrl);
  const local = ['127.0.0.1', 'localhost'].includes(url.hostname);
  if (!local || (await listening(Number(url.port || 5432)))) return fn();
  if (!fs.existsSync(path.join(s.stateDir, 'pg', 'PG_VERSION')))
    throw new Error(`no PostgreSQL answers at ${url.host} and there is no data folder in ${s.stateDir}/pg`);
  log(`Starting PostgreSQL from ${shown(path.join(s.stateDir, 'pg'))} for the time being...`);
  const child = await startPostgres(s.stateDir, Number(url.port), { durable: true });
  try {
    return await fn();
  } finally {
    await new Promise((resolve) => {
      child.once('exit', resolve);
      signalPostmaster(child);
    });
  }
}

async function serviceDatabases(serverUrl, prefix) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select datname from pg_database where not datistemplate and starts_with(datname, $1) order by datname', [prefix]);
    return rows.map((r) => r.datname);
  } finally {
    await client.end();
  }
}

/** A path as people type it: relative to here when inside, absolute otherwise. */
const shown = (file) => (path.relative(process.cwd(), file).startsWith('..') ? file : path.relative(process.cwd(), file) || '.');
const sha256 = (file) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
const stamp = (date) =>
  date
    .toISOString()
    .replace(/[:]/g, '')
    .replace(/\.\d+Z$/, 'Z'); // 2026-11-25T150000Z, sorts by time

function copyDir(from, to) {
  fs.mkdirSync(to, { recursive: true, mode: 0o700 });
  for (const name of fs.readdirSync(from)) {
    const source = path.join(from, name);
    if (!fs.statSync(source).isFile()) continue;
    fs.copyFileSync(source, path.join(to, name));
    fs.chmodSync(path.join(to, name), 0o600);
  }
}

/** The finished backups in `backupsDir`, oldest first. */
function listBackups(backupsDir) {
  if (!fs.existsSync(backupsDir)) return [];
  return fs
    .readdirSync(backupsDir)
    .filter((name) => fs.existsSync(path.join(backupsDir, name, MANIFEST)))
    .sort()
    .map((name) => path.join(backupsDir, name));
}

/** Writes a new backup folder and returns its path; keeps the newest `keep` backups. */
async function backup(options = {}, log = () => {}) {
  const s = { ...settings(), ...options };
  const bin = pgBinDir();
  if (!bin) throw new Error('pg_dump not found: apt-get install postgresql');
  const startedAt = new Date();
  const target = path.join(s.backupsDir, stamp(startedAt));
  // Written under a temporary name and renamed when complete: a folder with a manifest is a whole backup.
  const partial = `${target}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true, mode: 0o700 });
  try {
    const databases = await withServer(s, log, async () => {
      const names = await serviceDatabases(s.serverUrl, s.prefix);
      if (!names.length) throw new Error(`no database named ${s.prefix}* on ${new URL(s.serverUrl).host}`);
      await Promise.all(
        names.map((name) =>
          run(path.join(bin, 'pg_dump'), [
            '--format=custom',
            '--no-owner',
            '--no-privileges',
            `--file=${path.join(partial, `${name}.dump`)}`,
            databaseUrl(s.serverUrl, name),
          ]),
        ),
      );
      return names;
    });
    const keysDir = path.join(s.stateDir, 'keys');
    const keys = fs.existsSync(keysDir) ? fs.readdirSync(keysDir).filter((n) => fs.statSync(path.join(keysDir, n)).isFile()) : [];
    if (keys.length) copyDir(keysDir, path.join(partial, 'keys'));
    const files = [...databases.map((d) => `${d}.dump`), ...keys.map((k) => `keys/${k}`)];
    const manifest = {
      format: 'flow-backup/1',
      createdAt: startedAt.toISOString(),
      tookMs: Date.now() - startedAt.getTime(),
      databases,
      files: Object.fromEntries(files.map((f) => [f, { bytes: fs.statSync(path.join(partial, f)).size, sha256: sha256(path.join(partial, f)) }])),
    };
    fs.writeFileSync(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    fs.renameSync(partial, target);
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
  for (const old of listBackups(s.backupsDir).slice(0, -Math.max(1, s.keep))) fs.rmSync(old, { recursive: true, force: true });
  return target;
}

/**
 * Restores a backup folder into a stopped stack: checks every file against the manifest first, then
 * replaces each database it holds (dropped and created again) and the keys.
 */
async function restore(dir, options = {}, log = () => {}) {
  const s = { ...settings(), ...options };
  const bin = pgBinDir();
  if (!bin) throw new Error('pg_restore not found: apt-get install postgresql');
  const manifestFile = path.join(dir, MANIFEST);
  if (!fs.existsSync(manifestFile)) throw new Error(`${dir} is not a FLOW backup (no ${MANIFEST})`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  if (manifest.format !== 'flow-backup/1') throw new Error(`${dir}: unknown backup format ${manifest.format}`);
  for (const [file, { sha256: expected }] of Object.entries(manifest.files)) {
    if (!fs.existsSync(path.join(dir, file)) || sha256(path.join(dir, file)) !== expected) throw new Error(`${dir}: ${file} is missing or damaged (checksum)`);
  }
  await withServer(s, log, async () => {
    const { Client } = require('pg');
    const admin = new Client({ connectionString: s.serverUrl });
    await admin.connect();
    try {
      for (const name of manifest.databases) {
        const quoted = `"${name.replace(/"/g, '""')}"`;
        await admin.query(`drop database if exists ${quoted} with (force)`);
        await admin.query(`create database ${quoted}`);
      }
    } finally {
      await admin.end();
    }
    await Promise.all(
      manifest.databases.map((name) =>
        run(path.join(bin, 'pg_restore'), [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          '--single-transaction',
          `--dbname=${databaseUrl(s.serverUrl, name)}`,
          path.join(dir, `${name}.dump`),
        ]),
      ),
    );
  });
  const keys = Object.keys(manifest.files).filter((f) => f.startsWith('keys/'));
  if (keys.length) copyDir(path.join(dir, 'keys'), path.join(s.stateDir, 'keys'));
  return manifest;
}

/** A running `npm start` of this state folder (its pid file names a live process). */
function runningStack(stateDir) {
  try {
    const pid = Number(fs.readFileSync(path.join(stateDir, 'flow.pid'), 'utf8'));
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

async function main([command, arg]) {
  const log = (msg) => console.log(`[flow] ${msg}`);
  const s = settings();
  if (command === 'backup') {
    const dir = await backup({}, log);
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), 'utf8'));
    log(
      `Backed up ${manifest.databases.join(', ')} and ${Object.keys(manifest.files).filter((f) => f.startsWith('keys/')).length} key(s) to ${shown(dir)} in ${manifest.tookMs} ms (keeping the newest ${s.keep}).`,
    );
    return;
  }
  if (command === 'restore') {
    if (!arg)
      throw Object.assign(new Error(`usage: npm run restore <backup folder>\nbackups: ${listBackups(s.backupsDir).map(shown).join(', ') || 'none'}`), {
        exitCode: 2,
      });
    const pid = runningStack(s.stateDir);
    if (pid) throw Object.assign(new Error(`FLOW is running (pid ${pid}): stop it (Ctrl-C in its terminal) before restoring`), { exitCode: 2 });
    const started = Date.now();
    const manifest = await restore(path.resolve(arg), {}, log);
    log(`Restored ${manifest.databases.join(', ')} from ${manifest.createdAt} in ${Date.now() - started} ms. Start FLOW with npm start.`);
    return;
  }
  throw Object.assign(new Error('usage: node tools/backup.cjs backup | restore <dir>'), { exitCode: 2 });
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(`[flow] ${error.message}`);
    process.exit(error.exitCode ?? 1);
  });
}

module.exports = { backup, restore, listBackups, settings, runningStack };
