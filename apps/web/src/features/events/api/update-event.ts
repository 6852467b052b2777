import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventScopeQuery, HttpBody, UpdateEventResponse } from '@flow/contracts';
import { notify } from '../../../lib/notices';
import { apiCall } from '../../../lib/api-client';
import { EventMessages, updatedDescription } from './event-messages';
import { invalidateEventData } from './invalidate-event-data';

export interface UpdateEventInput {
  id: string;
  changes: Omit<HttpBody<'updateEvent'>, 'updateGoogleEvent'>;
  /** A repeating event: which occurrences, and the one edited (its start in the rule). */
  scope?: EventScopeQuery;
}

/** edit-scheduled-event; the calendar copy is always updated too (updateGoogleEvent true). */
export const updateEvent = ({ id, changes, scope }: UpdateEventInput): Promise<UpdateEventResponse> =>
  apiCall('updateEvent', { params: { id }, query: scope ?? {}, body: { ...changes, updateGoogleEvent: true } });

/** Spec 8: 'Event Updated' with what happened to the calendar copy; 'Failed to update event' (rethrown). */
export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: (result) => notify.success(EventMessages.updated, updatedDescription(result)),
    onError: () => notify.error(EventMessages.updateFailed),
    onSettled: () => invalidateEventData(queryClient),
  });
}
