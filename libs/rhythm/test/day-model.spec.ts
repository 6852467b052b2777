import fc from 'fast-check';
import {
  buildDayModel,
  dayModelOf,
  ENERGY_TYPES,
  energyAt,
  fitOf,
  formatClock,
  blueprintFromProfile,
  instantOf,
  MEAL_WINDOWS,
  windowsNamed,
  within,
} from '../src';
import { blueprint, panchangaOf } from './helpers';

const ZONES = ['Asia/Kolkata', 'Europe/London', 'America/Los_Angeles', 'Pacific/Auckland', 'Arctic/Longyearbyen', 'UTC'];
const dateArb = fc
  .date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const blueprintArb = fc
  .record({ type: fc.constantFrom(...ENERGY_TYPES), start: fc.integer({ min: 5 * 60, max: 15 * 60 }), length: fc.integer({ min: 60, max: 7 * 60 }) })
  .map((r) =>
    blueprintFromProfile({
      peak_energy_start: formatClock(r.start),
      peak_energy_end: formatClock(Math.min(r.start + r.length, 23 * 60)),
      vedic_analysis: { constitution: r.type },
    }),
  );

describe('day model', () => {
  it('a London day: the peak is the Deep Focus stretch, with meals, dip and sleep as instants', () => {
    const model = buildDayModel({
      date: '2026-03-09',
      timeZone: 'Europe/London',
      blueprint: blueprint('BALANCED', ['09:00', '14:00']),
      panchanga: panchangaOf('Monday', 'Moon', null),
    });
    expect(model.peakWindow).toMatchObject({ start: '2026-03-09T09:00:00+00:00', startMinute: 540 });
    const focus = model.rhythm.filter((b) => b.theme === 'Deep Focus');
    expect(focus[0]!.timeRange.startsWith('09:00')).toBe(true);
    expect(model.peakWindow.endMinute).toBe(Number(focus.at(-1)!.timeRange.slice(6, 8)) * 60 + Number(focus.at(-1)!.timeRange.slice(9, 11)));
    expect(windowsNamed(model, 'sleep')).toHaveLength(2);
    expect(windowsNamed(model, 'lunch')).toHaveLength(1);
    expect(model.windows.map((w) => w.name)).toContain('dip');
    expect(energyAt(model, '2026-03-09T03:00:00Z')).toBeLessThan(0.1);
  });

  it('a spring-forward day: 09:00 is 09:00 on the wall clock, the night ends at 06:00 the next day', () => {
    const model = buildDayModel({ date: '2026-03-29', timeZone: 'Europe/London', blueprint: blueprint('BALANCED', ['09:00', '13:00']) });
    expect(model.peakWindow.start).toBe('2026-03-29T09:00:00+01:00');
    expect(windowsNamed(model, 'sleep')[1]!.end).toBe('2026-03-30T06:00:00+01:00');
  });

  it('fitOf: Peak Flow only inside the peak; a meal or sleep clash is Misaligned unless allowed', () => {
    const model = buildDayModel({ date: '2026-03-09', timeZone: 'Asia/Kolkata', blueprint: blueprint('BALANCED', ['09:00', '13:00']) });
    const at = (from: number, to: number) => ({ start: instantOf('2026-03-09', from, 'Asia/Kolkata'), end: instantOf('2026-03-09', to, 'Asia/Kolkata') });
    expect(fitOf(model, 'deep_work', at(9 * 60, 10 * 60)).label).toBe('Peak Flow');
    const lunch = windowsNamed(model, 'lunch')[0]!;
    const overLunch = fitOf(model, 'deep_work', at(lunch.startMinute, lunch.endMinute));
    expect(overLunch).toMatchObject({ label: 'Misaligned', score: 0 });
    expect(overLunch.reason).toMatch(/main meal/);
    expect(fitOf(model, 'one_on_one', at(lunch.startMinute, lunch.endMinute), { allow: ['meals'] }).label).toBe('In Flow');
    expect(fitOf(model, 'collaboration', at(23 * 60, 24 * 60)).clashes[0]!.name).toBe('sleep');
    expect(fitOf(model, 'deep_work', at(9 * 60, 10 * 60), { clock: '12h' }).reason).toMatch(/9:00 AM/);
  });

  it('for any person, place and date: windows in order, Peak Flow ⊂ peakWindow, no fit over a meal unless Misaligned', () => {
    fc.assert(
      fc.property(
        blueprintArb,
        fc.constantFrom(...ZONES),
        dateArb,
        fc.integer({ min: 0, max: 47 }),
        fc.constantFrom(30, 60, 90),
        (bp, zone, date, slot, length) => {
          const model = buildDayModel({ date, timeZone: zone, blueprint: bp });
          // Read back from the rhythm alone (what scheduling and co-flow get), the day is the same day.
          const read = dayModelOf(date, zone, model.rhythm);
          expect(read.windows.map(({ name, start, end }) => [name, start, end])).toEqual(model.windows.map(({ name, start, end }) => [name, start, end]));
          for (const w of model.windows) expect(Date.parse(w.end)).toBeGreaterThan(Date.parse(w.start));
          expect(within(model.peakWindow, model.waking)).toBe(true);
          const interval = { start: instantOf(date, slot * 30, zone), end: instantOf(date, slot * 30 + length, zone) };
          for (const demand of ['deep_work', 'collaboration', 'one_on_one', 'movement'] as const) {
            const fit = fitOf(model, demand, interval);
            if (fit.label === 'Peak Flow') expect(within(interval, model.peakWindow)).toBe(true);
            if (fit.label !== 'Misaligned') {
              for (const w of model.windows.filter((x) => MEAL_WINDOWS.includes(x.name) || x.name === 'sleep')) {
                expect(Math.min(Date.parse(w.end), Date.parse(interval.end)) - Math.max(Date.parse(w.start), Date.parse(interval.start))).toBeLessThanOrEqual(
                  60_000,
                );
              }
            }
          }
        },
      ),
      { numRuns: 60, endOnFailure: true },
    );
  });
});
