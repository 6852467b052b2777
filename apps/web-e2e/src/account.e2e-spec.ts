/** @jest-environment <rootDir>/apps/web-e2e/src/support/browser-environment.ts */
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { AccountMessages, ACCOUNT_EXPORT_FORMAT, IdentityMessages } from '@flow/contracts';
import {
  api,
  expectNoSeriousAxeViolations,
  expectPath,
  expectToast,
  hidden,
  sharedBrowser,
  newContext,
  onboardUser,
  screenshot,
  signInContext,
  signUpUser,
  visible,
  type TestUser,
} from './support/e2e';

jest.setTimeout(120_000);

// Settings → 'Your data': the export is one JSON file of the person's data; deleting the account
// (confirmed by password) ends the session and the account with it.
let browser: Browser;
let user: TestUser;
beforeAll(async () => {
  [browser, user] = await Promise.all([sharedBrowser(), signUpUser('account')]);
  await onboardUser(user, { full_name: 'Dana Data', birth_location: 'London, United Kingdom' });
});

describe("/settings → 'Your data'", () => {
  it('exports one JSON file with the e-mail and profile', async () => {
    const context = await newContext(browser);
    await signInContext(context, user);
    const page = await context.newPage();
    await page.goto('/settings');
    const card = page.getByTestId('account-data-card');
    await visible(card);
    await screenshot(page, 'settings-your-data');
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), card.getByRole('button', { name: 'Export my data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^flow-export-\d{4}-\d{2}-\d{2}\.json$/);
    const saved = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
    expect(saved).toMatchObject({ format: ACCOUNT_EXPORT_FORMAT, userId: user.userId });
    expect(saved.services.identity.user[0]).toMatchObject({ id: user.userId, email: user.email });
    expect(saved.services['profile-chart'].profiles[0]).toMatchObject({ id: user.userId, full_name: 'Dana Data', birth_location: 'London, United Kingdom' });
    await expectToast(page, 'Export ready');
    await context.close();
  });

  it('deletes the account on a phone: a wrong password is refused in the dialog, the right one ends at /auth for good', async () => {
    const context = await newContext(browser, { viewportName: 'mobile' });
    await signInContext(context, user);
    const page = await context.newPage();
    await page.goto('/settings');
    await page.getByTestId('account-data-card').getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await visible(dialog);
    const password = dialog.getByLabel('Your password');
    await visible(password);
    const confirm = dialog.getByRole('button', { name: 'Delete permanently' });
    expect(await confirm.isDisabled()).toBe(true);
    await expectNoSeriousAxeViolations(page);

    // Typed and sent from the keyboard.
    await password.fill('not-my-password');
    await password.press('Enter');
    await visible(dialog.getByText(AccountMessages.wrongPassword));
    await screenshot(page, 'settings-delete-account');
    expect((await api().get('/api/profile', user.accessToken)).status).toBe(200);

    await password.fill(user.password);
    await confirm.click();
    await expectPath(page, '/auth');
    await hidden(dialog);
    await expectToast(page, 'Account deleted');
    // Every session ends with the account, and the account cannot be signed in to again.
    expect((await api().get('/api/profile', user.accessToken)).status).toBe(401);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(user.email);
    await form.getByLabel('Password').fill(user.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, IdentityMessages.invalidCredentials);
    expect(new URL(page.url()).pathname).toBe('/auth');
    await context.close();
  });
});
