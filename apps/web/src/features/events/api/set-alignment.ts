import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../lib/notices';
import { apiCall } from '../../../lib/api-client';
import { EventMessages, text } from './event-messages';
import { invalidateEventData } from './invalidate-event-data';

/** The alignment toggle's three states: automatic (no override), aligned, not aligned. */
export type AlignmentChoice = 'auto' | 'aligned' | 'not-aligned';

export const choiceOf = (override: boolean | null | undefined): AlignmentChoice =>
  override === true ? 'aligned' : override === false ? 'not-aligned' : 'auto';

/** Spec 4: the toggle cycles auto → aligned → not aligned → auto. */
export const nextChoice = (choice: AlignmentChoice): AlignmentChoice => (choice === 'auto' ? 'aligned' : choice === 'aligned' ? 'not-aligned' : 'auto');

export const CHOICE_LABELS: Record<AlignmentChoice, string> = {
  get auto() {
    return text('choice', { choice: 'auto' });
  },
  get aligned() {
    return text('choice', { choice: 'aligned' });
  },
  get 'not-aligned'() {
    return text('choice', { choice: 'notAligned' });
  },
};

/** Stores a choice: an override upsert, or deleting it for automatic. */
export async function setAlignment(eventId: string, choice: AlignmentChoice): Promise<void> {
  if (choice === 'auto') await apiCall('clearOverride', { params: { eventId } });
  else await apiCall('setOverride', { params: { eventId }, body: { isAligned: choice === 'aligned' } });
}

export function useSetAlignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, choice }: { eventId: string; choice: AlignmentChoice }) => setAlignment(eventId, choice),
    onSuccess: (_r, { choice }) =>
      notify.success(choice === 'auto' ? EventMessages.resetAlignment : choice === 'aligned' ? EventMessages.markedAligned : EventMessages.markedNotAligned),
    onError: (_e, { choice }) => notify.error(choice === 'auto' ? EventMessages.resetAlignmentFailed : EventMessages.updateAlignmentFailed),
    onSettled: () => invalidateEventData(queryClient),
  });
}
