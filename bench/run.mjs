#!/usr/bin/env node
// `npm run bench`: builds everything, runs the six benchmarks of bench/ one after the other (each in a
// process of its own, each with a time limit), writes bench/results/<name>.json and regenerates
// bench/RESULTS.md with a chart per benchmark. Loopback only; nothing of a running `npm start` is touched.
//   npm run bench                      all six, full rounds, then the owners' (about 19 minutes on 2 cores)
//   npm run bench -- read-path web     some of them
//   npm run bench -- --smoke           one short round each, no verdicts (CI)
//   --out <dir>                        results and RESULTS.md elsewhere (tests); --no-build
// Also runs the owners' own benchmarks (bench:chart, bench:daily-flow, bench:scheduling, bench:rhythm, bench:backup, bench:notifications, bench:dev-loop) in a full run of all.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);
const { writeReport, BENCHMARKS } = require('./lib/report.cjs');

const argv = process.argv.slice(2);
const smoke = argv.includes('--smoke');
const outIndex = argv.indexOf('--out');
const outDir = path.resolve(outIndex >= 0 ? argv[outIndex + 1] : 'bench/results');
const named = argv.filter((a, i) => !a.startsWith('--') && argv[i - 1] !== '--out');
const unknown = named.filter((n) => !BENCHMARKS.includes(n));
if (unknown.length) {
  console.error(`unknown benchmark ${unknown.join(', ')}; known: ${BENCHMARKS.join(', ')}`);
  process.exit(2);
}
const selected = named.length ? BENCHMARKS.filter((b) => named.includes(b)) : BENCHMARKS;
// The owners' benchmarks write into bench/results themselves: only in a full run of everything.
const extras =
  !smoke && !named.length && outIndex < 0
    ? ['chart', 'daily-flow', 'scheduling', 'rhythm', 'backup', 'quick-add', 'notifications', 'dev-loop', 'planner'].filter((b) =>
        fs.existsSync(`bench/${b}/run.cjs`),
      )
    : [];
const LIMIT_MINUTES = {
  engines: 8,
  'read-path': 12,
  'write-path': 12,
  realtime: 15,
  web: 20,
  footprint: 15,
  chart: 10,
  'daily-flow': 10,
  scheduling: 10,
  rhythm: 5,
  backup: 15,
  'quick-add': 2,
  notifications: 10,
  'dev-loop': 15,
  planner: 5,
};

const log = (msg) => console.log(`[bench] ${msg}`);
const started = Date.now();
log(
  `${smoke ? 'smoke run' : 'full run'} of ${[...selected, ...extras].join(', ')}; load average ${os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);

// --no-build: nothing is built during the run, not even by footprint's `npm start`, whose cache hit would
// rewrite the dist/ folders the benchmarks beside it are loading.
if (argv.includes('--no-build')) process.env.FLOW_SKIP_BUILD = '1';
else {
  // The web benchmark measures the production bundle, so the web app is built too (when present).
  const needsWeb = selected.includes('web');
  const build = spawnSync(process.execPath, ['tools/build.mjs', ...(needsWeb ? [] : ['--server'])], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// A smoke run starts one stack for every benchmark that needs one (read-path, write-path, realtime,
// web) instead of one each: the smoke checks that each benchmark works, so the stack can be shared.
const STACK_USERS = ['read-path', 'write-path', 'realtime', 'web'];
let shared;
async function stopShared() {
  if (!shared) return;
  delete process.env.BENCH_SHARED_STACK;
  const stack = shared;
  shared = undefined;
  await stack.stop();
}
if (smoke && selected.some((b) => STACK_USERS.includes(b))) {
  const { startStack, describeStack } = require('./lib/stack.cjs');
  shared = await startStack({ durable: false, log: (msg) => log(`shared stack: ${msg}`) });
  process.env.BENCH_SHARED_STACK = describeStack(shared);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stopShared().finally(() => process.exit(130)));
}

const outcomes = [];
// In a smoke run footprint (its own `npm start`, mostly waiting) runs beside the others.
let beside;
if (smoke && selected.includes('footprint') && selected.length > 1) {
  const t0 = Date.now();
  log('footprint… (beside the others)');
  const child = spawn(process.execPath, ['bench/footprint/run.cjs', '--smoke', '--out', outDir], { stdio: 'inherit' });
  beside = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ name: 'footprint', ok: code === 0, signal, code, seconds: Math.round((Date.now() - t0) / 1000) })),
  );
}
for (const name of [...selected, ...extras].filter((b) => !(beside && b === 'footprint'))) {
  const t0 = Date.now();
  log(`${name}…`);
  const args = BENCHMARKS.includes(name) ? [`bench/${name}/run.cjs`, ...(smoke ? ['--smoke'] : []), '--out', outDir] : [`bench/${name}/run.cjs`];
  // Each benchmark stops itself at its own limit; this is the backstop.
  const r = spawnSync(process.execPath, args, { stdio: 'inherit', timeout: (LIMIT_MINUTES[name] + 2) * 60_000, killSignal: 'SIGINT' });
  const ok = r.status === 0;
  outcomes.push({ name, ok, seconds: Math.round((Date.now() - t0) / 1000) });
  log(`${name} ${ok ? 'done' : `FAILED (${r.signal ?? r.status})`} in ${Math.round((Date.now() - t0) / 1000)} s`);
  // The shared stack is stopped as soon as no benchmark left needs it.
  const rest = [...selected, ...extras].slice([...selected, ...extras].indexOf(name) + 1);
  if (shared && !rest.some((b) => STACK_USERS.includes(b))) await stopShared();
}

await stopShared();
if (beside) {
  const o = await beside;
  outcomes.push(o);
  log(`footprint ${o.ok ? 'done' : `FAILED (${o.signal ?? o.code})`} in ${o.seconds} s`);
}

const mdFile = outIndex >= 0 ? path.join(outDir, 'RESULTS.md') : path.join(root, 'bench/RESULTS.md');
const summary = writeReport({ outDir, mdFile, benchDir: path.join(root, 'bench'), command: `npm run bench${smoke ? ' -- --smoke' : ''}` });
log(`wrote ${path.relative(root, mdFile)} in ${Math.round((Date.now() - started) / 1000)} s total`);
for (const row of summary) console.log(`  ${row[1]}: ${row[2]} = ${row[3]} (target ${row[4]}) ${row[5]}`);
const failed = outcomes.filter((o) => !o.ok);
if (failed.length) {
  console.error(`[bench] failed: ${failed.map((f) => f.name).join(', ')}`);
  process.exit(1);
}
