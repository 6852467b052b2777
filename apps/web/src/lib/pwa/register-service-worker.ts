/** Registers /sw.js once the page has loaded; a failure (unsupported, blocked) is ignored. */
export function registerServiceWorker(target: Window = window): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  if (document.readyState === 'complete') void register();
  else target.addEventListener('load', () => void register(), { once: true });
}

/** The service worker keeps the last copies of the user's data for offline use; sign-out drops them. */
export const DATA_CACHE = 'flow-data';
export async function clearOfflineData(): Promise<void> {
  try {
    if (typeof caches !== 'undefined') await caches.delete(DATA_CACHE);
  } catch {}
}
