import fc from 'fast-check';
import {
  DASHA_ORDER,
  DASHA_YEAR_DAYS,
  DASHA_YEARS,
  dashaBalance,
  DashaPeriod,
  mahadashaTimeline,
  NAKSHATRA_SPAN,
  nakshatraLord,
  runningDasha,
  subPeriods,
} from '../src';

const YEAR_MS = DASHA_YEAR_DAYS * 86_400_000;
const t = (iso: string) => Date.parse(iso);
const birthArb = fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 11, 31) }).map((ms) => new Date(ms));
const moonArb = fc.double({ min: 0, max: 359.999999, noNaN: true });

/** Children start with the parent's lord, follow the cycle and exactly fill the parent. */
function expectTiles(parent: DashaPeriod, children: DashaPeriod[]): void {
  expect(children).toHaveLength(9);
  expect(children[0].planet).toBe(parent.planet);
  expect(children[0].start).toBe(parent.start);
  expect(children[8].end).toBe(parent.end);
  // Each check over all nine children at once (one `expect` per check, not per child: most of this file's CPU).
  expect(children.slice(1).map((c) => [c.start, DASHA_ORDER.indexOf(c.planet)])).toEqual(
    children.slice(0, 8).map((previous) => [previous.end, (DASHA_ORDER.indexOf(previous.planet) + 1) % 9]),
  );
  expect(children.reduce((s, c) => s + c.years, 0)).toBeCloseTo(parent.years, 9);
  expect(children.map((c) => c.years)).toEqual(children.map((c) => expect.closeTo((parent.years * DASHA_YEARS[c.planet]) / 120, 12)));
  expect(children.map((c) => (t(c.end) - t(c.start)) / YEAR_MS)).toEqual(children.map((c) => expect.closeTo(c.years, 6)));
}

describe('Vimshottari properties', () => {
  it('tiles the 120-year cycle with no gaps, starting from the Moon nakshatra lord', () => {
    fc.assert(
      fc.property(birthArb, moonArb, (birth, moon) => {
        const timeline = mahadashaTimeline(birth, moon);
        const balance = dashaBalance(birth, moon);
        expect(timeline[0].planet).toBe(nakshatraLord(Math.floor(moon / NAKSHATRA_SPAN)));
        expect(t(timeline[0].start)).toBeLessThanOrEqual(birth.getTime());
        expect(t(timeline[0].end) - birth.getTime()).toBeCloseTo(balance.balanceYears * YEAR_MS, -1);
        expect(timeline.slice(1).map((p) => p.start)).toEqual(timeline.slice(0, -1).map((p) => p.end));
        const cycle = timeline.slice(0, 9);
        expect(new Set(cycle.map((p) => p.planet)).size).toBe(9);
        expect(Math.abs(t(cycle[8].end) - t(cycle[0].start) - 120 * YEAR_MS)).toBeLessThanOrEqual(1);
        expect(t(timeline[timeline.length - 1].end)).toBeGreaterThanOrEqual(birth.getTime() + 120 * YEAR_MS - 1);
        expect(t(timeline[timeline.length - 2].end)).toBeLessThan(birth.getTime() + 120 * YEAR_MS);
      }),
      { numRuns: 300 },
    );
  });

  it('splits every mahadasha into antardashas, and those into pratyantardashas, that sum to the parent', () => {
    fc.assert(
      fc.property(birthArb, moonArb, fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 8 }), (birth, moon, m, a) => {
        const timeline = mahadashaTimeline(birth, moon);
        const maha = timeline[Math.min(m, timeline.length - 1)];
        const antars = subPeriods(maha);
        expectTiles(maha, antars);
        expectTiles(antars[a], subPeriods(antars[a]));
      }),
      { numRuns: 150 },
    );
  });

  it('finds nested running periods that contain the instant, with consistent years remaining', () => {
    fc.assert(
      fc.property(birthArb, moonArb, fc.double({ min: 0, max: 250, noNaN: true }), (birth, moon, yearsAfter) => {
        const at = new Date(birth.getTime() + yearsAfter * YEAR_MS);
        const r = runningDasha(birth, moon, at);
        for (const level of [r.mahadasha, r.antardasha, r.pratyantardasha]) {
          expect(t(level.start)).toBeLessThanOrEqual(at.getTime());
          expect(t(level.end)).toBeGreaterThan(at.getTime() - 1);
          expect(level.yearsRemaining).toBeGreaterThanOrEqual(0);
          expect(level.yearsRemaining).toBeLessThanOrEqual(Math.round(level.years * 1000) / 1000);
        }
        expect(t(r.antardasha.start)).toBeGreaterThanOrEqual(t(r.mahadasha.start));
        expect(t(r.pratyantardasha.end)).toBeLessThanOrEqual(t(r.antardasha.end));
        // The cycle repeats every 120 dasha years.
        const later = runningDasha(birth, moon, new Date(at.getTime() + 120 * YEAR_MS));
        expect([later.mahadasha.planet, later.antardasha.planet, later.pratyantardasha.planet]).toEqual([
          r.mahadasha.planet,
          r.antardasha.planet,
          r.pratyantardasha.planet,
        ]);
      }),
      { numRuns: 200 },
    );
  });

  it('agrees with the timeline about which mahadasha is running', () => {
    const birth = new Date('1990-04-13T01:25:00Z');
    const timeline = mahadashaTimeline(birth, 123.456);
    for (const p of timeline) {
      const mid = new Date((t(p.start) + t(p.end)) / 2);
      if (mid < new Date(t(timeline[0].start))) continue;
      expect(runningDasha(birth, 123.456, mid).mahadasha.planet).toBe(p.planet);
    }
  });

  it('computes the balance from the fraction of the nakshatra already traversed', () => {
    // Moon 3/4 of the way through Rohini (Moon, 10 years): 2.5 years of Moon dasha remain.
    const b = dashaBalance(new Date('2000-01-01T00:00:00Z'), 3 * NAKSHATRA_SPAN + 0.75 * NAKSHATRA_SPAN);
    expect(b.lord).toBe('Moon');
    expect(b.fractionElapsed).toBeCloseTo(0.75, 12);
    expect(b.balanceYears).toBeCloseTo(2.5, 12);
    expect(t(b.cycleStart)).toBeCloseTo(Date.UTC(2000, 0, 1) - 7.5 * YEAR_MS, -1);
  });

  it('refuses instants before the birth mahadasha began', () => {
    expect(() => runningDasha(new Date('2000-01-01T00:00:00Z'), 0.5, new Date('1900-01-01T00:00:00Z'))).toThrow(RangeError);
  });
});
