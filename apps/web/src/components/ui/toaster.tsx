import { createToaster } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { TOAST_DURATION_MS, TOAST_HOTKEY } from '../../config/constants';
import { haptic } from '../../lib/haptics';
import { whenIdle } from '../../lib/when-idle';

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

// The toasts' view (Ark's toast machines) is not needed before the first tap: it loads when the page
// is first idle, or at the first toast (the store keeps it, and the view shows it when it mounts).
const ToasterView = lazy(() => import('./toaster-view').then((m) => ({ default: m.ToasterView })));

export function Toaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    // A page's own effects run before this one: a toast they raised is already in the store.
    if (toaster.getCount() > 0) return want();
    const unsubscribe = toaster.subscribe(want);
    const cancel = whenIdle(want);
    return () => {
      unsubscribe();
      cancel();
    };
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <ToasterView toaster={toaster} />
    </Suspense>
  ) : null;
}
