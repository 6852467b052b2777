import { isKnownTimeZone, localDateAt, todayIn, wallClockAt } from './wall-clock';

describe('the wall-clock core', () => {
  it("reads an instant on the zone's clocks, across a DST change", () => {
    // London's clocks go back at 02:00 BST on 2026-10-25: the same wall hour 01:30 happens twice.
    expect(wallClockAt(Date.parse('2026-10-25T00:30:00Z'), 'Europe/London')).toEqual({ year: 2026, month: 10, day: 25, hour: 1, minute: 30, second: 0 });
    expect(wallClockAt(Date.parse('2026-10-25T01:30:00Z'), 'Europe/London')).toEqual({ year: 2026, month: 10, day: 25, hour: 1, minute: 30, second: 0 });
    expect(wallClockAt(Date.parse('2026-11-28T18:45:30Z'), 'Asia/Kolkata')).toEqual({ year: 2026, month: 11, day: 29, hour: 0, minute: 15, second: 30 });
  });

  it('counts years before the common era astronomically (1 BC is year 0)', () => {
    expect(wallClockAt(Date.parse('0000-06-15T12:00:00Z'), 'UTC').year).toBe(0);
    expect(localDateAt(Date.parse('0000-06-15T12:00:00Z'), 'UTC')).toBe('0000-06-15');
    expect(localDateAt(Date.parse('-000001-06-15T12:00:00Z'), 'UTC')).toBe('-000001-06-15');
  });

  it('says "today" by the zone, not by UTC', () => {
    const now = new Date('2026-11-28T20:00:00Z');
    expect(todayIn('UTC', now)).toBe('2026-11-28');
    expect(todayIn('Asia/Kolkata', now)).toBe('2026-11-29');
    expect(todayIn('America/Los_Angeles', now)).toBe('2026-11-28');
    expect(todayIn('Pacific/Kiritimati', new Date('2026-11-28T10:00:00Z'))).toBe('2026-11-29');
  });

  it('knows real zones in any spelling and refuses the rest', () => {
    expect(isKnownTimeZone('Asia/Calcutta')).toBe(true);
    expect(isKnownTimeZone('europe/london')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
    expect(isKnownTimeZone('')).toBe(false);
    expect(isKnownTimeZone(null)).toBe(false);
    expect(() => wallClockAt(0, 'Mars/Olympus')).toThrow(RangeError);
  });
});
