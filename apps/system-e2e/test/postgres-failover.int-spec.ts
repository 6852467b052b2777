import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expectEventually, freePort, REPO_ROOT } from '@flow/testing';
import { Client } from 'pg';

// PostgreSQL primary failover without losing an acknowledged write, as CloudNativePG runs it
// (k8s/base/postgres/cluster.yaml: minSyncReplicas 1): a primary and a streaming standby that the
// primary waits for on every commit (synchronous_standby_names), a write load, the primary killed
// with SIGKILL mid-load, the standby promoted, and every write the load saw acknowledged is there.
const { pgBinDir } = require(path.join(REPO_ROOT, 'tools/infra.cjs')) as { pgBinDir(): string };
const isRoot = process.getuid?.() === 0;
const bin = (name: string) => path.join(pgBinDir(), name);
/** PostgreSQL refuses to run as root: as root, its commands run as the packaged postgres user. */
const asPostgres = (cmd: string, args: string[]): [string, string[]] => (isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flow-pg-failover-'));
const servers: { data: string; child: ChildProcess }[] = [];

function startServer(data: string, port: number, settings: string[]): ChildProcess {
  const out = fs.openSync(path.join(dir, `${path.basename(data)}.log`), 'a');
  const [cmd, args] = asPostgres(bin('postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    data,
    '-c',
    'listen_addresses=127.0.0.1',
    ...settings.flatMap((s) => ['-c', s]),
  ]);
  const child = spawn(cmd, args, { stdio: ['ignore', out, out] });
  servers.push({ data, child });
  return child;
}

function postmasterPid(data: string): number {
  return Number(fs.readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
}

async function connect(port: number): Promise<Client> {
  let last: unknown;
  for (let i = 0; i < 100; i++) {
    const client = new Client({ host: '127.0.0.1', port, user: 'flow', database: 'postgres', connectionTimeoutMillis: 2000 });
    client.on('error', () => undefined); // a connection cut by the crash is expected
    try {
      await client.connect();
      return client;
    } catch (error) {
      last = error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw last;
}

afterAll(async () => {
  for (const { data, child } of servers) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      process.kill(postmasterPid(data), 'SIGINT');
    } catch {
      /* already gone */
    }
    if (child.exitCode === null && child.signalCode === null) await new Promise((r) => child.once('exit', r));
  }
  fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);

it('promotes the synchronous standby after the primary is killed mid-load, and every acknowledged write is on it', async () => {
  fs.chmodSync(dir, 0o755);
  const primaryData = path.join(dir, 'primary');
  const standbyData = path.join(dir, 'standby');
  for (const data of [primaryData, standbyData]) {
    fs.mkdirSync(data, { mode: 0o700 });
    if (isRoot) execFileSync('chown', ['postgres:postgres', data]);
  }
  execFileSync(...asPostgres(bin('initdb'), ['-D', primaryData, '-U', 'flow', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']), { stdio: 'ignore' });
  const [primaryPort, standbyPort] = [await freePort(), await freePort()];
  startServer(primaryData, primaryPort, ['wal_level=replica', 'max_wal_senders=4', 'synchronous_standby_names=*', 'synchronous_commit=on']);
  const setup = await connect(primaryPort);

  // The standby: a base backup of the primary that follows it by streaming (pg_basebackup -R).
  execFileSync(
    ...asPostgres(bin('pg_basebackup'), ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'flow', '-D', standbyData, '-R', '-X', 'stream', '--no-sync']),
    { stdio: 'ignore' },
  );
  startServer(standbyData, standbyPort, ['hot_standby=on']);
  await expectEventually(async () => expect((await setup.query('select sync_state from pg_stat_replication')).rows).toEqual([{ sync_state: 'sync' }]), {
    timeoutMs: 30_000,
  });
  // (Before the standby is there, a commit would wait for it.)
  await setup.query('create table acknowledged (id int primary key, at timestamptz not null default now())');
  await setup.end();

  // The load: writers insert ids one after another; an id counts once its commit is acknowledged.
  const acknowledged: number[] = [];
  let next = 0;
  let failures = 0;
  const writers = await Promise.all(Array.from({ length: 4 }, () => connect(primaryPort)));
  const load = writers.map(async (client) => {
    for (;;) {
      const id = ++next;
      try {
        await client.query('insert into acknowledged (id) values ($1)', [id]);
        acknowledged.push(id);
      } catch {
        failures++;
        return;
      }
    }
  });
  await expectEventually(async () => expect(acknowledged.length).toBeGreaterThan(300), { timeoutMs: 30_000, intervalMs: 20 });
  // The primary's machine dies: the postmaster and every backend of it at once.
  // (Its children are listed first: once the postmaster is gone they belong to init. No SIGSTOP:
  // runuser stops itself when its child stops.)
  const pid = postmasterPid(primaryData);
  const backends = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean)
    .map(Number);
  process.kill(pid, 'SIGKILL');
  for (const backend of backends) process.kill(backend, 'SIGKILL');
  await Promise.all(load);
  await Promise.all(writers.map((c) => c.end().catch(() => undefined)));
  expect(failures).toBe(writers.length); // each writer saw the crash

  // Failover: the standby is promoted and takes writes.
  const promoted = await connect(standbyPort);
  expect((await promoted.query('select pg_promote(true, 60) as ok')).rows[0].ok).toBe(true);
  await promoted.query('insert into acknowledged (id) values (-1)');
  const kept = new Set((await promoted.query<{ id: number }>('select id from acknowledged')).rows.map((r) => r.id));
  await promoted.end();
  const lost = acknowledged.filter((id) => !kept.has(id));
  expect({ acknowledged: acknowledged.length, lost }).toEqual({ acknowledged: acknowledged.length, lost: [] });
}, 120_000);
