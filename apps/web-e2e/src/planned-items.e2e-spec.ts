/** @jest-environment <rootDir>/apps/web-e2e/src/support/browser-environment.ts */
import type { PlanResponse } from '@flow/contracts';
import { expectEventually } from '@flow/testing';
import type { Browser, Page } from 'playwright-core';
import { api, expectToast, hidden, navigate, sharedBrowser, newContext, onboardUser, signInContext, signUpUser, visible, type TestUser } from './support/e2e';

/**
 * Issue 37 in the browser: a task and a habit typed into the main Quick Add (the one of every page),
 * previewed with where FLOW would put them and why, then found as planned items in the day, week and
 * planning views, started, pushed and done. The browser and the user are in UTC.
 */

jest.setTimeout(240_000);

let browser: Browser;
let user: TestUser;
beforeAll(async () => {
  [browser, user] = await Promise.all([sharedBrowser(), signUpUser('planned', 'Pia Planned')]);
  await onboardUser(user, { full_name: 'Pia Planned' });
});

const REASON = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d\d:\d\d–\d\d:\d\d, /;
const mondayOf = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  return new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
};

/** The next placement of an item that has not ended, once the plan has one (the replan runs after the save). */
async function nextPlacement(title: string, after = Date.now()) {
  return expectEventually(
    async () => {
      const plan = await api().get<PlanResponse>('/api/plan', user.accessToken);
      const found = plan.body.placements.filter((p) => p.title === title && Date.parse(p.end) > after).sort((a, b) => a.start.localeCompare(b.start))[0];
      expect(found).toBeDefined();
      return found!;
    },
    { timeoutMs: 20_000, intervalMs: 250 },
  );
}

async function quickAdd(page: Page, sentence: string) {
  await page.getByRole('button', { name: 'Quick Add' }).click();
  const dialog = page.getByTestId('quick-add');
  await dialog.getByPlaceholder('Describe your event in a few words').fill(sentence);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  return dialog;
}

/** Steps Today's day view to a date. */
async function dayViewOn(page: Page, date: string) {
  const day = page.getByTestId('day-view');
  await visible(day);
  for (let i = 0; i < 14 && (await day.getAttribute('data-date')) !== date; i++) {
    const current = (await day.getAttribute('data-date'))!;
    await page.getByRole('button', { name: current < date ? 'Next day' : 'Previous day' }).click();
    await page.locator(`[data-testid="day-view"][data-date="${current}"]`).waitFor({ state: 'detached' });
  }
  expect(await day.getAttribute('data-date')).toBe(date);
  return day;
}

const plannedItem = (page: Page, kind: 'task' | 'habit', title: string) => page.getByRole('group', { name: new RegExp(`^Planned ${kind}: ${title}, `) });

