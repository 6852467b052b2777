// The benchmark suite's statistics. Its smoke run (`npm run bench -- --smoke`) is checked by
// bench/run.smoke-spec.ts, outside `npm test` (`npm run test:smoke`).

const stats = require('./lib/stats.cjs');

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
