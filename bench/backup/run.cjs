#!/usr/bin/env node
// Backup and restore of 10,000 people (`node bench/backup/run.cjs [--people N]`): the time of
// `npm run backup`'s and `npm run restore`'s code (tools/backup.cjs) on a FLOW of its own.
// Seeding: two people are made through the API with data in every service (blueprint, profile,
// events, a co-flow connection, a manual profile, an invite, a calendar feed); then, with the
// services stopped, every row of every service table is copied N/2 - 1 times in SQL, each uuid
// column mapped to md5(uuid || copy) (the same mapping in every table and database, so references
// stay whole) and unique text columns suffixed with the copy number. Writes bench/results/backup.json.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const PEOPLE = Number(arg('people', 10000));
const round = (n) => Math.round(n * 10) / 10;
/** CPU time of reaped child processes (pg_dump, pg_restore), from /proc: user + system, in ms. */
const childCpuMs = () => {
  const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(fields[13]) + Number(fields[14])) * 10; // cutime, cstime in 1/100 s
};

async function seedTemplate(testing, api) {
  const people = [];
  for (let i = 0; i < 2; i++) {
    const email = testing.uniqueEmail('bench-backup');
    const res = await api.post('/api/auth/signup', { email, password: 'secret-pass-1', fullName: `Bench ${i}` });
    if (res.status !== 201) throw new Error(`sign-up: ${res.status}`);
    people.push({ id: res.body.user.id, email, token: res.body.access_token });
    // Only a confirmed account may invite, and only a confirmed one receives invitations.
    await testing.confirmEmail(api.baseUrl, email);
  }
  const must = async (what, call) => {
    const res = await call;
    if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
    return res;
  };
  for (const p of people) {
    await testing.expectEventually(
      async () => {
        if ((await api.get('/api/profile', p.token)).status !== 200) throw new Error('no profile yet');
      },
      { timeoutMs: 30_000 },
    );
    await must('analyze', api.post('/api/charts/analyze', { birthDate: '1990-04-13', birthTime: '07:10', birthPlace: 'Kathmandu, Nepal' }, p.token));
    await must('profile', api.patch('/api/profile', { full_name: 'Bench Person', time_zone: 'Asia/Kathmandu' }, p.token));
    for (let e = 0; e < 5; e++) {
      const start = new Date(Date.now() + (24 + e * 3) * 3_600_000);
      await must(
        'event',
        api.post(
          '/api/events',
          { title: `Bench event ${e}`, startTime: start.toISOString(), endTime: new Date(start.getTime() + 3_600_000).toISOString() },
          p.token,
        ),
      );
    }
    await must('feed', api.post('/api/calendar/feed', {}, p.token));
    await must(
      'manual profile',
      api.post(
        '/api/coflow/manual-profiles',
        { full_name: 'Grandma Rose', birth_date: '1950-03-01', birth_time: '06:30', birth_location: 'Lisbon, Portugal' },
        p.token,
      ),
    );
  }
  const invite = await must('invite', api.post('/api/coflow/invites', { email: people[1].email }, people[0].token));
  await must('accept', api.post(`/api/coflow/invites/${invite.body.id}/accept`, {}, people[1].token));
}

/** A service's own tables (not the migration log, not the outbox). */
async function serviceTables(client) {
  return (
    await client.query(
      "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('mikro_orm_migrations', 'outbox') order by 1",
    )
  ).rows.map((r) => r.table_name);
}

async function countRows(Client, url) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    let rows = 0;
    for (const table of await serviceTables(client)) rows += (await client.query(`select count(*)::int as n from "${table}"`)).rows[0].n;
    return rows;
  } finally {
    await client.end();
  }
}

/** Copies every row of every table `copies` times (see the header). */
async function cloneRows(Client, url, copies) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    for (const table of await serviceTables(client)) {
      const columns = (
        await client.query(
          "select column_name, data_type, column_default, is_identity from information_schema.columns where table_schema = 'public' and table_name = $1 order by ordinal_position",
          [table],
        )
      ).rows;
      const unique = new Set(
        (
          await client.query(
            `select a.attname from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey) where i.indrelid = $1::regclass and i.indisunique`,
            [table],
          )
        ).rows.map((r) => r.attname),
      );
      const insertable = columns.filter((c) => c.is_identity !== 'YES' && !String(c.column_default ?? '').startsWith('nextval('));
      const value = (c) => {
        const col = `"${c.column_name}"`;
        if (c.data_type === 'uuid') return `md5(${col}::text || g.n)::uuid`;
        if (unique.has(c.column_name) && ['text', 'character varying'].includes(c.data_type)) return `${col} || '-' || g.n`;
        return col;
      };
      await client.query(
        `insert into "${table}" (${insertable.map((c) => `"${c.column_name}"`).join(', ')}) select ${insertable.map(value).join(', ')} from "${table}" cross join generate_series(1, ${copies}) g(n)`,
      );
    }
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}

