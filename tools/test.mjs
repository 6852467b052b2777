#!/usr/bin/env node
// `npm test`: builds, then runs every suite (unit, integration against real PostgreSQL/Redis/NATS
// started for the run, web component tests, type check) and ends with one line: `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);
const extraArgs = process.argv.slice(2);

if (!fs.existsSync('node_modules/.package-lock.json')) {
  const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

let passed = 0;
let failed = 0;

const build = spawnSync(process.execPath, ['tools/build.mjs'], { stdio: 'inherit' });
if (build.status !== 0) {
  console.log('build failed');
  console.log(`0 passed, 1 failed`);
  process.exit(1);
}

const typecheck = spawnSync('node_modules/.bin/tsc', ['-p', 'tsconfig.json', '--noEmit'], { stdio: 'inherit' });
typecheck.status === 0 ? passed++ : failed++;
console.log(`type check: ${typecheck.status === 0 ? 'passed' : 'FAILED'}`);
if (fs.existsSync('apps/web/tsconfig.json')) {
  const web = spawnSync('node_modules/.bin/tsc', ['-p', 'apps/web/tsconfig.json', '--noEmit'], { stdio: 'inherit' });
  web.status === 0 ? passed++ : failed++;
  console.log(`web type check: ${web.status === 0 ? 'passed' : 'FAILED'}`);
}

// The Nx boundary rule reads the cached project graph; without one it silently skips itself.
spawnSync('node_modules/.bin/nx', ['show', 'projects'], { stdio: 'ignore', env: { ...process.env, NX_DAEMON: 'false' } });
const lint = spawnSync('node_modules/.bin/eslint', ['.'], { stdio: 'inherit' });
lint.status === 0 ? passed++ : failed++;
console.log(`lint (module boundaries included): ${lint.status === 0 ? 'passed' : 'FAILED'}`);

const report = path.join(os.tmpdir(), `flow-jest-${process.pid}.json`);
spawnSync('node_modules/.bin/jest', ['--ci', '--maxWorkers=2', '--json', `--outputFile=${report}`, ...extraArgs], { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
if (fs.existsSync(report)) {
  const result = JSON.parse(fs.readFileSync(report, 'utf8'));
  passed += result.numPassedTests;
  // A suite that failed to run (syntax error, failing hook) counts as a failure too.
  failed += result.numFailedTests + result.numRuntimeErrorTestSuites;
  fs.rmSync(report, { force: true });
} else {
  failed++;
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
