import { CloseButton, Flex, Portal, Stack } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { QUICK_ADD_DIALOG } from '../../../config/constants';
import type { QuickAddRequest } from '../quick-add-launcher';
import { useIsMobile } from '../../../lib/use-media-query';
import { StepDots, useQuickAddWizard } from './quick-add-wizard';
import { Dialog } from '../../../components/ui/dialog';
import { Drawer } from '../../../components/ui/drawer';

function Header({
  title,
  back,
  close,
  TitleTag,
}: {
  title: string;
  back: (() => void) | null;
  close: ReactNode;
  TitleTag: typeof Dialog.Title | typeof Drawer.Title;
}) {
  const { t } = useTranslation();
  return (
    <Flex align="center" justify="space-between" gap="2">
      <Flex w="10">
        {back && (
          <Button variant="ghost" size="icon" aria-label={t('back')} onClick={back}>
            <ArrowLeft />
          </Button>
        )}
      </Flex>
      <TitleTag fontSize="lg" textAlign="center" flex="1">
        {title}
      </TitleTag>
      <Flex w="10" justify="flex-end">
        {close}
      </Flex>
    </Flex>
  );
}

/**
 * The Quick Add dialog (spec 2): a bottom sheet below 768 px, a 500 × 650 px dialog above. Its
 * content is mounted fresh for every opening, so closing resets everything.
 */
export function QuickAddDialog({ request, open, onClose, onExited }: { request: QuickAddRequest; open: boolean; onClose: () => void; onExited: () => void }) {
  const { t } = useTranslation(['quickAdd', 'common']);
  const isMobile = useIsMobile();
  const { draft, back, body, kind } = useQuickAddWizard(request, onClose);
  const title = t(request.mode === 'edit' ? 'title.edit' : `title.${kind}`);
  // Focus opens on the step's first control (the text field), not on Close.
  const initialFocusEl = () => document.querySelector<HTMLElement>('[data-testid="quick-add"] [data-autofocus]');
  const onOpenChange = (e: { open: boolean }) => {
    if (!e.open) onClose();
  };

  if (isMobile) {
    return (
      <Drawer.Root open={open} onOpenChange={onOpenChange} onExitComplete={onExited} placement="bottom" initialFocusEl={initialFocusEl}>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content maxH="92dvh" borderTopRadius="2xl" data-testid="quick-add" data-variant="sheet">
              <Drawer.Header pb="2">
                <Stack gap="2" w="full">
                  <Header
                    title={title}
                    back={back}
                    TitleTag={Drawer.Title}
                    close={
                      <Drawer.CloseTrigger asChild position="static">
                        <CloseButton size="sm" aria-label={t('common:close')} />
                      </Drawer.CloseTrigger>
                    }
                  />
                  <StepDots step={draft.step} />
                </Stack>
              </Drawer.Header>
              <Drawer.Body pb="6">{body}</Drawer.Body>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    );
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} onExitComplete={onExited} placement="center" initialFocusEl={initialFocusEl}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            w={`${QUICK_ADD_DIALOG.widthPx}px`}
            h={`${QUICK_ADD_DIALOG.heightPx}px`}
            maxW="calc(100vw - 2rem)"
            maxH="calc(100dvh - 2rem)"
            data-testid="quick-add"
            data-variant="dialog"
          >
            <Dialog.Header pb="2">
              <Stack gap="2" w="full">
                <Header
                  title={title}
                  back={back}
                  TitleTag={Dialog.Title}
                  close={
                    <Dialog.CloseTrigger asChild position="static">
                      <CloseButton size="sm" aria-label={t('common:close')} />
                    </Dialog.CloseTrigger>
                  }
                />
                <StepDots step={draft.step} />
              </Stack>
            </Dialog.Header>
            <Dialog.Body overflowY="auto" pb="6">
              {body}
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
