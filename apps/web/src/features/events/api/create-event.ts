import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEventResponse, HttpBody } from '@flow/contracts';
import { notify } from '../../../lib/notices';
import { apiCall } from '../../../lib/api-client';
import type { Queued } from '../../../lib/offline-queue';
import { createdDescription, EventMessages } from './event-messages';
import { invalidateEventData } from './invalidate-event-data';

/** create-scheduled-event; the calendar copy is always asked for (createGoogleEvent true). */
export const createEvent = (body: Omit<HttpBody<'createEvent'>, 'createGoogleEvent'>): Promise<CreateEventResponse> =>
  apiCall('createEvent', { body: { ...body, createGoogleEvent: true } });

type NewEvent = Omit<HttpBody<'createEvent'>, 'createGoogleEvent'>;

/**
 * Spec 8: 'Event Created' with what happened to the calendar copy; 'Failed to create event' (rethrown).
 * Quick Add offline: the event is kept on the device and created when the network returns
 * (lib/offline-queue.ts), and the person is told so.
 */
export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: NewEvent): Promise<CreateEventResponse | Queued> => {
      try {
        return await createEvent(body);
      } catch (error) {
        const queue = await import('../../../lib/offline-queue');
        return queue.queueIfNeverSent('createEvent', { ...body, createGoogleEvent: true }, error);
      }
    },
    onSuccess: (result) => 'queued' in result || notify.success(EventMessages.created, createdDescription(result)),
    onError: () => notify.error(EventMessages.createFailed),
    onSettled: () => invalidateEventData(queryClient),
  });
}
