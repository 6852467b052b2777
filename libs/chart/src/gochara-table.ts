import { Planet } from './zodiac';

/**
 * Gochara (transit) results counted in whole signs from the natal Moon.
 *
 * FAVOURABLE: the standard table of good houses from the Moon, as given in Phaladeepika ch. 26
 * (Mantreswara) and reproduced in B. V. Raman, "Hindu Predictive Astrology", ch. on transits:
 *   Sun 3, 6, 10, 11 · Moon 1, 3, 6, 7, 10, 11 · Mars 3, 6, 11 · Mercury 2, 4, 6, 8, 10, 11 ·
 *   Jupiter 2, 5, 7, 9, 11 · Venus 1, 2, 3, 4, 5, 8, 9, 11, 12 · Saturn 3, 6, 11 · Rahu/Ketu 3, 6, 11.
 *
 * CHALLENGING: the positions the same texts single out as the hardest, where not already favourable:
 *   every planet in the 8th (ashtama) and 12th (vyaya) from the Moon; Saturn also in the 1st and 2nd
 *   (with the 12th: Sade Sati) and the 4th (kantaka / ardhashtama Shani); Rahu and Ketu also in the 1st
 *   (the node over the natal Moon).
 *
 * Everything else is NEUTRAL: the texts give mixed results there. Vedha (obstruction of a good transit by
 * another planet) is not applied: the product shows each planet's own tendency.
 */
export const FAVOURABLE_HOUSES_FROM_MOON: Readonly<Record<Planet, readonly number[]>> = {
  Sun: [3, 6, 10, 11],
  Moon: [1, 3, 6, 7, 10, 11],
  Mars: [3, 6, 11],
  Mercury: [2, 4, 6, 8, 10, 11],
  Jupiter: [2, 5, 7, 9, 11],
  Venus: [1, 2, 3, 4, 5, 8, 9, 11, 12],
  Saturn: [3, 6, 11],
  Rahu: [3, 6, 11],
  Ketu: [3, 6, 11],
};

const EXTRA_CHALLENGING: Partial<Record<Planet, readonly number[]>> = {
  Saturn: [1, 2, 4],
  Rahu: [1],
  Ketu: [1],
};

export type TransitImpact = 'positive' | 'neutral' | 'challenging';

export function gocharaImpact(planet: Planet, houseFromMoon: number): TransitImpact {
  if (FAVOURABLE_HOUSES_FROM_MOON[planet].includes(houseFromMoon)) return 'positive';
  if (houseFromMoon === 8 || houseFromMoon === 12 || EXTRA_CHALLENGING[planet]?.includes(houseFromMoon)) {
    return 'challenging';
  }
  return 'neutral';
}

/** Classical significations of the houses, counted from the Moon. */
export const HOUSE_THEMES: readonly string[] = [
  '',
  'body, mood and vitality',
  'money, food and speech',
  'courage, effort and siblings',
  'home, comfort and inner peace',
  'creativity, learning and children',
  'daily routines, health and rivals',
  'partnerships and close allies',
  'sudden change and hidden matters',
  'fortune, teachers and meaning',
  'career and public standing',
  'gains, networks and wishes',
  'rest, retreat and expenses',
];

/** What each graha brings to whatever house it visits. */
export const TRANSIT_FLAVOUR: Readonly<Record<Planet, string>> = {
  Sun: 'confidence and visibility',
  Moon: 'feelings and daily mood',
  Mars: 'drive and decisive action',
  Mercury: 'thinking, trade and conversation',
  Jupiter: 'growth, guidance and good counsel',
  Venus: 'pleasure, beauty and relationships',
  Saturn: 'discipline, duty and endurance',
  Rahu: 'ambition, appetite and the unfamiliar',
  Ketu: 'detachment, insight and letting go',
};
