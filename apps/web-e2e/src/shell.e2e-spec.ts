/** @jest-environment <rootDir>/apps/web-e2e/src/support/browser-environment.ts */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  api,
  appUrl,
  expectNoSeriousAxeViolations,
  expectPath,
  expectToast,
  hidden,
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

/** The spec's colours of each period (apps/web/src/theme/palettes.ts). */
const MORNING_PRIMARY = '#ffb088';
const MIDDAY_PRIMARY = '#ff9a3c';
const EVENING_PRIMARY = '#7e57c2';

let browser: Browser;
let newcomer: TestUser;
let member: TestUser;
beforeAll(async () => {
  [browser, newcomer, member] = await Promise.all([sharedBrowser(), signUpUser('shell-new'), signUpUser('shell-member', 'Mia Member')]);
  await onboardUser(member, { full_name: 'Mia Member' });
});

/**
 * Each path is the app's page (the server's HTML), and the guard sends the person from it to `guardedBy`: the
 * first arrives by a full load, the rest by in-app navigation, which runs the same guard (a full load of each
 * cost Chromium a start of the app, about 2 CPU-s).
 */
async function arriveAtEach(page: Page, paths: string[], guardedBy: string): Promise<void> {
  for (const [i, path] of paths.entries()) {
    const served = await fetch(new URL(path, appUrl()));
    expect([served.status, served.headers.get('content-type')]).toEqual([200, expect.stringContaining('text/html')]);
    if (i === 0) await page.goto(path);
    else await navigate(page, path);
    await expectPath(page, guardedBy);
  }
}

async function signedIn(user: TestUser, options: Parameters<typeof newContext>[1] = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, options);
  await signInContext(context, user);
  return { context, page: await context.newPage() };
}

const cssVar = (page: Page, name: string) => page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

describe('route guards', () => {
  it('sends signed-out visitors of protected pages to /auth', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const paths = ['/', '/flow', '/settings', '/energy-profile', '/onboarding', '/planning', '/schedule/abc'];
    await arriveAtEach(page, paths, '/auth');
    await context.close();
  });

  it('sends people who have not finished onboarding to /onboarding', async () => {
    const { context, page } = await signedIn(newcomer);
    await arriveAtEach(page, ['/', '/flow', '/planning', '/coflow', '/co-flow', '/schedule', '/schedule/someone'], '/onboarding');
    // Settings and the energy profile stay reachable (the latter explains what is missing).
    await navigate(page, '/energy-profile');
    await visible(page.getByRole('heading', { name: 'No energy blueprint found' }));
    await page.getByRole('link', { name: 'Complete Onboarding' }).click();
    await expectPath(page, '/onboarding');
    await context.close();
  });

  it('lets onboarded people in, and the placeholders of later screens render', async () => {
    const { context, page } = await signedIn(member);
    await page.goto('/');
    await visible(page.getByRole('heading', { name: /Mia/ }));
    await navigate(page, '/coflow');
    await visible(page.getByRole('heading', { name: 'CoFlow' }));
    await visible(page.getByText('Sync schedules and find optimal meeting times'));
    await visible(page.getByText('No CoFlow connections yet'));
    await page.getByRole('link', { name: 'Add Your First Connection' }).click();
    await expectPath(page, '/co-flow');
    await visible(page.getByText('Loading Co-Flow connections...').or(page.getByRole('heading', { name: 'Co-Flow Connections (0)' })));
    await navigate(page, '/flow');
    await visible(page.getByRole('heading', { name: 'Your Current Flow' }));
    await visible(page.getByText('Add to home screen to keep your flow always visible'));
    await context.close();
  });

  it("'Redirecting to Quick Add...' sends the person on to /", async () => {
    const { context, page } = await signedIn(member);
    await page.goto('/quick-add');
    await expectPath(page, '/');
    // Today opens the Quick Add dialog for it.
    await visible(page.getByTestId('quick-add').getByText('Quick Add Event'), 30_000);
    await context.close();
  });
});

