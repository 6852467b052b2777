import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@flow/testing';

// The supervisor `npm start` runs its processes under (tools/supervisor.cjs), with tiny stand-in
// services: an HTTP server that is ready at once, and one that crashes a moment after it is found ready.
// The real services under supervision: apps/system-e2e/test/supervision.int-spec.ts.
const { Supervisor } = require('./supervisor.cjs') as { Supervisor: new (options: object) => SupervisorApi };

interface SupervisedApi {
  name: string;
  pid: number | undefined;
  state: string;
  child: import('node:child_process').ChildProcess;
  on(fn: (event: { type: string }) => void): () => void;
}
interface SupervisorApi {
  start(spec: object): Promise<SupervisedApi>;
  stopAll(): Promise<void>;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flow-supervisor-'));
const script = path.join(dir, 'service.cjs');
// Listens on PORT and answers 200; with CRASH_AFTER_MS it exits with code 3 that long after its first answer
// (the supervisor's readiness probe). Timed from listening, a loaded machine probed it after it had gone,
// and its first start failed instead of being supervised.
fs.writeFileSync(
  script,
  `let crashing = false;
require('node:http').createServer((q, s) => {
  s.end('ok');
  if (process.env.CRASH_AFTER_MS && !crashing) {
    crashing = true;
    setTimeout(() => process.exit(3), Number(process.env.CRASH_AFTER_MS));
  }
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));`,
);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function service(supervisor: SupervisorApi, name: string, env: Record<string, string> = {}) {
  const port = await freePort();
  return supervisor.start({
    name,
    args: [script],
    env: { PATH: process.env.PATH, PORT: String(port), ...env },
    logFile: path.join(dir, `${name}.log`),
    ready: `http://127.0.0.1:${port}/`,
  });
}

const until = (proc: SupervisedApi, type: string) =>
  new Promise<void>((resolve) => {
    const off = proc.on((e) => e.type === type && (off(), resolve()));
  });

describe('supervisor', () => {
  it('restarts a killed process (kill -9) after a short back-off, and leaves the others alone', async () => {
    const lines: string[] = [];
    const supervisor = new Supervisor({ log: (l: string) => lines.push(l), backoffMs: [50] });
    try {
      const [a, b] = [await service(supervisor, 'alpha'), await service(supervisor, 'beta')];
      const [pidA, pidB] = [a.pid, b.pid];
      const back = until(a, 'restarted');
      process.kill(pidA!, 'SIGKILL');
      await back;
      expect(a.pid).not.toBe(pidA);
      expect(a.state).toBe('running');
      expect(b.pid).toBe(pidB);
      expect(lines[0]).toMatch(/^alpha stopped unexpectedly \(SIGKILL\); restarting it in 0\.1 s/);
      expect(lines[1]).toMatch(/^alpha is running again \(pid \d+/);
    } finally {
      await supervisor.stopAll();
    }
  });

  it('gives a crash loop up with a clear message, and the others keep running', async () => {
    const lines: string[] = [];
    const supervisor = new Supervisor({ log: (l: string) => lines.push(l), backoffMs: [10, 20], maxRestarts: 3 });
    try {
      const steady = await service(supervisor, 'steady');
      const pid = steady.pid;
      const looping = await service(supervisor, 'looping', { CRASH_AFTER_MS: '300' });
      await until(looping, 'gave-up');
      expect(looping.state).toBe('given-up');
      expect(lines.filter((l) => l.startsWith('looping stopped unexpectedly (code 3); restarting'))).toHaveLength(2);
      expect(lines.at(-1)).toMatch(
        /^looping stopped unexpectedly \(code 3\): 3 crashes in 120 s is a crash loop, so it is not restarted again\. The other services keep running/,
      );
      expect(lines.at(-1)).toContain('listening');
      expect(steady.pid).toBe(pid);
      expect(steady.child.exitCode).toBeNull();
    } finally {
      await supervisor.stopAll();
    }
  });

  it('does not restart what it was asked to stop, and a failed first start is the caller’s', async () => {
    const lines: string[] = [];
    const supervisor = new Supervisor({ log: (l: string) => lines.push(l), backoffMs: [10] });
    await expect(
      supervisor.start({ name: 'broken', args: ['-e', 'process.exit(2)'], env: { PATH: process.env.PATH }, ready: 'http://127.0.0.1:9/' }),
    ).rejects.toThrow(/broken exited \(2\)/);
    const proc = await service(supervisor, 'calm');
    await supervisor.stopAll();
    expect(proc.child.exitCode ?? proc.child.signalCode).not.toBeNull();
    expect(lines).toEqual([]);
  });
});
