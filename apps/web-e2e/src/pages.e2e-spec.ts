/** @jest-environment <rootDir>/apps/web-e2e/src/support/browser-environment.ts */
import type { Browser, Page } from 'playwright-core';
import {
  expectEnabled,
  expectNoSeriousAxeViolations,
  navigate,
  sharedBrowser,
  newContext,
  onboardUser,
  screenshot,
  signInContext,
  signUpUser,
  visible,
  type TestUser,
  type ViewportName,
} from './support/e2e';

jest.setTimeout(180_000);

/**
 * Every page of this part of the app at 1280×800 and 390×844: a screenshot in test-artifacts/web,
 * and an axe scan (no serious or critical violation) of each page at desktop size and of the views
 * that differ on a phone (short tab labels, the navigation sheet). One context per size.
 * (/auth, /reset-password, the onboarding steps and Today are covered by their own specs.)
 */
let browser: Browser;
let member: TestUser;
let newcomer: TestUser;
beforeAll(async () => {
  [browser, member, newcomer] = await Promise.all([sharedBrowser(), signUpUser('pages'), signUpUser('pages-new')]);
  await onboardUser(member, { full_name: 'Pat Pages' });
});

type Check = { name: string; path: string; ready: (page: Page) => Promise<void>; before?: (page: Page) => Promise<void>; scanOnMobile?: boolean };
const heading = (name: string | RegExp) => (page: Page) => visible(page.getByRole('heading', { name, level: 1 }));

const SIGNED_IN: Check[] = [
  { name: 'settings-personal', path: '/settings', ready: (page) => visible(page.getByTestId('energy-snapshot')), scanOnMobile: true },
  {
    name: 'settings-integrations',
    path: '/settings',
    // The feed link read (its button enabled): a scan while it loads reads the button half way through its fade in.
    ready: (page) => expectEnabled(page.getByTestId('calendar-feed').getByRole('button', { name: 'Create feed link' })),
    before: (page) => page.getByRole('tab').nth(1).click(),
  },
  {
    name: 'settings-preferences',
    path: '/settings',
    ready: (page) => visible(page.getByText('Theme', { exact: true })),
    before: (page) => page.getByRole('tab').nth(2).click(),
  },
  {
    name: 'energy-profile',
    path: '/energy-profile',
    ready: async (page) => (await heading('Your Energy Profile')(page), await visible(page.getByText(/mahadasha · /))),
  },
  { name: 'flow', path: '/flow', ready: heading('Your Current Flow') },
  { name: 'coflow', path: '/coflow', ready: heading('CoFlow') },
  { name: 'planning', path: '/planning', ready: heading('Your phases and calendar overview') },
  { name: 'install', path: '/install', ready: (page) => visible(page.getByRole('heading', { name: 'Why install?' })) },
  { name: 'privacy-policy', path: '/privacy-policy', ready: heading('Privacy Policy') },
  { name: 'terms-of-service', path: '/terms-of-service', ready: heading('Terms of Service') },
  { name: 'not-found', path: '/not-a-page', ready: heading('404') },
];

/** Pages the gateway serves as HTML of their own, not the app's index.html. */
const LOADED = new Set(['/install', '/privacy-policy', '/terms-of-service', '/not-a-page']);

describe.each(['desktop', 'mobile'] as ViewportName[])('pages at %s size', (viewportName) => {
  it('screenshots and axe scans of every page', async () => {
    const context = await newContext(browser, { viewportName });
    await signInContext(context, member);
    const page = await context.newPage();
    // Nothing the strict CSP refuses (no inline script), and no uncaught errors on any page.
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|Refused to/.test(message.text())) problems.push(message.text());
    });
    for (const [i, check] of SIGNED_IN.entries()) {
      // The app's own pages within the app, as its links go (a full load is about 2 CPU-s of Chromium); the
      // first, and the pages served as HTML of their own (prerendered, or the 404), loaded.
      if (i === 0 || LOADED.has(check.path)) await page.goto(check.path);
      else await navigate(page, check.path);
      if (check.before) {
        await visible(page.getByRole('tab').first());
        await check.before(page);
      }
      await check.ready(page);
      // Public pages show before the session is back: let its refresh land before the next load.
      await page.waitForLoadState('networkidle');
      await screenshot(page, check.name);
      if (viewportName === 'desktop' || check.scanOnMobile) await expectNoSeriousAxeViolations(page);
    }
    // The side navigation, open.
    await navigate(page, '/settings');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await visible(page.getByRole('navigation', { name: 'Main' }));
    await screenshot(page, 'side-navigation');
    await expectNoSeriousAxeViolations(page);
    expect(problems).toEqual([]);
    await context.close();

    // The energy profile without a blueprint.
    const fresh = await newContext(browser, { viewportName, colorScheme: 'dark' });
    await signInContext(fresh, newcomer);
    const empty = await fresh.newPage();
    await empty.goto('/energy-profile');
    await heading('No energy blueprint found')(empty);
    await screenshot(empty, 'energy-profile-empty-dark');
    await expectNoSeriousAxeViolations(empty);
    await fresh.close();
  });
});