describe('404', () => {
  it("shows '404 Oops! Page not found' with a link home, and logs the path", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.goto('/no/such/page');
    await visible(page.getByRole('heading', { name: '404' }));
    await visible(page.getByText('Oops! Page not found'));
    expect(logged.some((line) => line.includes('/no/such/page'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expectPath(page, '/auth');
    await context.close();
  });
});

describe('a clean console', () => {
  /** Console errors and DevTools issues (a CSP violation is one) while a page loads and settles. */
  async function problemsOf(page: Page, path: string, ready: () => Promise<void>): Promise<string[]> {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    const cdp = await page.context().newCDPSession(page);
    cdp.on('Audits.issueAdded', ({ issue }) => problems.push(`issue: ${issue.code} ${JSON.stringify(issue.details)}`));
    await cdp.send('Audits.enable');
    await page.goto(path);
    await ready();
    await page.waitForLoadState('networkidle');
    return problems;
  }

  it('signed out, /auth checks for a session without a failing request or a CSP violation', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const refresh = page.waitForResponse((res) => res.url().endsWith('/api/auth/refresh'));
    const problems = await problemsOf(page, '/auth', () => visible(page.getByRole('tab', { name: 'Sign In' })));
    expect((await refresh).status()).toBe(204);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('signed in, Today loads with nothing in the console', async () => {
    const { context, page } = await signedIn(member);
    const problems = await problemsOf(page, '/', () => visible(page.getByRole('heading', { name: /Mia/ })));
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('header', () => {
  it('is frosted glass, and a solid bar for people who ask for less transparency', async () => {
    const { context, page } = await signedIn(member);
    await page.goto('/settings');
    const header = page.locator('header').first();
    await visible(header);
    // Read once a change of look has run its (reduced-motion, 0.01 ms) transition.
    const look = () =>
      header.evaluate(async (el) => {
        await new Promise(requestAnimationFrame);
        await Promise.all(el.getAnimations().map((animation) => animation.finished));
        return { blur: getComputedStyle(el).backdropFilter, background: getComputedStyle(el).backgroundColor };
      });
    // The browser specs run as a person who asks for less transparency (support/chromium.ts).
    const solid = await look();
    expect(solid.blur).toBe('none');
    const cdp = await context.newCDPSession(page);
    // The context's own media features stay (without reduced motion, the change would start a transition).
    const features = [
      { name: 'prefers-color-scheme', value: 'light' },
      { name: 'prefers-reduced-motion', value: 'reduce' },
      { name: 'prefers-reduced-transparency', value: 'no-preference' },
    ];
    await cdp.send('Emulation.setEmulatedMedia', { features });
    const glass = await look();
    expect(glass.blur).toBe('blur(10px)');
    expect(glass.background).not.toBe(solid.background);
    await context.close();
  });
});

describe('side navigation', () => {
  it("opens from the left with the spec's five places, Insights (issue 24), Tasks (issue 37) and Sign Out, and closes on selection", async () => {
    const { context, page } = await signedIn(member);
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await visible(nav);
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(['Today', 'Current Flow', 'Planning', 'Tasks', 'CoFlow', 'Insights', 'Settings']);
    await nav.getByRole('link', { name: 'Planning' }).click();
    await expectPath(page, '/planning');
    await hidden(nav);
    // Planning is a lazy page: until it renders, the settings page (and its header) is still shown,
    // and a menu opened there closes with it.
    await visible(page.getByRole('heading', { name: 'Your phases and calendar overview' }));

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expectPath(page, '/auth');
    // Signed out for real: the refresh cookie is gone, a reload stays on /auth.
    await page.reload();
    await visible(page.getByText('Find your natural rhythm'));
    await page.goto('/settings');
    await expectPath(page, '/auth');
    await context.close();
  });
});

describe('install banner', () => {
  it('shows on every page but /flow and /install; Install goes to /install; dismissing sticks', async () => {
    const { context, page } = await signedIn(member);
    const banner = page.getByRole('complementary', { name: 'Install FLOW' });
    // One full load, then in-app navigations (a full load each cost Chromium five times as much); the
    // reload at the end proves the dismissal is kept.
    const today = page.getByRole('heading', { name: /Mia/ });
    await page.goto('/');
    await visible(today);
    await visible(banner.getByText('Install FLOW for quick access'));
    await navigate(page, '/settings');
    await visible(page.getByLabel('Email'));
    await visible(banner);
    await navigate(page, '/flow');
    await visible(page.getByRole('heading', { name: 'Your Current Flow' }));
    await hidden(banner);
    expect(await banner.count()).toBe(0);
    await navigate(page, '/');
    await visible(today);
    await banner.getByRole('button', { name: 'Install', exact: true }).click();
    await expectPath(page, '/install');
    // The install page is a lazy chunk: the old page (with the banner) stays until it has loaded.
    await hidden(banner);
    await navigate(page, '/');
    await visible(today);
    await banner.getByRole('button', { name: 'Dismiss install banner' }).click();
    await hidden(banner);
    await page.reload();
    await visible(today);
    expect(await banner.count()).toBe(0);
    await context.close();
  });

  it('is not shown when the app runs standalone', async () => {
    const context = await newContext(browser);
    await context.addInitScript(() => {
      const original = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        query.includes('display-mode: standalone') ? ({ ...original(query), matches: true, media: query } as MediaQueryList) : original(query);
    });
    const page = await context.newPage();
    await page.goto('/auth');
    await visible(page.getByText('Find your natural rhythm'));
    expect(await page.getByText('Install FLOW for quick access').count()).toBe(0);
    await page.goto('/install');
    await visible(page.getByRole('heading', { name: 'Already Installed' }));
    await page.getByRole('button', { name: 'Open Current Flow' }).click();
    await expectPath(page, '/auth');
    await context.close();
  });
});

describe('install page', () => {
  it('offers the browser prompt and says "App installed successfully!"', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/install');
    await visible(page.getByRole('heading', { name: 'Why install?' }));
    for (const reason of ['Quick access from your home screen', 'Works offline', 'Faster loading', 'No app store needed'])
      await visible(page.getByText(reason));
    // The browser decides when to offer installation; stand in for its event.
    await page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => undefined,
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(event);
    });
    await page.getByRole('button', { name: 'Install App' }).click();
    await expectToast(page, 'App installed successfully!');
    await visible(page.getByRole('heading', { name: 'Already Installed' }));
    await context.close();
  });

  it('shows the manual steps on iOS, and Skip and Continue goes to /flow', async () => {
    const context = await newContext(browser, {
      viewportName: 'mobile',
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    });
    await signInContext(context, member);
    const page = await context.newPage();
    await page.goto('/install');
    const steps = page.getByTestId('ios-steps');
    await visible(steps);
    await visible(steps.getByText('Share'));
    await visible(steps.getByText("'Add to Home Screen'"));
    await visible(steps.getByText('Add', { exact: true }));
    await page.getByRole('button', { name: 'Skip and Continue' }).click();
    await expectPath(page, '/flow');
    await context.close();
  });
});

describe('time-of-day palette', () => {
  it('writes the morning colours at 08:00 and the evening colours at 20:00', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date('2026-11-23T08:00:00Z'));
    await page.goto('/auth');
    await visible(page.getByText('Find your natural rhythm'));
    expect(await cssVar(page, '--dynamic-primary')).toBe(MORNING_PRIMARY);
    expect(await page.evaluate(() => document.documentElement.dataset.period)).toBe('morning');
    const morningButton = await page.getByRole('button', { name: 'Sign In', exact: true }).evaluate((el) => getComputedStyle(el).backgroundColor);

    await page.clock.setFixedTime(new Date('2026-11-23T20:00:00Z'));
    await page.reload();
    await visible(page.getByText('Find your natural rhythm'));
    expect(await cssVar(page, '--dynamic-primary')).toBe(EVENING_PRIMARY);
    for (const name of ['--dynamic-secondary', '--dynamic-tertiary', '--dynamic-accent', '--primary', '--accent', '--ring'])
      expect(await cssVar(page, name)).not.toBe('');
    const eveningButton = await page.getByRole('button', { name: 'Sign In', exact: true }).evaluate((el) => getComputedStyle(el).backgroundColor);
    // The page's buttons really follow the palette.
    expect(eveningButton).not.toBe(morningButton);
    await context.close();
  });

  it('recomputes the period every 60 s while the page stays open', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.clock.install({ time: new Date('2026-11-23T09:59:30Z') });
    await page.goto('/auth');
    await visible(page.getByText('Find your natural rhythm'));
    expect(await cssVar(page, '--dynamic-primary')).toBe(MORNING_PRIMARY);
    await page.clock.runFor(61_000);
    expect(await cssVar(page, '--dynamic-primary')).toBe(MIDDAY_PRIMARY);
    await context.close();
  });
});

describe('toasts', () => {
  it('are readable (contrast) once shown, and Alt+T reaches them', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const toast = page.getByTestId('toast');
    await visible(toast);
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid=toast]')].every((t) => getComputedStyle(t).opacity === '1'));
    await expectNoSeriousAxeViolations(page, { include: '[data-scope=toast]' });
    await page.keyboard.press('Alt+T');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-scope=toast]')))).toBe(true);
    await context.close();
  });
});

