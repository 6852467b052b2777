import fc from 'fast-check';
import { localDateAt as localDate } from '@flow/contracts';
import { ChartError, localHhMm, localToUtc, offsetSecondsAt } from '../src';

describe('localToUtc', () => {
  it('takes the earlier instant for an ambiguous wall time and records the later one', () => {
    const ny = localToUtc('1975-10-26', '01:30', 'America/New_York');
    expect(ny).toMatchObject({ resolution: 'ambiguous-earlier', utcOffset: '-04:00', localWallTimeUsed: '1975-10-26T01:30:00' });
    expect(ny.utc.toISOString()).toBe('1975-10-26T05:30:00.000Z');
    expect(ny.alternativeUtc?.toISOString()).toBe('1975-10-26T06:30:00.000Z');

    const sydney = localToUtc('2000-03-26', '02:30', 'Australia/Sydney');
    expect(sydney.resolution).toBe('ambiguous-earlier');
    expect(sydney.utc.toISOString()).toBe('2000-03-25T15:30:00.000Z');
    expect(sydney.alternativeUtc?.toISOString()).toBe('2000-03-25T16:30:00.000Z');
  });

  it('does not depend on the current date (luxon does for ambiguous times)', () => {
    jest.useFakeTimers();
    try {
      jest.setSystemTime(new Date('2030-01-15T00:00:00Z'));
      const january = localToUtc('1975-10-26', '01:30', 'America/New_York').utc.getTime();
      jest.setSystemTime(new Date('2030-07-15T00:00:00Z'));
      const july = localToUtc('1975-10-26', '01:30', 'America/New_York').utc.getTime();
      expect(january).toBe(july);
    } finally {
      jest.useRealTimers();
    }
  });

  it('moves a wall time in a spring-forward gap forward by the gap', () => {
    const ny = localToUtc('2021-03-14', '02:30', 'America/New_York');
    expect(ny.resolution).toBe('gap-shifted-forward');
    expect(ny.utc.toISOString()).toBe('2021-03-14T07:30:00.000Z');
    expect(ny.localWallTimeUsed).toBe('2021-03-14T03:30:00');
    expect(ny.utcOffset).toBe('-04:00');
    expect(ny.alternativeUtc).toBeUndefined();

    const london = localToUtc('2021-03-28', '01:30', 'Europe/London');
    expect(london.utc.toISOString()).toBe('2021-03-28T01:30:00.000Z');
    expect(london.localWallTimeUsed.slice(11, 16)).toBe('02:30');
  });

  it('handles a whole skipped day (Samoa crossed the date line on 2011-12-30)', () => {
    const r = localToUtc('2011-12-30', '09:00', 'Pacific/Apia');
    expect(r.resolution).toBe('gap-shifted-forward');
    expect(r.utc.toISOString()).toBe('2011-12-30T19:00:00.000Z');
    expect(r.localWallTimeUsed).toBe('2011-12-31T09:00:00');
  });

  it('uses historical offsets: British double summer time, Indian war time, Nepal +05:45', () => {
    expect(localToUtc('1941-06-15', '10:30', 'Europe/London').utcOffset).toBe('+02:00');
    expect(localToUtc('1943-05-10', '05:20', 'Asia/Kolkata').utcOffset).toBe('+06:30');
    expect(localToUtc('1990-04-13', '07:10', 'Asia/Kathmandu').utcOffset).toBe('+05:45');
    expect(localToUtc('2012-01-15', '09:00', 'Pacific/Apia').utcOffset).toBe('+14:00');
  });

  it('assumes local noon for an unknown time and keeps the underlying resolution', () => {
    const r = localToUtc('1988-01-15', null, 'America/Santiago');
    expect(r).toMatchObject({ resolution: 'assumed-noon', underlyingResolution: 'unique', localWallTimeUsed: '1988-01-15T12:00:00' });
    expect(r.utc.toISOString()).toBe('1988-01-15T15:00:00.000Z');
  });

  it('reports pre-standard local mean time offsets with seconds', () => {
    // tzdata: Madras time +5:21:10 in India until 1906; Dublin mean time −0:25:21 until 1916.
    const kolkata = localToUtc('1900-06-01', '12:00', 'Asia/Kolkata');
    expect(kolkata.utcOffset).toBe('+05:21:10');
    expect(kolkata.utc.toISOString()).toBe('1900-06-01T06:38:50.000Z');
    expect(localToUtc('1905-06-01', '12:00', 'Europe/Dublin').utcOffset).toBe('-00:25:21');
  });

  it('rejects bad dates, times and zones with typed errors', () => {
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return (e as ChartError).code;
      }
      return null;
    };
    expect(code(() => localToUtc('2021-02-30', '10:00', 'UTC'))).toBe('INVALID_DATE');
    expect(code(() => localToUtc('21-02-03', '10:00', 'UTC'))).toBe('INVALID_DATE');
    expect(code(() => localToUtc('2021-02-03', '24:00', 'UTC'))).toBe('INVALID_TIME');
    expect(code(() => localToUtc('2021-02-03', '9:30', 'UTC'))).toBe('INVALID_TIME');
    expect(code(() => localToUtc('2021-02-03', '09:30', 'Mars/Olympus_Mons'))).toBe('INVALID_TIME_ZONE');
  });

  const zones = [
    'America/New_York',
    'Europe/London',
    'Australia/Sydney',
    'America/Santiago',
    'Asia/Kolkata',
    'Pacific/Apia',
    'America/Sao_Paulo',
    'Europe/Moscow',
  ];

  it('round-trips any instant: its own wall time maps back to it, or to an earlier instant when ambiguous', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1950, 0, 1) / 60000, max: Date.UTC(2040, 0, 1) / 60000 }), fc.constantFrom(...zones), (minute, zone) => {
        const instant = new Date(minute * 60000);
        const r = localToUtc(localDate(instant, zone), localHhMm(instant, zone), zone);
        if (r.resolution === 'ambiguous-earlier') {
          expect([r.utc.getTime(), r.alternativeUtc!.getTime()]).toContain(instant.getTime());
        } else {
          expect(r.resolution).toBe('unique');
          expect(r.utc.getTime()).toBe(instant.getTime());
        }
        expect(offsetSecondsAt(zone, r.utc.getTime())).toBe(r.offsetSeconds);
      }),
      { numRuns: 400 },
    );
  });
});
