// Learned-rhythm simulation: `npm run bench:rhythm` (or `node bench/rhythm/run.cjs`) from the repo root.
// Runs the seeded population of libs/rhythm/test/rhythm-simulation.ts (the same one the unit test checks)
// for 35 days and records how accuracy grows with days of check-ins. Writes bench/results/rhythm.json.
const fs = require('node:fs');
const path = require('node:path');
const { transformSync } = require('@swc/core');
const { describeMachine } = require('../lib/machine.cjs');

const root = path.resolve(__dirname, '../..');

require.extensions['.ts'] = function compileTs(module, filename) {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: { target: 'es2022', parser: { syntax: 'typescript' } },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
// '@flow/contracts' and friends resolve to their sources, as in jest.
const Module = require('node:module');
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const lib = /^@flow\/([a-z-]+)$/.exec(request);
  return resolve.call(this, lib ? path.join(root, 'libs', lib[1], 'src/index.ts') : request, ...rest);
};

const { simulate } = require(path.join(root, 'libs/rhythm/test/rhythm-simulation.ts'));

const quick = process.argv.includes('--quick');
const people = quick ? 200 : 1000;
const days = 35;
const cpu0 = process.cpuUsage();
const t0 = performance.now();
const shifted = simulate({ people, days, seed: 24, maxShift: 180 });
const agreeing = simulate({ people, days, seed: 7, maxShift: 0 });
const wallMs = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
const checkinsSimulated = 2 * people * days * 3;

const pct = (x) => Math.round(x * 1000) / 10;
const result = {
  name: 'rhythm',
  generatedAt: new Date().toISOString(),
  description:
    'Share of simulated people whose learned peak start is within 30 min of their true peak start, by days of check-ins (2–4 a day, noise σ = 1 point, true peak up to ±3 h from the chart).',
  people,
  seed: { shifted: 24, agreeing: 7 },
  chartOnlyWithin30Min: pct(shifted.chartAccuracy),
  byDay: shifted.accuracyByDay.map((share, i) => ({
    day: i + 1,
    within30MinPct: pct(share),
    learnedPct: pct(shifted.learnedByDay[i]),
    agreeingWithin30MinPct: pct(agreeing.accuracyByDay[i]),
  })),
  timing: {
    wallMs: Math.round(wallMs),
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    cpuMicrosPerCheckin: Math.round(((cpu.user + cpu.system) / checkinsSimulated) * 100) / 100,
  },
  machine: describeMachine(),
};
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench/results/rhythm.json'), JSON.stringify(result, null, 2) + '\n');
for (const d of result.byDay)
  if ([1, 3, 7, 14, 21, 28, 35].includes(d.day))
    console.log(`day ${d.day}: ${d.within30MinPct}% within 30 min (confident ${d.learnedPct}%; chart-agreeing people ${d.agreeingWithin30MinPct}%)`);
console.log(`chart alone: ${result.chartOnlyWithin30Min}%; ${result.timing.wallMs} ms wall, ${result.timing.cpuMs} ms CPU`);
