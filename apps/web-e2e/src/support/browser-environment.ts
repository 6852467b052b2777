import NodeEnvironment from 'jest-environment-node';
import type { Browser } from 'playwright-core';
import { launchChromium } from './chromium';
import { isIdle, pooledContext } from './context-pool';

/**
 * The browser specs' jest environment: one Chromium per jest worker, shared by the spec files that
 * worker runs, and the worker's pool of scenario contexts (context-pool.ts). Starting a browser per file cost a
 * launch and a cold browser process each time. Jest loads this module with Node's own `require`,
 * once per worker, so the browser and the pool outlive each file's sandbox. When a file ends, its contexts
 * are closed, except those parked in the pool (on a page that runs no script), so none keeps a page running
 * into the next file. A worker process keeps its browser until it exits (Playwright closes it then); in band
 * (one process, which could not end while a browser ran) it closes when no next file has started half a second later.
 * Spec files choose it with the docblock `@jest-environment <rootDir>/apps/web-e2e/src/support/browser-environment.ts`.
 */
const IDLE_CLOSE_MS = 500;
let shared: Promise<Browser> | undefined;
let idleClose: NodeJS.Timeout | undefined;

async function sharedBrowser(): Promise<Browser> {
  const current = shared && (await shared.catch(() => undefined));
  if (current?.isConnected()) return current;
  shared = launchChromium();
  return shared;
}

function closeShared(): void {
  const closing = shared;
  shared = undefined;
  closing?.then((browser) => browser.close()).catch(() => undefined);
}

export default class BrowserEnvironment extends NodeEnvironment {
  override async setup(): Promise<void> {
    clearTimeout(idleClose);
    await super.setup();
    this.global.__flowSharedBrowser = sharedBrowser;
    this.global.__flowContextPool = pooledContext;
  }

  override async teardown(): Promise<void> {
    const browser = shared && (await shared.catch(() => undefined));
    if (browser?.isConnected())
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !isIdle(context))
          .map((context) => context.close().catch(() => undefined)),
      );
    // A jest worker is a child process with an IPC channel; in band, the tests run in jest's own process.
    if (!process.send) {
      idleClose = setTimeout(closeShared, IDLE_CLOSE_MS);
      idleClose.unref();
    }
    await super.teardown();
  }
}
