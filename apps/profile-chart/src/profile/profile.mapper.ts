import type { Profile } from '@flow/contracts';
import type { ProfileEntity } from './profile.entity';

/** 'HH:MM:SS' as stored → 'HH:MM' as shown (spec: times shown HH:MM). */
export const toHhMm = (time: string | null): string | null => (time ? time.slice(0, 5) : null);

/** 'HH:MM' or 'HH:MM:SS' in → 'HH:MM:SS' stored; '' and null mean unknown. */
export function toStoredTime(time: string | null | undefined): string | null {
  if (!time) return null;
  return time.length === 5 ? `${time}:00` : time;
}

export function toProfile(e: ProfileEntity): Profile {
  return {
    id: e.id,
    full_name: e.fullName,
    birth_date: e.birthDate,
    birth_time: toHhMm(e.birthTime),
    birth_location: e.birthLocation,
    onboarding_completed: e.onboardingCompleted,
    vedic_analysis: e.vedicAnalysis,
    vedic_constitution: e.vedicConstitution,
    peak_energy_start: toHhMm(e.peakEnergyStart),
    peak_energy_end: toHhMm(e.peakEnergyEnd),
    last_transit_check: e.lastTransitCheck ? e.lastTransitCheck.toISOString() : null,
    avatar_url: e.avatarUrl,
    time_zone: e.timeZone,
  };
}
