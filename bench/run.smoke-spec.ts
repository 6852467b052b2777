import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// `npm run bench -- --smoke`: one short round of each of the six benchmarks (sharing one stack, footprint
// beside the others, with its own `npm start`; about 50 s and two whole stacks), no verdicts, which must
// write a result file per benchmark and a RESULTS.md with a chart each. Too heavy for `npm test`'s budget:
// `npm run test:smoke` runs it. Full runs: `npm run bench`.

const root = path.resolve(__dirname, '..');

const BENCHMARKS: string[] = require('./lib/report.cjs').BENCHMARKS;

describe('npm run bench -- --smoke', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'flow-bench-smoke-'));
  let run: ReturnType<typeof spawnSync>;
  const result = (name: string) => JSON.parse(fs.readFileSync(path.join(out, `${name}.json`), 'utf8'));
  beforeAll(() => {
    run = spawnSync(process.execPath, ['bench/run.mjs', '--smoke', '--no-build', '--out', out], { cwd: root, encoding: 'utf8', timeout: 420_000 });
  }, 430_000);
  afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

  it('runs all six benchmarks', () => {
    expect(`${run.stderr}`).not.toMatch(/failed/i);
    expect(run.status).toBe(0);
    for (const name of BENCHMARKS) expect(result(name)).toMatchObject({ benchmark: name, mode: 'smoke', meetsTarget: null });
  });

  it('writes the engines figures with the machine', () => {
    const engines = result('engines');
    expect(engines.machine.cores).toBeGreaterThan(0);
    expect(engines.machine.versions['astronomy-engine']).toMatch(/^\d+\./);
    expect(engines.loadAverage.before).toHaveLength(3);
    for (const work of [engines.analysis, engines.rawPositions, engines.generation]) {
      expect(work.perCpuSecond.median).toBeGreaterThan(0);
      expect(work.wallMs.p99).toBeGreaterThanOrEqual(work.wallMs.p50);
      expect(work.wallMs.max).toBeGreaterThanOrEqual(work.wallMs.p99);
    }
    expect(Object.keys(engines.astronomyCalls.perAnalysis).length).toBeGreaterThan(0);
  });

  it('measures each path beside its limit, losing nothing', () => {
    const read = result('read-path').levels[0];
    expect(read.gateway.requestsPerSecond.median).toBeGreaterThan(0);
    expect(read.bare.requestsPerSecond.median).toBeGreaterThan(0);
    const write = result('write-path');
    expect(write.levels[0].api.requestsPerSecond.median).toBeGreaterThan(0);
    expect(write.integrity.unpublishedOutboxRowsAfter10s).toBe(0);
    const realtime = result('realtime');
    expect(realtime.flow.deliveries).toMatchObject({ missed: 0, misdelivered: 0 });
    expect(realtime.flow.deliveries.expected).toBeGreaterThan(0);
    expect(realtime.bare.deliveries.missed).toBe(0);
    const web = result('web');
    expect(web.bundles.length).toBeGreaterThan(0);
    expect(web.bundles[0].js.gzip).toBeGreaterThan(0);
    expect(web.lighthouse.length).toBeGreaterThan(0);
    const footprint = result('footprint');
    expect(footprint.readySeconds.firstStart).toBeGreaterThan(0);
    expect(footprint.processes.gateway.idleRssMB).toBeGreaterThan(0);
  });

  it('regenerates RESULTS.md with a chart per benchmark and no verdicts', () => {
    const md = fs.readFileSync(path.join(out, 'RESULTS.md'), 'utf8');
    BENCHMARKS.forEach((name, i) => {
      expect(md).toContain(`## ${i + 1}. `);
      expect(md).toContain(`](${name}.svg)`);
      expect(fs.readFileSync(path.join(out, `${name}.svg`), 'utf8')).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    });
    expect(md).toContain('Smoke run');
    expect(md).not.toMatch(/✅|❌|not run yet|could not be rendered/);
  });
});
