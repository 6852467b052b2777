import { execFile, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  catalogue,
  freePort,
  migrateService,
  REPO_ROOT,
  SERVICES,
  startGateway,
  startService,
  startSideBySide,
  type GatewayProcess,
  type RunningProcess,
  type ServiceName,
  type ServiceProcess,
} from './stack';
import { testInfra as sharedInfra, type TestInfra } from './test-env';

/** One server of a private stack that a fault test stops and starts again (same port, same data). */
export interface RestartableServer {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export interface PrivateStack {
  infra: TestInfra;
  /** What the names of this stack's databases start with. */
  databasePrefix: string;
  postgres: RestartableServer;
  redis: RestartableServer;
  nats: RestartableServer;
  services: Partial<Record<ServiceName, ServiceProcess>>;
  gateway: GatewayProcess;
  /** The environment a service of this stack runs with (for a restart by hand). */
  serviceEnv(name: ServiceName): Record<string, string>;
  stop(): Promise<void>;
}

interface InfraModule {
  startPostgres(dir: string, port: number, options: { durable: boolean }): Promise<ChildProcess>;
  startRedis(dir: string, port: number, options: { durable: boolean }): Promise<ChildProcess>;
  startNats(dir: string, port: number): Promise<ChildProcess>;
  signalPostmaster(child: ChildProcess): void;
  databaseUrl(base: string, name: string): string;
  pgBinDir(): string | null;
  SERVICES_WITH_DB: string[];
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const infraModule = () => require(path.join(REPO_ROOT, 'tools/infra.cjs')) as InfraModule;

/** Runs a PostgreSQL client program (pg_dump, pg_restore); rejects with its output when it fails. */
function runPg(program: string, args: string[]): Promise<void> {
  const bin = infraModule().pgBinDir();
  if (!bin) return Promise.reject(new Error(`${program} not found`));
  return new Promise((resolve, reject) => {
    execFile(path.join(bin, program), args, (error, _stdout, stderr) => (error ? reject(new Error(`${program}: ${stderr || error.message}`)) : resolve()));
  });
}

/** The schema file of a service's migrated database (see makeDatabaseTemplates), if the global setup wrote one. */
function schemaDump(service: string): string | undefined {
  const dir = process.env.FLOW_TEST_SCHEMA_DIR;
  const file = dir && path.join(dir, `${service}.dump`);
  return file && fs.existsSync(file) ? file : undefined;
}

/** PostgreSQL listens before it takes connections ("the database system is starting up"): retry a while. */
async function connectWhenReady(Client: typeof import('pg').Client, url: string): Promise<import('pg').Client> {
  for (let attempt = 0; ; attempt++) {
    const client = new Client({ connectionString: url });
    try {
      await client.connect();
      return client;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (attempt >= 60) throw error;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', () => r()));
}

export interface PrivateStackOptions {
  gatewayEnv?: Record<string, string>;
  serviceEnv?: Record<string, string>;
  /** Only these services (each built one by default): a test of one service's part need not start the rest. */
  services?: readonly ServiceName[];
  /**
   * Databases of the stack's own on the run's PostgreSQL, copied from the migrated templates the global
   * setup made, instead of a server of its own: no initdb, no server start, no migrations. For tests
   * that never stop PostgreSQL (`postgres.stop()` then throws); Redis and NATS stay the stack's own.
   */
  sharedPostgres?: boolean;
}

/** The migrated, still empty copy of a shared service database that private stacks clone. */
const templateName = (databaseUrl: string) => `${new URL(databaseUrl).pathname.slice(1)}_template`;

/**
 * A migrated database of `service`'s, named `name`, on the run's PostgreSQL: a copy of its template (made
 * by the global setup), or migrated here where there is none. Replaces one of that name. Returns its URL.
 */
export async function serviceDatabase(service: ServiceName, name: string): Promise<string> {
  const infra = sharedInfra();
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: infra.PG_BASE_URL });
  await admin.connect();
  const shared = infra.databaseUrls[service];
  const template = shared ? templateName(shared) : undefined;
  try {
    const found = template && (await admin.query('select 1 from pg_database where datname = $1 and datistemplate', [template])).rowCount;
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"${found ? ` template "${template}"` : ''}`);
    const url = new URL(infra.PG_BASE_URL);
    url.pathname = `/${name}`;
    if (!found) await migrateService(service, url.toString());
    return url.toString();
  } finally {
    await admin.end();
  }
}

/** Drops a database `serviceDatabase` made (its connections closed first): what a spec made, it removes. */
export async function dropServiceDatabase(name: string): Promise<void> {
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: sharedInfra().PG_BASE_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}

/**
 * Called by the global setup between the migrations and the services' start (nobody connected yet):
 * a template of each migrated database, so a private stack on the shared server starts from a copy, and
 * its schema in `schemaDir` (pg_dump), which a stack with a PostgreSQL of its own restores. Either
 * instead of a migration: a node process loading the whole service, several CPU seconds each.
 */
export async function makeDatabaseTemplates(infra: TestInfra, services: readonly string[], schemaDir: string): Promise<void> {
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: infra.PG_BASE_URL });
  await admin.connect();
  try {
    for (const service of services) {
      const source = infra.databaseUrls[service];
      if (!source) continue;
      const template = templateName(source);
      // A server reused from an earlier run (FLOW_TEST_INFRA given) may hold an older template.
      const stale = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (stale.rowCount) {
        await admin.query(`alter database "${template}" is_template false`);
        await admin.query(`drop database "${template}"`);
      }
      await admin.query(`create database "${template}" template "${new URL(source).pathname.slice(1)}" is_template true`);
    }
  } finally {
    await admin.end();
  }
  // Best effort: without a dump (no pg_dump here) a stack migrates as before.
  await Promise.all(
    services
      .filter((service) => infra.databaseUrls[service])
      .map((service) => {
        const file = path.join(schemaDir, `${service}.dump`);
        return runPg('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, infra.databaseUrls[service]!]).catch(() =>
          fs.rmSync(file, { force: true }),
        );
      }),
  );
  process.env.FLOW_TEST_SCHEMA_DIR = schemaDir;
}

