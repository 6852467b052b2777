import { CloseButton, Portal, Stack } from '@chakra-ui/react';
import type { EventScope, ScheduledEvent } from '@flow/contracts';
import { Button } from '../../../components/ui/button';
import { SCOPE_LABELS, SCOPES } from '../../events/api/event-scope';
import { Dialog } from '../../../components/ui/dialog';

/** Cancelling an occurrence of a repeating event asks which ones: this event, this and following, or all events. */
export function RepeatScopeDialog({
  event,
  onChoose,
  onClose,
}: {
  event: ScheduledEvent | null;
  onChoose: (event: ScheduledEvent, scope: EventScope) => void;
  onClose: () => void;
}) {
  return (
    <Dialog.Root role="alertdialog" open={event !== null} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" data-testid="repeat-scope-dialog">
            <Dialog.Header>
              <Dialog.Title>Cancel repeating event</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="2">
                <Dialog.Description>{event?.title} repeats. Which events do you want to cancel?</Dialog.Description>
                {SCOPES.map((scope) => (
                  <Button key={scope} variant={scope === 'this' ? 'default' : 'outline'} onClick={() => event && onChoose(event, scope)}>
                    {SCOPE_LABELS[scope]}
                  </Button>
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Keep the event" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
