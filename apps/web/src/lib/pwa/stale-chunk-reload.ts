const LAST_RELOAD_KEY = 'flow-stale-chunk-reload';
/** A second failure this soon after a reload is a real error, not a deploy: the page shows it. */
const RETRY_WINDOW_MS = 10_000;

/**
 * After a deploy, the chunk of a page not yet visited may be gone from the server: Vite reports that
 * as `vite:preloadError`. The page then reloads once (new HTML, new chunk names) instead of showing
 * the error page.
 */
export function reloadOnStaleChunks(target: Window = window, storage: Storage = sessionStorage, reload = () => target.location.reload(), now = Date.now): void {
  target.addEventListener('vite:preloadError', (event) => {
    const last = Number(storage.getItem(LAST_RELOAD_KEY) ?? 0);
    if (now() - last < RETRY_WINDOW_MS) return;
    event.preventDefault();
    storage.setItem(LAST_RELOAD_KEY, String(now()));
    reload();
  });
}
