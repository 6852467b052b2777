import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { SessionStore } from './lib/auth/session-store';
import { createQueryClient } from './lib/query-client';

/**
 * Build-time rendering (apps/web/scripts/prerender.mjs): a route's first screen as HTML, as the
 * browser's first render draws it (the session still being checked), with its lazy page loaded, so
 * the page paints before any JavaScript has run and React hydrates it.
 */
export async function render(url: string): Promise<string> {
  const app = () => (
    <StrictMode>
      <AppProvider queryClient={createQueryClient()} session={new SessionStore()} autoStartSession={false}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>
  );
  // The first pass waits for the route's lazy page to load; the second renders it in one piece
  // (a streamed page would need inline scripts, which the Content-Security-Policy forbids).
  await (await prerender(app())).prelude.cancel();
  return renderToString(app());
}
