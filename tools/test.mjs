#!/usr/bin/env node
// `npm test`: Nx builds every project; then the integration run (real PostgreSQL/Redis/NATS, the built
// services and the web app in Chromium) with the type check, lint (one program for the server side, one
// for the web app) and `prettier --check` beside it at the lowest priority, in the CPU it leaves idle;
// then the unit and web component specs in one jest run at full priority. Ends with one line: `N passed, N failed`.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { childrenCpuSeconds, machineBusyCpuSeconds } from './cpu-seconds.cjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);
const extraArgs = process.argv.slice(2);

if (!fs.existsSync('node_modules/.package-lock.json')) {
  const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

let passed = 0;
let failed = 0;

/** Each phase's wall and CPU seconds, printed as it ends (tools/ci-time.mjs keeps them): where CI's time goes. */
// `machine`: the whole machine's busy CPU seconds, which also counts what the children's total misses (see cpu-seconds.cjs).
const sample = () => ({ wall: Date.now(), cpu: childrenCpuSeconds(), machine: machineBusyCpuSeconds() });
let phaseStart = sample();
function phaseDone(name) {
  const now = sample();
  const seconds = (key, scale = 1) => Math.round((now[key] - phaseStart[key]) / scale);
  console.log(`phase ${name}: ${seconds('wall', 1000)} s wall, ${seconds('cpu')} CPU s, machine ${seconds('machine')} CPU s`);
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

const built = nx('-t', 'build');
phaseDone('build');
if (!built) {
  console.log('build failed');
  console.log(`0 passed, 1 failed`);
  process.exit(1);
}

/** Runs a command to its end; `output` is where its stdout and stderr go (inherited by default). */
function run(command, args, { output = 'inherit', niceness = 0, env: extraEnv = {} } = {}) {
  const child = spawn(command, args, { stdio: ['ignore', output, output], env: { ...env, ...extraEnv } });
  // Inherited by every process Nx starts: the checks take the CPU the integration run leaves idle.
  if (niceness) os.setPriority(child.pid, niceness);
  return new Promise((resolve) => child.once('close', (code) => resolve(code === 0)));
}

// The builds are done: the checks must not run (or restore from the cache) a build the integration run is reading.
// Each check's output is kept apart and printed in one piece when it ends, not interleaved with the integration run's.
fs.mkdirSync('test-artifacts', { recursive: true });
const checksLog = path.join('test-artifacts', 'checks.log');
const specsLog = path.join('test-artifacts', 'specs.log');
/** Runs a command with its output in `log`, printed in one piece when it ends. */
function logged(command, args, { log, niceness, label }) {
  const out = fs.openSync(log, 'w');
  const started = Date.now();
  return run(command, args, { output: out, niceness }).then((ok) => {
    fs.closeSync(out);
    console.log(`\n--- ${label} (${log}) ---\n${fs.readFileSync(log, 'utf8')}`);
    console.log(`${label}: ${Math.round((Date.now() - started) / 1000)} s wall`);
    return ok;
  });
}

// Type check, lint and `prettier --check` beside the integration run, at the lowest priority (nice 19): they
// take the CPU it leaves idle and wait when it needs both cores.
const staticChecks = logged('node_modules/.bin/nx', ['run-many', '-t', 'typecheck', 'lint', 'format', '--excludeTaskDependencies', '--output-style=stream'], {
  log: checksLog,
  niceness: 19,
  label: 'type check, lint, format',
});

// One integration run: its global setup starts PostgreSQL, Redis, NATS and every built service once,
// and measures the CPU budget (libs/testing/src/cpu-budget.ts) on that stack before the first test.
// Kept in test-artifacts/: `node tools/integration-order.cjs --record` takes the files' durations from it.
const report = path.join('test-artifacts', 'integration-results.json');
fs.rmSync(report, { force: true }); // a run that writes none must not count an earlier one
const budgetReport = path.join(os.tmpdir(), `flow-cpu-budget-${process.pid}.json`);
const integration = run(
  'node_modules/.bin/jest',
  ['--ci', '--selectProjects', 'integration', '--maxWorkers=2', '--json', `--outputFile=${report}`, ...extraArgs],
  {
    env: { FORCE_COLOR: '0', FLOW_CPU_BUDGET_REPORT: budgetReport },
  },
);
// The unit and web specs after it, at full priority. Beside it (at nice 10) they ran up to six times slower
// than alone, and a wait of theirs that holds for seconds on a free core ran out (a 10 s findBy, a 50 ms pause).
// The phase takes as long either way: it is CPU-bound, and two CPU-heavy runs side by side each cost more CPU.
await integration;
// One jest run for every project's unit and web specs, not one per project (Nx's test targets, for a project
// or `nx affected`): its two workers stay busy to the end, and a worker's later files reuse the modules the
// earlier ones compiled (tools/jest-runtime.cjs). Side by side on a fresh checkout: 89 s and 154 CPU-s
// against 116 s and 186 CPU-s for 18 Nx tasks, two at a time, each jest in one process.
const specsReport = path.join('test-artifacts', 'unit-web-results.json');
fs.rmSync(specsReport, { force: true });
const specs = logged('node_modules/.bin/jest', ['--ci', '--selectProjects', 'unit', 'web', '--maxWorkers=2', '--json', `--outputFile=${specsReport}`], {
  log: specsLog,
  niceness: 0,
  label: 'unit and web specs',
});
const [checksPassed] = await Promise.all([staticChecks, specs]);
phaseDone('integration specs with type check, lint and format beside them, then unit and web specs');
// Which check failed: asking again costs only the cache look-ups (a failed task is not cached and runs again).
const passes = (target) => checksPassed || nx('-t', target);

for (const [target, label] of [
  ['typecheck', 'type check (TypeScript 7 through oxlint, with the lint rules, React hooks and import cycles)'],
  ['lint', 'lint (module boundaries: tools/module-boundaries.cjs; the other rules run with the type check)'],
  ['format', 'format (prettier --check)'],
]) {
  const ok = passes(target);
  if (ok) passed++;
  else failed++;
  console.log(`${label}: ${ok ? 'passed' : 'FAILED'}`);
}

count(specsReport);
count(report);
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
