import fc from 'fast-check';
import { cityMapping } from 'city-timezones';
import { VedicAnalysis as VedicAnalysisSchema, DashaResult, TransitResult } from '@flow/contracts';
import {
  analyzeBirthChart,
  BirthInput,
  calculateDashaPeriods,
  calculateTransits,
  ChartError,
  checkBirthDate,
  elementBalance,
  energyTypeOf,
  PHASE_PLANET_THEMES,
  peakWindow,
  Planet,
} from '../src';

const NOW = new Date('2026-11-22T12:00:00Z');
const FIELDS = [
  'constitution',
  'essence',
  'rhythm',
  'focusWindows',
  'needs',
  'stressTendency',
  'restorativeElements',
  'nourishment',
  'nourishAdvice',
  'restorativeTime',
  'peakEnergyStart',
  'peakEnergyEnd',
] as const;
const mumbai = (birthDate: string, birthTime: string | null = '06:30'): BirthInput => ({ birthDate, birthTime, birthPlace: 'Mumbai, India' });
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
const placements = (ascendant: number | null, signs: Partial<Record<Planet, number>>) => ({
  ascendant,
  planets: { Sun: 0, Moon: 0, Mars: 0, Mercury: 0, Jupiter: 0, Venus: 0, Saturn: 0, Rahu: 0, Ketu: 6, ...signs } as Record<Planet, number>,
});

describe('element weights', () => {
  it('weights ascendant 3, Moon 3, Sun 2 and their lords 1.5/1/1 by the sign each occupies', () => {
    // Ascendant Aries (fire), its lord Mars in Taurus (earth), Moon in Gemini (air) with Mercury in
    // Cancer (water), Sun in Leo (fire) whose lord is itself.
    const b = elementBalance(placements(0, { Mars: 1, Moon: 2, Mercury: 3, Sun: 4 }));
    const total = 3 + 1.5 + 3 + 2 + 1 + 1;
    expect(b.elements.fire).toBeCloseTo((3 + 2 + 1) / total, 12);
    expect(b.elements.earth).toBeCloseTo(1.5 / total, 12);
    expect(b.elements.air).toBeCloseTo(3 / total, 12);
    expect(b.elements.water).toBeCloseTo(1 / total, 12);
    expect(b.energy.earth).toBeCloseTo((1.5 + (2 / 3) * 1) / total, 12);
    expect(b.energy.fire).toBeCloseTo((6 + (1 / 3) * 1) / total, 12);
  });

  it('drops the ascendant and its lord without a birth time', () => {
    const b = elementBalance(placements(null, { Moon: 1, Sun: 1, Venus: 1 }));
    expect(b.contributions.map((c) => c.source)).toEqual(['moon', 'sun', 'moonLord', 'sunLord']);
    expect(b.elements.earth).toBeCloseTo(1, 12);
  });

  it('folds water two-thirds into earth and one-third into fire', () => {
    const b = elementBalance(placements(3, { Moon: 3, Sun: 7, Mars: 11, Jupiter: 11 }));
    expect(b.elements.water).toBeCloseTo(1, 12);
    expect(b.energy).toEqual({ fire: expect.closeTo(1 / 3, 12), earth: expect.closeTo(2 / 3, 12), air: 0 });
    expect(energyTypeOf(b.energy).type).toBe('INTENSE-STEADY');
  });
});

describe('energy type rule', () => {
  it.each([
    [{ fire: 0.36, earth: 0.33, air: 0.31 }, 'BALANCED'],
    [{ fire: 0.4, earth: 0.34, air: 0.26 }, 'BALANCED'],
    [{ fire: 0.6, earth: 0.25, air: 0.15 }, 'INTENSE'],
    [{ fire: 0.1, earth: 0.2, air: 0.7 }, 'DYNAMIC'],
    [{ fire: 0.2, earth: 0.6, air: 0.2 }, 'STEADY'],
    [{ fire: 0.45, earth: 0.1, air: 0.45 }, 'DYNAMIC-INTENSE'],
    [{ fire: 0.42, earth: 0.38, air: 0.2 }, 'INTENSE-STEADY'],
    [{ fire: 0.1, earth: 0.4, air: 0.5 }, 'DYNAMIC-GROUNDED'],
    [{ fire: 0.5, earth: 0.3, air: 0.2 }, 'INTENSE'],
    [{ fire: 0.5, earth: 0.35, air: 0.15 }, 'INTENSE-STEADY'],
  ])('%o → %s', (energy, type) => {
    expect(energyTypeOf(energy).type).toBe(type);
  });

  it('always yields one of the seven spec labels with the dominant elements it names', () => {
    fc.assert(
      fc.property(
        fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true })),
        ([a, b, c]) => {
          const s = a + b + c || 1;
          const energy = { fire: a / s, earth: b / s, air: c / s };
          const { type, dominant } = energyTypeOf(energy);
          const spread = Math.max(...Object.values(energy)) - Math.min(...Object.values(energy));
          expect(type === 'BALANCED').toBe(spread < 0.15);
          expect(dominant.length).toBe(type === 'BALANCED' ? 0 : type.includes('-') ? 2 : 1);
          for (const d of dominant)
            for (const other of ['fire', 'earth', 'air'] as const) {
              if (!dominant.includes(other)) expect(energy[d]).toBeGreaterThanOrEqual(energy[other]);
            }
        },
      ),
    );
  });
});

