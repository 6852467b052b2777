import { lazy, Suspense, type ReactNode } from 'react';

// The tooltip's machine and floating positioner are not needed to show or tap the control: it
// renders at once and gains its tooltip when that chunk has loaded (a moment after the first screen).
const TooltipView = lazy(() => import('./tooltip-view').then((m) => ({ default: m.TooltipView })));

/** A label shown on hover and focus after 700 ms. */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <TooltipView content={content}>{children}</TooltipView>
    </Suspense>
  );
}
