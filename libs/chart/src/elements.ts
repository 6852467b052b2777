import { Element, Planet, SIGN_ELEMENTS, SIGN_LORDS, SIGN_NAMES } from './zodiac';

/**
 * Element balance → the spec's energy type and peak window.
 *
 * WEIGHTS: the three pillars of a Vedic reading and the rulers of their signs, each counted by the
 * element of the sign it occupies: ascendant 3, Moon 3, Sun 2, ascendant lord 1.5, Moon-sign lord 1,
 * Sun-sign lord 1. Without a birth time the ascendant and its lord drop out and the rest is renormalised.
 *
 * WATER: the spec's types are built on fire (INTENSE), earth (STEADY) and air (DYNAMIC). Water is folded
 * in the Ayurvedic way: Kapha is water + earth and Pitta is fire + water, water being Kapha's main and
 * Pitta's secondary element, so water counts 2/3 toward earth and 1/3 toward fire.
 */
export const ELEMENT_WEIGHTS = { ascendant: 3, moon: 3, sun: 2, ascendantLord: 1.5, moonLord: 1, sunLord: 1 } as const;
export const WATER_TO_EARTH = 2 / 3;
export const WATER_TO_FIRE = 1 / 3;

export type EnergyElement = 'fire' | 'earth' | 'air';
export type EnergyType = 'DYNAMIC-INTENSE' | 'INTENSE-STEADY' | 'DYNAMIC-GROUNDED' | 'DYNAMIC' | 'INTENSE' | 'STEADY' | 'BALANCED';

export interface ElementContribution {
  source: 'ascendant' | 'moon' | 'sun' | 'ascendantLord' | 'moonLord' | 'sunLord';
  planet: Planet | null;
  sign: number;
  element: Element;
  weight: number;
}

export interface ElementBalance {
  /** Shares of the four elements (sum 1). */
  elements: Record<Element, number>;
  /** Water folded in: shares of fire, earth, air (sum 1). */
  energy: Record<EnergyElement, number>;
  contributions: ElementContribution[];
}

/** Sign of each graha (index 0 Aries) and of the ascendant (null without birth time). */
export interface SignPlacements {
  ascendant: number | null;
  planets: Record<Planet, number>;
}

export function elementBalance(p: SignPlacements): ElementBalance {
  const c: ElementContribution[] = [];
  const add = (source: ElementContribution['source'], planet: Planet | null, sign: number, weight: number) =>
    c.push({ source, planet, sign, element: SIGN_ELEMENTS[sign], weight });
  if (p.ascendant != null) {
    add('ascendant', null, p.ascendant, ELEMENT_WEIGHTS.ascendant);
    const lord = SIGN_LORDS[p.ascendant];
    add('ascendantLord', lord, p.planets[lord], ELEMENT_WEIGHTS.ascendantLord);
  }
  add('moon', 'Moon', p.planets.Moon, ELEMENT_WEIGHTS.moon);
  add('sun', 'Sun', p.planets.Sun, ELEMENT_WEIGHTS.sun);
  const moonLord = SIGN_LORDS[p.planets.Moon];
  add('moonLord', moonLord, p.planets[moonLord], ELEMENT_WEIGHTS.moonLord);
  const sunLord = SIGN_LORDS[p.planets.Sun];
  add('sunLord', sunLord, p.planets[sunLord], ELEMENT_WEIGHTS.sunLord);

  const total = c.reduce((s, x) => s + x.weight, 0);
  const elements: Record<Element, number> = { fire: 0, earth: 0, air: 0, water: 0 };
  for (const x of c) elements[x.element] += x.weight / total;
  const energy = {
    fire: elements.fire + elements.water * WATER_TO_FIRE,
    earth: elements.earth + elements.water * WATER_TO_EARTH,
    air: elements.air,
  };
  return { elements, energy, contributions: c };
}

/** Below this spread between the strongest and weakest of fire/earth/air the chart reads BALANCED. */
export const BALANCED_SPREAD = 0.15;

