import { ProfileMessages } from '@flow/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { analyzeResponse, emptyProfile, profile } from '../../../testing/fixtures';
import { mockFetch, renderApp } from '../../../testing/render';
import { OnboardingPage } from './onboarding-page';

const toast = (text: string) => screen.findByText(text);
const field = (label: string | RegExp) => (label === 'Birth Place' ? screen.getByRole('combobox', { name: label }) : screen.getByLabelText(label));
// jsdom: the place combobox follows input events; change events reach every field the same way.
const fill = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

/**
 * A new person's profile. jsdom cannot drive the place combobox (zag handles its input only in a
 * real browser's focus sequence; the browser e2e types into it), so the place comes prefilled.
 */
const newcomer = (birth_location: string | null = 'London, UK') => ({ ...emptyProfile(), birth_location });

function setup(extra: Parameters<typeof mockFetch>[0] = {}, start = newcomer()) {
  const api = mockFetch({
    'GET /api/profile': () => [200, start],
    'GET /api/places': () => [200, { places: [] }],
    'POST /api/charts/analyze': () => [200, analyzeResponse()],
    'PATCH /api/profile': (body) => [200, { profile: profile({ ...(body as object), onboarding_completed: true }), reanalyzed: true }],
    'GET /api/calendar/connection': () => [200, { connected: false, needsAuth: false, email: null, connections: [] }],
    'GET /api/calendar/feed': () => [200, { feed: null }],
    ...extra,
  });
  renderApp(<OnboardingPage />, { signedIn: true, route: '/onboarding', path: '/onboarding', extraRoutes: [{ path: '/', element: <p>Today page</p> }] });
  return api;
}

describe('OnboardingPage', () => {
  it('step 1: progress 1 of 3, Back disabled, and the validation messages in order', async () => {
    const { calls } = setup({}, newcomer(null));
    expect(await screen.findByRole('heading', { name: 'Tell us about yourself' })).toBeInTheDocument();
    await screen.findByLabelText('Full Name');
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();

    const analyze = screen.getByRole('button', { name: 'Analyze My Rhythm' });
    await userEvent.click(analyze);
    expect(await toast(ProfileMessages.enterName)).toBeInTheDocument();
    fill('Full Name', 'Ada Flow');
    fill('Birth Date', '1990-04-15');
    await userEvent.click(analyze);
    expect(await toast(ProfileMessages.enterBirthDateAndPlace)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('refuses a birth date in the future', async () => {
    const { calls } = setup();
    await screen.findByLabelText('Full Name');
    fill('Full Name', 'Ada Flow');
    fill('Birth Date', '2999-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Analyze My Rhythm' }));
    expect(await toast(ProfileMessages.birthDateInFuture)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('analyses (birth time optional), shows the blueprint with its factors, then completes setup', async () => {
    const { calls } = setup();
    await screen.findByLabelText('Full Name');
    fill('Full Name', 'Ada Flow');
    fill('Birth Date', '1990-04-15');
    await userEvent.click(screen.getByRole('button', { name: 'Analyze My Rhythm' }));

    expect(await screen.findByRole('heading', { name: 'Your Energy Blueprint' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ birthDate: '1990-04-15', birthPlace: 'London, UK', birthTime: null });
    const summary = screen.getByTestId('blueprint-summary');
    expect(within(summary).getByText('DYNAMIC-INTENSE')).toBeInTheDocument();
    expect(within(summary).getByText('08:00–12:30')).toBeInTheDocument();
    expect(within(summary).getByText(/Jupiter/)).toBeInTheDocument();
    expect(within(summary).getByText(/Calculated for London, England, United Kingdom/)).toBeInTheDocument();
    await userEvent.click(within(summary).getByRole('button', { name: 'Why: chart factors behind Energy Type' }));
    expect(await within(summary).findByText('Ascendant Aries (fire)')).toBeVisible();

    // Step 3's calendar card is read while the blueprint shows, so it opens whole under the person's click.
    await waitFor(() =>
      expect(calls.filter((c) => c.url.startsWith('/api/calendar/')).map((c) => c.url)).toEqual(['/api/calendar/connection', '/api/calendar/feed']),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Connect Your Calendar' })).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect Google Calendar' })).toBeInTheDocument();
    expect(screen.queryByText('Checking your calendar connection...')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));
    expect(await screen.findByText('Today page')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.body).toMatchObject({
      full_name: 'Ada Flow',
      birth_date: '1990-04-15',
      birth_time: null,
      birth_location: 'London, UK',
      onboarding_completed: true,
    });
  }, 60_000); // four steps, each waiting for the last: past 30 s on a loaded CI machine

  it('changing birth data after the analysis sends the person back through it', async () => {
    setup();
    await screen.findByLabelText('Full Name');
    fill('Full Name', 'Ada');
    fill('Birth Date', '1990-04-15');
    await userEvent.click(screen.getByRole('button', { name: 'Analyze My Rhythm' }));
    await screen.findByRole('heading', { name: 'Your Energy Blueprint' });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    fill('Birth Date', '1991-04-15');
    // Step 2 is reached only through a new analysis.
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Analyze My Rhythm' })).toBeEnabled();
  });

  it.each([
    [429, { error: { code: 'RATE_LIMITED', message: 'slow down' } }, ProfileMessages.rateLimited],
    [422, { error: { code: 'PLACE_NOT_FOUND', message: ProfileMessages.placeNotFound } }, ProfileMessages.placeNotFound],
    [503, { error: { code: 'UNAVAILABLE', message: 'down' } }, ProfileMessages.analysisFailed],
  ])('a failed analysis (%i) stays on step 1 with its message', async (status, body, message) => {
    setup({ 'POST /api/charts/analyze': () => [status, body] });
    await screen.findByLabelText('Full Name');
    fill('Full Name', 'Ada');
    fill('Birth Date', '1990-04-15');
    await userEvent.click(screen.getByRole('button', { name: 'Analyze My Rhythm' }));
    expect(await toast(message)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tell us about yourself' })).toBeInTheDocument();
  });

  it("says 'Failed to save your preferences' when completing fails, and stays", async () => {
    setup({ 'PATCH /api/profile': () => [503, { error: { code: 'UNAVAILABLE', message: 'down' } }] });
    await screen.findByLabelText('Full Name');
    fill('Full Name', 'Ada');
    fill('Birth Date', '1990-04-15');
    await userEvent.click(screen.getByRole('button', { name: 'Analyze My Rhythm' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Skip for now' }));
    expect(await toast('Failed to save your preferences')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Connect Your Calendar' })).toBeInTheDocument());
  });

  it('starts from the saved details when someone comes back to update their profile', async () => {
    setup({ 'GET /api/profile': () => [200, profile()] });
    await waitFor(() => expect(screen.getByLabelText('Full Name')).toHaveValue('Ada Flow'));
    expect(screen.getByLabelText('Birth Date')).toHaveValue('1990-04-15');
    expect(screen.getByLabelText(/Birth Time/)).toHaveValue('08:30');
    expect(field('Birth Place')).toHaveValue('London, United Kingdom');
  });
});
