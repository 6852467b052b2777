import { CloseButton, Portal, Stack } from '@chakra-ui/react';
import type { EventScope, ScheduledEvent } from '@flow/contracts';
import { Button } from '../../../components/ui/button';
import { SCOPE_LABELS, SCOPES } from '../../events/api/event-scope';
import { Dialog } from '../../../components/ui/dialog';
import { useTranslation } from 'react-i18next';
import { CALENDAR } from '../utils/calendar-texts';

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
  const { t } = useTranslation(CALENDAR);
  return (
    <Dialog.Root role="alertdialog" open={event !== null} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" data-testid="repeat-scope-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('repeatTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="2">
                <Dialog.Description>{t('repeatText', { title: event?.title ?? '' })}</Dialog.Description>
                {SCOPES.map((scope) => (
                  <Button key={scope} variant={scope === 'this' ? 'default' : 'outline'} onClick={() => event && onChoose(event, scope)}>
                    {SCOPE_LABELS[scope]}
                  </Button>
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('keep')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
