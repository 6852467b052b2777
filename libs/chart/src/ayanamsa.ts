import { AstroTime, e_tilt, MakeTime } from 'astronomy-engine';

/**
 * Lahiri (Chitrapaksha) ayanamsa as Swiss Ephemeris 2.10's SE_SIDM_LAHIRI: the J2000 value plus IAU 2006
 * general precession in longitude. Reproduces it to ~0.002″ over 1900–2100 (see the oracle README).
 */
export function lahiriMean(time: AstroTime): number {
  const T = time.tt / 36525;
  const arcsec = 5028.796195 * T + 1.1054348 * T ** 2 + 0.00007964 * T ** 3 - 0.000023857 * T ** 4;
  return 23.857092354 + arcsec / 3600;
}

/**
 * True ayanamsa = mean + nutation in longitude. astronomy-engine's longitudes are referred to the true
 * equinox of date, so this (not the mean value) is what must be subtracted from them.
 */
export function lahiriTrue(time: AstroTime): number {
  return lahiriMean(time) + e_tilt(time).dpsi / 3600;
}

export interface Ayanamsa {
  /** True (nutated) Lahiri ayanamsa in degrees: the value subtracted from apparent longitudes. */
  lahiri: number;
  /** Mean Lahiri ayanamsa (no nutation), degrees. */
  lahiriMean: number;
}

export function ayanamsaAt(date: Date | AstroTime): Ayanamsa {
  const time = MakeTime(date);
  return { lahiri: lahiriTrue(time), lahiriMean: lahiriMean(time) };
}
