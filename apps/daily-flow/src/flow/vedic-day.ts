import { localToUtc, panchanga, type Panchanga, runningDasha, summarizeDasha, type DashaSummary, transitsFor, type TransitItem } from '@flow/chart';
import type { DayPlace, Profile } from '@flow/contracts';
import { cityMapping } from 'city-timezones';

/**
 * The day's Vedic facts for a user, from the chart engine: the panchanga at their place, the dasha
 * running that day and the transits from their natal Moon. Each part is optional: without a place
 * there is no panchanga, without a cast chart no dasha or transits.
 */
export interface VedicDay {
  panchanga: Panchanga | null;
  /** Where the day is read: the place of the day, else a place standing for its zone. */
  place: DayPlace | null;
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

/** Without a place of the day (only a zone is known): the birth place when the user still lives in its zone, else the zone's main city. */
export function placeFor(timeZone: string, profile: Profile | null): Place | null {
  const birth = profile?.vedic_analysis?.chart?.place;
  if (birth && birth.timeZone === timeZone)
    return { name: [birth.name, birth.country].filter(Boolean).join(', '), latitude: birth.latitude, longitude: birth.longitude };
  return representativePlace(timeZone);
}

/**
 * A day's panchanga at a place is the same for everyone there, and most users of a zone share its main
 * city: the last few hundred are kept (they are small) so a busy day computes each one once.
 */
const PANCHANGA_MEMO_SIZE = 512;
const panchangaMemo = new Map<string, Panchanga | null>();

export function panchangaAt(date: string, place: Place, timeZone: string): Panchanga | null {
  const key = `${date}|${place.latitude}|${place.longitude}|${timeZone}`;
  if (panchangaMemo.has(key)) return panchangaMemo.get(key)!;
  let day: Panchanga | null;
  try {
    day = panchanga(date, place.latitude, place.longitude, timeZone);
  } catch {
    day = null;
  }
  if (panchangaMemo.size >= PANCHANGA_MEMO_SIZE) panchangaMemo.delete(panchangaMemo.keys().next().value as string);
  panchangaMemo.set(key, day);
  return day;
}

/** Transits at an instant depend only on the natal Moon and ascendant signs: shared by many users. */
const transitsMemo = new Map<string, TransitItem[]>();

function transitsAt(instant: Date, moonSign: number, ascendantSign: number | null): TransitItem[] {
  const key = `${instant.getTime()}|${moonSign}|${ascendantSign}`;
  let items = transitsMemo.get(key);
  if (!items) {
    try {
      items = transitsFor({ moonSign, ascendantSign }, instant, { horizonDays: 0 }).currentTransits;
    } catch {
      items = [];
    }
    if (transitsMemo.size >= PANCHANGA_MEMO_SIZE) transitsMemo.delete(transitsMemo.keys().next().value as string);
    transitsMemo.set(key, items);
  }
  return items;
}

export function vedicDay(date: string, timeZone: string, dayPlace: DayPlace | null, profile: Profile | null): VedicDay {
  const place = dayPlace ?? placeFor(timeZone, profile);
  const day = place ? panchangaAt(date, place, timeZone) : null;

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
    transits = transitsAt(noon, moon.sign, chart.ascendant?.sign ?? null);
  }
  return { panchanga: day, place: place ? { name: place.name, latitude: place.latitude, longitude: place.longitude, timeZone } : null, dasha, transits };
}
