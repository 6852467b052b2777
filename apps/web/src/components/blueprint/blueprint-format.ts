import type { DashaResult, Profile, VedicAnalysis } from '@flow/contracts';

/** Spec section 9: what to show when the profile lacks data. */
export const BLUEPRINT_DEFAULTS = { energyType: 'Balanced', peakStart: '09:00', peakEnd: '13:00', recoveryTime: '9pm - 11pm' } as const;

/** 'HH:MM:SS' or 'HH:MM' → 'HH:MM' (spec: times shown HH:MM). */
export const hhmm = (time: string | null | undefined): string | null => (time ? time.slice(0, 5) : null);

export interface EnergySnapshot {
  energyType: string;
  peakStart: string;
  peakEnd: string;
  recoveryTime: string;
}

/** Energy type and peak window of a profile, with the spec's defaults for anything missing. */
export function energySnapshot(
  profile: Pick<Profile, 'vedic_analysis' | 'vedic_constitution' | 'peak_energy_start' | 'peak_energy_end'> | null | undefined,
): EnergySnapshot {
  const analysis = profile?.vedic_analysis;
  return {
    energyType: analysis?.constitution || profile?.vedic_constitution || BLUEPRINT_DEFAULTS.energyType,
    peakStart: hhmm(profile?.peak_energy_start) ?? analysis?.peakEnergyStart ?? BLUEPRINT_DEFAULTS.peakStart,
    peakEnd: hhmm(profile?.peak_energy_end) ?? analysis?.peakEnergyEnd ?? BLUEPRINT_DEFAULTS.peakEnd,
    recoveryTime: analysis?.restorativeTime || BLUEPRINT_DEFAULTS.recoveryTime,
  };
}

/** Remaining time of a period: '4.2 years', '1 month', '5 months'. */
export function remaining(years: number): string {
  if (years >= 1) return `${years.toFixed(1)} years`;
  const months = Math.max(1, Math.round(years * 12));
  return months === 1 ? '1 month' : `${months} months`;
}

/** 'Jupiter mahadasha (4.2 years left)' etc. */
export function dashaLines(dasha: DashaResult): { level: string; planet: string; remaining: string; years: number }[] {
  return [
    { level: 'Mahadasha', planet: dasha.mahadasha.planet, remaining: remaining(dasha.mahadasha.yearsRemaining), years: dasha.mahadasha.yearsRemaining },
    { level: 'Antardasha', planet: dasha.antardasha.planet, remaining: remaining(dasha.antardasha.yearsRemaining), years: dasha.antardasha.yearsRemaining },
    {
      level: 'Pratyantardasha',
      planet: dasha.pratyantardasha.planet,
      remaining: remaining(dasha.pratyantardasha.yearsRemaining),
      years: dasha.pratyantardasha.yearsRemaining,
    },
  ];
}

/** The chart facts that produced one field of the analysis. */
export function factsFor(analysis: VedicAnalysis | null | undefined, field: string): string[] {
  return analysis?.factors?.find((f) => f.field === field)?.facts ?? [];
}
