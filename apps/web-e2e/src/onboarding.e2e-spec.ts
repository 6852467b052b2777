/** @jest-environment <rootDir>/apps/web-e2e/src/support/browser-environment.ts */
import type { Browser, Page } from 'playwright-core';
import { ProfileMessages } from '@flow/contracts';
import {
  dismissToasts,
  expectEnabled,
  expectNoSeriousAxeViolations,
  expectPath,
  expectToast,
  sharedBrowser,
  newContext,
  screenshot,
  visible,
  type ViewportName,
} from './support/e2e';

jest.setTimeout(150_000);

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});

async function signUpInBrowser(page: Page, name: string) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Full Name').fill(name);
  await form.getByLabel('Email').fill(`${name.toLowerCase().replace(/\W/g, '')}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`);
  await form.getByLabel('Password').fill('flow-secret-1');
  await form.getByRole('button', { name: 'Create Account' }).click();
  // A new account has no blueprint: / sends it on to onboarding.
  await expectPath(page, '/onboarding');
}

/**
 * The whole first run in a real browser: sign up, the three onboarding steps with their rules and
 * the real blueprint from profile-chart, then Today with that blueprint. At both sizes, with
 * screenshots of every step and an axe scan of each (the steps at desktop size, Today at both).
 */
describe.each(['desktop', 'mobile'] as ViewportName[])('a new person from /auth to their blueprint on / (%s)', (viewportName) => {
  it('signs up, is guided through onboarding, and lands on Today with a real blueprint', async () => {
    const context = await newContext(browser, { viewportName });
    const page = await context.newPage();
    // The steps' forms are scanned once, at desktop size (the phone's are the same fields in one column);
    // Today, whose phone layout differs, at both sizes.
    const scanSteps = () => (viewportName === 'desktop' ? expectNoSeriousAxeViolations(page) : Promise.resolve());
    await signUpInBrowser(page, viewportName === 'desktop' ? 'Dana Desk' : 'Milo Mobile');

    // Step 1: 'Tell us about yourself', Back disabled, the progress bar at 1 of 3.
    await visible(page.getByRole('heading', { name: 'Tell us about yourself' }));
    await visible(page.getByText('Step 1 of 3'));
    await visible(page.getByRole('progressbar'));
    expect(await page.getByRole('button', { name: 'Back' }).isDisabled()).toBe(true);
    // The name typed at sign-up is not on the profile yet: the form starts empty.
    await page.getByLabel('Full Name').fill('');
    await screenshot(page, 'onboarding-step1');
    await scanSteps();

    const analyze = page.getByRole('button', { name: 'Analyze My Rhythm' });
    await analyze.click();
    await expectToast(page, ProfileMessages.enterName);
    await dismissToasts(page);
    await page.getByLabel('Full Name').fill('Dana Flow');
    await analyze.click();
    await expectToast(page, ProfileMessages.enterBirthDateAndPlace);
    await dismissToasts(page);
    await page.getByLabel('Birth Date').fill('2999-01-01');
    const place = page.getByRole('combobox', { name: 'Birth Place' });
    await place.fill('Atlantis, Nowhere');
    await analyze.click();
    await expectToast(page, ProfileMessages.birthDateInFuture);
    await dismissToasts(page);
    await page.getByLabel('Birth Date').fill('1990-04-15');
    await analyze.click();
    // The server's own reason for a place it cannot find.
    await expectToast(page, ProfileMessages.placeNotFound);
    await dismissToasts(page);

    // Birth-place suggestions come from GET /api/places.
    await place.fill('');
    await place.pressSequentially('Lisbo', { delay: 30 });
    const option = page.getByRole('option', { name: /Lisbon, .*Portugal/ });
    await visible(option);
    await option.click();
    expect(await place.inputValue()).toMatch(/^Lisbon, .*Portugal$/);
    await page.getByLabel(/Birth Time/).fill('07:45');
    await analyze.click();

    // Step 2: the real blueprint, with the factors behind it.
    await visible(page.getByRole('heading', { name: 'Your Energy Blueprint' }), 20_000);
    const summary = page.getByTestId('blueprint-summary');
    const energyType = (await summary.getByTestId('energy-type').innerText()).trim();
    expect(energyType).toMatch(/^(DYNAMIC-INTENSE|INTENSE-STEADY|DYNAMIC-GROUNDED|DYNAMIC|INTENSE|STEADY|BALANCED)$/);
    await visible(summary.getByText(/^\d{2}:\d{2}–\d{2}:\d{2}$/));
    await visible(summary.getByRole('heading', { name: 'Constitution' }));
    await visible(summary.getByRole('heading', { name: 'Your Rhythm' }));
    await visible(summary.getByText(/mahadasha · /));
    await visible(summary.getByText(/Calculated for Lisbon/));
    await summary.getByRole('button', { name: 'Why: chart factors behind Energy Type' }).click();
    await visible(summary.getByText(/Energy type rule/));
    await screenshot(page, 'onboarding-step2');
    await scanSteps();

    // Back keeps the details; step 2 again needs only Continue while nothing changed.
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 3: calendar (optional).
    await visible(page.getByRole('heading', { name: 'Connect Your Calendar' }));
    await visible(page.getByText('Step 3 of 3'));
    await visible(page.getByTestId('calendar-connect-card'));
    // The card has read the feed link (its button is enabled then): a scan while it loads reads the
    // button half way through its fade in.
    await expectEnabled(page.getByTestId('calendar-feed').getByRole('button', { name: 'Create feed link' }));
    await screenshot(page, 'onboarding-step3');
    await scanSteps();
    await page.getByRole('button', { name: 'Complete Setup' }).click();

    // Today, with the blueprint just computed.
    await expectPath(page, '/');
    await visible(page.getByRole('heading', { name: /Dana/ }));
    await visible(page.getByTestId('todays-rhythm').getByText(energyType, { exact: true }), 30_000);
    await screenshot(page, 'today');
    await expectNoSeriousAxeViolations(page);

    // Onboarded now: a reload stays on Today.
    await page.reload();
    await visible(page.getByRole('heading', { name: /Dana/ }));
    await context.close();
  });
});
