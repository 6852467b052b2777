import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The benchmark suite's own machinery: its statistics, and a smoke run of the cheap benchmark
// (engines, seconds) through `npm run bench -- --smoke`, which must write a result file and a
// RESULTS.md with a chart. The other benchmarks start whole stacks and browsers: `npm run bench`.

const root = path.resolve(__dirname, '..');
const stats = require('../bench/lib/stats.cjs');

describe('bench statistics', () => {
  it('takes nearest-rank percentiles of raw samples', () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i); // 1..100, unsorted
    expect(stats.summarize(samples)).toMatchObject({ n: 100, p50: 50, p95: 95, p99: 99, min: 1, max: 100, mean: 50.5 });
    expect(stats.summarize([7])).toMatchObject({ p50: 7, p99: 7, min: 7, max: 7 });
    expect(stats.summarize([])).toMatchObject({ n: 0, p50: null });
  });

  it('reports the median round with the spread of every round', () => {
    expect(stats.acrossRounds([300, 100, 200])).toEqual({ median: 200, min: 100, max: 300, rounds: [300, 100, 200] });
    expect(stats.acrossRounds([1, 2, 3, 4]).median).toBe(2.5);
  });
});

describe('npm run bench -- --smoke', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'flow-bench-smoke-'));
  afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

  it('runs a benchmark, writes its figures with the machine, and regenerates RESULTS.md with its chart', () => {
    const run = spawnSync(process.execPath, ['tools/bench.mjs', '--smoke', '--no-build', '--out', out, 'engines'], { cwd: root, encoding: 'utf8', timeout: 120_000 });
    expect(run.stderr).not.toMatch(/failed/i);
    expect(run.status).toBe(0);

    const result = JSON.parse(fs.readFileSync(path.join(out, 'engines.json'), 'utf8'));
    expect(result).toMatchObject({ benchmark: 'engines', mode: 'smoke', meetsTarget: null });
    expect(result.machine.cores).toBeGreaterThan(0);
    expect(result.machine.versions['astronomy-engine']).toMatch(/^\d+\./);
    expect(result.loadAverage.before).toHaveLength(3);
    for (const work of [result.analysis, result.rawPositions, result.generation]) {
      expect(work.perCpuSecond.median).toBeGreaterThan(0);
      expect(work.wallMs.p99).toBeGreaterThanOrEqual(work.wallMs.p50);
      expect(work.wallMs.max).toBeGreaterThanOrEqual(work.wallMs.p99);
    }
    expect(Object.keys(result.astronomyCalls.perAnalysis).length).toBeGreaterThan(0);

    const svg = fs.readFileSync(path.join(out, 'engines.svg'), 'utf8');
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('full analysis (live)');
    const md = fs.readFileSync(path.join(out, 'RESULTS.md'), 'utf8');
    expect(md).toContain('## 1. Engines');
    expect(md).toContain('Smoke run');
    expect(md).toContain('](engines.svg)');
    // Benchmarks that did not run are listed as such, not silently left out.
    expect(md).toMatch(/## 2\. Read path[^\n]*\n\nNo result yet/);
  });
});
