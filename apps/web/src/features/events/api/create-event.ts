import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEventResponse, HttpBody } from '@flow/contracts';
import { raiseNotice, type Notice } from '../../../lib/notices';
import { UNDO_WINDOW_MS } from '../../../config/constants';
import { apiCall } from '../../../lib/api-client';
import type { Queued } from '../../../lib/offline-queue';
import { createdDescription, EventMessages } from './event-messages';
import { invalidateEventData } from './invalidate-event-data';

/** create-scheduled-event; the calendar copy is always asked for (createGoogleEvent true). */
export type CreateEventInput = Omit<HttpBody<'createEvent'>, 'createGoogleEvent'>;

export const createEvent = (body: CreateEventInput): Promise<CreateEventResponse> => apiCall('createEvent', { body: { ...body, createGoogleEvent: true } });

/**
 * Spec 8: 'Event Created' with what happened to the calendar copy; 'Failed to create event' (rethrown).
 * `action` may add a button to the toast (Quick Add's "View" for an event on another day). Quick Add
 * offline: the event is kept on the device and created when the network returns (lib/offline-queue.ts),
 * and the person is told so.
 */
export function useCreateEvent({ action }: { action?: (body: CreateEventInput) => Notice['action'] } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateEventInput): Promise<CreateEventResponse | Queued> => {
      try {
        return await createEvent(body);
      } catch (error) {
        const queue = await import('../../../lib/offline-queue');
        return queue.queueIfNeverSent('createEvent', { ...body, createGoogleEvent: true }, error);
      }
    },
    onSuccess: (result, body) => {
      if ('queued' in result) return;
      const offer = action?.(body);
      // A toast with a button stays as long as an Undo does, so there is time to reach it.
      raiseNotice({
        type: 'success',
        title: EventMessages.created,
        description: createdDescription(result),
        ...(offer ? { action: offer, duration: UNDO_WINDOW_MS } : {}),
      });
    },
    onError: () => raiseNotice({ type: 'error', title: 'Error', description: EventMessages.createFailed }),
    onSettled: () => invalidateEventData(queryClient),
  });
}
