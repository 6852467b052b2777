/** @jest-environment <rootDir>/apps/web-e2e/src/support/browser-environment.ts */
import { expectEventually } from '@flow/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  api,
  expectToast,
  hidden,
  sharedBrowser,
  newContext,
  onboardUser,
  signInContext,
  signUpUser,
  visible,
  type ContextOptions,
  type TestUser,
} from './support/e2e';

/**
 * Issue 39 in the browser: Today opens on its timeline (now and next in a phone's first screen),
 * booking into a block keeps its time, a deletion can be undone, Quick Add works from the keyboard
 * alone, and a check-in says what it saved.
 */
jest.setTimeout(180_000);

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const TOMORROW = addDays(new Date().toISOString().slice(0, 10), 1);
const clock12 = (minutes: number) => `${Math.floor(minutes / 60) % 12 || 12}:${String(minutes % 60).padStart(2, '0')} ${minutes < 720 ? 'AM' : 'PM'}`;

let browser: Browser;
let user: TestUser;
beforeAll(async () => {
  const [b, u] = await Promise.all([sharedBrowser(), signUpUser('timeline', 'Ada Flow')]);
  browser = b;
  user = u;
  await onboardUser(user);
});

async function openAs(options: ContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, options);
  await signInContext(context, user);
  return { context, page: await context.newPage() };
}

const eventsOf = async (date: string) =>
  (await api().get(`/api/events?from=${date}T00:00:00Z&to=${addDays(date, 1)}T00:00:00Z`, user.accessToken)).body.events as {
    id: string;
    title: string;
    start_time: string;
    end_time: string;
  }[];

