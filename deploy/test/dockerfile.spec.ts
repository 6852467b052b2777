import { execFile, execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DockerfileParser, type Instruction } from 'dockerfile-ast';
import { entryPointSource, exists, read, ROOT, SERVER_APPS } from './repo';

/** No Docker engine here: the Dockerfile is checked by construction, parsed with dockerfile-ast. */
const dockerfile = DockerfileParser.parse(read('deploy/Dockerfile'));
const stages = new Map(
  dockerfile.getFROMs().map((from) => {
    const stage = from.getBuildStage()!;
    const next = dockerfile.getFROMs().find((f) => f.getRange().start.line > from.getRange().start.line);
    const instructions = dockerfile
      .getInstructions()
      .filter((i) => i.getRange().start.line > from.getRange().start.line && (!next || i.getRange().start.line < next.getRange().start.line));
    return [stage, { from, instructions }];
  }),
);
const firstFrom = dockerfile.getFROMs()[0]!.getRange().start.line;
const args = Object.fromEntries(
  dockerfile
    .getARGs()
    .filter((a) => a.getRange().start.line < firstFrom)
    .map((a) => a.getArgumentsContent()!.split('=') as [string, string]),
);
const baseImage = (stage: string) =>
  stages
    .get(stage)!
    .from.getImageName()!
    .replace(/\$\{(\w+)\}/, (_m, name: string) => args[name] ?? '');
const run = (stage: string) =>
  stages
    .get(stage)!
    .instructions.filter((i) => i.getKeyword() === 'RUN')
    .map((i) => i.getArgumentsContent() ?? '')
    .join('\n');
const only = (stage: string, keyword: string): Instruction[] => stages.get(stage)!.instructions.filter((i) => i.getKeyword() === keyword);
const execForm = (instruction: Instruction): string[] =>
  JSON.parse(
    instruction
      .getArgumentsContent()!
      .replace(/^--\S+\s+/g, '')
      .replace(/^(--\S+\s+)+/, ''),
  );

describe('deploy/Dockerfile', () => {
  it('builds in stages: dependencies from the manifests, a build, and a small runtime on a Node LTS image', () => {
    expect([...stages.keys()].slice(0, 4)).toEqual(['manifests', 'deps', 'build', 'runtime']);
    for (const stage of ['manifests', 'deps', 'runtime']) expect(baseImage(stage)).toMatch(/^node:(22|24)-bookworm-slim$/);
    expect(run('manifests')).toMatch(/! -name package\.json ! -name package-lock\.json -delete/);
    expect(run('deps')).toMatch(/^npm ci --ignore-scripts/);
    expect(stages.get('build')!.from.getImageName()).toBe('deps');
    expect(run('build')).toContain('node tools/build.mjs');
    expect(run('build')).toContain('npm prune --omit=dev');
  });

  it('runs as the unprivileged node user with a health check and the secrets-file entry point', () => {
    expect(only('runtime', 'USER').map((i) => i.getArgumentsContent())).toEqual(['node']);
    const env = only('runtime', 'ENV')
      .map((i) => i.getArgumentsContent())
      .join(' ');
    expect(env).toContain('NODE_ENV=production');
    expect(env).toContain('HEALTH_PORT=9000');
    const [healthcheck] = only('runtime', 'HEALTHCHECK');
    expect(healthcheck!.getArgumentsContent()).toContain('CMD ["node", "deploy/healthcheck.mjs", "/health/live"]');
    expect(execForm(only('runtime', 'ENTRYPOINT')[0]!)).toEqual(['/app/deploy/docker-entrypoint.sh']);
  });

  it('copies only files that exist into the image', () => {
    for (const copy of dockerfile.getCOPYs()) {
      if (copy.getFromFlag()) continue;
      const sources = copy
        .getArguments()
        .map((a) => a.getValue())
        .filter((v) => !v.startsWith('--'))
        .slice(0, -1);
      for (const source of sources) if (source !== '.') expect({ source, exists: exists(source) }).toEqual({ source, exists: true });
    }
    expect(fs.statSync(path.join(ROOT, 'deploy/docker-entrypoint.sh')).mode & 0o111).toBeTruthy();
  });

  it.each(SERVER_APPS)('has a target for %s whose command is its built entry point', (app) => {
    const stage = stages.get(app);
    expect(stage).toBeDefined();
    expect(stage!.from.getImageName()).toBe('runtime');
    const [cmd] = only(app, 'CMD');
    const command = execForm(cmd!);
    expect(command).toEqual(['node', `apps/${app}/dist/main.js`]);
    // The build (swc, src → dist) produces it from src/main.ts once the app has code.
    const { source } = entryPointSource(command[1]!);
    if (exists(`apps/${app}/src`)) {
      expect(exists(source)).toBe(true);
      expect(exists(`apps/${app}/dist/main.js`)).toBe(true);
    }
  });

  it('keeps dependencies and builds out of the build context', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((l) => l.trim());
    for (const entry of ['**/node_modules', '**/dist', '.flow', '.git', '.env']) expect(ignored).toContain(entry);
  });
});

