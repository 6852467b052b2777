import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { emptyProfile, profile } from '../testing/fixtures';
import { mockFetch, testQueryClient, testSession } from '../testing/render';
import { AppProvider } from './provider';
import { SessionStore } from '../lib/auth/session-store';
import { configureApiAuth } from '../lib/api-client';
import { RedirectIfSignedIn, RequireAuth, RequireOnboarded } from './guards';
import { profileKeys } from '../features/profile/api/profile-keys';

function renderAt(path: string, signedIn: boolean, queryClient = testQueryClient()) {
  const session = new SessionStore();
  configureApiAuth({ getAccessToken: session.getAccessToken, refreshAfterUnauthorized: session.refreshAfterUnauthorized });
  if (signedIn) session.setSession(testSession(), { broadcast: false });
  else void session.signOut();
  render(
    <AppProvider queryClient={queryClient} session={session} autoStartSession={false}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<RedirectIfSignedIn />}>
            <Route path="/auth" element={<p>auth page</p>} />
          </Route>
          <Route element={<RequireAuth />}>
            <Route path="/onboarding" element={<p>onboarding page</p>} />
            <Route element={<RequireOnboarded />}>
              <Route path="/" element={<p>today page</p>} />
            </Route>
          </Route>
        </Routes>
      </MemoryRouter>
    </AppProvider>,
  );
}

describe('route guards', () => {
  it('signed out → /auth', async () => {
    mockFetch({});
    renderAt('/', false);
    expect(await screen.findByText('auth page')).toBeInTheDocument();
  });

  it('not onboarded → /onboarding; onboarded → the page', async () => {
    mockFetch({ 'GET /api/profile': () => [200, emptyProfile()] });
    renderAt('/', true);
    expect(await screen.findByText('onboarding page')).toBeInTheDocument();
  });

  it('a profile kept on the device from before setup was completed waits for the server, which lets the person in', async () => {
    mockFetch({ 'GET /api/profile': () => [200, profile()] });
    const queryClient = testQueryClient();
    // As query-persistence restores it: kept data, stale, refetched when a screen reads it.
    queryClient.setQueryData(profileKeys.me(), emptyProfile());
    void queryClient.invalidateQueries({ refetchType: 'none' });
    renderAt('/', true, queryClient);
    expect(await screen.findByText('today page')).toBeInTheDocument();
    expect(screen.queryByText('onboarding page')).not.toBeInTheDocument();
  });

  it('onboarded people reach the page, and /auth sends them to /', async () => {
    mockFetch({ 'GET /api/profile': () => [200, profile()] });
    renderAt('/auth', true);
    expect(await screen.findByText('today page')).toBeInTheDocument();
  });
});
