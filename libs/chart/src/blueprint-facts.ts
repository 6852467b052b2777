import { ElementContribution, elementBalance, EnergyElement, EnergyType, energyTypeOf, hhmm, PeakWindow } from './elements';
import { ENERGY_LORE } from './energy-lore';
import { Gana, NAKSHATRA_LORE } from './nakshatra-lore';
import { Element, nakshatraLord, Planet, SIGN_ELEMENTS } from './zodiac';

/**
 * The energy blueprint as data (issue 41): every chart fact, number and choice its prose is written
 * from, by key (sign and nakshatra indexes, planet names, element names, 'HH:MM' times). Stored on the
 * profile with the analysis, so the prose can be written in the person's language when it is read
 * (@flow/i18n's blueprintIn) without casting the chart again.
 */
export type BlueprintPlacement = { sign: number; element: Element };

export type BlueprintFacts = {
  energyType: EnergyType;
  moon: BlueprintPlacement & { nakshatra: number; pada: number; lord: Planet; gana: Gana };
  sun: BlueprintPlacement;
  mercury: BlueprintPlacement & { retrograde: boolean };
  ascendant: (BlueprintPlacement & { degree: number }) | null;
  /** Energy shares with water folded in (fire, earth, air), and water's own share before folding. */
  mix: Record<Element, number>;
  contributions: ElementContribution[];
  strongest: EnergyElement;
  /** The element under 20 %, if any. */
  lacking: EnergyElement | null;
  dominant: EnergyElement[];
  peak: { start: string; end: string };
  /** Where the peak's deep work gives way to lighter work, and the second, gentler window. */
  focus: { split: string; second: { start: string; end: string } };
  meals: { breakfastBy: string; mainMeal: string; dinnerBy: string };
  /** The evening recovery window in the spec's 'h[:mm]pm - h[:mm]pm' form. */
  restorativeTime: string;
  dasha: { mahadasha: Planet; until: string; antardasha: Planet; pratyantardasha: Planet };
  moonWaxing: boolean;
};

/** The chart as the blueprint reads it: a cast chart or the summary stored with an analysis. */
export interface BlueprintChart {
  planets: readonly { name: Planet; longitude: number; sign: number; nakshatra: number; pada: number; retrograde: boolean }[];
  ascendant: { sign: number; degreeInSign: number } | null;
}

export interface FactsInput {
  chart: BlueprintChart;
  energyType: EnergyType;
  dominant: EnergyElement[];
  energy: Record<EnergyElement, number>;
  water: number;
  contributions: ElementContribution[];
  peak: Pick<PeakWindow, 'start' | 'end' | 'startMinutes' | 'endMinutes'>;
  dasha: { mahadasha: { planet: Planet; endDate: string }; antardasha: { planet: Planet }; pratyantardasha: { planet: Planet } };
}

export const round15 = (m: number): number => Math.round(m / 15) * 15;

export function moonWaxing(chart: BlueprintChart): boolean {
  const sun = chart.planets[0].longitude;
  const moon = chart.planets[1].longitude;
  return (moon - sun + 360) % 360 < 180;
}

/** '8:30pm - 10pm' → minutes of the first time. */
function parseEvening(range: string): number {
  const m = /^(\d{1,2})(?::(\d{2}))?pm/.exec(range);
  return m ? (Number(m[1]) + 12) * 60 + Number(m[2] ?? 0) : 21 * 60;
}

