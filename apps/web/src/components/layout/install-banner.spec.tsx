import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../testing/render';
import { InstallBanner, shouldShowInstallBanner } from './install-banner';

describe('install banner rules', () => {
  it('shows everywhere except /flow and /install, only when not standalone and not dismissed', () => {
    expect(shouldShowInstallBanner('/', false, false)).toBe(true);
    expect(shouldShowInstallBanner('/settings', false, false)).toBe(true);
    expect(shouldShowInstallBanner('/auth', false, false)).toBe(true);
    expect(shouldShowInstallBanner('/flow', false, false)).toBe(false);
    expect(shouldShowInstallBanner('/install', false, false)).toBe(false);
    expect(shouldShowInstallBanner('/', true, false)).toBe(false);
    expect(shouldShowInstallBanner('/', false, true)).toBe(false);
  });

  it('Install goes to /install; dismissing hides it and remembers', async () => {
    localStorage.clear();
    const { unmount } = renderApp(<InstallBanner />, { extraRoutes: [{ path: '/install', element: <p>install page</p> }] });
    expect(screen.getByText('Install FLOW for quick access')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(screen.getByText('install page')).toBeInTheDocument();
    unmount();

    renderApp(<InstallBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss install banner' }));
    expect(screen.queryByText('Install FLOW for quick access')).not.toBeInTheDocument();
    renderApp(<InstallBanner />);
    expect(screen.queryByText('Install FLOW for quick access')).not.toBeInTheDocument();
  });
});