const SINGLE: Record<EnergyElement, EnergyType> = { air: 'DYNAMIC', fire: 'INTENSE', earth: 'STEADY' };
const PAIR = (a: EnergyElement, b: EnergyElement): EnergyType => {
  const s = new Set([a, b]);
  if (s.has('air') && s.has('fire')) return 'DYNAMIC-INTENSE';
  if (s.has('fire') && s.has('earth')) return 'INTENSE-STEADY';
  return 'DYNAMIC-GROUNDED';
};

/**
 * Energy type from the folded shares. BALANCED when max − min < 0.15. Otherwise the elements are split
 * at the largest gap between consecutive shares (sorted high to low): one element above the gap → its
 * single label; two above it (including a tie of gaps) → the pair label.
 */
export function energyTypeOf(energy: Record<EnergyElement, number>): { type: EnergyType; dominant: EnergyElement[] } {
  const order: EnergyElement[] = ['fire', 'earth', 'air'];
  const sorted = [...order].sort((a, b) => energy[b] - energy[a] || order.indexOf(a) - order.indexOf(b));
  const [top, second, third] = sorted.map((e) => energy[e]);
  if (top - third < BALANCED_SPREAD) return { type: 'BALANCED', dominant: [] };
  if (top - second > second - third) return { type: SINGLE[sorted[0]], dominant: [sorted[0]] };
  return { type: PAIR(sorted[0], sorted[1]), dominant: [sorted[0], sorted[1]] };
}

/**
 * PEAK WINDOW: each element has an anchor window, blended by the folded shares, rounded to 15 minutes.
 * - fire 09:00–14:30: Pitta's midday hours, the longest and latest-ending window;
 * - earth 07:30–12:30: a steady morning block;
 * - air: Vata is the changeable dosha, so its window sits early (06:30–10:30) when the Moon was waxing at
 *   birth and late (10:00–14:00) when it was waning.
 * A BALANCED chart takes the product default 08:00–13:00. The result is then held to 3–6 hours and to
 * 05:00–15:00.
 */
export const PEAK_ANCHORS = {
  fire: [9 * 60, 14.5 * 60],
  earth: [7.5 * 60, 12.5 * 60],
  airEarly: [6.5 * 60, 10.5 * 60],
  airLate: [10 * 60, 14 * 60],
  balanced: [8 * 60, 13 * 60],
} as const;

export interface PeakWindow {
  start: string;
  end: string;
  startMinutes: number;
  endMinutes: number;
}

export const hhmm = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export function peakWindow(energy: Record<EnergyElement, number>, type: EnergyType, moonWaxing: boolean): PeakWindow {
  let start: number, end: number;
  if (type === 'BALANCED') {
    [start, end] = PEAK_ANCHORS.balanced;
  } else {
    const air = moonWaxing ? PEAK_ANCHORS.airEarly : PEAK_ANCHORS.airLate;
    start = energy.fire * PEAK_ANCHORS.fire[0] + energy.earth * PEAK_ANCHORS.earth[0] + energy.air * air[0];
    end = energy.fire * PEAK_ANCHORS.fire[1] + energy.earth * PEAK_ANCHORS.earth[1] + energy.air * air[1];
  }
  start = Math.round(start / 15) * 15;
  end = Math.round(end / 15) * 15;
  end = Math.min(Math.max(end, start + 180), start + 360);
  if (end > 15 * 60) {
    start -= end - 15 * 60;
    end = 15 * 60;
  }
  if (start < 5 * 60) {
    end += 5 * 60 - start;
    start = 5 * 60;
  }
  return { start: hhmm(start), end: hhmm(end), startMinutes: start, endMinutes: end };
}

export function describeContribution(x: ElementContribution): string {
  const what =
    x.source === 'ascendant'
      ? 'Ascendant'
      : x.source === 'moon'
        ? 'Moon'
        : x.source === 'sun'
          ? 'Sun'
          : `${x.planet} (${x.source === 'ascendantLord' ? 'ascendant' : x.source === 'moonLord' ? 'Moon-sign' : 'Sun-sign'} lord)`;
  return `${what} in ${SIGN_NAMES[x.sign]} (${x.element}, weight ${x.weight})`;
}
