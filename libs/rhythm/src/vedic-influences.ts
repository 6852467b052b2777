import type { Planet, VedicInfluences } from '@flow/contracts';
import { PLANET_DAY_THEMES } from './planet-themes';

/**
 * The day's Vedic influences in plain words, from the chart engine's panchanga, running dasha and
 * transits (structural subsets of @flow/chart's types, so its results pass as they are).
 */

export interface InfluencePanchanga {
  vara: { weekday: string; lord: Planet };
  tithi: { fullName: string };
  nakshatra: { name: string; lord: Planet };
  yoga: { name: string };
  karana: { name: string };
  sunrise: { local: string } | null;
  sunset: { local: string } | null;
  rahuKalam: { start: { local: string }; end: { local: string } } | null;
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
    panchanga = {
      place: input.placeName ?? 'your location',
      weekday: p.vara.weekday, varaLord: p.vara.lord, tithi: p.tithi.fullName, nakshatra: p.nakshatra.name,
      yoga: p.yoga.name, karana: p.karana.name, sunrise: p.sunrise?.local ?? null, sunset: p.sunset?.local ?? null, rahuKalam: rahu,
    };
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
      mahadasha: d.mahadasha.planet, antardasha: d.antardasha.planet, pratyantardasha: d.pratyantardasha.planet,
      theme: theme.theme, endsOn: d.mahadasha.endDate, description,
    };
    summary.push(description);
  }

  const transits = notableTransits(input.transits);
  for (const t of transits) summary.push(t.description);
  if (summary.length === 0) summary.push('Add your birth date and place to see the Vedic influences on your day.');
  return { summary, panchanga, dasha, transits };
}