describe('peak window', () => {
  it('stays within 05:00–15:00 and lasts 3 to 6 hours for any mix', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), fc.boolean(), (x, y, waxing) => {
        const fire = x * (1 - y),
          earth = (1 - x) * (1 - y),
          air = y;
        const energy = { fire, earth, air };
        const w = peakWindow(energy, energyTypeOf(energy).type, waxing);
        expect(w.startMinutes).toBeGreaterThanOrEqual(300);
        expect(w.endMinutes).toBeLessThanOrEqual(900);
        expect(w.endMinutes - w.startMinutes).toBeGreaterThanOrEqual(180);
        expect(w.endMinutes - w.startMinutes).toBeLessThanOrEqual(360);
        expect(w.startMinutes % 15).toBe(0);
        expect(minutes(w.start)).toBe(w.startMinutes);
      }),
    );
  });

  it('uses the 08:00–13:00 default for a balanced chart', () => {
    expect(peakWindow({ fire: 0.34, earth: 0.33, air: 0.33 }, 'BALANCED', true)).toMatchObject({ start: '08:00', end: '13:00' });
  });

  it('runs fire late and long, earth in the morning, air early or late with the Moon', () => {
    const fire = peakWindow({ fire: 0.8, earth: 0.1, air: 0.1 }, 'INTENSE', true);
    const earth = peakWindow({ fire: 0.1, earth: 0.8, air: 0.1 }, 'STEADY', true);
    const airWaxing = peakWindow({ fire: 0.1, earth: 0.1, air: 0.8 }, 'DYNAMIC', true);
    const airWaning = peakWindow({ fire: 0.1, earth: 0.1, air: 0.8 }, 'DYNAMIC', false);
    expect(fire.endMinutes - fire.startMinutes).toBeGreaterThan(earth.endMinutes - earth.startMinutes);
    expect(fire.endMinutes).toBeGreaterThan(earth.endMinutes);
    expect(airWaxing.startMinutes).toBeLessThan(earth.startMinutes);
    expect(airWaning.startMinutes).toBeGreaterThan(airWaxing.startMinutes + 120);
  });
});