describe('the OpenTelemetry Collector image', () => {
  it('puts the collector binary on busybox so its health check can run', () => {
    const file = DockerfileParser.parse(read('deploy/observability/otel-collector.Dockerfile'));
    const froms = file.getFROMs();
    expect(froms.map((f) => f.getBuildStage() ?? `${f.getImageName()}:${f.getImageTag()}`)).toEqual(['otelcol', 'busybox:1.37-musl']);
    const healthcheck = file.getInstructions().find((i) => i.getKeyword() === 'HEALTHCHECK')!;
    expect(healthcheck.getArgumentsContent()).toContain('http://127.0.0.1:13133/');
    expect(read('deploy/observability/otel-collector.yaml')).toContain('endpoint: 0.0.0.0:13133');
  });
});

describe('deploy/docker-entrypoint.sh', () => {
  const entrypoint = path.join(ROOT, 'deploy/docker-entrypoint.sh');
  const runWith = (env: Record<string, string>) =>
    spawnSync('sh', [entrypoint, 'sh', '-c', 'printf "%s|%s" "$JWT_PRIVATE_KEY" "${JWT_PRIVATE_KEY_FILE:-unset}"'], {
      env: { PATH: process.env.PATH!, ...env },
      encoding: 'utf8',
    });

  it('reads FOO from FOO_FILE (multi-line keys included) and removes FOO_FILE', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'flow-entry-')), 'key.pem');
    fs.writeFileSync(file, '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----\n');
    const result = runWith({ JWT_PRIVATE_KEY_FILE: file });
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----|unset');
  });

  it('keeps a value set directly and refuses an unreadable file', () => {
    expect(runWith({ JWT_PRIVATE_KEY: 'direct', JWT_PRIVATE_KEY_FILE: '/nonexistent' }).stdout).toBe('direct|unset');
    const refused = runWith({ JWT_PRIVATE_KEY_FILE: '/nonexistent' });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('JWT_PRIVATE_KEY_FILE points to /nonexistent');
  });
});

describe('deploy/healthcheck.mjs', () => {
  // Asynchronous: the server under probe lives in this process.
  const probe = (port: number, pathname: string) =>
    new Promise<number | null>((resolve) => {
      execFile(process.execPath, [path.join(ROOT, 'deploy/healthcheck.mjs'), pathname], { env: { HEALTH_PORT: String(port) } }, (error) =>
        resolve(error ? ((error as { code?: number }).code ?? null) : 0),
      );
    });

  it('exits 0 for a 2xx answer and 1 for an error answer or nothing listening', async () => {
    const server = http.createServer((req, res) => res.writeHead(req.url === '/health/ready' ? 503 : 200).end());
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    expect(await probe(port, '/health/live')).toBe(0);
    expect(await probe(port, '/health/ready')).toBe(1);
    await new Promise((r) => server.close(r));
    expect(await probe(port, '/health/live')).toBe(1);
  });
});

describe('deploy/init-secrets.mjs', () => {
  it('creates an Ed25519 signing key and a 256-bit calendar key once, and keeps them', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flow-keys-'));
    execFileSync(process.execPath, [path.join(ROOT, 'deploy/init-secrets.mjs'), dir]);
    const pem = fs.readFileSync(path.join(dir, 'jwt-ed25519.pem'), 'utf8');
    expect(crypto.createPrivateKey(pem).asymmetricKeyType).toBe('ed25519');
    expect(Buffer.from(fs.readFileSync(path.join(dir, 'calendar-token-key'), 'utf8'), 'base64')).toHaveLength(32);
    expect(fs.statSync(path.join(dir, 'jwt-ed25519.pem')).mode & 0o077).toBe(0);
    execFileSync(process.execPath, [path.join(ROOT, 'deploy/init-secrets.mjs'), dir]);
    expect(fs.readFileSync(path.join(dir, 'jwt-ed25519.pem'), 'utf8')).toBe(pem);
  });
});
