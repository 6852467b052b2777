import { simulate } from './rhythm-simulation';

/**
 * The evidence, on seeded synthetic people (libs/rhythm/test/rhythm-simulation.ts): the same
 * population `npm run bench:rhythm` reports day by day in bench/RESULTS.md.
 */
describe('learned rhythm, simulated people', () => {
  it('after 21 days finds the true peak start within 30 minutes for at least 90% of 1,000 people up to 3 hours off their chart', () => {
    const result = simulate({ people: 1000, days: 21, seed: 24, maxShift: 180 });
    expect(result.accuracyByDay[20]).toBeGreaterThanOrEqual(0.9);
    // The chart alone is right for far fewer of them: the learning is what gets there.
    expect(result.chartAccuracy).toBeLessThan(0.3);
    // Accuracy grows with data.
    expect(result.accuracyByDay[0]).toBeLessThan(0.3);
    expect(result.accuracyByDay[6]).toBeLessThan(result.accuracyByDay[20]);
  });

  it('does not drift when the check-ins agree with the chart', () => {
    const result = simulate({ people: 500, days: 21, seed: 7, maxShift: 0 });
    expect(result.accuracyByDay[20]).toBeGreaterThanOrEqual(0.95);
    const meanError = result.finalErrors.reduce((a, b) => a + b, 0) / result.finalErrors.length;
    // No systematic pull either way.
    expect(Math.abs(meanError)).toBeLessThan(5);
  });
});
