// What a result was measured on: the machine, how busy it was, and the versions of everything on the
// measured path. Written into every bench/results/<name>.json.
'use strict';
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

const loadAverage = () => os.loadavg().map((x) => Math.round(x * 100) / 100);

function firstLine(cmd, args) {
  try {
    const r = spawnSync(cmd, args, { encoding: 'utf8', timeout: 10_000 });
    if (r.status !== 0 && !r.stdout) return null;
    return `${r.stdout || r.stderr}`.trim().split('\n')[0] || null;
  } catch {
    return null;
  }
}

function packageVersion(name) {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return null;
  }
}

function postgresVersion() {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const v = fs.readdirSync(base).sort((a, b) => Number(b) - Number(a))[0];
  return v ? firstLine(path.join(base, v, 'bin', 'postgres'), ['--version']) : null;
}

const PACKAGES = [
  '@nestjs/core',
  '@nestjs/platform-express',
  'express',
  'socket.io',
  'socket.io-client',
  'nats',
  'redis',
  'pg',
  '@mikro-orm/core',
  'zod',
  'jose',
  'astronomy-engine',
  'autocannon',
  'lighthouse',
  'playwright-core',
  'vite',
  'react',
];

/** `servers`: also ask PostgreSQL, Redis, NATS (and Chromium) for their versions. */
function describeMachine({ servers = false, chromium = false } = {}) {
  const cpus = os.cpus();
  const git = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' });
  const dirty = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8' });
  return {
    cpu: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    loadAverage: loadAverage(),
    openFilesLimit: Number(firstLine('sh', ['-c', 'ulimit -n'])) || null,
    commit: git.status === 0 ? `${git.stdout.trim()}${dirty.stdout.trim() ? ' (with uncommitted changes)' : ''}` : null,
    versions: {
      ...Object.fromEntries(PACKAGES.map((p) => [p, packageVersion(p)]).filter(([, v]) => v)),
      ...(servers ? { postgresql: postgresVersion(), redis: firstLine('redis-server', ['--version']), nats: firstLine('nats-server', ['--version']) } : {}),
      ...(chromium ? { chromium: firstLine('/usr/bin/chromium', ['--version']) } : {}),
    },
  };
}

module.exports = { describeMachine, loadAverage, root };
