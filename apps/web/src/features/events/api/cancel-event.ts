import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventScopeQuery, ScheduledEvent } from '@flow/contracts';
import { notify } from '../../../lib/notices';
import { CALENDAR_REFRESH_EVENT } from '../../../config/constants';
import { apiCall } from '../../../lib/api-client';
import { eventKeys } from './event-keys';
import { EventMessages } from './event-messages';
import { invalidateEventData } from './invalidate-event-data';

export interface CancelEventInput {
  id: string;
  /** A repeating event: which occurrences, from the one chosen (its start in the rule). */
  scope?: EventScopeQuery;
}

/** delete-scheduled-event (own events only; the server refuses external ones). */
export const cancelEvent = ({ id, scope }: CancelEventInput) => apiCall('deleteEvent', { params: { id }, query: scope ?? {} });

/** Whether a listed event goes with this cancellation (one occurrence, it and the later ones, or the whole series). */
export function cancelled(event: ScheduledEvent, { id, scope }: CancelEventInput): boolean {
  if (!scope?.scope || !event.recurringEventId) return event.id === id;
  if (event.recurringEventId !== id && event.id !== id) return false;
  const start = Date.parse(event.originalStartTime ?? event.start_time);
  const at = Date.parse(scope.occurrence ?? '');
  return scope.scope === 'all' || (scope.scope === 'this' ? start === at : start >= at);
}

const rangeKey = [...eventKeys.all, 'range'] as const;

/**
 * Spec 4 (Events list): the event leaves every list at once, the lists are reloaded, and the
 * browser-wide 'google-calendar-refresh' event makes the external calendar view refresh too.
 */
export function useCancelEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelEvent,
    onMutate: async (input: CancelEventInput) => {
      await queryClient.cancelQueries({ queryKey: rangeKey });
      const previous = queryClient.getQueriesData<ScheduledEvent[]>({ queryKey: rangeKey });
      queryClient.setQueriesData<ScheduledEvent[]>({ queryKey: rangeKey }, (events) => events?.filter((e) => !cancelled(e, input)));
      return { previous };
    },
    onSuccess: () => {
      notify.success(EventMessages.cancelled, EventMessages.cancelledText);
      window.dispatchEvent(new Event(CALENDAR_REFRESH_EVENT));
    },
    onError: (_error, _id, context) => {
      for (const [key, events] of context?.previous ?? []) queryClient.setQueryData(key, events);
      notify.error(EventMessages.cancelFailed);
    },
    onSettled: () => invalidateEventData(queryClient),
  });
}
