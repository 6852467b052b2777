import { setClockPreference } from './clock-preference';
import { inPersonsClock } from './clock-text';

describe('inPersonsClock', () => {
  afterEach(() => setClockPreference('auto'));

  it('writes every time of a text on the chosen clock, whatever way it came', () => {
    setClockPreference('12h');
    expect(inPersonsClock('08:45–13:30 · Deep work starts at 08:45; wind down 9pm - 10:30pm')).toBe(
      '8:45 AM–1:30 PM · Deep work starts at 8:45 AM; wind down 9:00 PM - 10:30 PM',
    );
    setClockPreference('24h');
    expect(inPersonsClock('9:00 AM–1:30 PM, then 8:30pm')).toBe('09:00–13:30, then 20:30');
  });

  it('leaves numbers that are not times alone', () => {
    setClockPreference('24h');
    expect(inPersonsClock('1:1 with Sam for 3d 4h on 2026-11-28, 13 pm')).toBe('1:1 with Sam for 3d 4h on 2026-11-28, 13 pm');
  });
});
