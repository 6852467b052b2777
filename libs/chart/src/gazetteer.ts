import { cityMapping, CityData } from 'city-timezones';
import { ChartError } from './errors';
import { CITY_ALIASES, COUNTRY_ALIASES } from './place-aliases';

/**
 * Offline gazetteer over the npm package `city-timezones` (~7,300 populated places with province, ISO
 * codes, population and IANA zone; MIT). It is 1.9 MB of JSON, so only this module imports it: chart
 * code that already has coordinates never pulls it into a bundle.
 */

export interface Place {
  name: string;
  region: string | null;
  country: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  population: number;
}

export interface PlaceSuggestion extends Place {
  /** 'City, Region, Country' (region left out when empty or the same as the city). */
  label: string;
}

interface Entry extends Place {
  keys: string[];
  regionKeys: string[];
}

const FOLD: Record<string, string> = { ß: 'ss', ø: 'o', æ: 'ae', œ: 'oe', đ: 'd', ł: 'l', þ: 'th', ð: 'd', ı: 'i' };
const ABBREVIATIONS: Record<string, string> = { st: 'saint', ste: 'sainte', mt: 'mount', ft: 'fort' };

/** Case-, accent- and punctuation-insensitive form: 'St. John’s' → 'saint john s', 'São Paulo' → 'sao paulo'. */
export function normalizePlaceText(text: string): string {
  // Most names are plain ASCII: skip the (slow) Unicode decomposition for them.
  return (/^[\x20-\x7e]*$/.test(text) ? text : text.normalize('NFD'))
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[ßøæœđłþðı]/g, (c) => FOLD[c])
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((w) => ABBREVIATIONS[w] ?? w)
    .join(' ');
}

/** A few records carry placeholder ISO codes. */
function countryCodeOf(c: CityData): string {
  if (/^[A-Z]{2}$/.test(c.iso2)) return c.iso2;
  return c.country === 'Kosovo' ? 'XK' : 'SO';
}

interface Index {
  entries: Entry[]; // most populous first
  byName: Map<string, Entry[]>;
  countries: Map<string, Set<string>>;
}

let index: Index | undefined;

function distanceSq(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const dLat = a.latitude - b.latitude;
  let dLon = Math.abs(a.longitude - b.longitude);
  if (dLon > 180) dLon = 360 - dLon;
  dLon *= Math.cos(((a.latitude + b.latitude) / 2) * (Math.PI / 180));
  return dLat * dLat + dLon * dLon;
}

/** A handful of records (and the Antarctic stations) have no zone: borrow the nearest place's, in the
 * same country when there is one. */
function fillZone(rec: CityData, countryCode: string, zoned: Entry[], byCountry: Map<string, Entry[]>): string {
  const here = { latitude: rec.lat, longitude: rec.lng };
  const pool = byCountry.get(countryCode) ?? zoned;
  let best = pool[0];
  for (const e of pool) if (distanceSq(here, e) < distanceSq(here, best)) best = e;
  return best.timeZone;
}

function buildIndex(): Index {
  const seen = new Map<string, Entry>();
  const unzoned: CityData[] = [];
  for (const rec of cityMapping) {
    if (!rec.timezone) {
      unzoned.push(rec);
      continue;
    }
    addEntry(seen, rec, rec.timezone);
  }
  const zoned = [...seen.values()];
  const zonedByCountry = new Map<string, Entry[]>();
  for (const e of zoned) zonedByCountry.set(e.countryCode, [...(zonedByCountry.get(e.countryCode) ?? []), e]);
  for (const rec of unzoned) addEntry(seen, rec, fillZone(rec, countryCodeOf(rec), zoned, zonedByCountry));

  const entries = [...seen.values()].sort((a, b) => b.population - a.population || a.name.localeCompare(b.name));
  const byName = new Map<string, Entry[]>();
  const countries = new Map<string, Set<string>>();
  const addCountry = (key: string, code: string) => {
    if (!key) return;
    if (!countries.has(key)) countries.set(key, new Set());
    countries.get(key)!.add(code);
  };
  for (const e of entries) {
    for (const k of e.keys) {
      if (!byName.has(k)) byName.set(k, []);
      byName.get(k)!.push(e);
    }
    addCountry(normalizePlaceText(e.country), e.countryCode);
    addCountry(e.countryCode.toLowerCase(), e.countryCode);
  }
  for (const rec of cityMapping) if (/^[A-Z]{3}$/.test(rec.iso3)) addCountry(rec.iso3.toLowerCase(), countryCodeOf(rec));
  for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) addCountry(alias, code);
  return { entries, byName, countries };
}

