import { Portal, Spinner, Stack, Toast, Toaster as ChakraToaster, type CreateToasterReturn } from '@chakra-ui/react';
import { useEffect, useRef, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_SWIPE_THRESHOLD_PX } from '../../config/constants';

/** A horizontal swipe of 50 px or more dismisses a toast. */
function useSwipeToDismiss(toaster: CreateToasterReturn, id: string) {
  const start = useRef<number | null>(null);
  return {
    onPointerDown: (e: PointerEvent<HTMLDivElement>) => (start.current = e.clientX),
    onPointerUp: (e: PointerEvent<HTMLDivElement>) => {
      if (start.current !== null && Math.abs(e.clientX - start.current) >= TOAST_SWIPE_THRESHOLD_PX) toaster.dismiss(id);
      start.current = null;
    },
    onPointerCancel: () => (start.current = null),
  };
}

function FlowToast({
  toaster,
  toast: item,
}: {
  toaster: CreateToasterReturn;
  toast: { id?: string; type?: string; title?: React.ReactNode; description?: React.ReactNode; closable?: boolean; action?: { label: string } };
}) {
  const { t } = useTranslation();
  const swipe = useSwipeToDismiss(toaster, item.id ?? '');
  return (
    <Toast.Root width={{ md: 'sm' }} {...swipe} data-testid="toast">
      {item.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
      <Stack gap="1" flex="1" maxWidth="100%">
        {item.title && <Toast.Title>{item.title}</Toast.Title>}
        {item.description && <Toast.Description>{item.description}</Toast.Description>}
      </Stack>
      {item.action && <Toast.ActionTrigger>{item.action.label}</Toast.ActionTrigger>}
      <Toast.CloseTrigger aria-label={t('toasts.dismiss')} />
    </Toast.Root>
  );
}

/**
 * The toasts of the one store (components/ui/toaster.tsx), loaded after the first screen. Its group
 * starts listening to the store in a microtask after it mounts (Zag's machines start so), so a task
 * queued by this effect runs when it listens: then the view says so, and takes the waiting toasts.
 */
export function ToasterView({ toaster, onListening }: { toaster: CreateToasterReturn; onListening: () => () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    let stop: (() => void) | undefined;
    const timer = setTimeout(() => (stop = onListening()), 0);
    return () => {
      clearTimeout(timer);
      stop?.();
    };
  }, [onListening]);
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} aria-label={t('toasts.region', { hotkey: 'alt+T' })}>
        {(item) => <FlowToast toaster={toaster} toast={item} />}
      </ChakraToaster>
    </Portal>
  );
}
