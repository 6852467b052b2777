import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEventResponse, HttpBody } from '@flow/contracts';
import { raiseNotice, type Notice } from '../../../lib/notices';
import { UNDO_WINDOW_MS } from '../../../config/constants';
import { apiCall } from '../../../lib/api-client';
import { createdDescription, EventMessages } from './event-messages';
import { invalidateEventData } from './invalidate-event-data';

/** create-scheduled-event; the calendar copy is always asked for (createGoogleEvent true). */
export type CreateEventInput = Omit<HttpBody<'createEvent'>, 'createGoogleEvent'>;

export const createEvent = (body: CreateEventInput): Promise<CreateEventResponse> =>
  apiCall('createEvent', { body: { ...body, createGoogleEvent: true } });

/**
 * Spec 8: 'Event Created' with what happened to the calendar copy; 'Failed to create event' (rethrown).
 * `action` may add a button to the toast (Quick Add's "View" for an event on another day).
 */
export function useCreateEvent({ action }: { action?: (body: CreateEventInput) => Notice['action'] } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: (result, body) => {
      const offer = action?.(body);
      // A toast with a button stays as long as an Undo does, so there is time to reach it.
      raiseNotice({ type: 'success', title: EventMessages.created, description: createdDescription(result), ...(offer ? { action: offer, duration: UNDO_WINDOW_MS } : {}) });
    },
    onError: () => raiseNotice({ type: 'error', title: 'Error', description: EventMessages.createFailed }),
    onSettled: () => invalidateEventData(queryClient),
  });
}
