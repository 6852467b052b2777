import { ProfileMessages } from '@flow/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DAILY_FLOW_CACHE_PREFIX, PROFILE_UPDATED_EVENT } from '../../../config/constants';
import { profile } from '../../../testing/fixtures';
import { mockFetch, renderApp } from '../../../testing/render';
import { SettingsPage } from './settings-page';

const toast = (text: string) => screen.findByText(text);

function mockWidth(width: number) {
  window.matchMedia = ((query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const noop = () => undefined;
    return {
      matches: max ? width <= Number(max[1]) : false,
      media: query,
      addEventListener: noop,
      removeEventListener: noop,
      addListener: noop,
      removeListener: noop,
    } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
}

describe('SettingsPage', () => {
  const original = window.matchMedia;
  afterEach(() => (window.matchMedia = original));

  it('has the three tabs, with short labels under 768 px', async () => {
    mockFetch({ 'GET /api/profile': () => [200, profile()] });
    mockWidth(1280);
    const { unmount } = renderApp(<SettingsPage />, { signedIn: true });
    expect(screen.getByRole('tab', { name: 'Personal' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Integrations' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Preferences' })).toBeInTheDocument();
    unmount();
    mockWidth(390);
    renderApp(<SettingsPage />, { signedIn: true });
    expect(screen.getByRole('tab', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Connect' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Options' })).toBeInTheDocument();
  });

  it('Preferences: the options themselves (no coming-soon note) and the theme choice', async () => {
    mockFetch({ 'GET /api/profile': () => [200, profile()] });
    renderApp(<SettingsPage />, { signedIn: true });
    await userEvent.click(screen.getByRole('tab', { name: 'Preferences' }));
    expect(await screen.findByRole('radio', { name: 'Dark' })).toBeInTheDocument();
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'हिन्दी' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('Dark'));
    await waitFor(() => expect(localStorage.getItem('theme')).toBe('dark'));
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
  });

  it('Integrations: the calendar card', async () => {
    mockFetch({ 'GET /api/profile': () => [200, profile()] });
    renderApp(<SettingsPage />, { signedIn: true });
    await userEvent.click(screen.getByRole('tab', { name: 'Integrations' }));
    expect(await screen.findByTestId('calendar-connect-card')).toBeInTheDocument();
  });
});

describe('Settings → Personal', () => {
  it("shows the e-mail read-only, the profile fields, 'Saving...' while busy, and the re-analysis result", async () => {
    let release: () => void = () => undefined;
    const { calls } = mockFetch({
      'GET /api/profile': () => [200, profile()],
      'PATCH /api/profile': (body) =>
        new Promise((resolve) => {
          release = () => resolve([200, { profile: profile(body as object), reanalyzed: true }]);
        }),
    });
    sessionStorage.setItem(`${DAILY_FLOW_CACHE_PREFIX}u_2026-11-23`, '{}');
    const profileUpdated = jest.fn();
    window.addEventListener(PROFILE_UPDATED_EVENT, profileUpdated);
    renderApp(<SettingsPage />, { signedIn: true });

    const email = await screen.findByLabelText('Email');
    expect(email).toHaveValue('ada@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ada Flow');
    expect(screen.getByLabelText('Birth Date')).toHaveValue('1990-04-15');
    expect(screen.getByLabelText(/Birth Time/)).toHaveValue('08:30');
    expect(screen.getByRole('combobox', { name: 'Birth Location' })).toHaveAttribute('placeholder', 'e.g., New York, NY');
    expect(screen.getByTestId('energy-snapshot')).toHaveTextContent('DYNAMIC-INTENSE');

    fireEvent.change(screen.getByLabelText(/Birth Time/), { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();
    expect(await toast('Your energy blueprint was recalculated.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({
      full_name: 'Ada Flow',
      birth_date: '1990-04-15',
      birth_time: null,
      birth_location: 'London, United Kingdom',
      current_location: '',
    });
    // Spec 4: after a re-analysis the cached days are cleared and 'profile-updated' fires.
    expect(sessionStorage.getItem(`${DAILY_FLOW_CACHE_PREFIX}u_2026-11-23`)).toBeNull();
    expect(profileUpdated).toHaveBeenCalled();
    window.removeEventListener(PROFILE_UPDATED_EVENT, profileUpdated);
  });

  it("says 'Profile updated but could not recalculate energy analysis' when the server could not re-analyse", async () => {
    mockFetch({
      'GET /api/profile': () => [200, profile()],
      'PATCH /api/profile': (body) => [200, { profile: profile(body as object), reanalyzed: false, warning: ProfileMessages.reanalysisFailed }],
    });
    renderApp(<SettingsPage />, { signedIn: true });
    await screen.findByLabelText('Full Name');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await toast(ProfileMessages.reanalysisFailed)).toBeInTheDocument();
  });

  it.each([
    ['an empty name', { 'GET /api/profile': () => [200, profile({ full_name: '' })] as [number, unknown] }, ProfileMessages.enterName],
    [
      'a server failure',
      { 'PATCH /api/profile': () => [503, { error: { code: 'UNAVAILABLE', message: 'down' } }] as [number, unknown] },
      'Failed to update profile',
    ],
    [
      'no answer',
      {
        'PATCH /api/profile': () => {
          throw new TypeError('Failed to fetch');
        },
      },
      'An error occurred while saving',
    ],
  ])('refuses %s with its message', async (_case, handlers, message) => {
    mockFetch({ 'GET /api/profile': () => [200, profile()], ...handlers } as Parameters<typeof mockFetch>[0]);
    renderApp(<SettingsPage />, { signedIn: true });
    await screen.findByLabelText('Full Name');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await toast(message)).toBeInTheDocument();
  });
});
