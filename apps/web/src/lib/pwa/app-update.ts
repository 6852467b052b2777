import { raiseNotice } from '../notices';

export const UPDATE_READY_TEXT = 'A new version of FLOW is ready';
/** Keep in step with SKIP_WAITING in sw/service-worker.ts. */
const SKIP_WAITING = 'SKIP_WAITING';

type Container = Pick<ServiceWorkerContainer, 'controller' | 'addEventListener'>;

/**
 * Calls `onReady` when a new version of the app is installed and waiting (the worker no longer takes
 * over by itself): now, or when an update is found later. `apply` lets the waiting worker take over
 * and reloads the page once it controls it.
 */
export function watchForUpdates(
  registration: ServiceWorkerRegistration,
  onReady: (apply: () => void) => void,
  container: Container = navigator.serviceWorker,
  reload = () => window.location.reload(),
): void {
  const apply = () => {
    container.addEventListener('controllerchange', () => reload(), { once: true });
    registration.waiting?.postMessage({ type: SKIP_WAITING });
  };
  // Without a controller this is the first install, which takes over by itself.
  if (registration.waiting && container.controller) onReady(apply);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) onReady(apply);
    });
  });
}

/** "A new version of FLOW is ready" with Reload, until it is pressed or dismissed. */
export function showUpdatePrompt(apply: () => void): void {
  raiseNotice({ id: 'app-update', type: 'info', title: UPDATE_READY_TEXT, duration: Infinity, action: { label: 'Reload', onClick: apply } });
}
