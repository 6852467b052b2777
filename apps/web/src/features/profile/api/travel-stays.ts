import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateTravelStayRequest } from '@flow/contracts';
import { apiCall } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';
import { announceProfileUpdated } from './update-profile';

const travelKey = [...profileKeys.all, 'travel'] as const;

/** The signed-in person's travel stays (they also come with the profile, for the place of each day). */
export function useTravelStays() {
  return useQuery({ queryKey: travelKey, queryFn: ({ signal }) => apiCall('listTravelStays', { signal }) });
}

/** A stay changes the days it covers: the profile and every cached day are refetched. */
function useStayMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      announceProfileUpdated();
      return queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}

export const useAddStay = () => useStayMutation((body: CreateTravelStayRequest) => apiCall('createTravelStay', { body }));
export const useRemoveStay = () => useStayMutation((id: string) => apiCall('deleteTravelStay', { params: { id } }));
/** Days spent at a place whatever was planned: stays covering them keep their other days (one step on the server). */
export const useReplaceDays = () => useStayMutation((body: CreateTravelStayRequest) => apiCall('replaceTravelDays', { body }));
