import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildDayModel, DEFAULT_BLUEPRINT, formatClock } from '@flow/rhythm';
import { analysis, dashaReport, emptyProfile, profile, transitReport } from '../../../testing/fixtures';
import { dailyFlowFixture } from '../../../testing/flow-fixtures';
import { formatMinutes, todayIn } from '../../../lib/local-day';
import { changeLanguage } from '../../../i18n';
import { mockFetch, renderApp } from '../../../testing/render';
import { energyProfileFields } from '../utils/energy-profile-fields';

// The spec's texts.
const NO_BLUEPRINT = 'No energy blueprint found';
const COSMIC_LOAD_FAILED = 'Could not load cosmic influences';
const WINDOWS_PENDING = 'Your windows for today appear once your day has loaded.';

/** Today's flow as the server answers it: the day model's rhythm, peak and windows. */
function todaysFlow() {
  const date = todayIn('UTC');
  const model = buildDayModel({ date, timeZone: 'UTC', blueprint: DEFAULT_BLUEPRINT });
  const { peakWindow: peak } = model;
  return {
    model,
    flow: {
      ...dailyFlowFixture(date, model.rhythm),
      peakWindow: { start: formatClock(peak.startMinute), end: formatClock(peak.endMinute), startsAt: peak.start, endsAt: peak.end },
      dayWindows: model.windows.map(({ name, start, end }) => ({ name, start, end })),
    },
  };
}
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
    // Without the day's model the chart's own times are left out (they would disagree with the day view).
    expect(fields[1]).toMatchObject({ value: WINDOWS_PENDING, isDefault: true });
    expect(fields[2]!.value).toBe(WINDOWS_PENDING);
    expect(fields[7]).toMatchObject({ value: WINDOWS_PENDING, isDefault: true });
    expect(energyProfileFields({})[0]!.value).toMatch(/^Balanced/);
  });
});

describe('EnergyProfilePage', () => {
  it("shows 'Your Energy Profile' with every field, the cosmic influences, and the buttons", async () => {
    const { flow, model } = todaysFlow();
    mockFetch({
      'GET /api/profile': () => [200, profile()],
      'GET /api/charts/dasha': () => [200, dashaReport()],
      'GET /api/charts/transits': () => [200, transitReport()],
      'GET /api/daily-flow': () => [200, flow],
    });
    renderApp(<EnergyProfilePage />, { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Your Energy Profile' })).toBeInTheDocument();
    expect(screen.getByText('Movement and variety.')).toBeInTheDocument();
    // The windows are the day view's, from the model: never the chart's own '08:00–10:30' or '07:30'.
    const peak = `${formatMinutes(model.peakWindow.startMinute)}–${formatMinutes(model.peakWindow.endMinute)}`;
    const focus = document.querySelector('[data-field="focusWindows"] dd')!;
    await waitFor(() => expect(focus.textContent).toContain(`Deep focus: ${peak}.`));
    expect(focus.textContent).not.toContain('08:00–10:30');
    const breakfast = model.windows.find((w) => w.name === 'breakfast')!;
    expect(document.querySelector('[data-field="advice"] dd')!.textContent).toContain(`Eat breakfast by ${formatMinutes(breakfast.endMinute)}`);
    expect(document.querySelector('[data-field="rhythm"] dd')!.textContent).toContain(`Today your peak runs ${peak}.`);
    expect(await screen.findByText('Jupiter lifts your creativity.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Flow/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: /Update Profile/ })).toHaveAttribute('href', '/onboarding');
  });

  it('speaks Hindi: the fields, today’s windows, the dasha and the transits’ impact', async () => {
    const { flow, model } = todaysFlow();
    mockFetch({
      'GET /api/profile': () => [200, profile()],
      'GET /api/charts/dasha': () => [200, dashaReport()],
      'GET /api/charts/transits': () => [200, transitReport()],
      'GET /api/daily-flow': () => [200, flow],
    });
    await act(() => changeLanguage('hi'));
    try {
      renderApp(<EnergyProfilePage />, { signedIn: true });
      expect(await screen.findByText('एकाग्रता के समय')).toBeInTheDocument();
      expect(screen.getByText('ऊर्जा का स्वरूप')).toBeInTheDocument();
      // The energy type in Hindi (as the server's prose names it), never the raw 'DYNAMIC-INTENSE'.
      expect(screen.getByText('गतिशील-तीव्र: Quick, bright and driven.')).toBeInTheDocument();
      const peak = `${formatMinutes(model.peakWindow.startMinute)}–${formatMinutes(model.peakWindow.endMinute)}`;
      await waitFor(() => expect(document.querySelector('[data-field="focusWindows"] dd')!.textContent).toContain(`गहरी एकाग्रता: ${peak}।`));
      expect(await screen.findByText('ग्रहों के प्रभाव')).toBeInTheDocument();
      expect((await screen.findAllByText(/महादशा/)).length).toBeGreaterThanOrEqual(1);
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it("shows 'No energy blueprint found' and 'Complete Onboarding' without an analysis", async () => {
    mockFetch({ 'GET /api/profile': () => [200, emptyProfile()], 'GET /api/daily-flow': () => [200, todaysFlow().flow] });
    renderApp(<EnergyProfilePage />, { signedIn: true });
    expect(await screen.findByRole('heading', { name: NO_BLUEPRINT })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete Onboarding' })).toHaveAttribute('href', '/onboarding');
  });

  it("says 'Could not load cosmic influences' when the dasha cannot be loaded", async () => {
    mockFetch({
      'GET /api/profile': () => [200, profile()],
      'GET /api/charts/dasha': () => [503, { error: { code: 'UNAVAILABLE', message: 'down' } }],
      'GET /api/charts/transits': () => [200, transitReport()],
      'GET /api/daily-flow': () => [200, todaysFlow().flow],
    });
    renderApp(<EnergyProfilePage />, { signedIn: true });
    expect((await screen.findAllByText(COSMIC_LOAD_FAILED)).length).toBeGreaterThanOrEqual(1);
  });

  it('has the corner menu: Energy Blueprint, Update Profile, Sign Out', async () => {
    mockFetch({ 'GET /api/profile': () => [200, emptyProfile()], 'GET /api/daily-flow': () => [200, todaysFlow().flow] });
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
