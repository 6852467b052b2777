import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPageOf } from './app/router';
import { session } from './lib/auth/session';
import { changeLanguage } from './i18n';
import { storedLanguage } from './lib/app-language';
import { periodOf } from './lib/time-of-day';
import { installPrompt } from './lib/pwa/install-prompt';
import { registerServiceWorker } from './lib/pwa/register-service-worker';
import { reloadOnStaleChunks } from './lib/pwa/stale-chunk-reload';
import { applyPalette } from './theme/time-of-day-palette';

// Before the first paint: the palette of the current hour, and the install prompt listener
// (the browser offers the prompt once, early).
applyPalette(periodOf(new Date()));
installPrompt.listen();
registerServiceWorker();
reloadOnStaleChunks();
// The session's refresh and the page's chunk travel while React builds the first render, not after it.
void session.start();
preloadPageOf(window.location.pathname);

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The HTML of this address was rendered at build time (scripts/prerender.mjs): hydrate it. Any other
// address got the app shell of "/" and renders afresh. A mismatch React repairs is a warning, not an
// error page. Either runs as a transition, which React renders in slices that let the browser paint
// the page and answer taps in between, instead of one long task.
// The language last used here: English renders at once; another waits for its catalogs (one small chunk).
const render = () =>
  startTransition(() => {
    if (root.dataset.prerendered === window.location.pathname) hydrateRoot(root, app, { onRecoverableError: (error) => console.warn('hydration', error) });
    else createRoot(root).render(app);
  });
const language = storedLanguage();
if (language === 'en') render();
else
  void changeLanguage(language)
    .catch((error) => console.warn('language', error))
    .finally(render);
