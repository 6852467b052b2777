import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { QuickAddLauncherContext, type QuickAddLauncher, type QuickAddRequest } from '../quick-add-launcher';
import { isQuickAddShortcut } from '../utils/shortcut';

// The dialog and its steps load the first time someone opens it, not with every page.
const QuickAddDialog = lazy(() => import('./quick-add-dialog').then((m) => ({ default: m.QuickAddDialog })));

/** Holds the one Quick Add dialog of the signed-in pages and lets any of them open it. */
export function QuickAddProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ request: QuickAddRequest; open: boolean; session: number } | null>(null);
  const launcher = useMemo<QuickAddLauncher>(
    () => ({ open: (request = { mode: 'create' }) => setState((s) => ({ request, open: true, session: (s?.session ?? 0) + 1 })) }),
    [],
  );
  const isOpen = Boolean(state?.open);
  // The keyboard way in (issue 39): "q" outside a text field, or Ctrl/Cmd+K; not over another dialog.
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.repeat || isOpen || !isQuickAddShortcut(e)) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      e.preventDefault();
      launcher.open({ mode: 'create' });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [launcher, isOpen]);
  return (
    <QuickAddLauncherContext.Provider value={launcher}>
      {children}
      {state && (
        <Suspense fallback={null}>
          <QuickAddDialog
            key={state.session}
            request={state.request}
            open={state.open}
            onClose={() => setState((s) => (s ? { ...s, open: false } : s))}
            onExited={() => setState((s) => (s && !s.open ? null : s))}
          />
        </Suspense>
      )}
    </QuickAddLauncherContext.Provider>
  );
}
