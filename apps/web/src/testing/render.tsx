import { QueryClient } from '@tanstack/react-query';
import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Session } from '@flow/contracts';
import { AppProvider } from '../app/provider';
import { configureApiAuth } from '../lib/api-client';
import { SessionStore } from '../lib/auth/session-store';
import { clearToasts } from '../components/ui/toaster';

// Toasts live in one module-level store: start every test without the previous test's toasts.
afterEach(async () => {
  await act(async () => {
    clearToasts();
    await new Promise((r) => setTimeout(r, 0));
  });
});

export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

export const testSession = (overrides: Partial<Session['user']> = {}): Session => ({
  access_token: 'access-token',
  refresh_token: 'refresh-token',
  expires_at: Math.floor(Date.now() / 1000) + 3600,
  expires_in: 3600,
  token_type: 'bearer',
  user: {
    id: '11111111-1111-4111-8111-111111111111',
    email: 'ada@example.com',
    created_at: '2026-01-01T00:00:00.000Z',
    email_confirmed_at: '2026-01-01T00:05:00.000Z',
    user_metadata: { full_name: 'Ada Flow', findable_by_email: true },
    app_metadata: { providers: ['email'] },
    ...overrides,
  },
});

/**
 * Renders inside the app's real providers (design system, query client, session, toaster) and a
 * memory router. `signedIn` starts with a session in memory, as after a sign-in.
 */
export function renderApp(
  ui: ReactElement,
  { route = '/', path = '*', signedIn = false as boolean | Session, extraRoutes = [] as { path: string; element: ReactElement }[] } = {},
): RenderResult & { session: SessionStore; queryClient: QueryClient } {
  const session = new SessionStore();
  configureApiAuth({ getAccessToken: session.getAccessToken, refreshAfterUnauthorized: session.refreshAfterUnauthorized });
  // Signed in as after a sign-in (with the given session), or signed out as after a refresh without a
  // cookie (runs synchronously). Either happens before the app's first render, as a quick refresh can.
  if (signedIn) session.setSession(signedIn === true ? testSession() : signedIn, { broadcast: false });
  else void session.signOut();
  const queryClient = testQueryClient();
  const result = render(
    <AppProvider queryClient={queryClient} session={session} autoStartSession={false}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          {extraRoutes.map((r) => (
            <Route key={r.path} path={r.path} element={r.element} />
          ))}
        </Routes>
      </MemoryRouter>
    </AppProvider>,
  );
  return { ...result, session, queryClient };
}

export interface MockedCall {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

/** The part of a fetch Response the app reads (jsdom has no Response). */
export function fakeResponse(status: number, json: unknown, type: ResponseType = 'basic'): Response {
  const text = json === undefined ? '' : JSON.stringify(json);
  return { status, ok: status >= 200 && status < 300, type, text: async () => text, json: async () => JSON.parse(text) } as unknown as Response;
}

/**
 * Replaces fetch with a router of canned JSON answers: `handlers['PATCH /api/profile'] = (body) => [200, {...}]`.
 * Every call is recorded; an unexpected request fails loudly.
 */
export function mockFetch(handlers: Record<string, (body: unknown, call: MockedCall) => [number, unknown] | Promise<[number, unknown]>>) {
  const calls: MockedCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, url, body, headers: (init.headers ?? {}) as Record<string, string> };
    calls.push(call);
    const key = `${method} ${url.split('?')[0]}`;
    const handler = handlers[key];
    if (!handler) throw new Error(`unexpected request ${key}`);
    const [status, json] = await handler(body, call);
    return fakeResponse(status, json);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { calls, fetchMock };
}
