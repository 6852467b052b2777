import type { Panchang, Planet, VedicInfluences } from '@flow/contracts';
import { PLANET_DAY_THEMES } from './planet-themes';

/**
 * The day's Vedic influences in plain words, from the chart engine's panchanga, running dasha and
 * transits (structural subsets of @flow/chart's types, so its results pass as they are).
 */

/** A moment as the chart engine gives it: 'HH:MM' on the local clock and the full local ISO. */
interface LocalMoment {
  local: string;
  localIso: string;
}
interface LocalSpan {
  start: LocalMoment;
  end: LocalMoment;
}
interface Element {
  name: string;
  endsAt: LocalMoment;
  following: readonly { name: string; endsAt: LocalMoment }[];
}

/** A structural subset of @flow/chart's `Panchanga`. */
export interface InfluencePanchanga {
  date: string;
  timeZone: string;
  latitude: number;
  longitude: number;
  sunrise: LocalMoment | null;
  sunset: LocalMoment | null;
  nextSunrise: LocalMoment | null;
  moonrise: LocalMoment | null;
  moonset: LocalMoment | null;
  vara: { weekday: string; name: string; lord: Planet };
  tithi: Element & { number: number; paksha: 'Shukla' | 'Krishna'; fullName: string };
  nakshatra: Element & { pada: number; lord: Planet };
  yoga: Element;
  karana: Element;
  moonSign: { name: string; endsAt: LocalMoment };
  rahuKalam: LocalSpan | null;
  yamaganda: LocalSpan | null;
  gulikaKalam: LocalSpan | null;
  abhijit: LocalSpan | null;
  brahmaMuhurta: LocalSpan | null;
}

const iso = (m: LocalMoment | null) => m?.localIso ?? null;
const span = (s: LocalSpan | null) => (s ? { start: s.start.localIso, end: s.end.localIso } : null);
const element = (e: Element, name = e.name) => ({
  name,
  endsAt: e.endsAt.localIso,
  following: e.following.map((f) => ({ name: f.name, endsAt: f.endsAt.localIso })),
});

/** The engine's panchanga as the API answers it (GET /api/panchang, the flow's vedicInfluences.panchanga). */
export function toPanchang(p: InfluencePanchanga, place: string): Panchang {
  return {
    date: p.date,
    place,
    latitude: p.latitude,
    longitude: p.longitude,
    timeZone: p.timeZone,
    sunrise: iso(p.sunrise),
    sunset: iso(p.sunset),
    nextSunrise: iso(p.nextSunrise),
    moonrise: iso(p.moonrise),
    moonset: iso(p.moonset),
    vara: { name: p.vara.name, weekday: p.vara.weekday, lord: p.vara.lord },
    tithi: { ...element(p.tithi, p.tithi.fullName), number: p.tithi.number, paksha: p.tithi.paksha },
    nakshatra: { ...element(p.nakshatra), pada: p.nakshatra.pada, lord: p.nakshatra.lord },
    yoga: element(p.yoga),
    karana: element(p.karana),
    moonSign: { name: p.moonSign.name, endsAt: p.moonSign.endsAt.localIso },
    rahuKalam: span(p.rahuKalam),
    yamaganda: span(p.yamaganda),
    gulikaKalam: span(p.gulikaKalam),
    abhijit: span(p.abhijit),
    brahmaMuhurta: span(p.brahmaMuhurta),
  };
}

export interface InfluenceDasha {
  mahadasha: { planet: Planet; endDate: string };
  antardasha: { planet: Planet };
  pratyantardasha: { planet: Planet };
}

export interface InfluenceTransit {
  planet: Planet;
  impact: 'positive' | 'neutral' | 'challenging';
  description: string;
}

export interface InfluenceInput {
  panchanga: InfluencePanchanga | null;
  /** The place the panchanga was computed for, as people read it. */
  placeName: string | null;
  dasha: InfluenceDasha | null;
  transits: readonly InfluenceTransit[];
}

/** The Moon's transit changes daily; of the rest, the slow movers shape the season. */
const TRANSIT_ORDER: readonly Planet[] = ['Moon', 'Saturn', 'Jupiter', 'Rahu', 'Ketu', 'Mars', 'Sun', 'Venus', 'Mercury'];
export const MAX_NOTABLE_TRANSITS = 3;

/** The Moon's transit, then the slowest planets whose influence is clearly positive or challenging. */
export function notableTransits(transits: readonly InfluenceTransit[]): InfluenceTransit[] {
  const moon = transits.find((t) => t.planet === 'Moon');
  const others = transits
    .filter((t) => t.planet !== 'Moon' && t.impact !== 'neutral')
    .sort((a, b) => TRANSIT_ORDER.indexOf(a.planet) - TRANSIT_ORDER.indexOf(b.planet));
  return [...(moon ? [moon] : []), ...others].slice(0, MAX_NOTABLE_TRANSITS).map(({ planet, impact, description }) => ({ planet, impact, description }));
}

export function describeVedicInfluences(input: InfluenceInput): VedicInfluences {
  const summary: string[] = [];
  let panchanga: VedicInfluences['panchanga'] = null;
  const p = input.panchanga;
  if (p) {
    const vara = PLANET_DAY_THEMES[p.vara.lord];
    const rahu = p.rahuKalam ? `${p.rahuKalam.start.local}–${p.rahuKalam.end.local}` : null;
    panchanga = toPanchang(p, input.placeName ?? 'your location');
    summary.push(`${p.vara.weekday} is ruled by ${p.vara.lord}: a day for ${vara.theme.toLowerCase()} — ${vara.bestFor.toLowerCase()}.`);
    summary.push(`The Moon is in ${p.nakshatra.name} (ruled by ${p.nakshatra.lord}) on ${p.tithi.fullName}, with ${p.yoga.name} yoga.`);
    if (p.sunrise && p.sunset) summary.push(`In ${panchanga.place} the sun rises at ${p.sunrise.local} and sets at ${p.sunset.local}.`);
    if (rahu) summary.push(`Rahu kalam runs ${rahu}: carry on with what is underway, and start new ventures outside it.`);
  }

  let dasha: VedicInfluences['dasha'] = null;
  if (input.dasha) {
    const d = input.dasha;
    const theme = PLANET_DAY_THEMES[d.mahadasha.planet];
    const sub = PLANET_DAY_THEMES[d.antardasha.planet];
    const description =
      `You are in a ${d.mahadasha.planet} period (${theme.theme}) until ${d.mahadasha.endDate}, ` +
      `with ${d.antardasha.planet} (${sub.theme.toLowerCase()}) colouring the current stretch and ${d.pratyantardasha.planet} the current weeks.`;
    dasha = {
      mahadasha: d.mahadasha.planet,
      antardasha: d.antardasha.planet,
      pratyantardasha: d.pratyantardasha.planet,
      theme: theme.theme,
      endsOn: d.mahadasha.endDate,
      description,
    };
    summary.push(description);
  }

  const transits = notableTransits(input.transits);
  for (const t of transits) summary.push(t.description);
  if (summary.length === 0) summary.push('Add your birth date and place to see the Vedic influences on your day.');
  return { summary, panchanga, dasha, transits };
}
