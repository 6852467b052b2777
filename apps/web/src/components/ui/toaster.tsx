import { createToaster, Portal, Spinner, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { useRef, type PointerEvent } from 'react';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from '../../config/constants';
import { haptic } from '../../lib/haptics';

/**
 * The one toast store: every message of the app goes through it (Alt+T focuses the toasts). Toasts
 * sit at the top, clear of the floating Quick Add button and the install banner at the bottom.
 */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, duration: TOAST_DURATION_MS, hotkey: TOAST_HOTKEY, max: 5 });

/** Spec section 8: failures are toasts; destructive ones are titled 'Error' unless noted. */
export const toast = {
  error(description: string, title = 'Error') {
    haptic('error');
    toaster.create({ type: 'error', title, description });
  },
  success(title: string, description?: string) {
    haptic('success');
    toaster.create({ type: 'success', title, description });
  },
  warning(title: string, description?: string) {
    haptic('warning');
    toaster.create({ type: 'warning', title, description });
  },
  info(title: string, description?: string) {
    toaster.create({ type: 'info', title, description });
  },
};

/** A horizontal swipe of 50 px or more dismisses a toast. */
function useSwipeToDismiss(id: string) {
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

function FlowToast({ toast: item }: { toast: { id?: string; type?: string; title?: React.ReactNode; description?: React.ReactNode; closable?: boolean; action?: { label: string } } }) {
  const swipe = useSwipeToDismiss(item.id ?? '');
  return (
    <Toast.Root width={{ md: 'sm' }} {...swipe} data-testid="toast">
      {item.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
      <Stack gap="1" flex="1" maxWidth="100%">
        {item.title && <Toast.Title>{item.title}</Toast.Title>}
        {item.description && <Toast.Description>{item.description}</Toast.Description>}
      </Stack>
      {item.action && <Toast.ActionTrigger>{item.action.label}</Toast.ActionTrigger>}
      <Toast.CloseTrigger aria-label="Dismiss notification" />
    </Toast.Root>
  );
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(item) => <FlowToast toast={item} />}
      </ChakraToaster>
    </Portal>
  );
}
