import type { EnergyNeed, WindowKind } from './types';

/**
 * How well a kind of window suits a kind of energy, 0..1: focus in the peak, admin in the dip,
 * physical where the body is up, social in collaboration time, creative in the creative window.
 */
export const ENERGY_FIT: Readonly<Record<EnergyNeed, Readonly<Record<WindowKind, number>>>> = {
  focus: { peak: 1, creative: 0.6, steady: 0.6, dip: 0.3, social: 0.3, physical: 0.2, rest: 0.2, meal: 0.05, 'wind-down': 0.05 },
  creative: { creative: 1, peak: 0.85, steady: 0.5, dip: 0.3, social: 0.3, physical: 0.3, rest: 0.3, meal: 0.05, 'wind-down': 0.1 },
  admin: { dip: 1, steady: 0.9, social: 0.6, rest: 0.4, creative: 0.4, peak: 0.3, physical: 0.3, meal: 0.05, 'wind-down': 0.2 },
  physical: { physical: 1, rest: 0.6, dip: 0.5, steady: 0.4, social: 0.3, creative: 0.3, peak: 0.2, meal: 0.05, 'wind-down': 0.1 },
  social: { social: 1, dip: 0.6, steady: 0.6, creative: 0.5, peak: 0.4, physical: 0.3, rest: 0.3, meal: 0.3, 'wind-down': 0.1 },
};

/** A fit at or above this counts as "matches its energy" (benchmarks, the at-a-glance badge). */
export const MATCH_THRESHOLD = 0.85;

export function energyFit(need: EnergyNeed, kind: WindowKind): number {
  return ENERGY_FIT[need][kind];
}

export function isEnergyMatch(need: EnergyNeed, kind: WindowKind): boolean {
  return ENERGY_FIT[need][kind] >= MATCH_THRESHOLD;
}
