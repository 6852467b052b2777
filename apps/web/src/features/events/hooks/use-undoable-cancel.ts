import type { EventScopeQuery, ScheduledEvent } from '@flow/contracts';
import { useCallback } from 'react';
import { dismissToast, showToast } from '../../../components/ui/toaster';
import { UNDO_WINDOW_MS } from '../../../config/constants';
import { useCancelEvent } from '../api/cancel-event';
import { text } from '../api/event-messages';
import { holdCancel, releaseCancel } from './pending-cancels';

/** In the language on screen. */
export const UndoMessages = {
  get deleted() {
    return text('deleted');
  },
  get undo() {
    return text('undo');
  },
  get restored() {
    return text('restored');
  },
};

let sequence = 0;

/**
 * Delete with a way back: the event leaves the day at once and a toast offers "Undo" for a few
 * seconds; only then is the deletion sent (a delayed commit, so an Undo loses nothing).
 */
export function useUndoableCancel() {
  const cancel = useCancelEvent();
  const { mutate } = cancel;
  const remove = useCallback(
    (event: ScheduledEvent, scope?: EventScopeQuery) => {
      const key = `cancel-${event.id}-${++sequence}`;
      const input = { id: event.id, ...(scope ? { scope } : {}) };
      const commit = () => {
        dismissToast(key);
        mutate(input);
      };
      const timer = setTimeout(() => {
        if (releaseCancel(key)) commit();
      }, UNDO_WINDOW_MS);
      holdCancel(key, input, () => {
        clearTimeout(timer);
        commit();
      });
      showToast({
        id: key,
        type: 'info',
        title: UndoMessages.deleted,
        description: event.title,
        duration: UNDO_WINDOW_MS,
        action: {
          label: UndoMessages.undo,
          onClick: () => {
            clearTimeout(timer);
            if (releaseCancel(key)) showToast({ type: 'success', title: UndoMessages.restored, description: event.title });
          },
        },
      });
    },
    [mutate],
  );
  return { remove, isPending: cancel.isPending, variables: cancel.variables };
}
