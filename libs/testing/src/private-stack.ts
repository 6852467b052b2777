import type { ChildProcess } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
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
import type { TestInfra } from './test-env';

/** One server of a private stack that a fault test stops and starts again (same port, same data). */
export interface RestartableServer {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export interface PrivateStack {
  infra: TestInfra;
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
  SERVICES_WITH_DB: string[];
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
}

/**
 * A whole FLOW of a test's own: PostgreSQL, Redis and NATS on free ports (their data in a temp folder,
 * kept across restarts), every built service and a gateway. Fault tests stop and kill its parts
 * without touching the shared stack.
 */
export async function startPrivateStack(options: PrivateStackOptions = {}): Promise<PrivateStack> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const infra = require(path.join(REPO_ROOT, 'tools/infra.cjs')) as InfraModule;
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
  const pgBase = `postgres://flow@127.0.0.1:${ports.postgres}/postgres`;
  const postgres = server(
    pgBase,
    () => infra.startPostgres(dir, ports.postgres, { durable: false }),
    (c) => infra.signalPostmaster(c),
  );
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
  started.push(postgres, redis, nats);
  await Promise.all([postgres.start(), redis.start(), nats.start()]);

  const { Client } = await import('pg');
  const admin = await connectWhenReady(Client, pgBase);
  const databaseUrls: Record<string, string> = {};
  for (const service of infra.SERVICES_WITH_DB) {
    const name = `flow_private_${service.replace(/-/g, '_')}`;
    await admin.query(`create database "${name}"`);
    databaseUrls[service] = infra.databaseUrl(pgBase, name);
  }
  await admin.end();
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
  await Promise.all(built.filter((s) => databaseUrls[s]).map((s) => migrateService(s, databaseUrls[s]!)));
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
    postgres,
    redis,
    nats,
    services,
    gateway,
    serviceEnv,
    async stop() {
      await Promise.all([gateway, ...Object.values(services)].map((p) => p!.stop()));
      await Promise.all([nats.stop(), redis.stop(), postgres.stop()]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
