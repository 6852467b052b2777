/**
 * Runs `run` once the main thread is first idle (at the latest after `timeoutMs`); returns a cancel.
 * For work the first screen does not need before the first tap (the live connection, the toaster).
 */
export function whenIdle(run: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}
