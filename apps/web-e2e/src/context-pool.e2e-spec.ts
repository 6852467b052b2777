/** @jest-environment <rootDir>/apps/web-e2e/src/support/browser-environment.ts */
import type { Browser, Page } from 'playwright-core';
import { newContext, sharedBrowser } from './support/e2e';

jest.setTimeout(120_000);

// The browser specs reuse a closed scenario's context for the next one with the same options
// (support/context-pool.ts): the next scenario must start as a stranger to the app all the same.
let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});

/** Everything a scenario can leave in the browser for the app's origin. */
async function leftBehind(page: Page) {
  const cookies = await page.context().cookies();
  return page.evaluate(
    async ({ cookieCount }) => {
      const databases = (await indexedDB.databases()).map((database) => database.name);
      // Not the marker of a session refresh in flight: the app's own start writes it and removes it when the refresh
      // answers (a check while the answer was slow under load counted it).
      const local = Object.keys(localStorage).filter((key) => key !== 'flow.refreshInFlight').length;
      return { cookies: cookieCount, local, session: sessionStorage.length, databases, caches: await caches.keys() };
    },
    { cookieCount: cookies.length },
  );
}

async function leaveTraces(page: Page): Promise<void> {
  await page.context().addCookies([{ name: 'flow_trace', value: '1', url: page.url() }]);
  await page.evaluate(async () => {
    localStorage.setItem('flow.trace', '1');
    sessionStorage.setItem('flow.trace', '1');
    await caches.open('flow-trace');
    await new Promise((resolve, reject) => {
      const request = indexedDB.open('flow-trace');
      request.onsuccess = () => (request.result.close(), resolve(null));
      request.onerror = () => reject(request.error);
    });
  });
}

describe('a reused scenario context', () => {
  it('keeps the page, and forgets the cookies, storage, caches and listeners of the scenario before', async () => {
    const first = await newContext(browser);
    const page = await first.newPage();
    await page.goto('/auth');
    await leaveTraces(page);
    const heard: string[] = [];
    page.on('console', (message) => heard.push(message.text()));
    expect(await leftBehind(page)).toEqual({ cookies: 1, local: 1, session: 1, databases: ['flow-trace'], caches: ['flow-trace'] });
    await first.close();

    const second = await newContext(browser);
    expect(second).toBe(first);
    const again = await second.newPage();
    expect(again).toBe(page);
    await again.goto('/auth');
    expect(await leftBehind(again)).toEqual({ cookies: 0, local: 0, session: 0, databases: [], caches: [] });
    await again.evaluate(() => console.log('second scenario'));
    expect(heard).not.toContain('second scenario');
    await second.close();
  });

  it('is a new one when the options differ, and when a scenario did what a context cannot forget', async () => {
    const desktop = await newContext(browser);
    await (await desktop.newPage()).goto('/auth');
    await desktop.close();
    const mobile = await newContext(browser, { viewportName: 'mobile' });
    expect(mobile).not.toBe(desktop);
    await mobile.close();

    const clocked = await newContext(browser);
    expect(clocked).toBe(desktop);
    const page = await clocked.newPage();
    await page.clock.setFixedTime(new Date('2026-01-05T09:00:00Z'));
    await page.goto('/auth');
    await clocked.close();
    const next = await newContext(browser);
    expect(next).not.toBe(clocked);
    const nextPage = await next.newPage();
    await nextPage.goto('/auth');
    expect(await nextPage.evaluate(() => Date.now())).not.toBe(Date.parse('2026-01-05T09:00:00Z'));
    await next.close();
  });
});
