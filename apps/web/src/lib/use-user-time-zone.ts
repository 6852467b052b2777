import { browserTimeZone, isValidTimeZone } from './local-day';
import { useProfile } from './profile/get-profile';

/** The zone the user's day is laid out in: the profile's (as the services use it), else the browser's. */
export function useUserTimeZone(): string {
  const profile = useProfile();
  const zone = profile.data?.time_zone;
  return isValidTimeZone(zone) ? zone : browserTimeZone();
}
