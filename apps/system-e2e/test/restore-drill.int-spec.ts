import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  expectEventually,
  REPO_ROOT,
  SERVICES,
  startGateway,
  startPrivateStack,
  startService,
  startSideBySide,
  TestHttpClient,
  type GatewayProcess,
  type PrivateStack,
  type RunningProcess,
} from '@flow/testing';
import { Client } from 'pg';
import { signUpMany, type Actor } from './support/actors';
import { giveDataEverywhere } from './support/user-data';

// The restore drill: people with data in every service (profiles, events, connections, calendar
// links, and whatever giveDataEverywhere gives as services grow), `npm run backup`'s code, the
// databases and keys wiped, the restore, and every person's 'Export my data' compared byte for byte
// (the export's own `exportedAt` time aside). On a FLOW of the test's own, so wiping harms nothing else.
interface BackupModule {
  backup(options: Record<string, unknown>): Promise<string>;
  restore(dir: string, options: Record<string, unknown>): Promise<{ databases: string[] }>;
}
const { backup, restore } = require(path.join(REPO_ROOT, 'tools/backup.cjs')) as BackupModule;

let stack: PrivateStack;
let api: TestHttpClient;
let people: Actor[];
const restarted: RunningProcess[] = [];
const state = fs.mkdtempSync(path.join(os.tmpdir(), 'flow-drill-'));

beforeAll(async () => {
  // No background calendar refresh during the drill: it would change sync times between the two exports.
  // Its databases on the run's PostgreSQL (their own names, found by their prefix): the drill never stops the server.
  stack = await startPrivateStack({ serviceEnv: { CALENDAR_SYNC_INTERVAL_SECONDS: '3600' }, sharedPostgres: true });
  api = new TestHttpClient(stack.gateway.url);
  people = await signUpMany(api, 4, 'drill');
  for (let i = 0; i < people.length; i++) await giveDataEverywhere(api, people[i]!, people[(i + 1) % people.length]!);
  fs.mkdirSync(path.join(state, 'keys'), { mode: 0o700 });
  fs.writeFileSync(path.join(state, 'keys', 'calendar-token-key'), 'drill-key\n');
}, 240_000);

afterAll(async () => {
  await Promise.all(restarted.map((p) => p.stop()));
  await stack?.stop();
  fs.rmSync(state, { recursive: true, force: true });
}, 60_000);

/** The export as the gateway sends it, with only its `exportedAt` value blanked. */
async function exportText(person: Actor, gatewayUrl: string): Promise<string> {
  const res = await fetch(`${gatewayUrl}/api/account/export`, { headers: { authorization: `Bearer ${person.token}` } });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`export: ${res.status} ${text}`);
  return text.replace(/"exportedAt":"[^"]+"/, '"exportedAt":""');
}

async function unpublishedOutboxRows(): Promise<number> {
  let total = 0;
  for (const url of Object.values(stack.infra.databaseUrls)) {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      const exists = (await client.query("select to_regclass('outbox') is not null as ok")).rows[0].ok;
      if (exists) total += Number((await client.query('select count(*)::int as n from outbox where published_at is null')).rows[0].n);
    } finally {
      await client.end();
    }
  }
  return total;
}

it('backs up every service database and the keys, and a restore after a wipe gives every person the same export', async () => {
  // Quiet first: every event published and handled, so the exports stand still.
  await expectEventually(async () => expect(await unpublishedOutboxRows()).toBe(0), { timeoutMs: 30_000 });
  let before: string[] = [];
  await expectEventually(
    async () => {
      const first = await Promise.all(people.map((p) => exportText(p, stack.gateway.url)));
      await new Promise((r) => setTimeout(r, 1000));
      before = await Promise.all(people.map((p) => exportText(p, stack.gateway.url)));
      expect(before).toEqual(first);
    },
    { timeoutMs: 30_000 },
  );
  for (const [i, text] of before.entries()) expect(text).toContain(people[i]!.userId);

  const options = { serverUrl: stack.infra.PG_BASE_URL, prefix: stack.databasePrefix, stateDir: state, backupsDir: path.join(state, 'backups'), keep: 2 };
  const dir = await backup(options);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
  // Every service database of this stack, found by name rather than from a list.
  const databases = Object.values(stack.infra.databaseUrls)
    .map((url) => new URL(url).pathname.slice(1))
    .sort();
  expect(manifest.databases).toEqual(databases);
  expect(Object.keys(manifest.files)).toContain('keys/calendar-token-key');

  // The disaster: the stack stops, every database and the keys are gone.
  await Promise.all([stack.gateway, ...Object.values(stack.services)].map((p) => p!.stop()));
  const admin = new Client({ connectionString: stack.infra.PG_BASE_URL });
  await admin.connect();
  for (const name of databases) await admin.query(`drop database "${name}" with (force)`);
  await admin.end();
  fs.rmSync(path.join(state, 'keys'), { recursive: true });

  const restoredFrom = await restore(dir, options);
  expect(restoredFrom.databases).toEqual(databases);
  expect(fs.readFileSync(path.join(state, 'keys', 'calendar-token-key'), 'utf8')).toBe('drill-key\n');

  // The stack starts again on the restored data (same signing key, so the people's tokens still work).
  const [gateway, ...services] = (await startSideBySide<RunningProcess>([
    startGateway({ NATS_URL: stack.infra.NATS_URL, REDIS_URL: stack.infra.REDIS_URL, LOG_LEVEL: 'warn' }),
    ...SERVICES.filter((s) => stack.services[s]).map((service) => startService(service, stack.serviceEnv(service))),
  ])) as [GatewayProcess, ...RunningProcess[]];
  restarted.push(...services, gateway);
  const after = await Promise.all(people.map((p) => exportText(p, gateway.url)));
  for (const [i, text] of after.entries()) expect(text).toBe(before[i]);
}, 240_000);

it('keeps only the newest backups it is told to keep', async () => {
  const backupsDir = path.join(state, 'backups');
  const options = { serverUrl: stack.infra.PG_BASE_URL, prefix: stack.databasePrefix, stateDir: state, backupsDir, keep: 2 };
  const made = [];
  for (let i = 0; i < 2; i++) {
    await new Promise((r) => setTimeout(r, 1100)); // a folder is named by the second
    made.push(await backup(options));
  }
  expect(fs.readdirSync(backupsDir).sort()).toEqual(made.map((d) => path.basename(d)));
}, 120_000);

it('refuses a damaged backup before touching any database', async () => {
  const backupsDir = path.join(state, 'backups');
  const newest = path.join(backupsDir, fs.readdirSync(backupsDir).sort().at(-1)!);
  const damaged = path.join(state, 'damaged');
  fs.cpSync(newest, damaged, { recursive: true });
  const dump = fs.readdirSync(damaged).find((f) => f.endsWith('.dump'))!;
  fs.appendFileSync(path.join(damaged, dump), 'x');
  await expect(restore(damaged, { serverUrl: stack.infra.PG_BASE_URL, prefix: stack.databasePrefix, stateDir: state })).rejects.toThrow(
    `${dump} is missing or damaged`,
  );
});
