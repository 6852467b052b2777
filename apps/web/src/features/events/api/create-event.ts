import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEventResponse, HttpBody } from '@flow/contracts';
import { notify } from '../../../lib/notices';
import { apiCall } from '../../../lib/api-client';
import { createdDescription, EventMessages } from './event-messages';
import { invalidateEventData } from './invalidate-event-data';

/** create-scheduled-event; the calendar copy is always asked for (createGoogleEvent true). */
export const createEvent = (body: Omit<HttpBody<'createEvent'>, 'createGoogleEvent'>): Promise<CreateEventResponse> =>
  apiCall('createEvent', { body: { ...body, createGoogleEvent: true } });

/** Spec 8: 'Event Created' with what happened to the calendar copy; 'Failed to create event' (rethrown). */
export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: (result) => notify.success(EventMessages.created, createdDescription(result)),
    onError: () => notify.error(EventMessages.createFailed),
    onSettled: () => invalidateEventData(queryClient),
  });
}
