import { i18n } from '../i18n';

/**
 * What data code tells the person (a failure, a success, an offer to act) is an event, not a call into
 * the UI: the toaster (components/ui/toaster) listens, so lib/ and the features' api/ never import UI.
 * A notice raised before anyone listens waits for the first listener.
 */
export interface Notice {
  type: 'error' | 'success' | 'warning' | 'info';
  title: string;
  description?: string;
  /** A notice with the id of one on screen replaces it. */
  id?: string;
  duration?: number;
  action?: { label: string; onClick: () => void };
}

type Listener = (notice: Notice) => void;
const listeners = new Set<Listener>();
const unheard: Notice[] = [];

export function raiseNotice(notice: Notice): void {
  if (listeners.size === 0) unheard.push(notice);
  for (const listener of listeners) listener(notice);
}

/** Listens to every notice from now on (and takes the ones raised before); returns the undo. */
export function onNotice(listener: Listener): () => void {
  listeners.add(listener);
  for (const notice of unheard.splice(0)) listener(notice);
  return () => listeners.delete(listener);
}

/** Spec section 8: failures are toasts; destructive ones are titled 'Error' unless noted. */
export const notify = {
  error: (description: string, title = i18n.t('error')) => raiseNotice({ type: 'error', title, description }),
  success: (title: string, description?: string) => raiseNotice({ type: 'success', title, description }),
  warning: (title: string, description?: string) => raiseNotice({ type: 'warning', title, description }),
  info: (title: string, description?: string) => raiseNotice({ type: 'info', title, description }),
};
