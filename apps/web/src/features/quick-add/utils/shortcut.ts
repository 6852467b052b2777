/** Quick Add's keys: "q" anywhere but in a text field, and Ctrl+K (Cmd+K on a Mac) everywhere. */
export const QUICK_ADD_ARIA_KEYS = 'q Control+K Meta+K';

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  target: EventTarget | null;
}

function isTyping(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== 'string') return false;
  const el = target as HTMLElement;
  return el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName) || el.getAttribute('role') === 'textbox';
}

export function isQuickAddShortcut(e: KeyLike): boolean {
  const key = e.key.toLowerCase();
  if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey) return key === 'k';
  return key === 'q' && !e.ctrlKey && !e.metaKey && !e.altKey && !isTyping(e.target);
}

/** Goes to a path inside the app from outside the router (Quick Add's dialog sits above it): the router follows popstate. */
export function goToInApp(path: string) {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}
