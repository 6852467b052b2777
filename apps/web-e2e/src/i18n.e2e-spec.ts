import type { Browser, Page } from 'playwright-core';
import { api, hidden, launchBrowser, newContext, onboardUser, signInContext, signUpUser, visible, type TestUser } from './support/e2e';
import { untranslatedTexts } from './support/untranslated-text';

jest.setTimeout(120_000);

/**
 * Issue 41: the pages converted to the i18n catalogs, walked in the pseudo-locale (en-XA), where every
 * catalog text is accented and bracketed: a text left in plain English is one that skipped t().
 * Still to convert (other engineers rewrite them this round; converted after the merge): Today, Quick Add,
 * check-ins, the daily flow, the service worker — and, of this round's list, the pages not yet walked
 * here: Settings → Integrations (calendar card), Insights, Energy Profile, Planning, Tasks, the legal pages.
 * `within`: only that part of the page is read (the week view sits in Today); `serverTexts`: what the
 * server wrote on it (in the profile's language, English here: the pseudo-locale is the browser's alone).
 */
const CONVERTED: {
  path: string;
  ready: (page: Page) => Promise<void>;
  open?: (page: Page) => Promise<void>;
  within?: string;
  serverTexts?: (page: Page) => Promise<string[]>;
}[] = [
  { path: '/settings', ready: (page) => visible(page.getByRole('heading', { level: 1 })) },
  {
    path: '/settings',
    ready: (page) => visible(page.getByRole('radiogroup').first()),
    open: (page) => page.getByRole('tab').nth(2).click(),
  },
  { path: '/coflow', ready: (page) => visible(page.getByRole('heading', { level: 2 })) },
  { path: '/no-such-page', ready: (page) => visible(page.getByRole('heading', { name: '404' })) },
  { path: '/co-flow', ready: (page) => visible(page.getByRole('heading', { level: 2 }).filter({ hasText: /^⟦/ })) },
  {
    path: '/schedule',
    ready: async (page) => {
      await visible(page.getByTestId('schedule-window'));
      await hidden(page.getByText(/^⟦Ƒíñđíñĝ/));
    },
    // The suggestions' labels and reasons ('Peak Flow', why this hour) are the server's.
    serverTexts: (page) => page.locator('[data-testid="schedule-window"] > div > p, [data-testid="schedule-window"] > div > div > span').allInnerTexts(),
  },
  {
    path: '/',
    open: async (page) => {
      await visible(page.getByTestId('day-view'));
      await page.getByTestId('day-view').getByRole('button', { name: /^⟦Ŵééķ/ }).click();
    },
    ready: (page) => visible(page.getByTestId('week-day-card')),
    within: '[data-testid="week-view"]',
  },
  { path: '/onboarding', ready: (page) => visible(page.getByRole('button', { name: /^⟦Àñàĺýžé/ })) },
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
  return context.newPage();
}

describe('FLOW in other languages', () => {
  it('the pseudo-locale leaves no visible text of the converted pages untransformed', async () => {
    const page = await signedInPage('en-XA');
    // The person's own data and the chart's constants (energy type: still English, see the report).
    const data = [NAME, user.email, 'London', 'United Kingdom', 'Europe/London', 'UTC', 'BALANCED', 'DYNAMIC', 'INTENSE', 'STEADY', 'GROUNDED', '404', 'FLOW'];
    const problems: string[] = [];
    for (const target of CONVERTED) {
      await page.goto(target.path);
      await target.open?.(page);
      await target.ready(page);
      const allowed = [...data, ...((await target.serverTexts?.(page)) ?? [])];
      problems.push(...(await untranslatedTexts(page, allowed, target.within)).map((text) => `${target.path}: ${text}`));
    }
    // The side navigation (the app shell).
    await page.goto('/settings');
    await page.getByRole('button', { name: /^⟦Óƥéñ ñàṽ/ }).first().click();
    await visible(page.getByRole('navigation'));
    problems.push(...(await untranslatedTexts(page, data)).map((text) => `navigation: ${text}`));
    await page.context().close();
    expect(problems).toEqual([]);
  });

  it('/auth, signed out: the hydrated page follows the language (the prerendered HTML is English)', async () => {
    const context = await newContext(browser);
    await context.addInitScript(() => localStorage.setItem('flow.language', 'en-XA'));
    const page = await context.newPage();
    await page.goto('/auth');
    // The app loads when the page is idle or touched, then hydrates in the pseudo-locale.
    await visible(page.getByRole('heading', { level: 1 }).filter({ hasText: /^⟦/ }));
    await page.getByRole('tab').nth(1).click();
    await visible(page.getByRole('button', { name: /^⟦Çŕéàţé/ }));
    expect(await untranslatedTexts(page, ['FLOW'])).toEqual([]);
    await context.close();
  });

  it('Settings: choosing हिन्दी switches the page at once, and it stays Hindi after a reload', async () => {
    const page = await signedInPage();
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Preferences' }).click();
    // Saved in the profile before the reload (a busy server may take a while; the reload would cancel it).
    const saved = page.waitForResponse((r) => r.url().includes('/api/profile') && r.request().method() === 'PATCH');
    await page.getByText('हिन्दी').click();
    await visible(page.getByRole('heading', { name: 'सेटिंग्स' }));
    await visible(page.getByRole('tab', { name: 'पसंद' }));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    expect((await saved).ok()).toBe(true);
    // And in the profile this browser keeps between visits (lib/query-persistence.ts writes it a second later):
    // a reload before then would restore the old language from it.
    await page.waitForFunction(() => localStorage.getItem('flow.queryCache')?.includes('"language":"hi"'), undefined, { timeout: 20_000 });
    await page.reload();
    await visible(page.getByRole('heading', { name: 'सेटिंग्स' }));
    await page.getByRole('tab', { name: 'व्यक्तिगत' }).click();
    await visible(page.getByLabel('पूरा नाम'));
  });

  it('Co-Flow reads in Hindi for a person whose language is Hindi', async () => {
    const hindi = await signUpUser('i18n-hi', 'Hema Hindi');
    await onboardUser(hindi, { full_name: 'Hema Hindi' });
    expect((await api().patch('/api/profile', { language: 'hi' }, hindi.accessToken)).status).toBe(200);
    const context = await newContext(browser);
    await signInContext(context, hindi);
    const page = await context.newPage();
    await page.goto('/co-flow');
    await visible(page.getByRole('heading', { name: 'को-फ़्लो तालमेल नक्शा' }));
    await visible(page.getByRole('heading', { name: 'को-फ़्लो में न्योता दें' }));
    await visible(page.getByRole('tab', { name: 'ई-मेल से न्योता दें' }));
    await visible(page.getByText('अभी कोई कनेक्शन नहीं है'));
    // A toast in Hindi too: inviting oneself is refused before any request.
    await page.getByRole('tab', { name: 'ई-मेल से न्योता दें' }).click();
    await page.getByLabel('ई-मेल पता').fill(hindi.email);
    await page.getByRole('button', { name: 'भेजें' }).click();
    await visible(page.getByText('आप ख़ुद को न्योता नहीं दे सकते'));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    await context.close();
  });
});
