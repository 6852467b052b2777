import { profileKeys } from '../../profile/api/profile-keys';

/** Planning reads the chart of the profile: under the profile's keys, so a profile change refreshes it. */
export const planningKeys = {
  all: [...profileKeys.all, 'planning'] as const,
  dasha: () => [...planningKeys.all, 'dasha'] as const,
  transits: () => [...planningKeys.all, 'transits'] as const,
  rhythm: (date: string) => [...planningKeys.all, 'rhythm', date] as const,
};
