import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { confirmEmail, expectEventually, mailedTokens, REPO_ROOT, sharedGatewayUrl, TestHttpClient, uniqueEmail } from '@flow/testing';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import type { launchChromium } from './chromium';
import type { pooledContext } from './context-pool';

/**
 * Browser end-to-end support: Debian's Chromium driven by playwright-core against the stack the
 * integration global setup started (real services + a gateway that serves the built web app).
 * One browser per jest worker (sharedBrowser); each scenario starts in a clean context (support/context-pool.ts).
 */

export const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } } as const;
export type ViewportName = keyof typeof VIEWPORTS;
export const ARTIFACTS_DIR = path.join(REPO_ROOT, 'test-artifacts', 'web');
/** Where the test services write e-mails (libs/testing processEnv). */
export const PASSWORD = 'flow-secret-1';

export const appUrl = () => sharedGatewayUrl();
export const api = () => new TestHttpClient(appUrl());

/**
 * This spec file's browser: the jest worker's shared one (browser-environment.ts, which the file names in
 * its `@jest-environment` docblock); the file does not close it. Its contexts are closed when the file ends.
 */
export function sharedBrowser(): Promise<Browser> {
  const shared = (globalThis as { __flowSharedBrowser?: () => Promise<Browser> }).__flowSharedBrowser;
  if (!shared) throw new Error('a browser spec runs in support/browser-environment.ts: add its @jest-environment docblock');
  return shared();
}

/**
 * A browser of the file's own, which the file closes: the full browser (the headless shell has no push messaging).
 * playwright-core is loaded here only: every browser spec file ran its half second of module code again.
 */
export async function launchBrowser(options: Parameters<typeof launchChromium>[0] = {}): Promise<Browser> {
  const chromium = await import('./chromium');
  return chromium.launchChromium(options);
}

/** The jest worker's pool of scenario contexts (browser-environment.ts). */
function contextPool(): typeof pooledContext {
  const pool = (globalThis as { __flowContextPool?: typeof pooledContext }).__flowContextPool;
  if (!pool) throw new Error('a browser spec runs in support/browser-environment.ts: add its @jest-environment docblock');
  return pool;
}

export interface ContextOptions extends BrowserContextOptions {
  viewportName?: ViewportName;
  /** Default true: the /auth intro is skipped (its own spec turns motion back on). */
  reduceMotion?: boolean;
  baseURL?: string;
}

/**
 * A clean browser profile at a spec viewport, in UTC so clock-based tests are deterministic: one an earlier
 * scenario closed with the same options, cleared (support/context-pool.ts), else a new one. The service
 * worker is blocked unless a spec asks for it (`serviceWorkers: 'allow'`: the PWA and push specs): left to
 * register, it precached the whole built app (174 files) in every new context, and Chromium spent that
 * CPU in each of the suite's scenarios that never read the cache. Each page's
 * `goto` and `reload` return once the app has taken the page over: the public pages are HTML that works alone and
 * load the app after the first paint (apps/web/public/load-app.js), as for a person, a touch loads it
 * at once; a test that taps before that would post the form to the gateway instead (phone-first spec).
 */
export async function newContext(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
  if (options.javaScriptEnabled === false) return openContext(browser, options);
  // Contexts whose set-up lasts (permissions, a service worker) are not reused.
  if (options.permissions || options.serviceWorkers === 'allow') return withAppPages(await openContext(browser, options));
  const appOrigin = new URL(options.baseURL ?? appUrl()).origin;
  // Keyed by what the context is, not how the spec wrote it: `{}`, `{ viewportName: 'desktop' }` and
  // `{ reduceMotion: true }` are one context (a new one costs Chromium a cold start of the app, about 2 CPU-s).
  const effective: Record<string, unknown> = { ...withDefaults(options), appOrigin };
  const key = JSON.stringify(
    Object.keys(effective)
      .sort()
      .map((name) => [name, effective[name]]),
  );
  return contextPool()(browser, { key, appOrigin }, () => openContext(browser, options), appPage);
}

function withAppPages(context: BrowserContext): BrowserContext {
  const newPage = context.newPage.bind(context);
  context.newPage = async () => appPage(await newPage());
  return context;
}

/** The page's `goto` and `reload` return once the app has taken it over. */
function appPage(page: Page): Page {
  const appTakesOver = async () => {
    await page.dispatchEvent('html', 'pointerdown').catch(() => undefined);
    await page.waitForSelector('html[data-app="ready"]', { state: 'attached', timeout: 60_000 });
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, gotoOptions) => {
    const response = await goto(url, gotoOptions);
    if (/^(about|data):/.test(url)) return response; // not the app: nothing takes it over
    await appTakesOver();
    return response;
  };
  // A reload starts the app again: under load its start alone took longer than a step's 20 s wait.
  const reload = page.reload.bind(page);
  page.reload = async (reloadOptions) => {
    const response = await reload(reloadOptions);
    if (!/^(about|data):/.test(page.url())) await appTakesOver();
    return response;
  };
  return page;
}

