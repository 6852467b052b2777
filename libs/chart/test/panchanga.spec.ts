import { ChartError, panchanga, RAHU_KALAM_PART } from '../src';
import { ms, oracle, STRICT } from './oracle-helpers';

const minutesApart = (a: string, b: string) => Math.abs(ms(a) - ms(b)) / 60_000;

describe.each(oracle.panchanga.map((p: any) => [p.id, p]) as [string, any][])('oracle panchanga %s', (_id, p) => {
  const day = panchanga(p.input.date, p.input.latitude, p.input.longitude, p.input.ianaTimeZone);
  const ref = p.atSunrise;

  it('finds sunrise, sunset and the next sunrise within 0.5 minute', () => {
    expect(minutesApart(day.sunrise!.utc, p.sunrise.utc)).toBeLessThan(STRICT.sunriseSunsetMinutes);
    expect(minutesApart(day.sunset!.utc, p.sunset.utc)).toBeLessThan(STRICT.sunriseSunsetMinutes);
    expect(minutesApart(day.nextSunrise!.utc, p.nextSunrise.utc)).toBeLessThan(STRICT.sunriseSunsetMinutes);
    expect(day.sunrise!.localIso.slice(0, 16)).toBe(p.sunrise.local.slice(0, 16));
    expect(day.sunrise!.localIso.slice(19)).toBe(p.sunrise.local.slice(19));
    expect(day.sunrise!.local).toBe(p.sunrise.local.slice(11, 16));
  });

  it('names the same vara', () => {
    expect(day.vara).toEqual(p.vara);
  });

  it('names the same tithi, nakshatra, yoga and karana at sunrise', () => {
    expect([day.tithi.number, day.tithi.paksha, day.tithi.name, day.tithi.fullName]).toEqual([ref.tithi.number, ref.tithi.paksha, ref.tithi.name, ref.tithi.fullName]);
    expect([day.nakshatra.index, day.nakshatra.name, day.nakshatra.pada, day.nakshatra.lord]).toEqual([ref.nakshatra.index, ref.nakshatra.name, ref.nakshatra.pada, ref.nakshatra.lord]);
    expect([day.yoga.number, day.yoga.name]).toEqual([ref.yoga.number, ref.yoga.name]);
    expect([day.karana.number, day.karana.name]).toEqual([ref.karana.number, ref.karana.name]);
  });

  it('times each element’s end within 1 minute', () => {
    for (const k of ['tithi', 'nakshatra', 'yoga', 'karana'] as const) {
      expect(minutesApart(day[k].endsAt.utc, ref[k].endsAt.utc)).toBeLessThan(STRICT.panchangaEndMinutes);
    }
  });

  it('agrees on the Sun and Moon at sunrise', () => {
    expect(Math.abs(day.sunLongitude - ref.sunLongitude)).toBeLessThan(0.01);
    expect(Math.abs(day.moonLongitude - ref.moonLongitude)).toBeLessThan(0.01);
  });
});

describe('Rahu kalam', () => {
  it('uses the standard part of the day for every weekday (Sun 8, Mon 2, Tue 7, Wed 5, Thu 6, Fri 4, Sat 3)', () => {
    expect(RAHU_KALAM_PART).toEqual([8, 2, 7, 5, 6, 4, 3]);
  });

  it('falls in that eighth of sunrise→sunset across a whole week', () => {
    // 2024-03-17 is a Sunday; Chennai days are close to 12 h, as in printed tables.
    for (let i = 0; i < 7; i++) {
      const date = `2024-03-${17 + i}`;
      const d = panchanga(date, 13.0827, 80.2707, 'Asia/Kolkata');
      const rise = ms(d.sunrise!.utc);
      const eighth = (ms(d.sunset!.utc) - rise) / 8;
      expect(d.vara.weekday).toBe(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][i]);
      expect(Math.round((ms(d.rahuKalam!.start.utc) - rise) / eighth)).toBe(RAHU_KALAM_PART[i] - 1);
      expect(Math.abs(ms(d.rahuKalam!.end.utc) - ms(d.rahuKalam!.start.utc) - eighth)).toBeLessThan(2000);
    }
  });

  it('gives Monday’s Rahu kalam about 07:30–09:00 for a 06:00–18:00 day', () => {
    // Quito, on the equator, at the equinox: sunrise ≈ 06:13, so Monday's part starts ≈ 07:43.
    const d = panchanga('2024-03-18', -0.1807, -78.4678, 'America/Guayaquil');
    expect(d.vara.weekday).toBe('Monday');
    const startMinutes = Number(d.rahuKalam!.start.local.slice(0, 2)) * 60 + Number(d.rahuKalam!.start.local.slice(3));
    const riseMinutes = Number(d.sunrise!.local.slice(0, 2)) * 60 + Number(d.sunrise!.local.slice(3));
    expect(Math.abs(startMinutes - riseMinutes - 90)).toBeLessThanOrEqual(2);
  });
});

describe('panchanga edges', () => {
  it('keeps tithi/karana consistent: two karanas per tithi', () => {
    const d = panchanga('2025-01-10', 28.6139, 77.209, 'Asia/Kolkata');
    expect(Math.ceil(d.karana.number / 2)).toBe(d.tithi.number);
    expect(ms(d.karana.endsAt.utc)).toBeLessThanOrEqual(ms(d.tithi.endsAt.utc) + 1000);
  });

  it('falls back to 06:00 local in polar night and has no Rahu kalam', () => {
    const d = panchanga('2024-12-21', 78.2232, 15.6267, 'Arctic/Longyearbyen');
    expect(d.sunrise).toBeNull();
    expect(d.rahuKalam).toBeNull();
    expect(d.evaluatedAt.local).toBe('06:00');
    expect(d.tithi.number).toBeGreaterThanOrEqual(1);
  });

  it('rejects impossible coordinates and dates', () => {
    expect(() => panchanga('2024-01-01', 95, 0, 'UTC')).toThrow(ChartError);
    expect(() => panchanga('2024-02-30', 0, 0, 'UTC')).toThrow(expect.objectContaining({ code: 'INVALID_DATE' }));
  });
});
