import type { Profile, VedicAnalysis } from '@flow/contracts';
import { energyTypeOf, type EnergyTypeLabel, isClockTime, normalizePeakWindow, type PeakWindow } from '@flow/rhythm';

/** Spec 9: when a profile lacks data, energy type Balanced and peak hours 09:00 to 13:00. */
export const DEFAULT_PEAK_WINDOW: PeakWindow = { start: '09:00', end: '13:00' };

export interface Energy {
  energyType: EnergyTypeLabel;
  constitution: string | null;
  peakWindow: PeakWindow;
  /** False when the analysis is missing and the defaults stand in. */
  analysed: boolean;
}

/** The energy facts of an analysis (a user's profile or a manual profile), or the defaults without one. */
export function energyOf(
  analysis: VedicAnalysis | null | undefined,
  peakStart?: string | null,
  peakEnd?: string | null,
  constitutionText?: string | null,
): Energy {
  const start = isClockTime(peakStart) ? peakStart : analysis?.peakEnergyStart;
  const end = isClockTime(peakEnd) ? peakEnd : analysis?.peakEnergyEnd;
  if (!analysis || !isClockTime(start) || !isClockTime(end)) {
    return { energyType: energyTypeOf(constitutionText), constitution: constitutionText ?? null, peakWindow: DEFAULT_PEAK_WINDOW, analysed: false };
  }
  return {
    energyType: energyTypeOf(analysis.constitution, constitutionText),
    constitution: constitutionText ?? analysis.constitution ?? null,
    peakWindow: normalizePeakWindow({ start, end }),
    analysed: true,
  };
}

export function energyOfProfile(profile: Profile | undefined): Energy {
  return energyOf(profile?.vedic_analysis, profile?.peak_energy_start, profile?.peak_energy_end, profile?.vedic_constitution);
}
