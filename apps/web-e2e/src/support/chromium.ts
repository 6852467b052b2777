import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/**
 * How the browser specs start Chromium. Plain Node (no `@flow/*` imports): the browser environment
 * (browser-environment.ts) loads this outside jest's module registry.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Interpreter and baseline code only: a test's page lives seconds, and V8's optimising compilers (Maglev,
  // TurboFan) spent more CPU compiling than their code saved. The day-planning spec's whole tree (Chromium, the
  // services, jest): 97 and 108 CPU-s with them, 91 and 85 without, side by side.
  '--js-flags=--no-opt,--no-maglev',
  // As a person who asks for less transparency: the sticky header is a solid bar, not frosted glass. Its blur
  // cost the GPU process a third of its CPU in the day-planning and timeline specs (redrawn under every change
  // that scrolls or paints beneath it). The shell spec checks both looks.
  '--blink-settings=prefersReducedTransparency=true',
];

/**
 * Chromium's headless shell when installed (Debian's chromium-headless-shell, which .ci/run installs): the
 * same Blink and V8 without the full browser around them, as Playwright runs headless by default; it took
 * a third less CPU for the same pages, and Chromium is the largest share of the integration run's CPU.
 * The shell has no push messaging: the push spec asks for the full browser. `CHROMIUM_PATH` chooses another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export function chromiumPath({ fullBrowser = false } = {}): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return !fullBrowser && fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium';
}

export function launchChromium(options: { fullBrowser?: boolean } = {}): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(options), args: CHROMIUM_ARGS });
}
