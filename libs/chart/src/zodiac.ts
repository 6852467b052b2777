/** Fixed tables of the sidereal zodiac: signs, nakshatras and the Vimshottari order. */

export const PLANETS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'] as const;
export type Planet = (typeof PLANETS)[number];

export type Element = 'fire' | 'earth' | 'air' | 'water';

export const SIGN_NAMES = [
  'Aries',
  'Taurus',
  'Gemini',
  'Cancer',
  'Leo',
  'Virgo',
  'Libra',
  'Scorpio',
  'Sagittarius',
  'Capricorn',
  'Aquarius',
  'Pisces',
] as const;

/** Fire, earth, air, water repeat in zodiac order (Aries fire, Taurus earth, …). */
export const SIGN_ELEMENTS: readonly Element[] = SIGN_NAMES.map((_, i) => (['fire', 'earth', 'air', 'water'] as const)[i % 4]);

/** Classical (Parashari) sign rulers; the nodes rule no sign. */
export const SIGN_LORDS: readonly Planet[] = ['Mars', 'Venus', 'Mercury', 'Moon', 'Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Saturn', 'Jupiter'];

export const NAKSHATRA_NAMES = [
  'Ashwini',
  'Bharani',
  'Krittika',
  'Rohini',
  'Mrigashira',
  'Ardra',
  'Punarvasu',
  'Pushya',
  'Ashlesha',
  'Magha',
  'Purva Phalguni',
  'Uttara Phalguni',
  'Hasta',
  'Chitra',
  'Swati',
  'Vishakha',
  'Anuradha',
  'Jyeshtha',
  'Mula',
  'Purva Ashadha',
  'Uttara Ashadha',
  'Shravana',
  'Dhanishta',
  'Shatabhisha',
  'Purva Bhadrapada',
  'Uttara Bhadrapada',
  'Revati',
] as const;

/** Vimshottari order; nakshatra n is ruled by DASHA_ORDER[n mod 9]. */
export const DASHA_ORDER: readonly Planet[] = ['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury'];
export const DASHA_YEARS: Readonly<Record<Planet, number>> = {
  Ketu: 7,
  Venus: 20,
  Sun: 6,
  Moon: 10,
  Mars: 7,
  Rahu: 18,
  Jupiter: 16,
  Saturn: 19,
  Mercury: 17,
};
export const DASHA_CYCLE_YEARS = 120;

export const NAKSHATRA_SPAN = 360 / 27;
export const PADA_SPAN = NAKSHATRA_SPAN / 4;

/** Normalise any angle to [0, 360); folds the -0 / 360 rounding edge back to 0. */
export function norm360(deg: number): number {
  const x = deg % 360;
  const y = x < 0 ? x + 360 : x;
  return y >= 360 ? 0 : y;
}

/** Signed difference a − b folded into (−180, 180]. */
export function angleDiff(a: number, b: number): number {
  const d = norm360(a - b);
  return d > 180 ? d - 360 : d;
}

export function signOf(longitude: number): number {
  return Math.min(11, Math.floor(norm360(longitude) / 30));
}

export function nakshatraOf(longitude: number): number {
  return Math.min(26, Math.floor(norm360(longitude) / NAKSHATRA_SPAN));
}

export function padaOf(longitude: number): number {
  const into = norm360(longitude) - nakshatraOf(longitude) * NAKSHATRA_SPAN;
  return Math.min(4, Math.floor(into / PADA_SPAN) + 1);
}

export function nakshatraLord(index: number): Planet {
  return DASHA_ORDER[index % 9];
}

/** Whole-sign house of `sign` counted from `fromSign` (1 = the same sign). */
export function wholeSignHouse(sign: number, fromSign: number): number {
  return ((sign - fromSign + 12) % 12) + 1;
}

export type ZodiacPoint = {
  longitude: number;
  sign: number;
  signName: string;
  degreeInSign: number;
  nakshatra: number;
  nakshatraName: string;
  pada: number;
};

export function zodiacPoint(longitude: number): ZodiacPoint {
  const lon = norm360(longitude);
  const sign = signOf(lon);
  const nakshatra = nakshatraOf(lon);
  return {
    longitude: lon,
    sign,
    signName: SIGN_NAMES[sign],
    degreeInSign: lon - sign * 30,
    nakshatra,
    nakshatraName: NAKSHATRA_NAMES[nakshatra],
    pada: padaOf(lon),
  };
}
