import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Profile } from '@flow/contracts';
import { ApiError, apiCall } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

/**
 * The profile of someone who just signed up: profile-chart creates it from identity's
 * user-registered event, a moment after the sign-up answered. Until then it reads as empty
 * (not onboarded) rather than as an error; the first save creates it.
 */
export const NEW_PROFILE: Profile = {
  id: '',
  full_name: null,
  birth_date: null,
  birth_time: null,
  birth_location: null,
  onboarding_completed: false,
  vedic_analysis: null,
  vedic_constitution: null,
  peak_energy_start: null,
  peak_energy_end: null,
  last_transit_check: null,
  avatar_url: null,
  time_zone: null,
  current_location: null,
  current_time_zone: null,
};

export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  try {
    return await apiCall('getProfile', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return NEW_PROFILE;
    throw error;
  }
}

export const profileQueryOptions = () => queryOptions({ queryKey: profileKeys.me(), queryFn: ({ signal }) => getProfile(signal) });

/** The signed-in user's profile (spec: profiles read where id is the current user). */
export function useProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...profileQueryOptions(), enabled });
}

/**
 * Keeps the profile a write answered with. A read still in flight (a realtime update's refetch) may have
 * been answered before the write and would land on top of it with the older profile (onboarding not yet
 * completed, the old name). So such reads are cancelled first.
 */
export async function keepSavedProfile(queryClient: QueryClient, profile: Profile): Promise<void> {
  await queryClient.cancelQueries({ queryKey: profileKeys.me() });
  queryClient.setQueryData(profileKeys.me(), profile);
}
