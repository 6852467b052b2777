import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScheduledEvent } from '@flow/contracts';
import { toast } from '../../components/ui/toaster';
import { CALENDAR_REFRESH_EVENT } from '../../config/constants';
import { apiCall } from '../api-client';
import { eventKeys } from './event-keys';
import { EventMessages } from './event-messages';
import { invalidateEventData } from './invalidate-event-data';

/** delete-scheduled-event (own events only; the server refuses external ones). */
export const cancelEvent = (id: string) => apiCall('deleteEvent', { params: { id } });

const rangeKey = [...eventKeys.all, 'range'] as const;

/**
 * Spec 4 (Events list): the event leaves every list at once, the lists are reloaded, and the
 * browser-wide 'google-calendar-refresh' event makes the external calendar view refresh too.
 */
export function useCancelEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelEvent,
    onMutate: async (id: string) => {
      await queryClient.cancelQueries({ queryKey: rangeKey });
      const previous = queryClient.getQueriesData<ScheduledEvent[]>({ queryKey: rangeKey });
      queryClient.setQueriesData<ScheduledEvent[]>({ queryKey: rangeKey }, (events) => events?.filter((e) => e.id !== id));
      return { previous };
    },
    onSuccess: () => {
      toast.success(EventMessages.cancelled, EventMessages.cancelledText);
      window.dispatchEvent(new Event(CALENDAR_REFRESH_EVENT));
    },
    onError: (_error, _id, context) => {
      for (const [key, events] of context?.previous ?? []) queryClient.setQueryData(key, events);
      toast.error(EventMessages.cancelFailed);
    },
    onSettled: () => invalidateEventData(queryClient),
  });
}
