import { type BirthChartAnalysis, type BirthInput, findPlace, isValidTimeZone, placeLabel } from '@flow/chart';
import { ProfileMessages, type UpdateProfileRequest } from '@flow/contracts';
import { DomainError } from '@flow/platform';
import type { ProfileEntity } from './profile.entity';
import { toStoredTime } from './profile.mapper';

/** The rules of a profile that need no database: what a change changes, and what follows from it. */

export const BIRTH_FIELDS = ['birth_date', 'birth_time', 'birth_location'] as const;

/**
 * Applies a PATCH to the entity and returns the names of the fields whose value really changed (the
 * settings form sends every field; only real changes count for re-analysis and events).
 */
export function applyChanges(p: ProfileEntity, changes: UpdateProfileRequest): string[] {
  const changed: string[] = [];
  const set = <K extends keyof ProfileEntity>(field: string, key: K, value: ProfileEntity[K]) => {
    if (p[key] === value) return;
    p[key] = value;
    changed.push(field);
  };
  if (changes.full_name !== undefined) set('full_name', 'fullName', changes.full_name.trim());
  if (changes.birth_date !== undefined) set('birth_date', 'birthDate', changes.birth_date);
  if (changes.birth_time !== undefined) set('birth_time', 'birthTime', toStoredTime(changes.birth_time));
  if (changes.birth_location !== undefined) {
    set('birth_location', 'birthLocation', changes.birth_location.trim() || null);
    // The resolved coordinates belonged to the old place; the next analysis resolves the new one.
    if (changed.includes('birth_location')) Object.assign(p, { birthLatitude: null, birthLongitude: null, birthTimeZone: null });
  }
  if (changes.avatar_url !== undefined) set('avatar_url', 'avatarUrl', changes.avatar_url);
  if (changes.time_zone !== undefined) set('time_zone', 'timeZone', changes.time_zone);
  if (changes.clock_format !== undefined) set('clock_format', 'clockFormat', changes.clock_format);
  if (changes.language !== undefined) set('language', 'language', changes.language);
  if (changes.onboarding_completed !== undefined) set('onboarding_completed', 'onboardingCompleted', changes.onboarding_completed);
  if (changes.current_location !== undefined) changed.push(...applyCurrentLocation(p, changes.current_location));
  return changed;
}

/**
 * Where the person spends their days: resolved by the gazetteer (an unknown place is a 422 with the
 * birth place's wording), and its zone becomes the profile's zone, so every day follows the person.
 * '' clears it (the zone stays as it was).
 */
export function applyCurrentLocation(p: ProfileEntity, text: string): string[] {
  const typed = text.trim();
  if (typed === (p.currentLocation ?? '')) return [];
  if (!typed) {
    Object.assign(p, { currentLocation: null, currentPlaceName: null, currentLatitude: null, currentLongitude: null, currentTimeZone: null });
    return ['current_location', 'current_time_zone'];
  }
  const place = findPlace(typed);
  if (!place) throw DomainError.validation(ProfileMessages.placeNotFoundHere, { field: 'current_location' });
  Object.assign(p, {
    currentLocation: typed,
    currentPlaceName: placeLabel(place),
    currentLatitude: place.latitude,
    currentLongitude: place.longitude,
    currentTimeZone: place.timeZone,
  });
  const changed = ['current_location', 'current_time_zone'];
  if (p.timeZone !== place.timeZone) {
    p.timeZone = place.timeZone;
    changed.push('time_zone');
  }
  return changed;
}

/** Spec section 5: onboarding needs a name, a birth date and a birth place. */
export function assertReadyToComplete(p: ProfileEntity): void {
  if (!p.fullName?.trim()) throw DomainError.validation(ProfileMessages.enterName);
  if (!p.birthDate || !p.birthLocation) throw DomainError.validation(ProfileMessages.enterBirthDateAndPlace);
}

/** What the engine needs from a stored profile: the place as resolved at the last analysis, if any. */
export function birthOf(p: ProfileEntity): BirthInput | null {
  if (!p.birthDate || !p.birthLocation) return null;
  const exact =
    p.birthLatitude != null && p.birthLongitude != null && p.birthTimeZone != null
      ? { latitude: p.birthLatitude, longitude: p.birthLongitude, timeZone: p.birthTimeZone }
      : {};
  return { birthDate: p.birthDate, birthTime: p.birthTime, birthPlace: p.birthLocation, ...exact };
}

/** Stores an analysis and the place it resolved to; returns the fields that changed. */
export function applyAnalysis(p: ProfileEntity, result: BirthChartAnalysis): string[] {
  const { place } = result.chart;
  p.vedicAnalysis = result.vedicAnalysis;
  p.vedicConstitution = result.vedicAnalysis.constitution;
  p.peakEnergyStart = toStoredTime(result.peakEnergyStart);
  p.peakEnergyEnd = toStoredTime(result.peakEnergyEnd);
  p.birthLatitude = place.latitude;
  p.birthLongitude = place.longitude;
  p.birthTimeZone = place.timeZone;
  return ['vedic_analysis', 'vedic_constitution', 'peak_energy_start', 'peak_energy_end'];
}

/**
 * The profile's own time zone, once set, stays; otherwise the birth place's zone; otherwise the browser's
 * (X-Time-Zone). Returns true when it was filled in.
 */
export function fillTimeZone(p: ProfileEntity, browserTimeZone: string | undefined): boolean {
  if (p.timeZone) return false;
  const fromPlace = p.birthTimeZone ?? (p.birthLocation ? findPlace(p.birthLocation)?.timeZone : undefined);
  const fromBrowser = browserTimeZone && isValidTimeZone(browserTimeZone) ? browserTimeZone : undefined;
  const zone = fromPlace ?? fromBrowser;
  if (!zone) return false;
  p.timeZone = zone;
  return true;
}
