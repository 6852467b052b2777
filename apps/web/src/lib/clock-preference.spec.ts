import { clockPreference, setClockPreference } from './clock-preference';
import { formatMinutes, formatOffsetTime } from './local-day';

afterEach(() => setClockPreference('auto'));

describe('the clock times are written on', () => {
  it('follows the browser locale unless a 12- or 24-hour clock is chosen, and remembers the choice', () => {
    expect(clockPreference()).toBe('auto');
    expect(formatMinutes(14 * 60 + 30)).toBe('2:30 PM');
    setClockPreference('24h');
    expect(clockPreference()).toBe('24h');
    expect(formatMinutes(14 * 60 + 30)).toBe('14:30');
    expect(formatMinutes(9 * 60 + 5)).toBe('09:05');
    setClockPreference('12h');
    expect(formatMinutes(0)).toBe('12:00 AM');
  });

  it('reads an instant with an offset as the wall time at that offset, wherever the browser is', () => {
    expect(formatOffsetTime('2026-11-22T06:49:08+05:30')).toBe('6:49 AM');
    expect(formatOffsetTime('2026-06-21T23:58:08+01:00')).toBe('11:58 PM');
  });
});
