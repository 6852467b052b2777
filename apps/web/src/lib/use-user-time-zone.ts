import { placeOfDay, type PlacedZone } from '@flow/rhythm';
import { useCallback } from 'react';
import { browserTimeZone } from './local-day';
import { useProfile } from '../features/profile/api/get-profile';
import { zoneCityName } from '../features/profile/api/zone-city';

/** The user's today at `now` and where it is spent, as the services resolve it. */
function useTodaysPlace(now: Date): PlacedZone & { date: string } {
  const profile = useProfile();
  return placeOfDay(profile.data ?? null, browserTimeZone(), undefined, now);
}

/**
 * The zone the user's today is laid out in, as the services resolve it: a travel stay covering today,
 * else their current location, else the profile's zone, else the browser's.
 */
export function useUserTimeZone(): string {
  return useTodaysPlace(new Date()).timeZone;
}

/**
 * The user's today ('YYYY-MM-DD'), the date the services mean by today: the web app's one source of it.
 * Not todayIn(useUserTimeZone()): on a trip's last evening the stay's clock is already on the next day,
 * while today is still the trip's last day. Pass a ticking `now` (useNow) to follow midnight.
 */
export function useUserToday(now: Date = new Date()): string {
  return useTodaysPlace(now).date;
}

/**
 * The place of any local day, as the services resolve it: a travel stay covering that date, else home.
 * A week that crosses a trip lays each day out in its own zone.
 */
export function usePlaceOfDay(): (date: string) => PlacedZone {
  const profile = useProfile().data ?? null;
  // `now` only matters for the user's today; every caller names a date.
  return useCallback((date: string) => placeOfDay(profile, browserTimeZone(), date, new Date(0)), [profile]);
}

/** A day's place as a short label ('Tokyo'): the place's city, else the city its zone is named after. */
export const placeShortName = (day: PlacedZone): string => day.place?.name.split(',')[0] ?? zoneCityName(day.timeZone);
