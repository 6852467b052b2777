import { useMutation, useQueryClient } from '@tanstack/react-query';
import { keepSavedProfile } from '../../profile/api/get-profile';
import { announceProfileUpdated, updateProfile } from '../../profile/api/update-profile';
import type { BirthDetails } from '../utils/onboarding-validation';

/**
 * Saves the birth details and sets onboarding_completed (the server keeps the analysis). The
 * browser's zone travels in the X-Time-Zone header of every request (see the API client).
 */
export function completeOnboarding(details: BirthDetails) {
  return updateProfile({
    full_name: details.fullName.trim(),
    birth_date: details.birthDate,
    birth_time: details.birthTime || null,
    birth_location: details.birthPlace.trim(),
    ...(details.currentLocation.trim() ? { current_location: details.currentLocation.trim() } : {}),
    onboarding_completed: true,
  });
}

export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: BirthDetails) => completeOnboarding(details),
    onSuccess: async (result) => {
      await keepSavedProfile(queryClient, result.profile);
      announceProfileUpdated();
    },
  });
}
