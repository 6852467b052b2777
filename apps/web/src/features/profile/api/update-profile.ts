import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HttpResponse, UpdateProfileRequest } from '@flow/contracts';
import { DAILY_FLOW_CACHE_PREFIX, PROFILE_UPDATED_EVENT } from '../../../config/constants';
import { apiCall } from '../../../lib/api-client';
import { keepSavedProfile } from './get-profile';
import { profileKeys } from './profile-keys';

export type UpdateProfileResult = HttpResponse<'updateProfile'>;

export const updateProfile = (body: UpdateProfileRequest): Promise<UpdateProfileResult> => apiCall('updateProfile', { body });

/** Spec 4 (Settings save): after a re-analysis the cached days are stale everywhere. */
export function announceProfileUpdated() {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(DAILY_FLOW_CACHE_PREFIX)) sessionStorage.removeItem(key);
  } catch {}
  window.dispatchEvent(new Event(PROFILE_UPDATED_EVENT));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (result, body) => {
      await keepSavedProfile(queryClient, result.profile);
      // A new blueprint, or a new place for the days: every cached day is stale.
      // A new clock rewrites the day's texts too.
      // So does a new language (the server writes the day's texts in it).
      const language = (body as { language?: unknown }).language;
      if (result.reanalyzed || body.current_location !== undefined || body.clock_format !== undefined || language !== undefined) announceProfileUpdated();
      return queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}
