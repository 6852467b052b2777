import NodeEnvironment from 'jest-environment-node';
import type { Browser } from 'playwright-core';
import { launchChromium } from './chromium';

/**
 * The browser specs' jest environment: one Chromium per jest worker, shared by the spec files that
 * worker runs (each file's scenarios still get fresh contexts). Starting a browser per file cost a
 * launch and a cold browser process each time. Jest loads this module with Node's own `require`,
 * once per worker, so the browser below outlives each file's sandbox. A file's contexts are closed
 * when the file ends, so none keeps a page running into the next; the browser itself closes when no
 * next file has started half a second later (a run in band, one file alone, could not end otherwise).
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
  }

  override async teardown(): Promise<void> {
    const browser = shared && (await shared.catch(() => undefined));
    if (browser?.isConnected()) await Promise.all(browser.contexts().map((context) => context.close().catch(() => undefined)));
    idleClose = setTimeout(closeShared, IDLE_CLOSE_MS);
    idleClose.unref();
    await super.teardown();
  }
}
