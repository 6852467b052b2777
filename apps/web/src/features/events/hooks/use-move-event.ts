import type { ScheduledEvent } from '@flow/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { showToast } from '../../../components/ui/toaster';
import { notify } from '../../../lib/notices';
import { eventKeys } from '../api/event-keys';
import { EventMessages, text } from '../api/event-messages';
import { invalidateEventData } from '../api/invalidate-event-data';
import { updateEvent } from '../api/update-event';

/** In the language on screen. */
export const MoveMessages = {
  get moved() {
    return text('moved');
  },
  get undone() {
    return text('moveUndone');
  },
  get undo() {
    return text('undo');
  },
};

interface MoveInput {
  id: string;
  startTime: string;
  endTime: string;
}

const rangeKey = [...eventKeys.all, 'range'] as const;

/**
 * Moving an event on the timeline (drag or arrow keys): it moves at once, the server is told, and a
 * toast offers "Undo", which moves it back to where it was.
 */
export function useMoveEvent() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ id, startTime, endTime }: MoveInput) => updateEvent({ id, changes: { startTime, endTime } }),
    onMutate: async ({ id, startTime, endTime }: MoveInput) => {
      await queryClient.cancelQueries({ queryKey: rangeKey });
      const previous = queryClient.getQueriesData<ScheduledEvent[]>({ queryKey: rangeKey });
      queryClient.setQueriesData<ScheduledEvent[]>({ queryKey: rangeKey }, (events) =>
        events?.map((e) => (e.id === id ? { ...e, start_time: startTime, end_time: endTime } : e)),
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      for (const [key, events] of context?.previous ?? []) queryClient.setQueryData(key, events);
      notify.error(EventMessages.updateFailed);
    },
    onSettled: () => invalidateEventData(queryClient),
  });
  const { mutate } = mutation;
  const move = useCallback(
    (event: ScheduledEvent, to: { startTime: string; endTime: string }, where: string) => {
      const back = { id: event.id, startTime: event.start_time, endTime: event.end_time };
      mutate(
        { id: event.id, ...to },
        {
          onSuccess: () =>
            showToast({
              type: 'success',
              title: MoveMessages.moved,
              description: `${event.title} · ${where}`,
              action: {
                label: MoveMessages.undo,
                onClick: () => mutate(back, { onSuccess: () => showToast({ type: 'info', title: MoveMessages.undone, description: event.title }) }),
              },
            }),
        },
      );
    },
    [mutate],
  );
  return { move, movingId: mutation.isPending ? mutation.variables?.id : null };
}
