import { deviceTimeZone } from './device-time-zone';

describe('deviceTimeZone', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads the zone once a minute at most, then again', () => {
    const spy = jest.spyOn(Intl, 'DateTimeFormat');
    const zone = deviceTimeZone(1_000_000);
    expect(zone).toBe(new Intl.DateTimeFormat().resolvedOptions().timeZone);
    const reads = spy.mock.calls.length;
    expect(deviceTimeZone(1_000_000 + 59_000)).toBe(zone);
    expect(spy.mock.calls.length).toBe(reads);
    deviceTimeZone(1_000_000 + 61_000);
    expect(spy.mock.calls.length).toBe(reads + 1);
  });
});
