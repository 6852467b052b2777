import os from 'node:os';
import path from 'node:path';
import {
  catalogue,
  expectEventually,
  freePort,
  processEnv,
  REPO_ROOT,
  sharedGatewayUrl,
  sharedPids,
  TestHttpClient,
  testInfra,
  uniqueEmail,
} from '@flow/testing';
import { Client } from 'pg';

// Supervision as `npm start` runs it (tools/supervisor.cjs, the same code), on the shared integration
// stack instead of a whole second FLOW: a second scheduling runs under the supervisor beside the shared
// one (same database, same NATS queue group, so it takes real requests). It is killed with SIGKILL while
// a person creates events: it is back within seconds, every shared process keeps its process id, and
// every event the gateway acknowledged is stored. tools/supervisor.spec.ts covers the back-off, the
// crash loop and "the other supervised processes keep running" with stand-in processes.
interface Supervised {
  name: string;
  pid: number | undefined;
  state: string;
  on(fn: (event: { type: string }) => void): () => void;
}
const { Supervisor } = require(path.join(REPO_ROOT, 'tools/supervisor.cjs')) as {
  Supervisor: new (options: object) => { start(spec: object): Promise<Supervised>; stopAll(): Promise<void> };
};

const api = new TestHttpClient(sharedGatewayUrl());
const lines: string[] = [];
const supervisor = new Supervisor({ log: (line: string) => lines.push(line) });
let scheduling: Supervised;

beforeAll(async () => {
  const healthPort = await freePort();
  scheduling = await supervisor.start({
    name: 'scheduling',
    args: [catalogue.mainScript('scheduling')],
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, ...processEnv('scheduling', { HEALTH_PORT: String(healthPort) }) },
    logFile: path.join(os.tmpdir(), `flow-supervised-scheduling-${process.pid}.log`),
    ready: catalogue.readyUrl('scheduling', { healthPort }),
  });
}, 120_000);
afterAll(() => supervisor.stopAll(), 30_000);

it('restarts a service killed with SIGKILL within seconds; the others keep their processes and no acknowledged write is lost', async () => {
  const signUp = await api.post('/api/auth/signup', { email: uniqueEmail('supervised'), password: 'secret1' });
  expect(signUp.status).toBe(201);
  const token = signUp.body.access_token as string;
  const sharedBefore = sharedPids();
  const killedPid = scheduling.pid!;

  // Writes before, during and after the kill; only what the gateway acknowledged (201) counts.
  const acknowledged: string[] = [];
  let writing = true;
  const writer = (async () => {
    for (let i = 0; writing || i < 10; i++) {
      const start = new Date(Date.now() + (48 + i) * 3_600_000);
      const res = await api.post(
        '/api/events',
        { title: `Supervised ${i}`, startTime: start.toISOString(), endTime: new Date(start.getTime() + 1_800_000).toISOString() },
        token,
      );
      if (res.status === 201) acknowledged.push(res.body.event.id);
    }
  })();
  await expectEventually(() => expect(acknowledged.length).toBeGreaterThanOrEqual(3), { timeoutMs: 30_000, intervalMs: 50 });

  const killedAt = Date.now();
  const back = new Promise<void>((resolve) => scheduling.on((e) => e.type === 'restarted' && resolve()));
  process.kill(killedPid, 'SIGKILL');
  await back;
  const downFor = Date.now() - killedAt;
  writing = false;
  await writer;

  // Back-off (0.5 s) and a service's start-up: seconds; the bound leaves room for a loaded 2-core machine.
  expect(downFor).toBeLessThan(30_000);
  expect(scheduling.pid).not.toBe(killedPid);
  expect(scheduling.state).toBe('running');
  expect(lines[0]).toMatch(/^scheduling stopped unexpectedly \(SIGKILL\); restarting it in 0\.5 s/);
  expect(lines.some((l) => /^scheduling is running again \(pid \d+/.test(l))).toBe(true);
  // The others kept their processes: the whole shared stack.
  expect(sharedPids()).toEqual(sharedBefore);
  for (const pid of Object.values(sharedBefore)) expect(() => process.kill(pid, 0)).not.toThrow();

  // Every acknowledged write is stored.
  const db = new Client({ connectionString: testInfra().databaseUrls.scheduling });
  await db.connect();
  try {
    const stored = (await db.query('select id from scheduled_events where id = any($1)', [acknowledged])).rows.map((r) => r.id);
    expect(stored.sort()).toEqual([...acknowledged].sort());
  } finally {
    await db.end();
  }
});
