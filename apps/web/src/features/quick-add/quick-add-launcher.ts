import type { ScheduledEvent } from '@flow/contracts';
import { createContext, useContext } from 'react';

/**
 * How any screen opens the one Quick Add dialog: a new event, a prefilled one (the day view's
 * 'Book': date, block start and 60 minutes) or an existing event to edit.
 */
export type QuickAddRequest =
  | { mode: 'create' }
  | { mode: 'prefill'; date: string; startMinutes: number; durationMinutes: number; /** Co-Flow's 'Book' invites the other person. */ attendees?: string[] }
  | { mode: 'edit'; event: ScheduledEvent };

export interface QuickAddLauncher {
  open(request?: QuickAddRequest): void;
}

export const QuickAddLauncherContext = createContext<QuickAddLauncher | null>(null);

export function useQuickAdd(): QuickAddLauncher {
  const launcher = useContext(QuickAddLauncherContext);
  if (!launcher) throw new Error('useQuickAdd must be used inside the Quick Add provider');
  return launcher;
}
