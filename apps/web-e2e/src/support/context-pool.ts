import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * Scenario contexts reused by the spec files of a jest worker (this module is loaded once per worker, by
 * browser-environment.ts, outside jest's per-file module registry). A new context cost Chromium two renderer
 * processes (the blank tab's and the app's) that parsed and compiled the whole app again: 3.4 CPU-s per scenario
 * that opened Today, 1.9 when the same page, cleared, opened it for the next person (ten scenarios side by side),
 * and half the wall time. A scenario still starts as a stranger to the app: when it closes its context, the page
 * leaves the app for a same-origin page that runs no script (`PARK_PATH`), then its cookies and storage (local,
 * session, IndexedDB, caches) are cleared, the viewport set back, and its listeners removed. What cannot be undone
 * (a fake clock, permissions, init scripts, routes, exposed functions, headers, a CDP session, a second page…)
 * makes the context a one-off, closed for real.
 */
const PARK_PATH = '/api/health';

/** Methods whose effect outlives the scenario: calling one makes the context a one-off. */
const LASTING_ON_BOTH = ['addInitScript', 'route', 'routeFromHAR', 'routeWebSocket', 'exposeBinding', 'exposeFunction', 'setExtraHTTPHeaders'] as const;
const CONTEXT_LASTING = [
  ...LASTING_ON_BOTH,
  'grantPermissions',
  'setGeolocation',
  'setOffline',
  'setHTTPCredentials',
  'newCDPSession',
  'on',
  'once',
  'addListener',
  'prependListener',
] as const;
const PAGE_LASTING = [...LASTING_ON_BOTH, 'emulateMedia', 'addLocatorHandler'] as const;
const CLOCK_METHODS = ['install', 'setFixedTime', 'setSystemTime', 'runFor', 'fastForward', 'pauseAt', 'resume'] as const;
const LISTENER_METHODS = ['on', 'once', 'addListener', 'prependListener'] as const;

interface Scenario {
  page?: Page;
  /** A scenario did something its context cannot forget. */
  oneOff: boolean;
  /** The test's listeners on the page, removed when the scenario ends. */
  listeners: [string, (...args: unknown[]) => unknown][];
  viewport: { width: number; height: number } | null;
}

const idle = new Map<string, BrowserContext[]>();
const closed = new WeakSet<BrowserContext>();

/** True when the context waits, parked, for a next scenario (the file that used it has closed it). */
export function isIdle(context: BrowserContext): boolean {
  return [...idle.values()].some((contexts) => contexts.includes(context));
}

/** Marks the scenario a one-off when `object[name]` is called. */
function lasting(object: object, names: readonly string[], scenario: () => Scenario): void {
  const target = object as Record<string, (...args: unknown[]) => unknown>;
  for (const name of names) {
    const original = target[name];
    if (typeof original !== 'function') continue;
    target[name] = function (this: unknown, ...args: unknown[]) {
      scenario().oneOff = true;
      return original.apply(this, args);
    };
  }
}

/**
 * A context for `key` (equal options, equal context): an idle one from an earlier scenario, else
 * `open()`'s, whose first page `preparePage` readies (the page is kept for the next scenarios). `appOrigin` is
 * the only origin a reused context may have visited: its storage is what is cleared.
 */
export async function pooledContext(
  browser: Browser,
  { key, appOrigin }: { key: string; appOrigin: string },
  open: () => Promise<BrowserContext>,
  preparePage: (page: Page) => Page,
): Promise<BrowserContext> {
  const reusable = (idle.get(key) ?? []).filter((context) => context.browser() === browser && !closed.has(context));
  // The last one parked: the scenario that closed a context gets it back.
  const reused = reusable.pop();
  idle.set(key, reusable);
  if (reused) return reused;

  const context = await open();
  context.once('close', () => closed.add(context));
  const cdpSession = context.newCDPSession.bind(context);
  let scenario: Scenario = { oneOff: false, listeners: [], viewport: null };
  const current = () => scenario;
  lasting(context, CONTEXT_LASTING, current);
  lasting(context.clock, CLOCK_METHODS, current);
  const newPage = context.newPage.bind(context);
  context.newPage = async () => {
    if (scenario.page && !scenario.page.isClosed() && scenario.viewport) {
      // A second tab in one scenario: kept simple, the context is not reused.
      scenario.oneOff = true;
      return preparePage(await newPage());
    }
    if (!scenario.page || scenario.page.isClosed()) scenario.page = ownPage(preparePage(await newPage()), current);
    scenario.viewport = scenario.page.viewportSize();
    return scenario.page;
  };
  const close = context.close.bind(context);
  context.close = async (closeOptions) => {
    const ended = scenario;
    scenario = { oneOff: false, listeners: [], viewport: null, page: ended.page };
    const park = async (page: Page) => {
      for (const [event, listener] of ended.listeners) page.off(event as 'close', listener);
      if (new URL(page.url()).origin !== appOrigin) return false;
      // Off the app first: a running app could write its storage again after it was cleared. The frame's own
      // goto: the page's waits for the app to take over.
      await page.mainFrame().goto(new URL(PARK_PATH, appOrigin).href, { waitUntil: 'commit' });
      await page.evaluate(() => sessionStorage.clear());
      await context.clearCookies();
      const cdp = await cdpSession(page);
      await cdp.send('Storage.clearDataForOrigin', { origin: appOrigin, storageTypes: 'all' });
      await cdp.detach();
      const size = page.viewportSize();
      if (ended.viewport && (size?.width !== ended.viewport.width || size?.height !== ended.viewport.height)) await page.setViewportSize(ended.viewport);
      return true;
    };
    const page = ended.page;
    const parked = !ended.oneOff && page && !page.isClosed() && ended.viewport && (await park(page).catch(() => false));
    if (!parked) return close(closeOptions);
    idle.set(key, [...(idle.get(key) ?? []), context]);
  };
  return context;
}

/** The context's kept page: what the scenario does to it that lasts makes it a one-off; its listeners are recorded. */
function ownPage(page: Page, scenario: () => Scenario): Page {
  lasting(page, PAGE_LASTING, scenario);
  // The test's listeners are removed at the end; Playwright's own (`once` on close and crash) are not touched.
  for (const name of LISTENER_METHODS) {
    const original = page[name].bind(page) as (event: string, listener: (...args: unknown[]) => unknown) => Page;
    (page as unknown as Record<string, unknown>)[name] = (event: string, listener: (...args: unknown[]) => unknown) => {
      scenario().listeners.push([event, listener]);
      return original(event, listener);
    };
  }
  return page;
}
