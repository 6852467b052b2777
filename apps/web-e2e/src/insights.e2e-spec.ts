/** @jest-environment <rootDir>/apps/web-e2e/src/support/browser-environment.ts */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { Insights } from '@flow/contracts';
// module-boundaries-allow-next-line -- the seeds are chosen with the engine itself (the check-in times that tell it most), not asserted through it.
import { chartEnergyCurve, learnRhythm, type EnergyObservation } from '@flow/rhythm';
import {
  api,
  expectNoSeriousAxeViolations,
  expectToast,
  sharedBrowser,
  newContext,
  onboardUser,
  screenshot,
  signInContext,
  signUpUser,
  visible,
  type TestUser,
} from './support/e2e';

jest.setTimeout(180_000);

/** How much later than the chart this person's energy runs. */
const SHIFT = 120;

let browser: Browser;
let user: TestUser;
beforeAll(async () => {
  [browser, user] = await Promise.all([sharedBrowser(), signUpUser('insights')]);
  await onboardUser(user, { full_name: 'Iris Insight' });
});

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * Seven past check-ins of a person whose day runs two hours after their chart, placed where they say
 * the most about the shift: just short of the eight FLOW needs before it trusts what it learned.
 */
function informativeCheckins(peak: { start: number; end: number }): { seeds: EnergyObservation[]; energyAt: (minute: number) => number } {
  const curve = chartEnergyCurve(peak);
  const energyAt = (minute: number) => Math.round(curve[(((minute - SHIFT) % 1440) + 1440) % 1440]);
  const seeds: EnergyObservation[] = [];
  for (let k = 0; k < 7; k++) {
    let best = { minute: 420, sd: Infinity };
    for (let minute = 420; minute <= 1320; minute += 15) {
      const sd = learnRhythm(peak, [...seeds, { minute, energy: energyAt(minute) }]).summary().shiftSd;
      if (sd < best.sd) best = { minute, sd };
    }
    seeds.push({ minute: best.minute, energy: energyAt(best.minute) });
  }
  return { seeds, energyAt };
}

describe('energy check-ins and Insights', () => {
  it('a check-in on Today changes the Insights chart and, once FLOW is confident, Today’s rhythm', async () => {
    const first = Insights.parse((await api().request('GET', '/api/insights', { token: user.accessToken, headers: { 'x-time-zone': 'UTC' } })).body);
    const chartPeak = { start: minutesOf(first.chartPeakWindow.start), end: minutesOf(first.chartPeakWindow.end) };
    const { seeds, energyAt } = informativeCheckins(chartPeak);
    for (const [i, seed] of seeds.entries()) {
      const day = new Date(Date.now() - (i + 1) * 86_400_000).toISOString().slice(0, 10);
      const at = new Date(Date.parse(`${day}T00:00:00Z`) + seed.minute * 60_000).toISOString();
      expect((await api().post('/api/checkins', { energy: seed.energy, at }, user.accessToken)).status).toBe(201);
    }
    const nowMinute = new Date().getUTCHours() * 60 + new Date().getUTCMinutes();
    const tap = energyAt(nowMinute);
    // The setup is what the test says it is: seven are not enough, the eighth (today's tap) is.
    expect(learnRhythm(chartPeak, seeds).summary().learned).toBe(false);
    expect(learnRhythm(chartPeak, [...seeds, { minute: nowMinute, energy: tap }]).summary().learned).toBe(true);

    const context = await newContext(browser);
    await signInContext(context, user);
    const page = await context.newPage();

    // Insights before: seven dots, not learned yet, the chart's peak.
    await page.goto('/insights');
    await visible(page.getByTestId('insights-chart'));
    await visible(page.getByText('7 check-ins so far: your day still follows your chart until FLOW is confident.'));
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=insights-chart] .recharts-scatter-symbol').length === 7);
    await expectNoSeriousAxeViolations(page);

    // Today: the NOW card follows the chart; one tap checks in.
    await page.getByRole('link', { name: 'Back to Today' }).click();
    const source = page.getByTestId('rhythm-source');
    await visible(source);
    expect(await source.innerText()).toContain('Rhythm from your chart');
    const peakBefore = await page.getByTestId('todays-rhythm').innerText();
    const panel = page.getByTestId('checkin-panel');
    await panel.getByRole('radio', { name: new RegExp(`^Energy ${tap} of 5 `) }).click();
    await panel.getByRole('button', { name: /^Save check-in: / }).click();
    await expectToast(page, 'Checked in');

    // Today changes: the rhythm is learned and the peak hours move.
    await visible(page.getByText('Rhythm learned from your check-ins'), 30_000);
    const learned = Insights.parse((await api().request('GET', '/api/insights', { token: user.accessToken, headers: { 'x-time-zone': 'UTC' } })).body);
    expect(learned.learned).toBe(true);
    expect(minutesOf(learned.peakWindow.start)).toBeGreaterThan(chartPeak.start + 60);
    // Today and Insights show the day's one peak (issue 36): the learned window laid out on the day's 15-minute grid.
    const flow = (await api().request('GET', '/api/daily-flow', { token: user.accessToken, headers: { 'x-time-zone': 'UTC' } })).body as {
      peakWindow: { start: string; end: string };
    };
    expect({ start: flow.peakWindow.start, end: flow.peakWindow.end }).toEqual(learned.peakWindow);
    await visible(page.getByTestId('todays-rhythm').getByText(`${flow.peakWindow.start} to ${flow.peakWindow.end}`), 30_000);
    expect(await page.getByTestId('todays-rhythm').innerText()).not.toBe(peakBefore);
    await screenshot(page, 'today-learned');

    // Insights after: eight dots, the learned sentence, the learned peak beside the chart's.
    await page.getByRole('link', { name: 'See Insights' }).first().click();
    await visible(page.getByText(/^Learned from 8 check-ins over [12] weeks?: your peak starts \d+ min later than your chart suggests$/));
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=insights-chart] .recharts-scatter-symbol').length === 8);
    // On the person's clock: this browser's locale (en-US) writes the 12-hour one unless Settings say otherwise.
    const clock12 = (hhmm: string) => {
      const [h, m] = hhmm.split(':').map(Number);
      return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
    };
    await visible(page.getByText(`${clock12(learned.peakWindow.start)}–${clock12(learned.peakWindow.end)}`));
    await screenshot(page, 'insights-learned');
    await context.close();
  });

  it('is reachable from the side navigation, and loads the charting library only there', async () => {
    const context = await newContext(browser, { viewportName: 'mobile' });
    await signInContext(context, user);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('response', (r) => r.request().resourceType() === 'script' && scripts.push(r.url()));
    await page.goto('/');
    await visible(page.getByTestId('checkin-panel'));
    // App chunks are named by their hash (vite.config.ts): the build's manifest says which one is Insights'
    // page, the chunk that holds the charting library.
    const dist = path.join(__dirname, '../../web/dist');
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
    const insightsChunk = manifest['src/features/insights/components/insights-page.tsx']!.file;
    expect(fs.readFileSync(path.join(dist, insightsChunk), 'utf8')).toMatch(/recharts/);
    const chartFiles = (list: string[]) => list.filter((u) => u.endsWith(insightsChunk));
    expect(chartFiles(scripts)).toEqual([]);
    await page
      .getByRole('button', { name: /menu|navigation/i })
      .first()
      .click();
    await page.getByRole('link', { name: 'Insights', exact: true }).click();
    await visible(page.getByTestId('insights-chart'));
    expect(chartFiles(scripts).length).toBeGreaterThan(0);
    await screenshot(page, 'insights-mobile');
    await context.close();
  });
});
