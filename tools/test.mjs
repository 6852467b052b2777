#!/usr/bin/env node
// `npm test`: one Nx run builds every project, type-checks and lints the repo (one program for the server
// side, one for the web app), checks its formatting (prettier --check) and runs each project's unit and web
// component specs, all in one task graph so both cores stay busy (each task from Nx's local cache when its
// inputs have not changed); then one integration run against real PostgreSQL/Redis/NATS and the built
// services. Ends with one line: `N passed, N failed`.
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

/** CPU seconds of the finished children so far (user + system, /proc/self/stat's cutime and cstime). */
function childrenCpuSeconds() {
  const stat = fs.readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100; // USER_HZ is 100 on Linux
}
/** Each phase's wall and CPU seconds, printed as it ends (tools/ci-time.mjs keeps them): where CI's time goes. */
let phaseStart = { wall: Date.now(), cpu: childrenCpuSeconds() };
function phaseDone(name) {
  const now = { wall: Date.now(), cpu: childrenCpuSeconds() };
  console.log(`phase ${name}: ${Math.round((now.wall - phaseStart.wall) / 1000)} s wall, ${Math.round(now.cpu - phaseStart.cpu)} CPU s`);
  phaseStart = now;
}
const env = { ...process.env, NX_DAEMON: 'false', NX_ISOLATE_PLUGINS: 'false' }; // as tools/build.mjs
const nx = (...args) => spawnSync('node_modules/.bin/nx', ['run-many', ...args, '--output-style=stream'], { stdio: 'inherit', env }).status === 0;

/** Adds a jest JSON report to the counts; a suite that failed to run (syntax error, failing hook) counts as a failure too. */
function count(report) {
  if (!fs.existsSync(report)) return failed++;
  const result = JSON.parse(fs.readFileSync(report, 'utf8'));
  passed += result.numPassedTests;
  failed += result.numFailedTests + result.numRuntimeErrorTestSuites;
}

// Each project's unit and web specs leave a report; Nx restores the report of a project whose inputs did not change.
const reports = 'test-artifacts/jest';
fs.rmSync(reports, { recursive: true, force: true });
const allPassed = nx('-t', 'build', 'typecheck', 'lint', 'format', 'test');
phaseDone('build, checks and unit specs');
// Which target failed: asking again costs only the cache look-ups (a failed task is not cached and runs again).
const passes = (target) => allPassed || nx('-t', target);

if (!passes('build')) {
  console.log('build failed');
  console.log(`0 passed, 1 failed`);
  process.exit(1);
}

for (const [target, label] of [
  ['typecheck', 'type check (TypeScript 7 through oxlint, with the type-aware rules and import cycles)'],
  ['lint', 'lint (ESLint: module boundaries, React hooks)'],
  ['format', 'format (prettier --check)'],
]) {
  const ok = passes(target);
  if (ok) passed++;
  else failed++;
  console.log(`${label}: ${ok ? 'passed' : 'FAILED'}`);
}

const expected = JSON.parse(
  spawnSync('node_modules/.bin/nx', ['show', 'projects', '--with-target', 'test', '--json'], { env, encoding: 'utf8' }).stdout,
).length;
const found = fs.existsSync(reports) ? fs.readdirSync(reports, { recursive: true }).filter((f) => f.endsWith('results.json')) : [];
for (const file of found) count(path.join(reports, file));
// A project whose specs could not run at all left no report.
failed += Math.max(0, expected - found.length);

// One integration run: its global setup starts PostgreSQL, Redis, NATS and every built service once,
// and measures the CPU budget (libs/testing/src/cpu-budget.ts) on that stack before the first test.
const report = path.join(os.tmpdir(), `flow-jest-${process.pid}.json`);
const budgetReport = path.join(os.tmpdir(), `flow-cpu-budget-${process.pid}.json`);
spawnSync('node_modules/.bin/jest', ['--ci', '--selectProjects', 'integration', '--maxWorkers=2', '--json', `--outputFile=${report}`, ...extraArgs], {
  stdio: 'inherit',
  env: { ...process.env, FORCE_COLOR: '0', FLOW_CPU_BUDGET_REPORT: budgetReport },
});
count(report);
fs.rmSync(report, { force: true });
phaseDone('integration specs');
// The CPU per create and per cached read, summed over every process of the stack, within twice the targets.
const budget = fs.existsSync(budgetReport)
  ? JSON.parse(fs.readFileSync(budgetReport, 'utf8'))
  : [{ ok: false, line: 'CPU budget: not measured (the integration set-up failed)' }];
for (const result of budget) {
  console.log(result.line);
  if (result.ok) passed++;
  else failed++;
}
fs.rmSync(budgetReport, { force: true });

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
