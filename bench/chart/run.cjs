// Chart engine benchmark: `npm run bench:chart` (or `node bench/chart/run.cjs`) from the repo root.
// Builds libs/chart with swc (what the services run), measures a cold first analysis in fresh processes,
// then runs chart.bench.ts (compiled on require by @swc/core) for throughput. Writes bench/results/chart.json.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const root = path.resolve(__dirname, '../..');

function buildChart() {
  const swc = path.join(root, 'node_modules/.bin/swc');
  const cwd = path.join(root, 'libs/chart');
  fs.rmSync(path.join(cwd, 'dist'), { recursive: true, force: true });
  const r = spawnSync(swc, ['src', '-d', 'dist', '--strip-leading-paths', '--config-file', '../../.swcrc', '--ignore', '**/*.spec.ts', '-q'], {
    cwd,
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/** A first analysis in a brand-new process: module load, gazetteer index, the 90-day ingress search, JIT. */
function coldRun() {
  const script = `
    const t0 = performance.now();
    const chart = require('@flow/chart');
    const t1 = performance.now();
    chart.analyzeBirthChart({ birthDate: '1990-04-13', birthTime: '07:10', birthPlace: 'Kathmandu, Nepal' }, { now: new Date('2026-11-22T12:00:00Z') });
    const t2 = performance.now();
    chart.analyzeBirthChart({ birthDate: '1975-10-26', birthTime: '01:30', birthPlace: 'New York, USA' }, { now: new Date('2026-11-22T12:00:01Z') });
    const t3 = performance.now();
    process.stdout.write(JSON.stringify({ moduleLoadMs: t1 - t0, firstAnalysisMs: t2 - t1, secondAnalysisMs: t3 - t2 }));`;
  const r = spawnSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout);
}

require.extensions['.ts'] = function compileTs(module, filename) {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: { target: 'es2022', parser: { syntax: 'typescript' } },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  });
  module._compile(code, filename);
};

buildChart();
const colds = [coldRun(), coldRun(), coldRun()];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const round1 = (x) => Math.round(x * 10) / 10;
const cold = {
  moduleLoadMs: round1(median(colds.map((c) => c.moduleLoadMs))),
  firstAnalysisMs: round1(median(colds.map((c) => c.firstAnalysisMs))),
  secondAnalysisMs: round1(median(colds.map((c) => c.secondAnalysisMs))),
  runs: colds.length,
};
console.log(
  `cold (median of ${cold.runs} fresh processes): module load ${cold.moduleLoadMs} ms, first analysis ${cold.firstAnalysisMs} ms, second ${cold.secondAnalysisMs} ms`,
);
require(path.join(__dirname, 'chart.bench.ts')).run(cold);