export function blueprintFacts(input: FactsInput): BlueprintFacts {
  const { chart, energyType: type, peak, energy } = input;
  const planet = (name: Planet) => chart.planets.find((p) => p.name === name)!;
  const place = (sign: number): BlueprintPlacement => ({ sign, element: SIGN_ELEMENTS[sign] });
  const moon = planet('Moon');
  const mercury = planet('Mercury');
  const ranked = (['fire', 'earth', 'air'] as EnergyElement[]).sort((a, b) => energy[b] - energy[a]);
  const weakest = ranked[2];
  // Deep work takes the first part of the peak; a second, gentler window follows two hours after it.
  const split = round15(
    peak.startMinutes + (peak.endMinutes - peak.startMinutes) * (type === 'INTENSE' || type === 'STEADY' || type === 'INTENSE-STEADY' ? 0.6 : 0.5),
  );
  const secondStart = Math.min(round15(peak.endMinutes + 120), 18 * 60);
  const secondEnd = Math.min(secondStart + (type.startsWith('DYNAMIC') ? 60 : 90), 19 * 60 + 30);
  const restorativeTime = ENERGY_LORE[type].restorativeTime;
  return {
    energyType: type,
    moon: { ...place(moon.sign), nakshatra: moon.nakshatra, pada: moon.pada, lord: nakshatraLord(moon.nakshatra), gana: NAKSHATRA_LORE[moon.nakshatra].gana },
    sun: place(planet('Sun').sign),
    mercury: { ...place(mercury.sign), retrograde: mercury.retrograde },
    ascendant: chart.ascendant ? { ...place(chart.ascendant.sign), degree: chart.ascendant.degreeInSign } : null,
    mix: { ...energy, water: input.water },
    contributions: input.contributions,
    strongest: ranked[0],
    lacking: energy[weakest] < 0.2 ? weakest : null,
    dominant: input.dominant,
    peak: { start: peak.start, end: peak.end },
    focus: { split: hhmm(split), second: { start: hhmm(secondStart), end: hhmm(secondEnd) } },
    meals: {
      breakfastBy: hhmm(Math.max(5 * 60, peak.startMinutes - 30)),
      mainMeal: hhmm(round15(Math.min(Math.max(peak.endMinutes, 12 * 60), 13.5 * 60))),
      dinnerBy: hhmm(round15(parseEvening(restorativeTime) - 120)),
    },
    restorativeTime,
    dasha: {
      mahadasha: input.dasha.mahadasha.planet,
      until: input.dasha.mahadasha.endDate,
      antardasha: input.dasha.antardasha.planet,
      pratyantardasha: input.dasha.pratyantardasha.planet,
    },
    moonWaxing: moonWaxing(chart),
  };
}

/** An analysis as stored before its facts were (the chart summary, dasha and peak it carries). */
export interface StoredAnalysis {
  constitution?: unknown;
  peakEnergyStart?: unknown;
  peakEnergyEnd?: unknown;
  currentDasha?: FactsInput['dasha'] | null;
  chart?: BlueprintChart | null;
}

const minutesOf = (time: unknown): number | null =>
  typeof time === 'string' && /^\d{2}:\d{2}/.test(time) ? Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) : null;

/**
 * The facts of an analysis stored without them, read back from its chart, dasha and peak (null when it
 * lacks them): the same numbers its prose was written from.
 */
export function blueprintFactsOf(stored: StoredAnalysis): BlueprintFacts | null {
  const { chart, currentDasha: dasha } = stored;
  const start = minutesOf(stored.peakEnergyStart);
  const end = minutesOf(stored.peakEnergyEnd);
  if (!chart?.planets?.length || !dasha || start === null || end === null || typeof stored.constitution !== 'string' || !(stored.constitution in ENERGY_LORE))
    return null;
  const signs = Object.fromEntries(chart.planets.map((p) => [p.name, p.sign])) as Record<Planet, number>;
  const balance = elementBalance({ ascendant: chart.ascendant?.sign ?? null, planets: signs });
  const peak = { start: hhmm(start), end: hhmm(end), startMinutes: start, endMinutes: end };
  return blueprintFacts({
    chart,
    energyType: stored.constitution as EnergyType,
    dominant: energyTypeOf(balance.energy).dominant,
    energy: balance.energy,
    water: balance.elements.water,
    contributions: balance.contributions,
    peak,
    dasha,
  });
}
