import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileKeys } from '../../../lib/profile/profile-keys';
import { announceProfileUpdated, updateProfile } from '../../../lib/profile/update-profile';
import type { BirthDetails } from '../utils/onboarding-validation';

/** Saves the birth details and sets onboarding_completed (the server stores the analysis). */
export function completeOnboarding(details: BirthDetails, timeZone: string) {
  return updateProfile({
    full_name: details.fullName.trim(),
    birth_date: details.birthDate,
    birth_time: details.birthTime || null,
    birth_location: details.birthPlace.trim(),
    onboarding_completed: true,
    time_zone: timeZone,
  });
}

export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ details, timeZone }: { details: BirthDetails; timeZone: string }) => completeOnboarding(details, timeZone),
    onSuccess: (result) => {
      queryClient.setQueryData(profileKeys.me(), result.profile);
      announceProfileUpdated();
    },
  });
}
