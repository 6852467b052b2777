import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { QuickAddLauncherContext, type QuickAddLauncher, type QuickAddRequest } from '../quick-add-launcher';

// The dialog and its steps load the first time someone opens it, not with every page.
const QuickAddDialog = lazy(() => import('./quick-add-dialog').then((m) => ({ default: m.QuickAddDialog })));

/** Holds the one Quick Add dialog of the signed-in pages and lets any of them open it. */
export function QuickAddProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ request: QuickAddRequest; open: boolean; session: number } | null>(null);
  const launcher = useMemo<QuickAddLauncher>(
    () => ({ open: (request = { mode: 'create' }) => setState((s) => ({ request, open: true, session: (s?.session ?? 0) + 1 })) }),
    [],
  );
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
