import fc from 'fast-check';
import { addDays, instantOf, localMinuteOf, minutesFromLocalMidnight } from '../src';

describe('instantOf', () => {
  it('reads the wall clock on DST days (09:00 stays 09:00)', () => {
    expect(instantOf('2026-03-29', 9 * 60, 'Europe/Berlin')).toBe('2026-03-29T09:00:00+02:00');
    expect(instantOf('2026-10-25', 9 * 60, 'Europe/Berlin')).toBe('2026-10-25T09:00:00+01:00');
    expect(instantOf('2026-03-08', 9 * 60, 'America/New_York')).toBe('2026-03-08T09:00:00-04:00');
  });

  it('runs past midnight into the next day, and moves a time in the spring-forward gap by the gap', () => {
    expect(instantOf('2026-03-28', 1440 + 30, 'Europe/Berlin')).toBe('2026-03-29T00:30:00+01:00');
    expect(instantOf('2026-03-29', 2 * 60 + 30, 'Europe/Berlin')).toBe('2026-03-29T03:30:00+02:00');
  });

  it('is the inverse of minutesFromLocalMidnight away from the gap, every day of a DST year', () => {
    const zones = ['Europe/Berlin', 'America/New_York', 'Australia/Sydney', 'Asia/Kolkata', 'UTC'];
    fc.assert(
      fc.property(fc.constantFrom(...zones), fc.integer({ min: 0, max: 364 }), fc.integer({ min: 4 * 60, max: 23 * 60 + 59 }), (zone, offset, minutes) => {
        const date = addDays('2026-01-01', offset);
        const instant = instantOf(date, minutes, zone);
        expect(localMinuteOf(instant, zone)).toEqual({ date, minutes });
        expect(minutesFromLocalMidnight(instant, date, zone)).toBe(minutes);
      }),
      { numRuns: 500 },
    );
  });
});
