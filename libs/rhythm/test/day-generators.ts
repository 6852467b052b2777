import fc from 'fast-check';
import { blueprintFromProfile, ENERGY_TYPES, formatClock } from '../src';

/** Places for the day's consistency suites: a DST day in London and Los Angeles, a polar day in Longyearbyen. */
export const PLACES = [
  { zone: 'Asia/Kolkata', sunrise: '06:20', sunset: '18:40' },
  { zone: 'Europe/London', sunrise: '07:39', sunset: '16:05' },
  { zone: 'America/Los_Angeles', sunrise: '06:55', sunset: '17:50' },
  { zone: 'Arctic/Longyearbyen', sunrise: null, sunset: null },
];

/** Both 2026 DST changes in Europe, the US spring change, midsummer and an ordinary day. */
export const DATES = ['2026-03-29', '2026-10-25', '2026-03-08', '2026-06-21', '2026-11-28'];

/** A person's blueprint: any energy type, a peak of 2–7 hours starting between 06:00 and 15:00. */
export const personArb = fc
  .record({ type: fc.constantFrom(...ENERGY_TYPES), start: fc.integer({ min: 12, max: 30 }), hours: fc.integer({ min: 2, max: 7 }) })
  .map((r) =>
    blueprintFromProfile({
      peak_energy_start: formatClock(r.start * 30),
      peak_energy_end: formatClock(Math.min(r.start * 30 + r.hours * 60, 22 * 60)),
      vedic_analysis: { constitution: r.type },
    }),
  );
