import { cityMapping } from 'city-timezones';
import { ChartError, findPlace, isValidTimeZone, normalizePlaceText, resolvePlace, searchPlaces } from '../src';
import { oracle } from './oracle-helpers';

const NOT_FOUND = `We couldn't find that birth place. Try "City, Country".`;

describe('resolvePlace', () => {
  it.each([
    ['Paris, France', 'Paris', 'FR', 'Europe/Paris'],
    ['London, UK', 'London', 'GB', 'Europe/London'],
    ['London, England', 'London', 'GB', 'Europe/London'],
    ['London', 'London', 'GB', 'Europe/London'],
    ['New York, USA', 'New York', 'US', 'America/New_York'],
    ['new york, us', 'New York', 'US', 'America/New_York'],
    ['New York City, United States', 'New York', 'US', 'America/New_York'],
    ['São Paulo, Brazil', 'Sao Paulo', 'BR', 'America/Sao_Paulo'],
    ['SAO PAULO, brasil', 'Sao Paulo', 'BR', 'America/Sao_Paulo'],
    ['Bangalore, India', 'Bengaluru', 'IN', 'Asia/Kolkata'],
    ['Bombay', 'Mumbai', 'IN', 'Asia/Kolkata'],
    ['Zurich, Switzerland', 'Zürich', 'CH', 'Europe/Zurich'],
    ['St Petersburg, Russia', 'St. Petersburg', 'RU', 'Europe/Moscow'],
    ['Paris France', 'Paris', 'FR', 'Europe/Paris'],
  ])('%s → %s (%s, %s)', (text, name, code, zone) => {
    const p = resolvePlace(text);
    expect([p.name, p.countryCode, p.timeZone]).toEqual([name, code, zone]);
  });

  it('picks the most populous of several same-named places', () => {
    const springfields = cityMapping.filter((c) => c.city === 'Springfield' && c.iso2 === 'US');
    expect(springfields.length).toBeGreaterThan(2);
    const biggest = springfields.reduce((a, b) => (b.pop > a.pop ? b : a));
    const p = resolvePlace('Springfield, USA');
    expect([p.region, p.population]).toEqual([biggest.province, Math.round(biggest.pop)]);
    expect(resolvePlace('Springfield').region).toBe(biggest.province);
  });

  it('honours a region, full or abbreviated', () => {
    expect(resolvePlace('Springfield, Illinois, USA')).toMatchObject({ region: 'Illinois', timeZone: 'America/Chicago' });
    expect(resolvePlace('Springfield, MO')).toMatchObject({ region: 'Missouri', timeZone: 'America/Chicago' });
    expect(resolvePlace('London, Ontario, Canada')).toMatchObject({ countryCode: 'CA', timeZone: 'America/Toronto' });
    expect(resolvePlace('Santiago, Dominican Republic').timeZone).toBe('America/Santo_Domingo');
  });

  it('fails with the exact product message when nothing matches', () => {
    for (const text of ['Atlantis', '', '   ', 'Paris, Narnia', 'Mumbai, Peru']) {
      expect(() => resolvePlace(text)).toThrow(ChartError);
      try {
        resolvePlace(text);
      } catch (e) {
        expect((e as ChartError).code).toBe('PLACE_NOT_FOUND');
        expect((e as ChartError).message).toBe(NOT_FOUND);
      }
    }
    expect(findPlace('Atlantis')).toBeNull();
  });

  it('resolves every oracle place near the oracle coordinates and in the same zone', () => {
    const inputs = [...oracle.cases.map((c: any) => c.input), ...oracle.panchanga.map((p: any) => ({ ...p.input, birthPlace: p.input.place }))];
    for (const input of inputs) {
      const p = resolvePlace(input.birthPlace);
      expect({ place: input.birthPlace, zone: p.timeZone }).toEqual({ place: input.birthPlace, zone: input.ianaTimeZone });
      expect(Math.abs(p.latitude - input.latitude)).toBeLessThan(0.5);
      expect(Math.abs(p.longitude - input.longitude)).toBeLessThan(0.5);
    }
  });

  it('gives places without a zone in the data the zone of their nearest neighbour', () => {
    expect(resolvePlace('Perm, Russia').timeZone).toBe('Asia/Yekaterinburg');
    expect(resolvePlace('Esperanza Station, Antarctica').timeZone).toMatch(/^(America|Atlantic)\//);
  });

  it('only hands out zones the runtime knows', () => {
    const zones = new Set(cityMapping.map((c) => c.timezone).filter(Boolean));
    for (const z of zones) expect(isValidTimeZone(z)).toBe(true);
  });
});

describe('searchPlaces', () => {
  it('suggests prefix matches by population with a City, Region, Country label', () => {
    const s = searchPlaces('par');
    expect(s.length).toBeLessThanOrEqual(8);
    expect(s[0]).toMatchObject({ name: 'Paris', label: 'Paris, Île-de-France, France', timeZone: 'Europe/Paris' });
    for (let i = 1; i < s.length; i++) expect(s[i - 1].population).toBeGreaterThanOrEqual(s[i].population);
    for (const x of s) expect(normalizePlaceText(x.name).startsWith('par')).toBe(true);
  });

  it('respects the limit, filters by country and finds exonyms', () => {
    expect(searchPlaces('san', 3)).toHaveLength(3);
    const us = searchPlaces('springf, us', 20);
    expect(us.length).toBeGreaterThanOrEqual(3);
    expect(us.every((x) => x.countryCode === 'US')).toBe(true);
    expect(searchPlaces('bangal').map((x) => x.name)).toContain('Bengaluru');
    expect(searchPlaces('')).toEqual([]);
    expect(searchPlaces('zzzzqx')).toEqual([]);
  });

  it('leaves out a region equal to the city name', () => {
    expect(searchPlaces('tokyo')[0].label).toBe('Tokyo, Japan');
  });
});
