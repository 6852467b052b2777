import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the page is rendered at build time and while React hydrates that HTML, true after
 * (and at once in a page rendered in the browser): what only the browser knows (storage, display
 * mode) waits for it, so the hydrated page matches its HTML.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
