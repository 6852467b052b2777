import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startGoogleStandin, startMicrosoftStandin } from './calendar-standins';
import { cpuBudget } from './cpu-budget';
import globalTeardown from './global-teardown';
import { makeDatabaseTemplates } from './private-stack';
import {
  freePort,
  migrateService,
  REPO_ROOT,
  SERVICES,
  startGateway,
  startService,
  startSideBySide,
  type GatewayProcess,
  type RunningProcess,
  type ServiceProcess,
} from './stack';

interface Running {
  infra?: { stop: () => Promise<void>; pids: Record<string, number> };
  processes: RunningProcess[];
  mailDir?: string;
  schemaDir?: string;
}

/**
 * Once per integration run: real PostgreSQL, Redis and NATS (unless tools/test.mjs already
 * started them and exported FLOW_TEST_INFRA), migrations, then every built service and a gateway
 * as real processes. Tests share this stack with unique users; tests that need other settings or
 * inject faults start processes of their own.
 */
export default async function globalSetup() {
  const running: Running = { processes: [] };
  (globalThis as { __flowTest?: Running }).__flowTest = running;
  try {
    await startStack(running);
  } catch (error) {
    // jest runs no teardown after a failed set-up: what did start must not outlive the run.
    await globalTeardown();
    throw error;
  }
}

async function startStack(running: Running) {
  const phases = phaseClock();
  const mark = phases.mark;
  // This run's mail (libs/testing/src/mail.ts), removed with the stack.
  if (!process.env.FLOW_TEST_MAIL_DIR) process.env.FLOW_TEST_MAIL_DIR = running.mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flow-test-mail-'));
  if (!process.env.FLOW_TEST_INFRA) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { startInfra } = require(path.join(REPO_ROOT, 'tools/infra.cjs'));
    const dir = path.join(os.tmpdir(), `flow-test-${process.pid}`);
    // Free ports, so several checkouts can run their tests side by side and never touch `npm start`.
    const ports = { postgres: await freePort(), redis: await freePort(), nats: await freePort() };
    const infra = await startInfra({ dir, ports, prefix: 'flow_test', durable: false, env: {} });
    process.env.FLOW_TEST_INFRA = JSON.stringify({ ...infra.urls, databaseUrls: infra.databaseUrls });
    // The servers' data is throw-away: remove it with them.
    running.infra = {
      stop: async () => (await infra.stop(), fs.rmSync(dir, { recursive: true, force: true })),
      pids: Object.fromEntries((infra.children as { flowName: string; pid: number }[]).map((c) => [c.flowName, c.pid])),
    };
  }
  mark('infra');
  const infra = JSON.parse(process.env.FLOW_TEST_INFRA) as { databaseUrls: Record<string, string> };
  const built = SERVICES.filter((s) => fs.existsSync(path.join(REPO_ROOT, 'apps', s, 'dist', 'main.js')));
  if (!fs.existsSync(path.join(REPO_ROOT, 'apps/gateway/dist/main.js'))) throw new Error('Build first: npm run build (npm test does it for you)');
  await Promise.all(built.filter((s) => infra.databaseUrls[s]).map((s) => migrateService(s, infra.databaseUrls[s]!)));
  mark('migrations');
  // Before any service connects: the migrated databases that private stacks on this server copy.
  running.schemaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flow-test-schemas-'));
  await makeDatabaseTemplates(JSON.parse(process.env.FLOW_TEST_INFRA), built, running.schemaDir);
  mark('templates');
  // Google is outside our system: calendar-sync talks to a faithful local stand-in.
  const [google, microsoft] = await Promise.all([startGoogleStandin(), startMicrosoftStandin()]);
  running.processes.push(google, microsoft);
  Object.assign(process.env, { FLOW_TEST_MICROSOFT_URL: microsoft.url, FLOW_TEST_MICROSOFT_SECRET: microsoft.clientSecret });
  Object.assign(process.env, {
    FLOW_TEST_GOOGLE_URL: google.url,
    FLOW_TEST_GOOGLE_SECRET: google.clientSecret,
    FLOW_TEST_CALENDAR_TOKEN_KEY: randomBytes(32).toString('base64'),
  });
  mark('stand-ins');
  const healthPorts: Record<string, number> = {};
  const [gateway, ...services] = (await startSideBySide<RunningProcess>([
    // Everything in the shared stack comes from 127.0.0.1: the per-IP auth limit is tested on a gateway of its own.
    startGateway({ AUTH_RATE_LIMIT_PER_MINUTE: '100000', AUTH_FAILED_SIGNIN_LIMIT: '1000' }),
    ...built.map((service) => startService(service).then((p) => ((healthPorts[service] = p.healthPort), p))),
  ])) as [GatewayProcess, ...ServiceProcess[]];
  running.processes.push(...services, gateway);
  healthPorts.gateway = gateway.healthPort;
  mark('services');
  process.env.FLOW_TEST_HEALTH_PORTS = JSON.stringify(healthPorts);
  // The shared processes' ids: a test that kills a process of its own proves these kept running.
  process.env.FLOW_TEST_PIDS = JSON.stringify(Object.fromEntries(running.processes.map((p) => [p.name, p.child.pid])));
  process.env.FLOW_TEST_GATEWAY_URL = gateway.url;
  if (process.env.FLOW_CPU_BUDGET_REPORT) await measureCpuBudget(gateway.url, running, process.env.FLOW_CPU_BUDGET_REPORT);
  mark('CPU budget');
  console.log(`\nintegration stack ready in ${phases.total()}`);
}

/** Wall seconds of each phase of the set-up, for the line it prints (where a slow start spends its time). */
function phaseClock() {
  const started = Date.now();
  let last = started;
  const parts: string[] = [];
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  return {
    mark(name: string) {
      parts.push(`${name} ${seconds(Date.now() - last)}`);
      last = Date.now();
    },
    total: () => `${seconds(Date.now() - started)} s (${parts.join(', ')})`,
  };
}

/**
 * `npm test`'s CPU budget (cpu-budget.ts): measured here, on the stack just started and before any
 * test runs, so no test's work is counted and no stack of its own is started. tools/test.mjs reads
 * the report and counts it.
 */
async function measureCpuBudget(url: string, running: Running, report: string) {
  const pids: Record<string, number> = { ...running.infra?.pids };
  for (const p of running.processes) if (p.child.pid && (p.name === 'gateway' || (SERVICES as readonly string[]).includes(p.name))) pids[p.name] = p.child.pid;
  let results: unknown;
  try {
    results = await cpuBudget({ url, pids });
  } catch (error) {
    results = [{ name: 'run', ok: false, line: `CPU budget: could not run (${error instanceof Error ? error.message : String(error)})` }];
  }
  fs.writeFileSync(report, JSON.stringify(results));
}
