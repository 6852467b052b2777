/** @jest-environment <rootDir>/apps/web-e2e/src/support/browser-environment.ts */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { IdentityMessages } from '@flow/contracts';
import { expectEventually } from '@flow/testing';
import { api, expectPath, expectToast, hidden, sharedBrowser, newContext, onboardUser, signInContext, signUpUser, visible, type TestUser } from './support/e2e';

// Issue 39, "Phone first": sign-in without JavaScript, offline and slow states, the offline queue.
jest.setTimeout(120_000);

const OFFLINE_NOTICE = "You're offline. What you save is kept on this device and sent when you're back online.";
const TIMEOUT_MESSAGE = 'FLOW is taking too long to answer. Check your connection and try again.';

let browser: Browser;
let user: TestUser;
beforeAll(async () => {
  [browser, user] = await Promise.all([sharedBrowser(), signUpUser('phone-first', 'Pia Phone')]);
  await onboardUser(user, { full_name: 'Pia Phone' });
});

async function signedInToday(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, { viewportName: 'mobile' });
  await signInContext(context, user);
  const page = await context.newPage();
  await page.goto('/');
  await visible(page.getByTestId('checkin-panel'));
  // The offline queue's code loads when the page is first idle (before the network goes away here).
  await page.waitForLoadState('networkidle');
  return { context, page };
}

it('signs in with JavaScript off: the prerendered form posts to the gateway, errors show in the page', async () => {
  const context = await newContext(browser, { viewportName: 'mobile', javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  // No intro before the form, and no install offer before an account.
  await visible(form);
  expect(await page.getByText('Install FLOW for quick access').count()).toBe(0);
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Password').fill('not-the-password');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await visible(page.getByRole('form', { name: 'Sign in' }).getByRole('alert').filter({ hasText: IdentityMessages.invalidCredentials }));
  // The e-mail typed is kept; the password is typed again.
  expect(await page.getByRole('form', { name: 'Sign in' }).getByLabel('Email').inputValue()).toBe(user.email);
  await page.getByRole('form', { name: 'Sign in' }).getByLabel('Password').fill(user.password);
  await page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign In' }).click();
  await expectPath(page, '/');
  expect((await context.cookies()).some((c) => c.name === 'flow_refresh' && c.httpOnly)).toBe(true);
  await context.close();
});

it('says so the moment the network drops and stops when it returns (no reload)', async () => {
  const { context, page } = await signedInToday();
  const notice = page.getByRole('status').filter({ hasText: OFFLINE_NOTICE });
  expect(await notice.count()).toBe(0);
  await context.setOffline(true);
  await visible(notice);
  await context.setOffline(false);
  await hidden(notice);
  await context.close();
});

it('keeps a check-in made offline and sends it when the network returns', async () => {
  const { context, page } = await signedInToday();
  const before = (await api().get('/api/checkins', user.accessToken)).body.checkins.length;
  await context.setOffline(true);
  const panel = page.getByTestId('checkin-panel');
  await panel.getByRole('radio', { name: 'Energy 4 of 5 (high)' }).click();
  await panel.getByRole('button', { name: 'Save check-in: high' }).click();
  await expectToast(page, 'Saved offline');
  await context.setOffline(false);
  await expectToast(page, 'Sent what you saved offline');
  await expectEventually(async () => {
    const { checkins } = (await api().get('/api/checkins', user.accessToken)).body;
    expect(checkins.length).toBe(before + 1);
    expect(checkins.some((c: { energy: number }) => c.energy === 4)).toBe(true);
  });
  await context.close();
});

it('gives up on a request that gets no answer and says why (Quick Add does not stay "Processing...")', async () => {
  const { context, page } = await signedInToday();
  // The parse request never answers; the page's clock runs the time limit out at once.
  await page.route('**/api/events/parse', () => undefined);
  await page.clock.install();
  await page.getByRole('button', { name: 'Quick Add' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByPlaceholder('Describe your event in a few words').fill('Lunch with Sam tomorrow at 1pm');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await page.clock.runFor(16_000);
  await expectToast(page, TIMEOUT_MESSAGE);
  await context.close();
});
