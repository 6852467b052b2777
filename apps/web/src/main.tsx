import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
