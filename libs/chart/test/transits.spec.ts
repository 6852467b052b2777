import { MakeTime } from 'astronomy-engine';
import { findIngresses, FAVOURABLE_HOUSES_FROM_MOON, gocharaImpact, ingressesWithin, siderealLongitude, signOf, transitsFor } from '../src';

const NOW = new Date('2026-11-22T12:00:00Z');
const DAY = 86_400_000;
const signAt = (planet: Parameters<typeof siderealLongitude>[0], ms: number) => signOf(siderealLongitude(planet, MakeTime(new Date(ms))));

describe('gochara impact table', () => {
  it.each([
    ['Jupiter', 5, 'positive'],
    ['Jupiter', 1, 'neutral'],
    ['Jupiter', 8, 'challenging'],
    ['Jupiter', 12, 'challenging'],
    ['Saturn', 3, 'positive'],
    ['Saturn', 1, 'challenging'],
    ['Saturn', 2, 'challenging'],
    ['Saturn', 4, 'challenging'],
    ['Saturn', 10, 'neutral'],
    ['Venus', 8, 'positive'],
    ['Venus', 12, 'positive'],
    ['Venus', 6, 'neutral'],
    ['Mercury', 8, 'positive'],
    ['Moon', 1, 'positive'],
    ['Sun', 10, 'positive'],
    ['Sun', 1, 'neutral'],
    ['Rahu', 1, 'challenging'],
    ['Ketu', 11, 'positive'],
    ['Mars', 7, 'neutral'],
  ] as const)('%s in house %i from the Moon is %s', (planet, house, impact) => {
    expect(gocharaImpact(planet, house)).toBe(impact);
  });

  it('follows the classical favourable-house table', () => {
    expect(FAVOURABLE_HOUSES_FROM_MOON.Jupiter).toEqual([2, 5, 7, 9, 11]);
    expect(FAVOURABLE_HOUSES_FROM_MOON.Venus).toEqual([1, 2, 3, 4, 5, 8, 9, 11, 12]);
    expect(FAVOURABLE_HOUSES_FROM_MOON.Mercury).toEqual([2, 4, 6, 8, 10, 11]);
  });
});

describe('ingress search', () => {
  it('finds exactly the sign changes an hourly scan sees, each to within a minute', () => {
    for (const planet of ['Mercury', 'Mars', 'Rahu'] as const) {
      const found = findIngresses(planet, NOW.getTime(), NOW.getTime() + 90 * DAY);
      const scanned: number[] = [];
      for (let t = NOW.getTime(); t < NOW.getTime() + 90 * DAY; t += 3_600_000) {
        if (signAt(planet, t) !== signAt(planet, t + 3_600_000)) scanned.push(t);
      }
      expect(found).toHaveLength(scanned.length);
      found.forEach((e, i) => {
        expect(e.date.getTime()).toBeGreaterThan(scanned[i]);
        expect(e.date.getTime()).toBeLessThanOrEqual(scanned[i] + 3_600_000);
        expect(signAt(planet, e.date.getTime() - 60_000)).toBe(e.fromSign);
        expect(signAt(planet, e.date.getTime() + 60_000)).toBe(e.toSign);
      });
    }
  });

  it('gives Ketu the same instants as Rahu with opposite signs', () => {
    const rahu = findIngresses('Rahu', NOW.getTime(), NOW.getTime() + 200 * DAY);
    const ketu = findIngresses('Ketu', NOW.getTime(), NOW.getTime() + 200 * DAY);
    expect(rahu.length).toBeGreaterThan(0);
    expect(ketu.map((e) => [e.date.getTime(), e.fromSign, e.toSign])).toEqual(rahu.map((e) => [e.date.getTime(), (e.fromSign + 6) % 12, (e.toSign + 6) % 12]));
  });
});

