import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { testMailDir } from './mail';
import { testInfra } from './test-env';

/** The repository root, from this file (libs/testing/src, or libs/testing/dist for the benchmarks). */
export const REPO_ROOT = path.resolve(__dirname, '../../..');

/**
 * The one service catalogue (tools/services.cjs): the services, their environment, readiness and
 * migrations, shared with `npm start` and the benchmarks. Loaded by path at run time, as CommonJS, so
 * it is the same file whether this library runs under jest (swc) or from its dist/; its shape is
 * declared here.
 */
export interface ServiceCatalogue {
  SERVICES: readonly string[];
  GATEWAY: 'gateway';
  mainScript(name: string): string;
  migrateScript(name: string): string;
  readyUrl(name: string, ports: { healthPort?: number; port?: number; live?: boolean }): string;
  serviceEnv(
    name: string,
    options: {
      infra: { NATS_URL: string; REDIS_URL: string; databaseUrls?: Record<string, string> };
      healthPort?: number;
      common?: Record<string, string>;
      extra?: Record<string, string>;
    },
  ): Record<string, string>;
  waitForReady(url: string, child: ChildProcess, options?: { timeoutMs?: number; intervalMs?: number; logFile?: string; name?: string }): Promise<void>;
  migrate(name: string, databaseUrl: string, options?: { env?: Record<string, string> }): Promise<void>;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const catalogue = require(path.join(REPO_ROOT, 'tools/services.cjs')) as ServiceCatalogue;

export const SERVICES = catalogue.SERVICES as readonly ['identity', 'profile-chart', 'daily-flow', 'scheduling', 'calendar-sync', 'co-flow'];
export type ServiceName = (typeof SERVICES)[number];

/**
 * The ports test servers listen on come from 20000–32767, below Linux's ephemeral range (32768–60999):
 * a port the kernel chose for `listen(0)` and that was then released could be taken, before the service
 * bound it, as the local port of any outgoing connection (the tests open thousands), and the service
 * failed with EADDRINUSE. Each jest process counts through a slice of its own (the global setup's, then
 * one per worker), so two workers never offer the same port, and a port in use is skipped.
 */
const PORT_BAND = { from: 20_000, to: 32_768 };
const PORT_SLICES = 4;
const slice = Number(process.env.JEST_WORKER_ID ?? 0) % PORT_SLICES;
const sliceSize = Math.floor((PORT_BAND.to - PORT_BAND.from) / PORT_SLICES);
const sliceStart = PORT_BAND.from + slice * sliceSize;
// Where in the slice this process starts: another process in the same slice (a benchmark, a second run)
// most likely starts elsewhere.
let portOffset = process.pid % sliceSize;

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export async function freePort(): Promise<number> {
  for (let tried = 0; tried < sliceSize; tried++) {
    const port = sliceStart + (portOffset++ % sliceSize);
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port in ${sliceStart}–${sliceStart + sliceSize - 1}`);
}

export interface RunningProcess {
  name: string;
  child: ChildProcess;
  logFile: string;
  /** SIGTERM and wait (graceful). */
  stop(): Promise<void>;
  /** SIGKILL: a crash. */
  kill9(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', () => r()));
}

export function spawnLogged(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string>,
  logDir = path.join(os.tmpdir(), 'flow-test-logs'),
): RunningProcess {
  fs.mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, `${name}-${process.pid}-${Date.now()}.log`);
  const out = fs.openSync(logFile, 'a');
  const child = spawn(command, args, { cwd: REPO_ROOT, env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', out, out] });
  return {
    name,
    child,
    logFile,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(timer);
    },
    async kill9() {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
}

/** A process that never became ready is killed, so a failed start leaves nothing running behind the tests. */
function stopAndRethrow(proc: RunningProcess) {
  return async (error: unknown): Promise<never> => {
    await proc.kill9();
    throw error;
  };
}

/**
 * Starts processes side by side (as `npm start` does: each waits for its own readiness, none for
 * another's). If one fails, those that did start are killed before the error is thrown.
 */
export async function startSideBySide<T extends RunningProcess>(starts: Promise<T>[]): Promise<T[]> {
  const settled = await Promise.allSettled(starts);
  const started = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failure = settled.find((s) => s.status === 'rejected');
  if (failure) {
    await Promise.all(started.map((p) => p.kill9()));
    throw failure.reason;
  }
  return started;
}

/** Environment of a service process against the test servers. */
export function processEnv(service: string, extra: Record<string, string> = {}): Record<string, string> {
  const common = {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'info',
    MAIL_OUTBOX_DIR: testMailDir(),
    // Tests sign up and sign in people by the thousand on 2 cores: the cheapest argon2id the service
    // accepts (2.5 ms of CPU a hash or check, 14 at 4 MiB and two passes, 520 at the defaults) and a
    // patient request timeout keep them from timing out under load. Production keeps the defaults.
    PASSWORD_HASH_MEMORY_KIB: '1024',
    PASSWORD_HASH_TIME_COST: '1',
    NATS_REQUEST_TIMEOUT_MS: '15000',
  };
  return catalogue.serviceEnv(service, { infra: testInfra(), common, extra: { ...calendarTestEnv(), ...extra } });
}

export interface ServiceProcess extends RunningProcess {
  healthPort: number;
  restart(): Promise<ServiceProcess>;
}

/**
 * Starts a built service (apps/<name>/dist/main.js) and waits until /health/ready answers: a deadline,
 * not a wait (a boot takes seconds; side by side on a shared machine at load 35, over 60).
 */
export async function startService(name: ServiceName, extraEnv: Record<string, string> = {}, { readyTimeoutMs = 120_000 } = {}): Promise<ServiceProcess> {
  const healthPort = await freePort();
  const env = processEnv(name, { HEALTH_PORT: String(healthPort), ...extraEnv });
  const proc = spawnLogged(name, process.execPath, [catalogue.mainScript(name)], env);
  await catalogue
    .waitForReady(catalogue.readyUrl(name, { healthPort }), proc.child, { logFile: proc.logFile, timeoutMs: readyTimeoutMs, name })
    .catch(stopAndRethrow(proc));
  return { ...proc, healthPort, restart: () => startService(name, extraEnv, { readyTimeoutMs }) };
}

export interface GatewayProcess extends RunningProcess {
  url: string;
  port: number;
  /** The internal port of /health/* and /metrics (never the public one). */
  healthPort: number;
}

export async function startGateway(extraEnv: Record<string, string> = {}, { readyTimeoutMs = 120_000 } = {}): Promise<GatewayProcess> {
  const port = Number(extraEnv.PORT ?? (await freePort()));
  const url = `http://127.0.0.1:${port}`;
  const healthPort = Number(extraEnv.HEALTH_PORT ?? (await freePort()));
  const env = processEnv('gateway', { PORT: String(port), HOST: '127.0.0.1', APP_ORIGIN: url, HEALTH_PORT: String(healthPort), ...extraEnv });
  const proc = spawnLogged('gateway', process.execPath, [catalogue.mainScript(catalogue.GATEWAY)], env);
  // Live, not /api/health: fault tests start a gateway with Redis or NATS away on purpose.
  await catalogue
    .waitForReady(catalogue.readyUrl(catalogue.GATEWAY, { port, live: true }), proc.child, {
      logFile: proc.logFile,
      timeoutMs: readyTimeoutMs,
      name: 'gateway',
    })
    .catch(stopAndRethrow(proc));
  return { ...proc, url, port, healthPort };
}

/** Applies a service's migrations (the same script a deploy runs as a job). */
export async function migrateService(name: ServiceName, databaseUrl: string): Promise<void> {
  await catalogue.migrate(name, databaseUrl);
}

/** The stack shared by the integration run (started by the global setup). */
export function sharedGatewayUrl(): string {
  const url = process.env.FLOW_TEST_GATEWAY_URL;
  if (!url) throw new Error('FLOW_TEST_GATEWAY_URL is not set: the global setup starts the shared stack');
  return url;
}

/** /health and /metrics ports of the shared stack's services (and its gateway), by name. */
export function sharedHealthPorts(): Partial<Record<ServiceName | 'gateway', number>> {
  return JSON.parse(process.env.FLOW_TEST_HEALTH_PORTS ?? '{}');
}

/** Process ids of the shared stack's services, gateway and stand-ins, by name. */
export function sharedPids(): Record<string, number> {
  return JSON.parse(process.env.FLOW_TEST_PIDS ?? '{}');
}

/** A NATS server of a test's own, for tests that stop and start NATS. */
export async function startPrivateNats(): Promise<{ url: string; stop(): Promise<void>; start(): Promise<void> }> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flow-nats-'));
  let proc: RunningProcess | undefined;
  const start = async () => {
    proc = spawnLogged('nats', 'nats-server', ['-js', '-sd', dir, '-p', String(port), '-a', '127.0.0.1'], {});
    const deadline = Date.now() + 10_000;
    for (;;) {
      const ok = await new Promise<boolean>((resolve) => {
        const socket = net.connect(port, '127.0.0.1');
        socket.once('connect', () => (socket.destroy(), resolve(true)));
        socket.once('error', () => (socket.destroy(), resolve(false)));
      });
      if (ok) return;
      if (Date.now() > deadline) throw new Error('private nats did not start');
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  await start();
  return { url: `nats://127.0.0.1:${port}`, start, stop: async () => proc?.stop() };
}

/** The environment that points calendar-sync at a Google stand-in. */
export function googleCalendarEnv(url: string, clientId: string, clientSecret: string): Record<string, string> {
  return {
    GOOGLE_CALENDAR_CLIENT_ID: clientId,
    GOOGLE_CALENDAR_CLIENT_SECRET: clientSecret,
    GOOGLE_AUTH_URL: `${url}/o/oauth2/v2/auth`,
    GOOGLE_TOKEN_URL: `${url}/token`,
    GOOGLE_REVOKE_URL: `${url}/revoke`,
    GOOGLE_USERINFO_URL: `${url}/v1/userinfo`,
    GOOGLE_CALENDAR_API_URL: `${url}/calendar/v3`,
  };
}

export const GOOGLE_TEST_CLIENT_ID = 'flow-test-calendar-client';

/** The environment that points calendar-sync at a Microsoft identity platform + Graph stand-in. */
export function microsoftCalendarEnv(url: string, clientId: string, clientSecret: string): Record<string, string> {
  return { MICROSOFT_CLIENT_ID: clientId, MICROSOFT_CLIENT_SECRET: clientSecret, MICROSOFT_AUTHORITY: `${url}/common`, MICROSOFT_GRAPH_URL: `${url}/v1.0` };
}

export const MICROSOFT_TEST_CLIENT_ID = 'flow-test-microsoft-client';

/** calendar-sync against the run's Google stand-in, with the run's token key (set by the global setup). */
function calendarTestEnv(): Record<string, string> {
  const {
    FLOW_TEST_GOOGLE_URL: url,
    FLOW_TEST_GOOGLE_SECRET: secret,
    FLOW_TEST_CALENDAR_TOKEN_KEY: key,
    FLOW_TEST_MICROSOFT_URL: microsoftUrl,
    FLOW_TEST_MICROSOFT_SECRET: microsoftSecret,
  } = process.env;
  if (!url || !secret || !key) return {};
  const microsoft = microsoftUrl && microsoftSecret ? microsoftCalendarEnv(microsoftUrl, MICROSOFT_TEST_CLIENT_ID, microsoftSecret) : {};
  // A short background-sync interval, so the 60 s refresh of active users is observable in a test. Those
  // syncs spend 20 times the calls of production's: so does the budget, or a spec slowed by a loaded machine
  // (the CalDAV spec's read-backs, each a sync) spent a minute's 120 calls and read nothing until the next one.
  // The budget itself is proven by the push spec, on its own stack.
  return {
    CALENDAR_TOKEN_KEY: key,
    CALENDAR_SYNC_INTERVAL_SECONDS: '3',
    CALENDAR_ACTIVE_SECONDS: '20',
    CALENDAR_PEAK_POLL_SECONDS: '2',
    CALENDAR_CALLS_PER_PERSON_PER_MINUTE: '2400',
    ...googleCalendarEnv(url, GOOGLE_TEST_CLIENT_ID, secret),
    ...microsoft,
  };
}