describe('analyzeBirthChart', () => {
  const a = analyzeBirthChart(mumbai('1985-02-14', '23:58'), { now: NOW });

  it('fills every vedic_analysis field with non-empty text and matches the API contract', () => {
    for (const f of FIELDS) expect(typeof a.vedicAnalysis[f]).toBe('string');
    for (const f of FIELDS) expect(a.vedicAnalysis[f].length).toBeGreaterThan(4);
    expect(a.vedicAnalysis.peakEnergyStart).toBe(a.peakEnergyStart);
    expect(VedicAnalysisSchema.safeParse(a.vedicAnalysis).success).toBe(true);
    expect(DashaResult.safeParse(a.vedicAnalysis.currentDasha).success).toBe(true);
    expect(TransitResult.safeParse(a.vedicAnalysis.currentTransits).success).toBe(true);
  });

  it('names the chart facts behind every field', () => {
    const fields = a.factors.map((f) => f.field);
    for (const f of [
      'constitution',
      'essence',
      'rhythm',
      'focusWindows',
      'needs',
      'stressTendency',
      'restorativeElements',
      'nourishment',
      'nourishAdvice',
      'restorativeTime',
      'peakEnergy',
      'currentDasha',
      'currentTransits',
    ]) {
      expect(fields).toContain(f);
    }
    const moon = a.chart.planets[1];
    const rhythm = a.factors.find((f) => f.field === 'rhythm')!;
    expect(rhythm.facts.join(' ')).toContain(`Moon in ${moon.nakshatraName} pada ${moon.pada}`);
    expect(a.vedicAnalysis.essence).toContain(moon.nakshatraName);
    expect(a.vedicAnalysis.essence).toContain(a.chart.ascendant!.signName);
    expect(a.vedicAnalysis.rhythm).toContain(`${a.peakEnergyStart}–${a.peakEnergyEnd}`);
    expect(a.vedicAnalysis.rhythm).toContain(a.vedicAnalysis.currentDasha.mahadasha.planet);
  });

  it('is deterministic', () => {
    expect(analyzeBirthChart(mumbai('1985-02-14', '23:58'), { now: NOW })).toEqual(a);
  });

  it('writes different prose for different charts', () => {
    const dates = ['1971-03-02', '1979-07-19', '1988-11-05', '1993-05-27', '2004-09-09', '2011-12-24'];
    const essences = new Set(dates.map((d) => analyzeBirthChart(mumbai(d), { now: NOW }).vedicAnalysis.essence));
    expect(essences.size).toBe(dates.length);
    const types = new Set(
      Array.from(
        { length: 40 },
        (_, i) => analyzeBirthChart(mumbai(`19${60 + i}-0${1 + (i % 9)}-1${i % 9}`, `0${i % 10}:15`), { now: NOW }).vedicAnalysis.constitution,
      ),
    );
    expect(types.size).toBeGreaterThanOrEqual(4);
  });

  it('explains an unknown birth time and leaves the ascendant out', () => {
    const r = analyzeBirthChart(mumbai('1985-02-14', null), { now: NOW });
    expect(r.birthTimeKnown).toBe(false);
    expect(r.vedicAnalysis.birthTimeKnown).toBe(false);
    expect(r.chart.ascendant).toBeNull();
    expect(r.chart.timeResolution).toBe('assumed-noon');
    expect(r.notes[0]).toMatch(/Birth time unknown/);
    expect(r.vedicAnalysis.currentTransits.currentTransits.every((t) => t.houseFromAscendant === null)).toBe(true);
    expect(r.vedicAnalysis.essence).toMatch(/without a birth time/);
    expect(analyzeBirthChart({ ...mumbai('1985-02-14'), birthTime: '' }, { now: NOW }).birthTimeKnown).toBe(false);
  });

  it('lets exact coordinates and zone override the gazetteer', () => {
    const r = analyzeBirthChart(
      {
        birthDate: '1990-01-01',
        birthTime: '12:00',
        birthPlace: 'Esperanza Base, Antarctica',
        latitude: -63.3972,
        longitude: -56.9961,
        timeZone: 'America/Argentina/Ushuaia',
      },
      { now: NOW },
    );
    expect(r.chart.place).toMatchObject({
      latitude: -63.3972,
      longitude: -56.9961,
      timeZone: 'America/Argentina/Ushuaia',
      name: 'Esperanza Base',
      country: 'Antarctica',
    });
    // Argentina kept summer time (UTC−2) in January 1990.
    expect(r.chart.utc).toBe('1990-01-01T14:00:00.000Z');
  });

  it('supports the mean node on request', () => {
    const mean = analyzeBirthChart({ ...mumbai('1985-02-14'), nodeType: 'mean' }, { now: NOW });
    expect(mean.chart.nodeType).toBe('mean');
    expect(mean.chart.planets[7].longitude).not.toBe(analyzeBirthChart(mumbai('1985-02-14'), { now: NOW }).chart.planets[7].longitude);
  });

  it.each([
    ['an impossible date', { ...mumbai('1985-02-30') }, 'INVALID_DATE'],
    ['a date before 1900', { ...mumbai('1899-12-31') }, 'DATE_OUT_OF_RANGE'],
    ['a date after 2100', { ...mumbai('2101-01-01') }, 'DATE_OUT_OF_RANGE'],
    ['a birth after now', { ...mumbai('2026-11-23') }, 'BIRTH_DATE_IN_FUTURE'],
    ['an impossible time', { ...mumbai('1985-02-14', '25:00') }, 'INVALID_TIME'],
    ['an unknown place', { ...mumbai('1985-02-14'), birthPlace: 'Nowhereville, Utopia' }, 'PLACE_NOT_FOUND'],
    ['latitude 91', { ...mumbai('1985-02-14'), latitude: 91, longitude: 0, timeZone: 'UTC' }, 'INVALID_COORDINATES'],
    ['a latitude without longitude', { ...mumbai('1985-02-14'), latitude: 10 }, 'INVALID_COORDINATES'],
    ['an unknown zone', { ...mumbai('1985-02-14'), timeZone: 'Nowhere/City' }, 'INVALID_TIME_ZONE'],
  ] as Array<[string, BirthInput, string]>)('rejects %s with %s', (_label, input, code) => {
    expect(() => analyzeBirthChart(input, { now: NOW })).toThrow(expect.objectContaining({ name: 'ChartError', code }));
  });

  it('requires a valid evaluation instant', () => {
    expect(() => analyzeBirthChart(mumbai('1985-02-14'), { now: new Date('nope') })).toThrow(ChartError);
  });
});

