import { IDLE_LOAD_TIMEOUT_MS } from '../config/constants';

/**
 * Runs `run` once the main thread is first idle (at the latest after IDLE_LOAD_TIMEOUT_MS); returns
 * a cancel. For what the first screen does not need before the first tap (the live connection, the
 * menus, the week view, dialogs).
 */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: IDLE_LOAD_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}