async function main() {
  const testing = require('@flow/testing');
  const { startInfra } = require(path.join(root, 'tools/infra.cjs'));
  const { backup, restore } = require(path.join(root, 'tools/backup.cjs'));
  const { Client } = require('pg');
  const dir = path.join(os.tmpdir(), `flow-bench-backup-${process.pid}`);
  const ports = { postgres: await testing.freePort(), redis: await testing.freePort(), nats: await testing.freePort() };
  // Durable, as `npm start` runs PostgreSQL (fsync on): the restore's writes cost what they cost there.
  const infra = await startInfra({ dir, ports, prefix: 'flow_bench', durable: true, env: {} });
  process.env.FLOW_TEST_INFRA = JSON.stringify({ ...infra.urls, databaseUrls: infra.databaseUrls });
  process.env.TEST_LOG_LEVEL = 'warn';
  const processes = [];
  try {
    const built = testing.SERVICES.filter((s) => fs.existsSync(path.join(root, 'apps', s, 'dist', 'main.js')));
    await Promise.all(built.filter((s) => infra.databaseUrls[s]).map((s) => testing.migrateService(s, infra.databaseUrls[s])));
    for (const s of built) processes.push(await testing.startService(s));
    const gateway = await testing.startGateway({ AUTH_RATE_LIMIT_PER_MINUTE: '100000', AUTH_FAILED_SIGNIN_LIMIT: '1000' });
    processes.push(gateway);
    await seedTemplate(testing, new testing.TestHttpClient(gateway.url));
    await new Promise((r) => setTimeout(r, 3000)); // the last events handled
    await Promise.all(processes.map((p) => p.stop()));
    processes.length = 0;

    const seedStarted = Date.now();
    const rowsBefore = {};
    for (const [service, url] of Object.entries(infra.databaseUrls)) {
      await cloneRows(Client, url, PEOPLE / 2 - 1);
      rowsBefore[service] = await countRows(Client, url);
    }
    const seedMs = Date.now() - seedStarted;
    const users = Number(
      await (async () => {
        const c = new Client({ connectionString: infra.databaseUrls.identity });
        await c.connect();
        try {
          return (await c.query('select count(*)::int as n from users')).rows[0].n;
        } finally {
          await c.end();
        }
      })(),
    );

    const options = { serverUrl: infra.urls.PG_BASE_URL, prefix: 'flow_bench_', stateDir: dir, backupsDir: path.join(dir, 'backups'), keep: 2 };
    const load = os.loadavg().map((n) => round(n));
    let cpu = childCpuMs();
    let at = performance.now();
    const backupDir = await backup(options);
    const backupMs = performance.now() - at;
    const backupCpuMs = childCpuMs() - cpu;
    const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'));
    const bytes = Object.values(manifest.files).reduce((sum, f) => sum + f.bytes, 0);

    const admin = new Client({ connectionString: infra.urls.PG_BASE_URL });
    await admin.connect();
    for (const name of manifest.databases) await admin.query(`drop database "${name}" with (force)`);
    await admin.end();
    cpu = childCpuMs();
    at = performance.now();
    await restore(backupDir, options);
    const restoreMs = performance.now() - at;
    const restoreCpuMs = childCpuMs() - cpu;
    const rowsAfter = {};
    for (const [service, url] of Object.entries(infra.databaseUrls)) rowsAfter[service] = await countRows(Client, url);
    if (JSON.stringify(rowsAfter) !== JSON.stringify(rowsBefore))
      throw new Error(`rows differ after the restore: ${JSON.stringify({ rowsBefore, rowsAfter })}`);
    const result = {
      generatedAt: new Date().toISOString(),
      people: users,
      rows: rowsBefore,
      databases: manifest.databases.length,
      backupBytes: bytes,
      seedMs,
      backup: { wallMs: round(backupMs), childCpuMs: backupCpuMs },
      restore: { wallMs: round(restoreMs), childCpuMs: restoreCpuMs },
      loadAverage: load,
      loadAverageAfter: os.loadavg().map((n) => round(n)),
      cores: os.cpus().length,
      note: 'Wall time of tools/backup.cjs backup() and restore(); CPU of pg_dump/pg_restore children (PostgreSQL server CPU not included). Shared machine: noisy.',
    };
    fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    fs.writeFileSync(path.join(root, 'bench/results/backup.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await Promise.all(processes.map((p) => p.stop()));
    await infra.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
