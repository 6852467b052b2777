import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '../../../i18n';
import { profile } from '../../../testing/fixtures';
import { mockFetch, renderApp } from '../../../testing/render';
import { SettingsPage } from './settings-page';

describe('Settings in Hindi', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
    localStorage.clear();
  });

  it('choosing हिन्दी switches the page at once and keeps the choice on the profile', async () => {
    const patches: unknown[] = [];
    mockFetch({
      'GET /api/profile': () => [200, profile()],
      'PATCH /api/profile': (body: unknown) => (patches.push(body), [200, { profile: { ...profile(), language: 'hi' }, reanalyzed: false }]),
    });
    renderApp(<SettingsPage />, { signedIn: true });
    await userEvent.click(screen.getByRole('tab', { name: 'Preferences' }));
    await userEvent.click(await screen.findByText('हिन्दी'));
    expect(await screen.findByRole('heading', { name: 'सेटिंग्स' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'पसंद' })).toBeInTheDocument();
    expect(screen.getByText('भाषा')).toBeInTheDocument();
    await waitFor(() => expect(patches).toEqual([{ language: 'hi' }]));
    expect(localStorage.getItem('flow.language')).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
  });

  it('in Hindi, the Personal tab speaks Hindi', async () => {
    mockFetch({ 'GET /api/profile': () => [200, { ...profile(), language: 'hi' }] });
    await act(() => changeLanguage('hi'));
    renderApp(<SettingsPage />, { signedIn: true });
    expect(screen.getByRole('tab', { name: 'व्यक्तिगत' })).toBeInTheDocument();
    expect(await screen.findByLabelText('पूरा नाम')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'बदलाव सहेजें' })).toBeInTheDocument();
  });
});
