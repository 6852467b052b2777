import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// `npm run dev` on a private stack (its own state folder and ports): a change to a service's source is
// compiled by swc's watcher and the running service is restarted with it. A whole stack and a watcher per
// project: outside `npm test`'s budget, run by `npm run test:smoke`.

const root = path.resolve(__dirname, '..');
const source = path.join(root, 'apps/identity/src/main.ts');
const built = path.join(root, 'apps/identity/dist/main.js');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net
      .createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
  });
}

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net
      .createServer()
      .once('error', () => resolve(false))
      .listen(port, '0.0.0.0', () => server.close(() => resolve(true)));
  });

/**
 * A base for `count` consecutive free ports, below Linux's ephemeral range (32768+): the ports after a
 * port the kernel handed out can be taken any moment by another test's outgoing connections.
 */
async function freeRange(count: number): Promise<number> {
  for (;;) {
    const base = 20_000 + Math.floor(Math.random() * 12_000);
    const ports = Array.from({ length: count }, (_, i) => base + i);
    if ((await Promise.all(ports.map(isFree))).every(Boolean)) return base;
  }
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** When the identity process started (prom-client's default metric), from its internal health port. */
async function identityStartedAt(healthPort: number): Promise<number | undefined> {
  const res = await fetch(`http://127.0.0.1:${healthPort}/metrics`);
  const match = /^process_start_time_seconds (\d+)/m.exec(await res.text());
  return match ? Number(match[1]) : undefined;
}

describe('npm run dev', () => {
  const state = fs.mkdtempSync(path.join(os.tmpdir(), 'flow-dev-'));
  fs.chmodSync(state, 0o755); // PostgreSQL runs as its own user when the tests run as root
  const original = fs.readFileSync(source, 'utf8');
  let dev: ChildProcess | undefined;
  let output = '';

  afterAll(async () => {
    fs.writeFileSync(source, original);
    if (dev && dev.exitCode === null) {
      const exited = new Promise((r) => dev!.once('exit', r));
      dev.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(state, { recursive: true, force: true });
  }, 60_000);

  it('recompiles and restarts a service whose source changed', async () => {
    // The health ports are the base + 1, 2, … in the order of tools/start.mjs (identity first).
    const [pg, redis, nats, gateway, standin, web, microsoftStandin] = await Promise.all(Array.from({ length: 7 }, freePort));
    const healthBase = await freeRange(10);
    dev = spawn(process.execPath, ['tools/start.mjs', '--dev'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        FLOW_STATE_DIR: state,
        FLOW_POSTGRES_PORT: String(pg),
        FLOW_REDIS_PORT: String(redis),
        FLOW_NATS_PORT: String(nats),
        PORT: String(gateway),
        GOOGLE_STANDIN_PORT: String(standin),
        MICROSOFT_STANDIN_PORT: String(microsoftStandin),
        FLOW_WEB_PORT: String(web),
        FLOW_HEALTH_PORT_BASE: String(healthBase),
        NO_COLOR: '1',
      },
    });
    dev.stdout!.on('data', (d) => (output += d));
    dev.stderr!.on('data', (d) => (output += d));
    await until('the dev stack', async () => (output.includes('FLOW is running at') || dev!.exitCode !== null ? true : undefined), 240_000);
    if (dev.exitCode !== null) throw new Error(`npm run dev stopped:\n${output.slice(-4000)}`);
    expect(output).toMatch(/^swc platform\s+Watching for file changes/m);

    const identityHealth = healthBase + 1;
    const before = await until('identity metrics', () => identityStartedAt(identityHealth), 10_000);
    const marker = `// dev reload probe ${Date.now()}`;
    await new Promise((r) => setTimeout(r, 1_100)); // a restart is seen as a later start second
    fs.writeFileSync(source, `${original}\n${marker}\n`);

    await until('the change in dist', async () => (fs.readFileSync(built, 'utf8').includes(marker) ? true : undefined), 30_000);
    const after = await until(
      'identity restarted',
      async () => {
        const startedAt = await identityStartedAt(identityHealth);
        return startedAt !== undefined && startedAt > before ? startedAt : undefined;
      },
      60_000,
    );
    expect(after).toBeGreaterThan(before);
    expect(output).toMatch(/^identity\s+Restarting '.*apps\/identity\/dist\/main\.js'/m);
  }, 420_000);
});
