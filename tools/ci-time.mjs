#!/usr/bin/env node
// `npm run ci:time`: measures CI as CI runs it — a fresh clone of the committed HEAD in a temp folder, its
// `.ci/run` (npm ci, then npm test with cold Nx and jest caches) — and writes the wall time beside the budget,
// the CPU seconds it used and the load average to bench/results/ci-time.json. On a shared machine the wall time
// grows with the others' load; the CPU seconds do not (much), so both are kept.
//   --keep          leave the clone (its test-artifacts/ tell which spec took how long)
//   --out <file>    where to write the result (default bench/results/ci-time.json)
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { childrenCpuSeconds, machineBusyCpuSeconds } from './cpu-seconds.cjs';

const BUDGET_SECONDS = 12 * 60; // README, Development: `.ci/run` on a fresh clone within 12 minutes on 2 cores

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const argv = process.argv.slice(2);
const keep = argv.includes('--keep');
const outIndex = argv.indexOf('--out');
const outFile = path.resolve(outIndex >= 0 ? argv[outIndex + 1] : path.join(root, 'bench/results/ci-time.json'));

const loadAverage = () => os.loadavg().map((x) => Math.round(x * 100) / 100);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flow-ci-time-'));
fs.chmodSync(dir, 0o755); // PostgreSQL runs as its own user when CI runs as root
const clone = path.join(dir, 'flow');
const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
execFileSync('git', ['clone', '--quiet', '--no-hardlinks', root, clone], { stdio: 'inherit' });
execFileSync('git', ['checkout', '--quiet', commit], { cwd: clone, stdio: 'inherit' });

const before = { loadAverage: loadAverage(), cpuSeconds: childrenCpuSeconds(), machineCpuSeconds: machineBusyCpuSeconds() };
const started = Date.now();
// The output goes on live; its last part is kept for the `N passed, N failed` line.
// The phase lines (`phase <name>: N s wall[, N CPU s]`, from .ci/run and tools/test.mjs) are collected as they pass.
let tail = '';
let partialLine = '';
const phases = {};
const child = spawn('bash', ['.ci/run'], { cwd: clone, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, CI: 'true' } });
child.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  tail = (tail + chunk).slice(-64_000);
  const lines = (partialLine + chunk).split('\n');
  partialLine = lines.pop();
  for (const line of lines) {
    const phase = /^phase (.+): (\d+) s wall(?:, (\d+) CPU s)?(?:, machine (\d+) CPU s)?$/.exec(line);
    if (phase)
      phases[phase[1]] = {
        wallSeconds: Number(phase[2]),
        ...(phase[3] ? { cpuSeconds: Number(phase[3]) } : {}),
        ...(phase[4] ? { machineCpuSeconds: Number(phase[4]) } : {}),
      };
  }
});
const exitCode = await new Promise((resolve) => child.once('close', (code) => resolve(code)));
const wallSeconds = Math.round((Date.now() - started) / 1000);
const summary = /^(\d+) passed, (\d+) failed$/m.exec(tail);

const result = {
  command: '.ci/run on a fresh clone',
  commit,
  startedAt: new Date(started).toISOString(),
  wallSeconds,
  budgetSeconds: BUDGET_SECONDS,
  withinBudget: wallSeconds <= BUDGET_SECONDS,
  cpuSeconds: Math.round(childrenCpuSeconds() - before.cpuSeconds),
  // Every process on the machine (others' too, on a shared one): what the children's total misses, e.g. PostgreSQL's daemon.
  machineCpuSeconds: Math.round(machineBusyCpuSeconds() - before.machineCpuSeconds),
  exitCode,
  tests: summary ? { passed: Number(summary[1]), failed: Number(summary[2]) } : null,
  phases, // e.g. { "npm ci": { wallSeconds }, "integration specs": { wallSeconds, cpuSeconds } }
  machine: { cores: os.cpus().length, node: process.version },
  loadAverage: { before: before.loadAverage, after: loadAverage() },
};
fs.mkdirSync(path.dirname(outFile), { recursive: true });
fs.writeFileSync(outFile, `${JSON.stringify(result, null, 2)}\n`);
if (!keep) fs.rmSync(dir, { recursive: true, force: true });
console.log(
  `.ci/run: ${wallSeconds} s wall (budget ${BUDGET_SECONDS} s), ${result.cpuSeconds} CPU s (machine ${result.machineCpuSeconds}), load ${result.loadAverage.before.join(' ')} → ${result.loadAverage.after.join(' ')}; ${outFile}${keep ? `; clone kept in ${clone}` : ''}`,
);
process.exit(exitCode === 0 && result.withinBudget ? 0 : 1);
