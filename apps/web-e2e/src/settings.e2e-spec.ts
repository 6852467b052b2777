/** @jest-environment <rootDir>/apps/web-e2e/src/support/browser-environment.ts */
import type { Browser } from 'playwright-core';
import { ProfileMessages } from '@flow/contracts';
import {
  api,
  dismissToasts,
  expectPath,
  expectToast,
  navigate,
  sharedBrowser,
  newContext,
  onboardUser,
  signInContext,
  signUpUser,
  visible,
  type TestUser,
} from './support/e2e';

jest.setTimeout(120_000);

let browser: Browser;
let user: TestUser;
beforeAll(async () => {
  [browser, user] = await Promise.all([sharedBrowser(), signUpUser('settings')]);
  await onboardUser(user, { full_name: 'Sam Settings', birth_location: 'London, United Kingdom' });
});

describe('/settings', () => {
  it('Personal: read-only e-mail, saving, re-analysis and its messages', async () => {
    const context = await newContext(browser);
    await signInContext(context, user);
    const page = await context.newPage();
    await page.goto('/settings');
    const email = page.getByLabel('Email');
    await visible(email);
    expect(await email.inputValue()).toBe(user.email);
    expect(await email.getAttribute('readonly')).not.toBeNull();
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Sam Settings');
    expect(await page.getByRole('combobox', { name: 'Birth Location' }).getAttribute('placeholder')).toBe('e.g., New York, NY');
    await visible(page.getByTestId('energy-snapshot'));

    // Name required.
    await page.getByLabel('Full Name').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, ProfileMessages.enterName);
    await dismissToasts(page);

    // A new birth place re-analyses: the blueprint and the profile change on the server.
    const before = (await api().get('/api/profile', user.accessToken)).body;
    await page.getByLabel('Full Name').fill('Sam Changed');
    await page.getByRole('combobox', { name: 'Birth Location' }).fill('Tokyo, Japan');
    // Close the suggestion list (it opens over the button below), keeping the typed text.
    await page.keyboard.press('Escape');
    await page.getByLabel(/Birth Time/).fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Your energy blueprint was recalculated.');
    const after = (await api().get('/api/profile', user.accessToken)).body;
    expect(after).toMatchObject({ full_name: 'Sam Changed', birth_location: 'Tokyo, Japan', birth_time: null });
    expect(after.vedic_analysis.chart.place.name).toBe('Tokyo');
    expect(after.vedic_analysis.chart.utc).not.toBe(before.vedic_analysis.chart.utc);
    await dismissToasts(page);

    // A place the server cannot find: saved, with the spec's warning.
    await page.getByRole('combobox', { name: 'Birth Location' }).fill('Atlantis, Nowhere');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, ProfileMessages.reanalysisFailed);
    expect((await api().get('/api/profile', user.accessToken)).body.birth_location).toBe('Atlantis, Nowhere');
    await dismissToasts(page);

    // 'Saving...' while busy: the save is held back until the button says so.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/profile', async (route) => {
      if (route.request().method() !== 'PATCH') return route.continue();
      await held;
      await route.continue();
    });
    await page.getByRole('combobox', { name: 'Birth Location' }).fill('London, United Kingdom');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await visible(page.getByRole('button', { name: 'Saving...' }));
    release();
    await expectToast(page, 'Your energy blueprint was recalculated.');
    await context.close();
  });

  it('shows Profile / Connect / Options under 768 px and the full labels above', async () => {
    for (const [viewportName, labels] of [
      ['desktop', ['Personal', 'Integrations', 'Preferences']],
      ['mobile', ['Profile', 'Connect', 'Options']],
    ] as const) {
      const context = await newContext(browser, { viewportName });
      await signInContext(context, user);
      const page = await context.newPage();
      await page.goto('/settings');
      await visible(page.getByRole('tab', { name: labels[0] }));
      expect((await page.getByRole('tab').allInnerTexts()).map((t) => t.trim())).toEqual([...labels]);
      await page.getByRole('tab', { name: labels[1] }).click();
      await visible(page.getByTestId('calendar-connect-card'));
      await page.getByRole('tab', { name: labels[2] }).click();
      await visible(page.getByText('Theme', { exact: true }));
      await context.close();
    }
  });
});

describe('/energy-profile', () => {
  it('shows every field, the corner menu and the buttons; follows a change made in another tab live', async () => {
    const context = await newContext(browser);
    await signInContext(context, user);
    const page = await context.newPage();
    await page.goto('/energy-profile');
    await visible(page.getByRole('heading', { name: 'Your Energy Profile' }));
    for (const label of ['Energy Pattern', 'Rhythm', 'Focus Windows', 'Needs', 'Stress Tendency', 'Restorative Elements', 'Nourishment', 'Advice']) {
      await visible(page.locator('dt', { hasText: label }));
    }
    await visible(page.getByRole('heading', { name: 'Cosmic Influences' }));
    await visible(page.getByText(/mahadasha · /));

    // A second device changes the name: this page shows it without a reload (socket invalidation).
    expect((await api().patch('/api/profile', { full_name: 'Sam Live' }, user.accessToken)).status).toBe(200);
    await visible(page.getByText('Sam Live'));

    await page.getByRole('button', { name: 'Open profile menu' }).click();
    await visible(page.getByRole('menuitem', { name: 'Energy Blueprint' }));
    await page.getByRole('menuitem', { name: 'Update Profile' }).click();
    await expectPath(page, '/onboarding');
    await navigate(page, '/energy-profile');
    await visible(page.getByRole('heading', { name: 'Your Energy Profile' }));
    await page.getByRole('link', { name: 'Back to Flow' }).click();
    await expectPath(page, '/');
    await navigate(page, '/energy-profile');
    await visible(page.getByRole('heading', { name: 'Your Energy Profile' }));
    await page.getByRole('link', { name: 'Update Profile' }).click();
    await expectPath(page, '/onboarding');
    await navigate(page, '/energy-profile');
    await visible(page.getByRole('heading', { name: 'Your Energy Profile' }));
    await page.getByRole('button', { name: 'Open profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expectPath(page, '/auth');
    await context.close();
  });
});