function addEntry(seen: Map<string, Entry>, rec: CityData, timeZone: string): void {
  const countryCode = countryCodeOf(rec);
  const region = rec.province?.trim() || null;
  const id = `${normalizePlaceText(rec.city)}|${region ?? ''}|${countryCode}`;
  const prev = seen.get(id);
  if (prev && prev.population >= rec.pop) return;
  const keys = [...new Set([normalizePlaceText(rec.city), normalizePlaceText(rec.city_ascii)])].filter(Boolean);
  const regionKeys = [region, rec.state_ansi, rec.exactProvince].filter((r): r is string => typeof r === 'string' && r.trim() !== '').map(normalizePlaceText);
  seen.set(id, {
    name: rec.city,
    region,
    country: rec.country,
    countryCode,
    latitude: rec.lat,
    longitude: rec.lng,
    timeZone,
    population: Math.round(rec.pop),
    keys,
    regionKeys,
  });
}

function getIndex(): Index {
  return (index ??= buildIndex());
}

function toPlace(e: Entry): Place {
  const { keys: _k, regionKeys: _r, ...place } = e;
  return place;
}

function citiesNamed(key: string): Entry[] {
  const idx = getIndex();
  return idx.byName.get(key) ?? idx.byName.get(CITY_ALIASES[key] ?? '') ?? [];
}

function regionMatches(e: Entry, q: string): boolean {
  return e.regionKeys.some((r) => r === q || r.startsWith(q + ' '));
}

/** Narrows candidates by the qualifiers after the city ('Region', 'Country'); null when one rules all out. */
function narrow(candidates: Entry[], qualifiers: string[]): Entry[] | null {
  const { countries } = getIndex();
  let pool = candidates;
  qualifiers.forEach((q, i) => {
    if (!pool.length || !q) return;
    const codes = countries.get(q);
    const byCountry = codes ? pool.filter((e) => codes.has(e.countryCode)) : [];
    const byRegion = pool.filter((e) => regionMatches(e, q));
    if (byCountry.length) pool = byCountry;
    else if (byRegion.length) pool = byRegion;
    // A middle qualifier that matches nothing is taken as a region the data spells differently;
    // the last one (the country slot) must match.
    else if (codes || i === qualifiers.length - 1) pool = [];
  });
  return pool.length ? pool : null;
}

/** Resolves 'City', 'City, Country' or 'City, Region, Country' to the most populous matching place. */
export function findPlace(text: string): Place | null {
  const parts = String(text ?? '')
    .split(',')
    .map(normalizePlaceText)
    .filter(Boolean);
  if (!parts.length) return null;
  const attempts: Array<[string, string[]]> = [[parts[0], parts.slice(1)]];
  if (parts.length === 1) {
    // 'Paris France', 'Springfield Illinois': peel trailing words off as a qualifier.
    const words = parts[0].split(' ');
    for (let k = 1; k < words.length && k <= 3; k++) {
      attempts.push([words.slice(0, -k).join(' '), [words.slice(-k).join(' ')]]);
    }
  }
  for (const [city, qualifiers] of attempts) {
    const found = narrow(citiesNamed(city), qualifiers);
    if (found) return toPlace(found[0]); // candidates are kept in population order
  }
  return null;
}

/** Like findPlace, but throws ChartError PLACE_NOT_FOUND. */
export function resolvePlace(text: string): Place {
  const place = findPlace(text);
  if (!place) throw new ChartError('PLACE_NOT_FOUND');
  return place;
}

export function placeLabel(p: Place): string {
  const region = p.region && normalizePlaceText(p.region) !== normalizePlaceText(p.name) ? p.region : null;
  return [p.name, region, p.country].filter(Boolean).join(', ');
}

/** Type-ahead: places whose name starts with the query's first part, most populous first. Later
 * comma parts filter by country or region prefix ('spring, us'). */
export function searchPlaces(query: string, limit = 8): PlaceSuggestion[] {
  const parts = String(query ?? '')
    .split(',')
    .map(normalizePlaceText);
  const prefix = parts[0];
  if (!prefix || limit <= 0) return [];
  const { entries, countries } = getIndex();
  const aliasTargets = new Set(
    Object.entries(CITY_ALIASES)
      .filter(([alias]) => alias.startsWith(prefix))
      .map(([, target]) => target),
  );
  const filters = parts
    .slice(1)
    .filter(Boolean)
    .map((f) => {
      const codes = new Set<string>();
      for (const [key, cs] of countries) if (key.startsWith(f)) cs.forEach((c) => codes.add(c));
      return { f, codes };
    });
  const out: PlaceSuggestion[] = [];
  for (const e of entries) {
    if (!e.keys.some((k) => k.startsWith(prefix) || aliasTargets.has(k))) continue;
    const passes = filters.every(({ f, codes }) => codes.has(e.countryCode) || e.regionKeys.some((r) => r.startsWith(f)));
    if (!passes) continue;
    const place = toPlace(e);
    out.push({ ...place, label: placeLabel(place) });
    if (out.length >= limit) break;
  }
  return out;
}

/** The zone of the gazetteer place nearest to a point (for coordinates given without a zone). */
export function nearestPlace(latitude: number, longitude: number): Place {
  const { entries } = getIndex();
  const here = { latitude, longitude };
  let best = entries[0];
  for (const e of entries) if (distanceSq(here, e) < distanceSq(here, best)) best = e;
  return toPlace(best);
}
