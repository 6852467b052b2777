import { createToaster } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { TOAST_DURATION_MS, TOAST_HOTKEY } from '../../config/constants';
import { i18n } from '../../i18n';
import { haptic } from '../../lib/haptics';
import { onNotice } from '../../lib/notices';
import { whenIdle } from '../../lib/when-idle';

/**
 * The one toast store: every message of the app goes through it (Alt+T focuses the toasts). Toasts
 * sit at the top, clear of the floating Quick Add button and the install banner at the bottom.
 */
const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, duration: TOAST_DURATION_MS, hotkey: TOAST_HOTKEY, max: 5 });
export type ToastOptions = Parameters<typeof toaster.create>[0];

/**
 * The toasts' view (Ark's toast machines) is not in the first load: it loads when the page is first
 * idle, or at the first toast. Toasts raised before it listens wait here, not in the store: Zag's
 * toast group reads the store once as it starts, and a toast already there then (a page's first
 * effect raising one just before navigate(), the view starting in the same commit) did not show in
 * Chromium. A group that listens shows every toast given to it, so the view takes these once it does.
 */
const waiting: ToastOptions[] = [];
const viewWanted = new Set<() => void>();
let listening = false;

/** Any toast (an action, an id, a duration); `toast` below for the usual ones. */
export function showToast(options: ToastOptions) {
  if (listening) {
    toaster.create(options);
    return;
  }
  waiting.push(options);
  for (const want of viewWanted) want();
}

/** Called by the view once its group listens: hands over the waiting toasts; returns the undo. */
function listen(): () => void {
  listening = true;
  for (const options of waiting.splice(0)) toaster.create(options);
  return () => {
    listening = false;
  };
}

/** Spec section 8: failures are toasts; destructive ones are titled 'Error' (in the language on screen) unless noted. */
export const toast = {
  error(description: string, title = i18n.t('error')) {
    haptic('error');
    showToast({ type: 'error', title, description });
  },
  success(title: string, description?: string) {
    haptic('success');
    showToast({ type: 'success', title, description });
  },
  warning(title: string, description?: string) {
    haptic('warning');
    showToast({ type: 'warning', title, description });
  },
  info(title: string, description?: string) {
    showToast({ type: 'info', title, description });
  },
};

// Data code raises notices (lib/notices) rather than importing this module: each becomes a toast, as if raised here.
onNotice((notice) => {
  if (notice.type !== 'info') haptic(notice.type);
  showToast(notice);
});

/** Takes one toast away, shown or waiting (an Undo offer whose time is up). */
export function dismissToast(id: string) {
  const index = waiting.findIndex((t) => t.id === id);
  if (index !== -1) waiting.splice(index, 1);
  toaster.dismiss(id);
}

/** Every toast gone, shown or waiting (tests start from none). */
export function clearToasts() {
  waiting.length = 0;
  toaster.remove();
}

const ToasterView = lazy(() => import('./toaster-view').then((m) => ({ default: m.ToasterView })));

export function Toaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    // A page's own effects run before this one: a toast they raised is already waiting.
    if (waiting.length > 0) return want();
    viewWanted.add(want);
    const cancel = whenIdle(want);
    return () => {
      viewWanted.delete(want);
      cancel();
    };
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <ToasterView toaster={toaster} onListening={listen} />
    </Suspense>
  ) : null;
}
