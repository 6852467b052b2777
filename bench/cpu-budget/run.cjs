// The CPU budget (libs/testing/src/cpu-budget.ts) on a private stack of its own, as `npm start` runs (durable PostgreSQL):
// `node bench/cpu-budget/run.cjs [--profile dir]` prints one line per operation and exits 1 over the
// limits; --profile also writes CPU profiles of the gateway and the services that react to a create.
// `npm test` runs the same check on the integration stack before its first test (tools/test.mjs).
'use strict';
const path = require('node:path');
const { performance } = require('node:perf_hooks');
const { startStack } = require('../lib/stack.cjs');
const { cpuBudget } = require('@flow/testing');

async function main() {
  const at = process.argv.indexOf('--profile');
  const profileDir = at > 0 ? path.resolve(process.argv[at + 1]) : undefined;
  const started = performance.now();
  const log = (msg) => console.log(`[cpu budget ${new Date().toISOString().slice(11, 19)}] ${msg}`);
  const stack = await startStack({ ...(profileDir ? { profile: ['gateway', 'scheduling', 'daily-flow', 'calendar-sync'], profileDir } : {}), log });
  let results;
  try {
    log('stack started');
    const pids = Object.fromEntries(Object.entries(stack.pids).filter(([, pid]) => pid));
    results = await cpuBudget({ url: stack.url, pids, log });
  } finally {
    await stack.stop();
  }
  for (const r of results) console.log(r.line);
  log(`${Math.round((performance.now() - started) / 1000)} s`);
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
