import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@flow/contracts';
import { apiCall } from '../api-client';
import { profileKeys } from './profile-keys';

export const getProfile = (signal?: AbortSignal): Promise<Profile> => apiCall('getProfile', { signal });

export const profileQueryOptions = () => queryOptions({ queryKey: profileKeys.me(), queryFn: ({ signal }) => getProfile(signal) });

/** The signed-in user's profile (spec: profiles read where id is the current user). */
export function useProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...profileQueryOptions(), enabled });
}