/**
 * A whole FLOW of a test's own: PostgreSQL, Redis and NATS on free ports (their data in a temp folder,
 * kept across restarts), every built service and a gateway. Fault tests stop and kill its parts
 * without touching the shared stack.
 */
export async function startPrivateStack(options: PrivateStackOptions = {}): Promise<PrivateStack> {
  const infra = infraModule();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flow-private-'));
  fs.chmodSync(dir, 0o755); // PostgreSQL runs as its own user when we are root
  try {
    return await startIn(dir, infra, options);
  } catch (error) {
    await cleanUp?.();
    throw error;
  }
}

let cleanUp: (() => Promise<void>) | undefined;

async function startIn(dir: string, infra: InfraModule, options: PrivateStackOptions): Promise<PrivateStack> {
  const started: { stop(): Promise<void> }[] = [];
  cleanUp = async () => {
    await Promise.all(started.reverse().map((s) => s.stop().catch(() => undefined)));
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const ownPostgres = !options.sharedPostgres;
  const ports = { postgres: await freePort(), redis: await freePort(), nats: await freePort() };
  const server = (url: string, launch: () => Promise<ChildProcess>, halt: (child: ChildProcess) => void): RestartableServer & { child?: ChildProcess } => {
    const handle: RestartableServer & { child?: ChildProcess } = {
      url,
      async start() {
        handle.child = await launch();
      },
      async stop() {
        const child = handle.child;
        if (!child) return;
        halt(child);
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited(child);
        clearTimeout(timer);
        handle.child = undefined;
      },
    };
    return handle;
  };
  const pgBase = ownPostgres ? `postgres://flow@127.0.0.1:${ports.postgres}/postgres` : sharedInfra().PG_BASE_URL;
  const refuse = async () => {
    throw new Error('this private stack uses the shared PostgreSQL: a test that stops PostgreSQL needs a server of its own');
  };
  const postgres: RestartableServer = ownPostgres
    ? server(
        pgBase,
        () => infra.startPostgres(dir, ports.postgres, { durable: false }),
        (c) => infra.signalPostmaster(c),
      )
    : { url: pgBase, start: refuse, stop: refuse };
  const redis = server(
    `redis://127.0.0.1:${ports.redis}`,
    () => infra.startRedis(dir, ports.redis, { durable: false }),
    (c) => c.kill('SIGTERM'),
  );
  const nats = server(
    `nats://127.0.0.1:${ports.nats}`,
    () => infra.startNats(dir, ports.nats),
    (c) => c.kill('SIGTERM'),
  );
  const { Client } = await import('pg');
  // On the shared server, names of this stack's own (another worker's stack may be up too), dropped with the stack.
  const databasePrefix = ownPostgres ? 'flow_private_' : `flow_private_${randomBytes(4).toString('hex')}_`;
  const databaseUrls: Record<string, string> = {};
  const dropDatabases = async () => {
    if (ownPostgres) return;
    const client = new Client({ connectionString: pgBase });
    await client.connect();
    try {
      for (const url of Object.values(databaseUrls)) await client.query(`drop database if exists "${new URL(url).pathname.slice(1)}" with (force)`);
    } finally {
      await client.end();
    }
  };
  started.push(ownPostgres ? postgres : { stop: dropDatabases }, redis, nats);
  await Promise.all([ownPostgres ? postgres.start() : undefined, redis.start(), nats.start()]);

  const admin = await connectWhenReady(Client, pgBase);
  const cloned = new Set<string>();
  for (const service of infra.SERVICES_WITH_DB) {
    const name = `${databasePrefix}${service.replace(/-/g, '_')}`;
    const shared = ownPostgres ? undefined : sharedInfra().databaseUrls[service];
    const template = shared ? templateName(shared) : undefined;
    const found = template && (await admin.query('select 1 from pg_database where datname = $1 and datistemplate', [template])).rowCount;
    databaseUrls[service] = infra.databaseUrl(pgBase, name);
    await admin.query(`create database "${name}"${found ? ` template "${template}"` : ''}`);
    if (found) cloned.add(service);
  }
  await admin.end();
  // A server of its own: the schemas restored from the global setup's dumps where there are some.
  if (ownPostgres)
    await Promise.all(
      Object.entries(databaseUrls).map(async ([service, url]) => {
        const dump = schemaDump(service);
        if (!dump) return;
        await runPg('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${url}`, dump]);
        cloned.add(service);
      }),
    );
  const testInfra: TestInfra = { NATS_URL: nats.url, REDIS_URL: redis.url, PG_BASE_URL: pgBase, databaseUrls };

  // A fixed signing key, as a deployment has: tokens issued before identity is killed stay valid after.
  const jwtPrivateKey = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const serviceEnv = (name: ServiceName) =>
    catalogue.serviceEnv(name, {
      infra: testInfra,
      common: { LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn' },
      extra: { ...(name === 'identity' ? { JWT_PRIVATE_KEY: jwtPrivateKey } : {}), ...options.serviceEnv },
    });
  const built = SERVICES.filter((s) => (options.services ?? SERVICES).includes(s) && fs.existsSync(path.join(REPO_ROOT, 'apps', s, 'dist', 'main.js')));
  await Promise.all(built.filter((s) => databaseUrls[s] && !cloned.has(s)).map((s) => migrateService(s, databaseUrls[s]!)));
  const [gateway, ...running] = (await startSideBySide<RunningProcess>([
    startGateway({
      NATS_URL: nats.url,
      REDIS_URL: redis.url,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_FAILED_SIGNIN_LIMIT: '1000',
      ...options.gatewayEnv,
    }),
    ...built.map((service) => startService(service, serviceEnv(service))),
  ])) as [GatewayProcess, ...ServiceProcess[]];
  started.push(gateway, ...running);
  const services: Partial<Record<ServiceName, ServiceProcess>> = Object.fromEntries(built.map((name, i) => [name, running[i]!]));

  return {
    infra: testInfra,
    databasePrefix,
    postgres,
    redis,
    nats,
    services,
    gateway,
    serviceEnv,
    async stop() {
      await Promise.all([gateway, ...Object.values(services)].map((p) => p!.stop()));
      await Promise.all([nats.stop(), redis.stop(), ownPostgres ? postgres.stop() : dropDatabases()]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