describe('transitsFor', () => {
  const natal = { moonSign: 2, ascendantSign: 3 };
  const result = transitsFor(natal, NOW);

  it('lists all nine grahas now, counted from the natal Moon and ascendant', () => {
    expect(result.currentTransits.map((t) => t.planet)).toEqual(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu']);
    for (const t of result.currentTransits) {
      expect(t.houseFromMoon).toBe(((t.sign - natal.moonSign + 12) % 12) + 1);
      expect(t.houseFromAscendant).toBe(((t.sign - natal.ascendantSign + 12) % 12) + 1);
      expect(t.impact).toBe(gocharaImpact(t.planet, t.houseFromMoon));
      expect(t.description).toContain(t.signName);
      expect(t.description).toMatch(/\.$/);
    }
  });

  it('lists upcoming ingresses in the next 90 days, in order, without the Moon by default', () => {
    const up = result.upcomingTransits;
    expect(up.length).toBeGreaterThan(3);
    expect(up.some((t) => t.planet === 'Moon')).toBe(false);
    const times = up.map((t) => Date.parse(t.date!));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    for (const t of up) {
      expect(Date.parse(t.date!)).toBeGreaterThan(NOW.getTime());
      expect(Date.parse(t.date!)).toBeLessThanOrEqual(NOW.getTime() + 90 * DAY);
      expect(t.sign).toBe(t.toSign);
      expect(t.fromSign).not.toBe(t.toSign);
      expect(t.houseFromMoon).toBe(((t.toSign! - natal.moonSign + 12) % 12) + 1);
      expect(t.description).toContain(`into ${t.toSignName}`);
    }
    // The Sun changes sign about every 30 days.
    expect(up.filter((t) => t.planet === 'Sun').length).toBeGreaterThanOrEqual(2);
  });

  it('includes Moon ingresses on request', () => {
    const withMoon = transitsFor(natal, NOW, { includeMoonIngresses: true }).upcomingTransits.filter((t) => t.planet === 'Moon');
    expect(withMoon.length).toBeGreaterThanOrEqual(38);
    expect(withMoon.length).toBeLessThanOrEqual(41);
  });

  it('leaves houseFromAscendant null without a birth time', () => {
    const r = transitsFor({ moonSign: 5, ascendantSign: null }, NOW);
    expect([...r.currentTransits, ...r.upcomingTransits].every((t) => t.houseFromAscendant === null)).toBe(true);
  });

  it('gives the same answer whether or not the day’s ingresses were cached', () => {
    const later = new Date(NOW.getTime() + 6 * 3_600_000);
    const first = transitsFor(natal, later);
    const again = transitsFor(natal, later);
    expect(again).toEqual(first);
    // Events between the two instants drop out; nothing new appears beyond 90 days from `later`.
    for (const t of first.upcomingTransits) expect(Date.parse(t.date!)).toBeGreaterThan(later.getTime());
    const shared = result.upcomingTransits.filter((t) => Date.parse(t.date!) > later.getTime());
    expect(first.upcomingTransits.slice(0, shared.length)).toEqual(shared);
  });
});

describe('ingress dating and the shared search', () => {
  const MINUTE = 60_000;

  it('dates each ingress to the first whole UTC minute in the new sign', () => {
    for (const planet of ['Sun', 'Venus', 'Saturn', 'Rahu'] as const) {
      const found = findIngresses(planet, NOW.getTime(), NOW.getTime() + 400 * DAY);
      expect(found.length).toBeGreaterThan(0);
      for (const e of found) {
        expect(e.date.getTime() % MINUTE).toBe(0);
        expect(signAt(planet, e.date.getTime())).toBe(e.toSign);
        expect(signAt(planet, e.date.getTime() - MINUTE)).toBe(e.fromSign);
      }
    }
  });

  it('gives the same ingresses from a fresh search as from the stretch it extends day by day', () => {
    // A clock that advances (whole minutes, as ingress dates are): each day extends the shared stretch.
    for (let day = 0; day < 12; day++) {
      const now = new Date(NOW.getTime() + day * DAY + (day % 5) * 3_600_000);
      const shared = ingressesWithin(now, 90, 'true', false);
      const fresh = (['Sun', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'] as const).flatMap((p) =>
        findIngresses(p, now.getTime(), now.getTime() + 90 * DAY),
      );
      const key = (e: { planet: string; date: Date; toSign: number }) => `${e.date.toISOString()} ${e.planet} ${e.toSign}`;
      expect(shared.map(key).sort()).toEqual(fresh.map(key).sort());
      expect(shared.map((e) => e.date.getTime())).toEqual([...shared.map((e) => e.date.getTime())].sort((a, b) => a - b));
    }
  });

  it('starts afresh when asked about an earlier time and agrees with the search', () => {
    const earlier = new Date('1990-06-01T00:00:00Z');
    const got = ingressesWithin(earlier, 30, 'mean', true);
    expect(got.filter((e) => e.planet === 'Moon').length).toBeGreaterThanOrEqual(12);
    expect(got.filter((e) => e.planet === 'Sun').map((e) => e.date.getTime())).toEqual(
      findIngresses('Sun', earlier.getTime(), earlier.getTime() + 30 * DAY, 'mean').map((e) => e.date.getTime()),
    );
  });
});