describe("Today's timeline", () => {
  it('on a 390×844 phone opens on the timeline: the NOW block, the now line and what comes next within the first 600 px', async () => {
    const { context, page } = await openAs({ viewportName: 'mobile' });
    await page.goto('/');
    const now = page.getByTestId('timeline-now');
    await visible(now, 30_000);
    await visible(page.getByTestId('now-line'));
    for (const part of [now, page.getByTestId('now-line')]) {
      const box = (await part.boundingBox())!;
      expect(box.y + box.height).toBeLessThan(600);
    }
    // The timeline comes before the reflection and the rest, and the Quick Add button covers none of it.
    const timeline = (await page.getByTestId('day-timeline').boundingBox())!;
    const rest = (await page.getByTestId('fold-reflection').boundingBox())!;
    expect(timeline.y).toBeLessThan(rest.y);
    const fab = (await page.getByRole('button', { name: 'Quick Add' }).boundingBox())!;
    const nowBox = (await now.boundingBox())!;
    expect(fab.y > nowBox.y + nowBox.height || fab.x > nowBox.x + nowBox.width).toBe(true);
    await context.close();
  });

  it("a returning person sees NOW and NEXT from the kept day before the app runs, and the app's own lines replace them", async () => {
    const { context, page } = await openAs({ viewportName: 'mobile' });
    await page.goto('/');
    const appNow = await page.getByTestId('now-block').textContent({ timeout: 30_000 });
    // The glance is painted by public/glance.js before the app: record what it showed and whether it is gone.
    await context.addInitScript(() => {
      new MutationObserver(() => {
        const glance = document.querySelector('[data-testid="glance-now"]');
        const w = window as unknown as { glanceSeen?: string };
        if (glance && w.glanceSeen === undefined) w.glanceSeen = glance.textContent ?? '';
      }).observe(document, { childList: true, subtree: true });
    });
    await expectEventually(async () => expect(await page.evaluate(() => localStorage.getItem('flow.glance'))).toContain(appNow!));
    await page.reload();
    await visible(page.getByTestId('now-block'), 30_000);
    await hidden(page.getByTestId('glance-now'));
    const seen = await page.evaluate(() => (window as unknown as { glanceSeen?: string }).glanceSeen);
    expect(seen).toBe(appNow);
    await context.close();
  });

  it("tapping a block opens Quick Add with the block's time filled in, and books it", async () => {
    const { context, page } = await openAs();
    await page.goto(`/?day=${TOMORROW}`);
    const block = page.getByTestId('timeline-item-block').nth(3);
    await visible(block, 30_000);
    const [, from, to] = /, (.+) – (.+)$/.exec((await block.getAttribute('aria-label'))!)!;
    await block.click();
    const dialog = page.getByTestId('quick-add');
    await visible(dialog.getByTestId('quick-add-prefilled'));
    expect(await dialog.getByTestId('quick-add-prefilled').textContent()).toContain(`${from} – ${to}`);
    await dialog.getByPlaceholder('Describe your event in a few words').fill('Write the proposal');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: `Continue with ${from}` }).click();
    await dialog.getByRole('button', { name: 'Add Event' }).click();
    await expectToast(page, 'Event Created');
    const [booked] = (await eventsOf(TOMORROW)).filter((e) => e.title === 'Write the proposal');
    const local = (iso: string) => clock12(new Date(iso).getUTCHours() * 60 + new Date(iso).getUTCMinutes());
    expect([local(booked!.start_time), local(booked!.end_time)]).toEqual([from, to]);
    await context.close();
  });

  it('a deleted event comes back with Undo, and stays after a reload', async () => {
    const created = await api().post(
      '/api/events',
      { title: 'Dentist', startTime: `${TOMORROW}T15:00:00Z`, endTime: `${TOMORROW}T15:30:00Z`, createGoogleEvent: false },
      user.accessToken,
    );
    expect(created.status).toBe(201);
    const { context, page } = await openAs();
    await page.goto(`/?day=${TOMORROW}`);
    const onTimeline = page.getByTestId('day-timeline').getByRole('button', { name: /^Dentist,/ });
    await visible(onTimeline, 30_000);
    await page.getByTestId('day-timeline').getByRole('button', { name: 'Delete Dentist' }).click();
    await hidden(onTimeline);
    const toast = page.getByTestId('toast').filter({ hasText: 'Event deleted' });
    await visible(toast);
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expectToast(page, 'Event restored');
    await visible(onTimeline);
    await page.reload();
    await visible(page.getByTestId('day-timeline').getByRole('button', { name: /^Dentist,/ }), 30_000);
    expect((await eventsOf(TOMORROW)).map((e) => e.title)).toContain('Dentist');
    await context.close();
  });

  it('Quick Add from the keyboard alone: the shortcut, the words, Enter at each step; "View" opens the booked day', async () => {
    const { context, page } = await openAs();
    await page.goto('/');
    await visible(page.getByTestId('timeline-now'), 30_000);
    await page.keyboard.press('q');
    const dialog = page.getByTestId('quick-add');
    const field = dialog.getByPlaceholder('Describe your event in a few words');
    await visible(field);
    await expectEventually(async () => expect(await field.evaluate((el) => el === document.activeElement)).toBe(true));
    await page.keyboard.type('Yoga tomorrow at 4pm');
    await page.keyboard.press('Enter');
    const continueWith = dialog.getByRole('button', { name: 'Continue with 4:00 PM' });
    await visible(continueWith, 30_000);
    await expectEventually(async () => expect(await continueWith.evaluate((el) => el === document.activeElement)).toBe(true));
    await page.keyboard.press('Enter');
    const add = dialog.getByRole('button', { name: 'Add Event' });
    await visible(add);
    await expectEventually(async () => expect(await add.evaluate((el) => el === document.activeElement)).toBe(true));
    await page.keyboard.press('Enter');
    const toast = page.getByTestId('toast').filter({ hasText: 'Event Created' });
    await visible(toast);
    // The toast stack may still be moving (a pointer click waits for it to settle): the button's own click.
    await toast.getByRole('button', { name: 'View' }).dispatchEvent('click');
    await hidden(dialog);
    await expectEventually(async () => expect(new URL(page.url()).searchParams.get('day')).toBe(TOMORROW));
    await visible(page.getByTestId('day-timeline').getByRole('button', { name: /^Yoga,/ }), 30_000);
    await context.close();
  });

  it('a check-in saves the energy picked on its labelled scale and says what was saved', async () => {
    const { context, page } = await openAs({ viewportName: 'mobile' });
    await page.goto('/');
    const panel = page.getByTestId('checkin-panel');
    await visible(panel, 30_000);
    await panel.getByRole('radio', { name: 'Energy 4 of 5 (high)' }).click();
    await panel.getByRole('radio', { name: 'Focus (optional) 2 of 5' }).click();
    await panel.getByRole('button', { name: 'Save check-in: high' }).click();
    await visible(panel.getByTestId('checkin-saved'));
    expect(await panel.getByTestId('checkin-saved').textContent()).toMatch(/^Saved: energy 4 \(high\), focus 2 at /);
    const saved = (await api().get('/api/checkins', user.accessToken)).body.checkins as { energy: number; focus: number | null }[];
    expect(saved.map((c) => [c.energy, c.focus])).toEqual([[4, 2]]);
    await context.close();
  });
});
