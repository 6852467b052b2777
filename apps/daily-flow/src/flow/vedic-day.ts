import { localToUtc, panchanga, type Panchanga, runningDasha, summarizeDasha, type DashaSummary, transitsFor, type TransitItem } from '@flow/chart';
import type { Profile } from '@flow/contracts';
import { cityMapping } from 'city-timezones';

/**
 * The day's Vedic facts for a user, from the chart engine: the panchanga at their place, the dasha
 * running that day and the transits from their natal Moon. Each part is optional: without a place
 * there is no panchanga, without a cast chart no dasha or transits.
 */
export interface VedicDay {
  panchanga: Panchanga | null;
  placeName: string | null;
  dasha: DashaSummary | null;
  transits: TransitItem[];
}

interface Place {
  name: string;
  latitude: number;
  longitude: number;
}

const representative = new Map<string, Place | null>();

/** The most populous gazetteer place in a time zone: where "local" sunrise is read when we know only the zone. */
export function representativePlace(timeZone: string): Place | null {
  if (!representative.has(timeZone)) {
    let best: (typeof cityMapping)[number] | null = null;
    for (const city of cityMapping) if (city.timezone === timeZone && (!best || city.pop > best.pop)) best = city;
    representative.set(timeZone, best ? { name: `${best.city}, ${best.country}`, latitude: best.lat, longitude: best.lng } : null);
  }
  return representative.get(timeZone) ?? null;
}

/** The birth place when the user still lives in its time zone, else the zone's main city. */
export function placeFor(timeZone: string, profile: Profile | null): Place | null {
  const birth = profile?.vedic_analysis?.chart?.place;
  if (birth && birth.timeZone === timeZone) return { name: [birth.name, birth.country].filter(Boolean).join(', '), latitude: birth.latitude, longitude: birth.longitude };
  return representativePlace(timeZone);
}

export function vedicDay(date: string, timeZone: string, profile: Profile | null): VedicDay {
  const place = placeFor(timeZone, profile);
  let day: Panchanga | null = null;
  try {
    day = place ? panchanga(date, place.latitude, place.longitude, timeZone) : null;
  } catch {
    day = null;
  }

  const chart = profile?.vedic_analysis?.chart;
  const moon = chart?.planets.find((p) => p.name === 'Moon');
  let dasha: DashaSummary | null = null;
  let transits: TransitItem[] = [];
  if (chart && moon) {
    // The day's influences are read at local noon.
    const noon = localToUtc(date, '12:00', timeZone).utc;
    try {
      dasha = summarizeDasha(runningDasha(new Date(chart.utc), moon.longitude, noon));
    } catch {
      dasha = null;
    }
    try {
      transits = transitsFor({ moonSign: moon.sign, ascendantSign: chart.ascendant?.sign ?? null }, noon, { horizonDays: 0 }).currentTransits;
    } catch {
      transits = [];
    }
  }
  return { panchanga: day, placeName: day ? place!.name : null, dasha, transits };
}
