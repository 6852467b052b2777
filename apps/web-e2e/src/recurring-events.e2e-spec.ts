/** @jest-environment <rootDir>/apps/web-e2e/src/support/browser-environment.ts */
import { expectEventually } from '@flow/testing';
import type { Browser, Page } from 'playwright-core';
import { api, expectToast, hidden, sharedBrowser, newContext, onboardUser, signInContext, signUpUser, visible, type TestUser } from './support/e2e';

/**
 * Repeating events end to end: a Quick Add sentence that repeats, its occurrences in the day and
 * week views across weeks, one occurrence edited alone, and the whole series cancelled.
 */

jest.setTimeout(180_000);

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const isWeekday = (date: string) => ![0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());
const TODAY = new Date().toISOString().slice(0, 10);
// 'every weekday at 9' (the browser's zone is UTC): today when it is a weekday before 09:00, else the next weekday.
const FIRST = new Date().getUTCHours() < 9 && isWeekday(TODAY) ? TODAY : [1, 2, 3].map((n) => addDays(TODAY, n)).find(isWeekday)!;
const SECOND = [1, 2, 3].map((n) => addDays(FIRST, n)).find(isWeekday)!;

let browser: Browser;
let user: TestUser;
beforeAll(async () => {
  const [b, u] = await Promise.all([sharedBrowser(), signUpUser('repeat', 'Rae Peat')]);
  browser = b;
  user = u;
  await onboardUser(user);
});

interface Listed {
  id: string;
  title: string;
  start_time: string;
  recurringEventId: string | null;
}
async function apiEvents(from: string, days: number) {
  const res = await api().get(`/api/events?from=${from}T00:00:00Z&to=${addDays(from, days)}T00:00:00Z`, user.accessToken);
  return res.body.events as Listed[];
}

async function showDay(page: Page, date: string) {
  const dayView = page.getByTestId('day-view');
  for (let i = 0; i < 7 && (await dayView.getAttribute('data-date')) !== date; i++) await page.getByRole('button', { name: 'Next day' }).click();
  await expectEventually(async () => expect(await dayView.getAttribute('data-date')).toBe(date));
}

describe('repeating events', () => {
  it("creates 'Standup every weekday at 9' by Quick Add, shows it across weeks, edits one occurrence and cancels the series", async () => {
    const context = await newContext(browser);
    await signInContext(context, user);
    const page = await context.newPage();
    await page.goto('/');
    await visible(page.getByRole('heading', { name: 'Your day in Flow' }), 30_000);

    await page.getByRole('button', { name: 'Quick Add' }).click();
    const dialog = page.getByTestId('quick-add');
    await dialog.getByPlaceholder('Describe your event in a few words').fill('Standup every weekday at 9');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Continue with 9:00 AM' }).click();
    // The details step says how it repeats, and offers to change it.
    expect(await dialog.getByTestId('quick-add-repeats').textContent()).toBe('Repeats every weekday');
    expect(await dialog.getByTestId('quick-add-repeat').inputValue()).toBe('FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR');
    await dialog.getByRole('button', { name: 'Add Event' }).click();
    await expectToast(page, 'Event Created');
    await hidden(dialog);

    // Two weeks of weekdays, each at 09:00, all of one series.
    const listed = await apiEvents(FIRST, 14);
    const weekdays = Array.from({ length: 14 }, (_, i) => addDays(FIRST, i)).filter(isWeekday);
    expect(listed.map((e) => e.start_time)).toEqual(weekdays.map((d) => `${d}T09:00:00.000Z`));
    const seriesId = listed[0]!.recurringEventId!;
    expect(listed.every((e) => e.title === 'Standup' && e.recurringEventId === seriesId)).toBe(true);

    // The week view shows it on this week's weekdays and on next week's.
    await page.goto('/');
    await showDay(page, FIRST);
    await page.getByRole('button', { name: 'Week View' }).click();
    const card = (date: string) => page.locator(`[data-testid="week-day-card"][data-date="${date}"]`);
    await expectEventually(async () => expect(await card(FIRST).textContent()).toContain('Standup'));
    await page.getByRole('button', { name: 'Next week' }).click();
    const nextWeekDay = weekdays.find((d) => d >= addDays(FIRST, 7))!;
    await expectEventually(async () => expect(await card(nextWeekDay).textContent()).toContain('Standup'));

    // Edit this one occurrence: it moves to 11:00; the next weekday stays at 09:00.
    await page.goto('/');
    await showDay(page, FIRST);
    await page.getByRole('button', { name: 'Edit Standup' }).first().click();
    await visible(dialog.getByText('Edit Event'));
    await dialog.locator('[data-testid="time-slot"][data-time="11:00"]').click();
    const scope = dialog.getByTestId('quick-add-scope');
    await visible(scope.getByText('This event'));
    await visible(scope.getByText('This and following'));
    await visible(scope.getByText('All events'));
    await dialog.getByRole('button', { name: 'Update Event' }).click();
    await expectToast(page, 'Event Updated');
    await hidden(dialog);
    await expectEventually(async () => expect((await apiEvents(FIRST, 1)).map((e) => e.start_time)).toEqual([`${FIRST}T11:00:00.000Z`]));
    expect((await apiEvents(SECOND, 1)).map((e) => e.start_time)).toEqual([`${SECOND}T09:00:00.000Z`]);

    // Cancel the series from another day: the dialog asks which, and 'All events' removes every one.
    await showDay(page, SECOND);
    await page.getByRole('button', { name: 'Delete Standup' }).first().click();
    const ask = page.getByTestId('repeat-scope-dialog');
    await visible(ask);
    await ask.getByRole('button', { name: 'All events' }).click();
    await expectToast(page, 'Event Cancelled');
    await expectEventually(async () => expect(await apiEvents(FIRST, 14)).toEqual([]));
    await context.close();
  });
});