describe('planned tasks and habits from Quick Add to done', () => {
  it('a task: Quick Add shows where and why, the day and week views show it planned, Start, Push to tomorrow moves it, Done', async () => {
    const context = await newContext(browser);
    await signInContext(context, user);
    const page = await context.newPage();
    await page.goto('/');

    const dialog = await quickAdd(page, 'Write the board report, 2 hours, by Friday');
    await visible(dialog.getByText('Quick Add Task'));
    const preview = dialog.getByTestId('task-preview');
    await visible(preview.getByText(REASON));
    await dialog.getByRole('button', { name: 'Add task' }).click();
    await expectToast(page, 'Task added');
    await hidden(dialog);

    const first = await nextPlacement('Write the board report');
    const date = first.start.slice(0, 10);
    const day = await dayViewOn(page, date);
    const item = day
      .getByTestId('planned-day')
      .getByRole('group', { name: /^Planned task: Write the board report, / })
      .first();
    await visible(item);
    await visible(item.getByText(first.reason));

    // The week view lists it under its day, with its reason.
    await page.getByRole('button', { name: 'Week View' }).click();
    const week = page.getByTestId('week-view');
    await visible(week);
    const shown = (await week.getByTestId('week-day-card').first().getAttribute('data-date'))!;
    if (shown !== mondayOf(date)) await week.getByRole('button', { name: shown < mondayOf(date) ? 'Next week' : 'Previous week' }).click();
    const weekDay = week.locator(`[data-testid="planned-week-day"][data-date="${date}"]`);
    await visible(weekDay.getByRole('group', { name: /^Planned task: Write the board report, / }));
    await visible(weekDay.getByText(first.reason));
    await week.locator(`[data-testid="week-day-card"][data-date="${date}"]`).click();
    await visible(plannedItem(page, 'task', 'Write the board report'));

    // Start: in progress with its focus time.
    const started = plannedItem(page, 'task', 'Write the board report').first();
    await started.getByRole('button', { name: 'Start' }).click();
    await visible(started.getByText(/^In progress · \d+ min left$/));

    // Push to tomorrow: nothing of it stays before tomorrow.
    await started.getByRole('button', { name: 'Push to tomorrow' }).click();
    await expectToast(page, 'Pushed to tomorrow');
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const moved = await expectEventually(
      async () => {
        const plan = await api().get<PlanResponse>('/api/plan', user.accessToken);
        const chunks = plan.body.placements.filter((p) => p.title === 'Write the board report');
        expect(chunks.length).toBeGreaterThan(0);
        expect(chunks.every((p) => p.start >= `${tomorrow}T00:00:00`)).toBe(true);
        return chunks.sort((a, b) => a.start.localeCompare(b.start))[0]!;
      },
      { timeoutMs: 20_000, intervalMs: 250 },
    );
    const movedDay = await dayViewOn(page, moved.start.slice(0, 10));
    const again = movedDay.locator(`[data-testid="planned-item"][data-start="${moved.start}"]`);
    await visible(again);

    // Done: the task is done and leaves the plan.
    await again.getByRole('button', { name: 'Done' }).click();
    await expectToast(page, 'Done');
    await hidden(plannedItem(page, 'task', 'Write the board report'));
    const tasks = await api().get<{ tasks: { title: string; status: string }[] }>('/api/tasks', user.accessToken);
    expect(tasks.body.tasks.find((t) => t.title === 'Write the board report')?.status).toBe('done');
    await context.close();
  });

  it('a habit: Quick Add reads its window, the day view and the planning view show it planned, Start, Done today', async () => {
    const context = await newContext(browser);
    await signInContext(context, user);
    const page = await context.newPage();
    await page.goto('/');

    const dialog = await quickAdd(page, 'Stretch 20 minutes every evening');
    await visible(dialog.getByText('Quick Add Habit'));
    await visible(dialog.getByTestId('task-preview').getByText(/FLOW plans it every day near 18:00–21:00/));
    await dialog.getByRole('button', { name: 'Add habit' }).click();
    await expectToast(page, 'Habit added');
    await hidden(dialog);

    const next = await nextPlacement('Stretch');
    const date = next.start.slice(0, 10);
    const day = await dayViewOn(page, date);
    const item = day.locator(`[data-testid="planned-item"][data-start="${next.start}"]`);
    await visible(item);
    expect(await item.getAttribute('aria-label')).toMatch(/^Planned habit: Stretch, /);
    await visible(item.getByText(next.reason));
    await item.getByRole('button', { name: 'Start' }).click();
    await visible(item.getByText(/^In progress · \d+ min left$/));

    // The planning view's week grid draws it apart from events; opening it offers the same actions.
    await navigate(page, '/planning');
    await visible(page.getByRole('heading', { name: 'Your phases and calendar overview' }), 30_000);
    const grid = page.getByTestId('week-grid');
    await visible(grid);
    if (mondayOf(date) > mondayOf(new Date().toISOString().slice(0, 10))) await grid.getByRole('button', { name: 'Next week' }).click();
    const block = grid.locator(`[data-testid="week-grid-column"][data-date="${date}"] [data-testid="week-grid-planned"]`).first();
    await visible(block);
    expect(await block.getAttribute('aria-label')).toMatch(/^Planned habit: Stretch, /);
    await block.click();
    const opened = page.getByTestId('planned-item-dialog');
    await visible(opened.getByText(next.reason));
    // Started on this device: still in progress here.
    await visible(opened.getByText(/^In progress · \d+ min left$/));
    await opened.getByRole('button', { name: 'Done' }).click();
    await visible(opened.getByText('Done today'));
    await context.close();
  });
});