describe('theme choice', () => {
  it('persists light / dark / system across reloads', async () => {
    const { context, page } = await signedIn(member, { colorScheme: 'light' });
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Preferences' }).click();
    await visible(page.getByText('Theme', { exact: true }));
    await page.getByText('Dark', { exact: true }).click();
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await page.reload();
    await visible(page.getByRole('tab', { name: 'Personal' }));
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    const darkBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

    await page.getByRole('tab', { name: 'Preferences' }).click();
    await page.getByText('System', { exact: true }).click();
    await page.waitForFunction(() => document.documentElement.classList.contains('light'));
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(darkBg);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await visible(page.getByRole('tab', { name: 'Personal' }));
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await context.close();
  });
});

describe('PWA', () => {
  it('serves /sw.js uncached, registers it on load, and links the manifest with icons', async () => {
    const sw = await api().request('GET', '/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(sw.headers.get('content-type')).toMatch(/javascript/);
    expect(String(sw.body)).toContain('/index.html');

    const manifest = await api().get('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    const icons = (typeof manifest.body === 'string' ? JSON.parse(manifest.body) : manifest.body).icons as { src: string; sizes: string }[];
    expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of icons) expect((await api().request('GET', icon.src)).status).toBe(200);

    const context = await newContext(browser, { serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto('/auth');
    const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(scriptUrl).toMatch(/\/sw\.js$/);
    await context.close();
  });

  it('loads the app shell and the last data offline', async () => {
    const { context, page } = await signedIn(member, { serviceWorkers: 'allow' });
    await page.goto('/');
    await visible(page.getByRole('heading', { name: /Mia/ }));
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      // Controlled once the worker has claimed the page.
      if (!navigator.serviceWorker.controller) await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
    });
    // One more online load through the worker keeps the profile answer for later.
    await page.reload();
    await visible(page.getByTestId('daily-reflection'));

    await context.setOffline(true);
    await page.reload();
    await visible(page.getByText('You are offline. Showing your last saved flow.'));
    await visible(page.getByTestId('daily-reflection'));
    await page.goto('/privacy-policy');
    await visible(page.getByRole('heading', { name: 'Privacy Policy', level: 1 }));
    await context.setOffline(false);
    await context.close();
  });
});