describe('convenience API', () => {
  const input = mumbai('1985-02-14', '23:58');
  it('calculateDashaPeriods returns the spec shape plus the full timeline', () => {
    const d = calculateDashaPeriods(input, NOW);
    expect(DashaResult.safeParse(d).success).toBe(true);
    expect(d.mahadashas).toHaveLength(10);
    expect(d.mahadashas.map((m) => m.planet)).toContain(d.mahadasha.planet);
    expect(d.mahadasha.yearsRemaining).toBeGreaterThan(d.antardasha.yearsRemaining - 1e-9);
  });

  it('calculateTransits matches the transits inside the analysis and carries the chart', () => {
    const { chart, ...t } = calculateTransits(input, NOW);
    const analysis = analyzeBirthChart(input, { now: NOW });
    expect(t).toEqual(analysis.vedicAnalysis.currentTransits);
    expect(chart).toEqual(analysis.chart);
  });

  it('calculateDashaPeriods lists the antardashas of the running mahadasha and carries the chart', () => {
    const d = calculateDashaPeriods(input, NOW);
    expect(d.antardashas).toHaveLength(9);
    expect(d.antardashas[0].planet).toBe(d.mahadasha.planet);
    expect(d.antardashas.map((a) => a.planet)).toContain(d.antardasha.planet);
    expect(d.chart.moonNakshatra.lord).toBe(d.balance.lord);
  });

  it('checkBirthDate refuses impossible, out-of-range and future dates', () => {
    const code = (date: string) => {
      try {
        checkBirthDate(date, NOW);
        return null;
      } catch (e) {
        return (e as ChartError).code;
      }
    };
    expect(code('1990-04-13')).toBeNull();
    // 2026-11-23 has begun in Kiribati at 12:00 UTC on the 22nd; the 24th has not begun anywhere.
    expect(code('2026-11-23')).toBeNull();
    expect(code('2026-11-24')).toBe('BIRTH_DATE_IN_FUTURE');
    expect(code('1990-02-30')).toBe('INVALID_DATE');
    expect(code('1899-12-31')).toBe('DATE_OUT_OF_RANGE');
  });

  it('exports the spec’s phase planet themes', () => {
    expect(Object.fromEntries(Object.entries(PHASE_PLANET_THEMES).map(([k, v]) => [k, v.theme]))).toEqual({
      Sun: 'Leadership',
      Moon: 'Intuition',
      Mars: 'Action',
      Mercury: 'Communication',
      Jupiter: 'Growth',
      Venus: 'Harmony',
      Saturn: 'Building',
      Rahu: 'Innovation',
      Ketu: 'Reflection',
    });
    for (const t of Object.values(PHASE_PLANET_THEMES)) {
      expect(t.description.length).toBeGreaterThan(20);
      expect(t.focus.length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('prose', () => {
  it('reads grammatically for every ascendant sign and energy type', () => {
    // One birth per two hours of a day walks the ascendant through all twelve signs.
    const seen = new Set<string>();
    for (let h = 0; h < 24; h += 2) {
      const r = analyzeBirthChart(mumbai('1992-08-08', `${String(h).padStart(2, '0')}:00`), { now: NOW });
      const asc = r.chart.ascendant!.signName;
      seen.add(asc);
      expect(r.vedicAnalysis.essence).toContain(`${/^[AEIOU]/.test(asc) ? 'An' : 'A'} ${asc} ascendant`);
      expect(r.vedicAnalysis.essence).not.toMatch(/\b(A [AEIOU]\w+ ascendant|\.\.|::)/);
      for (const f of FIELDS) expect(r.vedicAnalysis[f]).not.toMatch(/undefined|NaN|\[object/);
    }
    expect(seen.size).toBe(12);
  });
});

describe('any gazetteer city, any date', () => {
  it('analyses every kind of place and date from 1900 to now without failing', () => {
    const names = [...new Set(cityMapping.map((c) => `${c.city_ascii}, ${c.country}`))];
    fc.assert(
      fc.property(
        fc.constantFrom(...names),
        fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2026, 10, 20) }),
        fc.option(fc.integer({ min: 0, max: 1439 }), { nil: null }),
        (place, ms, minute) => {
          const birthTime = minute === null ? null : `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
          const r = analyzeBirthChart({ birthDate: new Date(ms).toISOString().slice(0, 10), birthTime, birthPlace: place }, { now: NOW });
          expect(r.chart.planets.every((p) => p.longitude >= 0 && p.longitude < 360)).toBe(true);
          expect(r.chart.ascendant === null).toBe(birthTime === null);
          expect(VedicAnalysisSchema.safeParse(r.vedicAnalysis).success).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });
});
