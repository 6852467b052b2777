import { placeOfDay } from '@flow/rhythm';
import { browserTimeZone } from './local-day';
import { useProfile } from './profile/get-profile';

/**
 * The zone the user's today is laid out in, as the services resolve it: a travel stay covering today,
 * else their current location, else the profile's zone, else the browser's.
 */
export function useUserTimeZone(): string {
  const profile = useProfile();
  return placeOfDay(profile.data ?? null, browserTimeZone(), undefined, new Date()).timeZone;
}
