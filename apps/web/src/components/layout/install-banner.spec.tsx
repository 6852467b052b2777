import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderApp, testSession } from '../../testing/render';
import { InstallBanner, shouldShowInstallBanner } from './install-banner';

describe('install banner rules', () => {
  it('waits for an account: never before the person is signed in (issue 39)', () => {
    expect(shouldShowInstallBanner('/auth', false, false, false)).toBe(false);
    expect(shouldShowInstallBanner('/', false, false, false)).toBe(false);
  });

  it('shows everywhere except /flow and /install, only when not standalone and not dismissed', () => {
    expect(shouldShowInstallBanner('/', false, false)).toBe(true);
    expect(shouldShowInstallBanner('/settings', false, false)).toBe(true);
    expect(shouldShowInstallBanner('/flow', false, false)).toBe(false);
    expect(shouldShowInstallBanner('/install', false, false)).toBe(false);
    expect(shouldShowInstallBanner('/', true, false)).toBe(false);
    expect(shouldShowInstallBanner('/', false, true)).toBe(false);
  });

  it('Install goes to /install; dismissing hides it and remembers', async () => {
    localStorage.clear();
    mockFetch({ 'GET /api/auth/user': () => [200, testSession().user] });
    const { unmount } = renderApp(<InstallBanner />, { signedIn: true, extraRoutes: [{ path: '/install', element: <p>install page</p> }] });
    expect(await screen.findByText('Install FLOW for quick access')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(screen.getByText('install page')).toBeInTheDocument();
    unmount();

    renderApp(<InstallBanner />, { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss install banner' }));
    expect(screen.queryByText('Install FLOW for quick access')).not.toBeInTheDocument();
    renderApp(<InstallBanner />, { signedIn: true });
    expect(screen.queryByText('Install FLOW for quick access')).not.toBeInTheDocument();
  });
});
