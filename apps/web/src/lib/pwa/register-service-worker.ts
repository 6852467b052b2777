import { showUpdatePrompt, watchForUpdates } from './app-update';

/**
 * Registers /sw.js once the page has loaded (a failure: unsupported, blocked, is ignored), offers
 * a new version when one is waiting, and looks for one whenever the app comes back to the screen
 * (an installed app stays open for days).
 */
export function registerServiceWorker(target: Window = window): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then((registration) => {
        watchForUpdates(registration, showUpdatePrompt);
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
        });
      })
      .catch(() => undefined);
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