/** A scenario's context unless its spec says otherwise (Playwright's own default colour scheme is light). */
const CONTEXT_DEFAULTS = {
  viewportName: 'desktop',
  reduceMotion: true,
  timezoneId: 'UTC',
  locale: 'en-US',
  serviceWorkers: 'block',
  colorScheme: 'light',
} as const satisfies ContextOptions;

/** The options with the defaults in place of those a spec left out (or passed as undefined). */
function withDefaults(options: ContextOptions) {
  const given = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as ContextOptions;
  return { ...CONTEXT_DEFAULTS, ...given };
}

function openContext(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
  const { viewportName, reduceMotion, ...rest } = withDefaults(options);
  const mobile = viewportName === 'mobile';
  return browser.newContext({
    baseURL: appUrl(),
    viewport: VIEWPORTS[viewportName],
    hasTouch: mobile,
    isMobile: mobile,
    reducedMotion: reduceMotion ? 'reduce' : 'no-preference',
    ...rest,
  });
}

export interface TestUser {
  email: string;
  password: string;
  accessToken: string;
  userId: string;
}

/** Signs a new user up through the API (as the browser would, but without the UI). */
/** A new account; its address confirmed through the mailed link unless `confirm: false`. */
export async function signUpUser(tag = 'web', fullName?: string, options: { confirm?: boolean } = {}): Promise<TestUser> {
  const email = uniqueEmail(tag);
  const res = await api().post('/api/auth/signup', { email, password: PASSWORD, ...(fullName ? { fullName } : {}) });
  if (res.status !== 201 && res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  if (options.confirm !== false) await confirmEmail(appUrl(), email);
  return { email, password: PASSWORD, accessToken: res.body.access_token, userId: res.body.user.id };
}

export const BIRTH = { full_name: 'Ada Flow', birth_date: '1990-04-15', birth_time: '08:30', birth_location: 'London, United Kingdom' };

/** Completes onboarding through the API (profile-chart computes and stores the blueprint). */
export async function onboardUser(user: TestUser, details: Partial<typeof BIRTH> = {}): Promise<void> {
  const res = await api().patch('/api/profile', { ...BIRTH, ...details, onboarding_completed: true, time_zone: 'UTC' }, user.accessToken);
  if (res.status !== 200) throw new Error(`onboarding failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/**
 * Signs the user in inside a browser context: a fresh session through the API, its refresh token
 * set as the HttpOnly cookie the app uses. Each context gets its own session (refresh tokens
 * rotate; sharing one between contexts would look like reuse and revoke it).
 */
export async function signInContext(context: BrowserContext, user: TestUser): Promise<void> {
  const res = await api().post('/api/auth/signin', { email: user.email, password: user.password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  const url = new URL(appUrl());
  await context.addCookies([
    { name: 'flow_refresh', value: res.body.refresh_token, domain: url.hostname, path: '/api/auth', httpOnly: true, sameSite: 'Lax', secure: false },
  ]);
}

/**
 * Goes to `path` inside the app already running on the page, as a link does (the router follows the
 * history change), for a step that only needs to be on that page. A full load (`page.goto`) runs the
 * app's scripts, styles and first render again: about 2 CPU-s of Chromium each, five times this.
 */
export async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/**
 * Saves a screenshot of what the viewport shows (1280×800 or 390×844) as test-artifacts/web/<name>-<viewport>.png;
 * the whole scrolled page with FLOW_E2E_FULL_PAGE=1. A full page cost Chromium a relayout at the page's full
 * height and a PNG of it (a second of CPU each, ten times the viewport's) for an artifact nothing asserts.
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const size = page.viewportSize();
  const viewport = size && size.width < 768 ? 'mobile' : 'desktop';
  const file = path.join(ARTIFACTS_DIR, `${name}-${viewport}.png`);
  await page.screenshot({ path: file, fullPage: process.env.FLOW_E2E_FULL_PAGE === '1' });
  return file;
}

/**
 * Runs axe-core on the page; serious and critical violations fail the test with their details.
 * Toasts are left out by default: they fade in and out, and a half-faded one reads as low contrast
 * (settled toasts get a scan of their own with `{ include: '[data-scope=toast]' }`).
 */
export async function expectNoSeriousAxeViolations(page: Page, { include }: { include?: string } = {}): Promise<void> {
  // The scan runs in the page itself (legacy mode): the default runs it in parts, then opens a second page,
  // injects axe-core (half a megabyte) there again and sends it every node's result to combine, which only
  // cross-origin frames need (the app has none). Only violations are kept with all their nodes: the rest,
  // every passing node with its selector and markup, was computed, sent back and never read.
  // axe-core is put into the page once: AxeBuilder sends its source (half a megabyte) twice per scan, and the
  // page compiled it each time, though a page keeps it between scans until it loads again.
  let builder = new AxeBuilder({ page, axeSource: await axeSourceFor(page) })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  builder = include ? builder.include(include) : builder.exclude('[data-scope=toast]');
  await transitionsSettled(page);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  expect({ url: page.url(), violations: serious }).toEqual({ url: page.url(), violations: [] });
}

/**
 * Waits for the page's running transitions and animations that end (not a spinner's): a scan during one
 * reads the colours half way (a button fading in as it is enabled read as low contrast), not what is shown.
 */
async function transitionsSettled(page: Page): Promise<void> {
  await page.evaluate(() => {
    const ending = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined));
    // Bounded: a page that keeps starting new ones is scanned as it is after ten seconds.
    return Promise.race([Promise.all(ending), new Promise((resolve) => setTimeout(resolve, 10_000))]);
  });
}

/** axe-core's source for a page that has none yet (guarded: AxeBuilder injects it twice per scan), else nothing. */
async function axeSourceFor(page: Page): Promise<string> {
  const present = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  return present ? ';' : `if (typeof window.axe?.run !== 'function') {\n${AXE_SOURCE}\n}`;
}

/** The axe-core AxeBuilder injects (its own dependency, so the same version). */
const AXE_SOURCE = (createRequire(require.resolve('@axe-core/playwright'))('axe-core') as { source: string }).source;

/** Generous waits: the CI machine is shared, and a wait only lasts this long when something is wrong. */
export const visible = (locator: Locator, timeout = 20_000) => waitFor(locator, 'visible', timeout);
export const hidden = (locator: Locator, timeout = 20_000) => waitFor(locator, 'hidden', timeout);

/** A wait that ran out says what the page showed instead: its address, headings, alerts and toasts. */
async function waitFor(locator: Locator, state: 'visible' | 'hidden', timeout: number): Promise<void> {
  try {
    await locator.first().waitFor({ state, timeout });
  } catch (error) {
    throw await withWhatPageShows(locator.page(), error);
  }
}

async function withWhatPageShows(page: Page, error: unknown): Promise<unknown> {
  const shown = await page
    .evaluate(() => ({
      url: location.href,
      seen: [...document.querySelectorAll('h1, h2, [role=alert], [role=status], [data-testid=toast]')]
        .map((element) => `${element.tagName.toLowerCase()}: ${(element as HTMLElement).innerText.trim().slice(0, 100)}`)
        .filter((line) => !line.endsWith(': '))
        .slice(0, 15),
    }))
    .catch(() => null);
  if (shown && error instanceof Error) error.message += `\nThe page at ${shown.url} showed:\n  ${shown.seen.join('\n  ')}`;
  return error;
}

/** Waits until the control is shown and enabled (a button that waits for its data). */
export async function expectEnabled(locator: Locator, timeoutMs = 20_000): Promise<void> {
  await visible(locator, timeoutMs);
  await expectEventually(async () => expect(await locator.first().isEnabled()).toBe(true), { timeoutMs });
}

/** Waits for a toast whose text contains `text`. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await visible(page.getByTestId('toast').filter({ hasText: text }));
}

/**
 * Closes every open toast, so the next assertion sees only new ones. Always the first close button: the
 * list shifts as toasts leave (a fixed list of `nth` locators misses the last one). The pointer then leaves
 * the stack, since a toast that slides in under it pauses and would never close by itself.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const close = page.getByRole('button', { name: 'Dismiss notification' });
  await expectEventually(
    async () => {
      if ((await close.count()) > 0)
        await close
          .first()
          .click({ timeout: 2_000 })
          .catch(() => undefined);
      await page.mouse.move(0, 0);
      await hidden(page.getByTestId('toast'), 1_000);
    },
    { timeoutMs: 20_000 },
  );
}

export async function expectPath(page: Page, pathname: string, timeoutMs = 20_000): Promise<void> {
  try {
    await expectEventually(() => expect(new URL(page.url()).pathname).toBe(pathname), { timeoutMs });
  } catch (error) {
    throw await withWhatPageShows(page, error);
  }
}

/** The latest recovery token e-mailed to `email` (the test services write mail as .eml files). */
export async function recoveryToken(email: string): Promise<string> {
  return (await mailedTokens(email, 'recovery')).at(-1)!;
}
