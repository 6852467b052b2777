/** @jest-environment <rootDir>/apps/web-e2e/src/support/browser-environment.ts */
import type { Browser } from 'playwright-core';
import { appUrl, expectToast, sharedBrowser, newContext, onboardUser, signInContext, signUpUser, visible, type TestUser } from './support/e2e';

jest.setTimeout(180_000);

let browser: Browser;
let user: TestUser;
beforeAll(async () => {
  [browser, user] = await Promise.all([sharedBrowser(), signUpUser('tasks')]);
  await onboardUser(user, { full_name: 'Tess Task' });
});

describe('tasks and habits', () => {
  it('walks a task from Quick Add (with where FLOW would put it) to done, and a habit from its form to skipped', async () => {
    const context = await newContext(browser);
    await signInContext(context, user);
    const page = await context.newPage();
    await page.goto(`${appUrl()}/tasks`);

    await page.getByLabel('Quick add a task').fill('Write the board report, 2 hours, by Friday');
    await page.getByRole('button', { name: 'Find a time' }).click();
    const preview = page.getByTestId('task-preview');
    await visible(preview);
    // Where and why, before anything is saved.
    await visible(preview.getByText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d\d:\d\d–\d\d:\d\d, /));
    await preview.getByRole('button', { name: 'Add task' }).click();
    await expectToast(page, 'Task added');
    const row = page.getByTestId('task-row').filter({ hasText: 'Write the board report' });
    await visible(row);
    await row.getByRole('button', { name: 'Done' }).click();
    await visible(page.getByRole('region', { name: 'Done' }).getByText('Write the board report'));

    await page.getByLabel('Habit', { exact: true }).fill('Evening walk');
    await page.getByLabel('From', { exact: true }).fill('17:00');
    await page.getByLabel('To', { exact: true }).fill('19:00');
    await page.getByRole('button', { name: 'Add habit' }).click();
    const habit = page.getByTestId('habit-row').filter({ hasText: 'Evening walk' });
    await visible(habit);
    await visible(habit.getByText(/^Next: /));
    await habit.getByRole('button', { name: 'Skip today' }).click();
    await expectToast(page, 'Skipped today');
    await context.close();
  });
});
