import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, onboardUser, signInContext, signUpUser, visible, type TestUser } from './support/e2e';
import { untranslatedTexts } from './support/untranslated-text';

jest.setTimeout(120_000);

/**
 * Issue 41: the pages converted to the i18n catalogs, walked in the pseudo-locale (en-XA), where every
 * catalog text is accented and bracketed: a text left in plain English is one that skipped t().
 * Still to convert (other engineers rewrite them this round; converted after the merge): Today, Quick Add,
 * check-ins, the daily flow, events, auth, install, the service worker — and, of this round's list, the
 * pages not yet walked here: Settings → Integrations (calendar card), Co-Flow, Insights, Energy Profile,
 * Planning, Tasks, Onboarding, Schedule, the legal pages, the install banner and the toasts' region.
 */
const CONVERTED: { path: string; ready: (page: Page) => Promise<void>; open?: (page: Page) => Promise<void> }[] = [
  { path: '/settings', ready: (page) => visible(page.getByRole('heading', { level: 1 })) },
  {
    path: '/settings',
    ready: (page) => visible(page.getByRole('radiogroup').first()),
    open: (page) => page.getByRole('tab').nth(2).click(),
  },
  { path: '/coflow', ready: (page) => visible(page.getByRole('heading', { level: 2 })) },
  { path: '/no-such-page', ready: (page) => visible(page.getByRole('heading', { name: '404' })) },
];

let browser: Browser;
let user: TestUser;
const NAME = 'Ida Intl';
beforeAll(async () => {
  [browser, user] = await Promise.all([launchBrowser(), signUpUser('i18n', NAME)]);
  await onboardUser(user, { full_name: NAME, birth_location: 'London, United Kingdom' });
});
afterAll(async () => browser?.close());

async function signedInPage(language?: string): Promise<Page> {
  const context = await newContext(browser);
  await signInContext(context, user);
  if (language) await context.addInitScript((lang) => localStorage.setItem('flow.language', lang), language);
  // The install banner belongs to the install feature, converted after the merge.
  await context.addInitScript(() => localStorage.setItem('flow.installBannerDismissed', '1'));
  return context.newPage();
}

describe('FLOW in other languages', () => {
  it('the pseudo-locale leaves no visible text of the converted pages untransformed', async () => {
    const page = await signedInPage('en-XA');
    // The person's own data and the chart's constants (energy type: still English, see the report).
    const data = [NAME, user.email, 'London', 'United Kingdom', 'Europe/London', 'BALANCED', 'DYNAMIC', 'INTENSE', 'STEADY', 'GROUNDED', '404', 'FLOW'];
    // Still to convert: the toasts' region label (Chakra's default, in the toaster r39t/r39h are changing).
    data.push('Notifications, top-end (alt+T)');
    const problems: string[] = [];
    for (const target of CONVERTED) {
      await page.goto(target.path);
      await target.open?.(page);
      await target.ready(page);
      problems.push(...(await untranslatedTexts(page, data)).map((text) => `${target.path}: ${text}`));
    }
    // The side navigation (the app shell).
    await page.goto('/settings');
    await page.getByRole('button', { name: /^⟦/ }).first().click();
    await visible(page.getByRole('navigation'));
    problems.push(...(await untranslatedTexts(page, data)).map((text) => `navigation: ${text}`));
    expect(problems).toEqual([]);
  });

  it('Settings: choosing हिन्दी switches the page at once, and it stays Hindi after a reload', async () => {
    const page = await signedInPage();
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Preferences' }).click();
    await page.getByText('हिन्दी').click();
    await visible(page.getByRole('heading', { name: 'सेटिंग्स' }));
    await visible(page.getByRole('tab', { name: 'पसंद' }));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    await page.reload();
    await visible(page.getByRole('heading', { name: 'सेटिंग्स' }));
    await page.getByRole('tab', { name: 'व्यक्तिगत' }).click();
    await visible(page.getByLabel('पूरा नाम'));
  });
});
