import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../lib/notices';
import { apiCall } from '../../../lib/api-client';
import { eventKeys } from './event-keys';
import { EventMessages } from './event-messages';

/** Copy an event to the external calendar again after its copy failed (it shows as pending until calendar-sync reports). */
export const retryEventMirror = (id: string) => apiCall('retryEventMirror', { params: { id } });

export function useRetryEventMirror() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryEventMirror,
    onError: () => notify.error(EventMessages.retryCopyFailed),
    // The state changes again when calendar-sync reports (mirror-changed refetches it too).
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
