import type { Profile, TravelStay } from '@flow/contracts';
import type { ProfileEntity, TravelStayEntity } from './profile.entity';

/** 'HH:MM:SS' as stored → 'HH:MM' as shown (spec: times shown HH:MM). */
export const toHhMm = (time: string | null): string | null => (time ? time.slice(0, 5) : null);

/** 'HH:MM' or 'HH:MM:SS' in → 'HH:MM:SS' stored; '' and null mean unknown. */
export function toStoredTime(time: string | null | undefined): string | null {
  if (!time) return null;
  return time.length === 5 ? `${time}:00` : time;
}

export function toTravelStay(e: TravelStayEntity): TravelStay {
  return { id: e.id, name: e.placeName, latitude: e.latitude, longitude: e.longitude, timeZone: e.timeZone, from: e.fromDate, to: e.toDate };
}

/** The profile as the API shows it; `stays` given, the travel stays come with it (the day's place needs both). */
export function toProfile(e: ProfileEntity, stays?: readonly TravelStayEntity[]): Profile {
  const place =
    e.currentPlaceName != null && e.currentLatitude != null && e.currentLongitude != null && e.currentTimeZone != null
      ? { name: e.currentPlaceName, latitude: e.currentLatitude, longitude: e.currentLongitude, timeZone: e.currentTimeZone }
      : null;
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
    current_location: e.currentLocation,
    current_time_zone: e.currentTimeZone,
    current_place: place,
    clock_format: e.clockFormat,
    language: e.language,
    ...(stays ? { travel: stays.map(toTravelStay) } : {}),
  };
}
