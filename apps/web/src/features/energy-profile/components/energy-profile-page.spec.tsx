import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { analysis, dashaReport, emptyProfile, profile, transitReport } from '../../../testing/fixtures';
import { mockFetch, renderApp } from '../../../testing/render';
import { COSMIC_LOAD_FAILED, energyProfileFields, FIELD_DEFAULTS, NO_BLUEPRINT } from '../utils/energy-profile-fields';
import { EnergyProfilePage } from './energy-profile-page';

describe('energy profile fields', () => {
  it('lists the eight fields of the spec and falls back to defaults for missing ones', () => {
    const fields = energyProfileFields({ ...analysis(), rhythm: '', nourishAdvice: undefined as unknown as string });
    expect(fields.map((f) => f.label)).toEqual([
      'Energy Pattern',
      'Rhythm',
      'Focus Windows',
      'Needs',
      'Stress Tendency',
      'Restorative Elements',
      'Nourishment',
      'Advice',
    ]);
    expect(fields[0]).toMatchObject({ value: 'DYNAMIC-INTENSE: Quick, bright and driven.', isDefault: false });
    expect(fields[1]).toMatchObject({ value: FIELD_DEFAULTS.rhythm, isDefault: true });
    expect(fields[7]).toMatchObject({ value: FIELD_DEFAULTS.advice, isDefault: true });
    expect(energyProfileFields({})[0]!.value).toMatch(/^Balanced/);
  });
});

describe('EnergyProfilePage', () => {
  it("shows 'Your Energy Profile' with every field, the cosmic influences, and the buttons", async () => {
    mockFetch({
      'GET /api/profile': () => [200, profile()],
      'GET /api/charts/dasha': () => [200, dashaReport()],
      'GET /api/charts/transits': () => [200, transitReport()],
    });
    renderApp(<EnergyProfilePage />, { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Your Energy Profile' })).toBeInTheDocument();
    expect(screen.getByText('Movement and variety.')).toBeInTheDocument();
    expect(screen.getByText('Eat breakfast by 07:30.')).toBeInTheDocument();
    expect(await screen.findByText('Jupiter lifts your creativity.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Flow/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: /Update Profile/ })).toHaveAttribute('href', '/onboarding');
  });

  it("shows 'No energy blueprint found' and 'Complete Onboarding' without an analysis", async () => {
    mockFetch({ 'GET /api/profile': () => [200, emptyProfile()] });
    renderApp(<EnergyProfilePage />, { signedIn: true });
    expect(await screen.findByRole('heading', { name: NO_BLUEPRINT })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete Onboarding' })).toHaveAttribute('href', '/onboarding');
  });

  it("says 'Could not load cosmic influences' when the dasha cannot be loaded", async () => {
    mockFetch({
      'GET /api/profile': () => [200, profile()],
      'GET /api/charts/dasha': () => [503, { error: { code: 'UNAVAILABLE', message: 'down' } }],
      'GET /api/charts/transits': () => [200, transitReport()],
    });
    renderApp(<EnergyProfilePage />, { signedIn: true });
    expect((await screen.findAllByText(COSMIC_LOAD_FAILED, {}, { timeout: 3000 })).length).toBeGreaterThanOrEqual(1);
  });

  it('has the corner menu: Energy Blueprint, Update Profile, Sign Out', async () => {
    mockFetch({ 'GET /api/profile': () => [200, emptyProfile()] });
    renderApp(<EnergyProfilePage />, { signedIn: true });
    await userEvent.click(screen.getByRole('button', { name: 'Open profile menu' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual(['Energy Blueprint', 'Update Profile', 'Sign Out']);
  });
});
