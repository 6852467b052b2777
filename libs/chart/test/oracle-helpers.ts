/** Shared access to the Swiss-Ephemeris oracle sample and its tolerances (see fixtures/ORACLE.md). */
export const oracle: any = require('./fixtures/chart-reference-sample.json');

export const STRICT = oracle.conventions.recommendedTolerances.strict as {
  ayanamsaDeg: number;
  planetLongitudeDeg: number;
  moonLongitudeDeg: number;
  trueNodeLongitudeDeg: number;
  meanNodeLongitudeDeg: number;
  ascendantDeg: number;
  dashaDateDays: number;
  dashaYearsRemaining: number;
  sunriseSunsetMinutes: number;
  panchangaEndMinutes: number;
};

export const DAY_MS = 86_400_000;

/** Absolute angular difference in degrees, across the 0/360 seam. */
export function angleGap(a: number, b: number): number {
  const d = Math.abs(((((a - b) % 360) + 540) % 360) - 180);
  return d;
}

/** Parses the oracle's 'YYYY-MM-DDTHH:MMZ' (minute precision) and full ISO strings. */
export function ms(iso: string): number {
  return Date.parse(iso.length === 17 ? iso.replace('Z', ':00Z') : iso);
}

/** Bodies the oracle flags as within the loose tolerance of a boundary: either side is accepted. */
export function warnedBodies(warnings: string[]): Set<string> {
  return new Set(warnings.map((w) => w.split(' ')[0]));
}
