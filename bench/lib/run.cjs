// The frame every benchmark runs in: arguments (--smoke, --out), a hard time limit, clean-up of what
// it started (also on Ctrl-C or the time limit), and the result file with the machine description.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { performance } = require('node:perf_hooks');
const { describeMachine, loadAverage, root } = require('./machine.cjs');

function benchArgs(argv = process.argv.slice(2)) {
  const value = (flag) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  return {
    smoke: argv.includes('--smoke'),
    outDir: path.resolve(value('--out') ?? path.join(root, 'bench/results')),
  };
}

const cleanups = [];
/** Registers something to stop when the benchmark ends, fails, is interrupted or runs out of time. */
function onCleanup(fn) {
  cleanups.push(fn);
}
async function cleanUp() {
  while (cleanups.length)
    await cleanups
      .pop()()
      .catch((e) => console.error(`clean-up failed: ${e.message}`));
}

/**
 * Runs `measure({ smoke, log })`, which returns the figures; writes bench/results/<name>.json with
 * them, the mode, duration, load average before and after, and the machine. Exits non-zero on failure
 * or after `limitMinutes`, having stopped everything it started.
 */
function runBenchmark(name, { limitMinutes, smokeLimitMinutes = 5, servers = true, chromium = false }, measure) {
  const args = benchArgs();
  const log = (msg) => console.log(`[${name}] ${msg}`);
  const limit = (args.smoke ? smokeLimitMinutes : limitMinutes) * 60_000;
  const timer = setTimeout(async () => {
    console.error(`[${name}] time limit of ${limit / 60_000} min reached; stopping`);
    await cleanUp();
    process.exit(3);
  }, limit);
  timer.unref();
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, async () => {
      await cleanUp();
      process.exit(130);
    });
  }
  const loadBefore = loadAverage();
  const started = performance.now();
  return Promise.resolve()
    .then(() => measure({ smoke: args.smoke, log, outDir: args.outDir }))
    .then(async (figures) => {
      await cleanUp();
      const result = {
        benchmark: name,
        generatedAt: new Date().toISOString(),
        mode: args.smoke ? 'smoke' : 'full',
        durationSeconds: Math.round((performance.now() - started) / 100) / 10,
        loadAverage: { before: loadBefore, after: loadAverage() },
        machine: describeMachine({ servers, chromium }),
        ...figures,
      };
      fs.mkdirSync(args.outDir, { recursive: true });
      const file = path.join(args.outDir, `${name}.json`);
      fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
      log(`wrote ${path.relative(process.cwd(), file)} in ${result.durationSeconds} s`);
      clearTimeout(timer);
      // Client sockets and agents may linger; the figures are written, so end here.
      process.exit(0);
    })
    .catch(async (error) => {
      console.error(`[${name}] failed:`, error);
      await cleanUp();
      process.exit(1);
    });
}

/** Wall-clock pause for settling between phases (never used to wait for a result). */
const pause = (ms) => new Promise((r) => setTimeout(r, ms));

module.exports = { runBenchmark, onCleanup, benchArgs, pause };
