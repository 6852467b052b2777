/** @jest-environment <rootDir>/apps/web-e2e/src/support/browser-environment.ts */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectEventually, sharedGoogleStandin, sharedMicrosoftStandin, startRadicale, uniqueEmail, type RadicaleServer } from '@flow/testing';
import {
  api,
  dismissToasts,
  expectNoSeriousAxeViolations,
  expectPath,
  expectToast,
  hidden,
  navigate,
  sharedBrowser,
  newContext,
  onboardUser,
  screenshot,
  signInContext,
  signUpUser,
  visible,
  type TestUser,
} from './support/e2e';

/**
 * Web app III end to end, against the whole stack: Co-Flow between two people in two browsers
 * (search, invite, accept / decline, live lists, View Alignment, removal), manual profiles, the
 * schedule pages, and connecting Google (the local stand-in) and CalDAV (a real Radicale) from Settings.
 */

jest.setTimeout(240_000);

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});

async function newUser(tag: string, name: string): Promise<TestUser> {
  const user = await signUpUser(tag, name);
  await onboardUser(user, { full_name: name });
  return user;
}

async function openAs(who: TestUser, viewportName: 'desktop' | 'mobile' = 'desktop'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, { viewportName });
  await signInContext(context, who);
  return { context, page: await context.newPage() };
}

async function openCoFlow(page: Page, { inApp = false } = {}) {
  await (inApp ? navigate(page, '/co-flow') : page.goto('/co-flow'));
  await visible(page.getByRole('heading', { name: 'Co-Flow Alignment Map' }), 30_000);
  await visible(page.getByRole('heading', { name: /^Co-Flow Connections \(\d+\)$/ }), 30_000);
}

const connectionsHeading = (page: Page, n: number) => page.getByRole('heading', { name: `Co-Flow Connections (${n})` });

async function search(page: Page, query: string) {
  const box = page.getByLabel('Search by e-mail');
  await box.fill(query);
  await box.press('Enter');
}

describe('Co-Flow between two people', () => {
  it('search rules, invite by search, accept live on both screens, View Alignment, /schedule/:userId, and removal', async () => {
    const [ann, bob] = await Promise.all([newUser('coflow-ann', 'Ann Able'), newUser('coflow-bob', 'Bob Baker')]);
    const a = await openAs(ann, 'desktop');
    const b = await openAs(bob, 'mobile');
    await Promise.all([openCoFlow(a.page), openCoFlow(b.page)]);
    await visible(connectionsHeading(a.page, 0));
    await visible(a.page.getByText('No connections yet'));
    await visible(a.page.getByText('Invite colleagues or add manual profiles'));
    expect(await a.page.getByTestId('pending-invitations').count()).toBe(0);
    expect(await a.page.getByTestId('sent-invitations').count()).toBe(0);
    await screenshot(a.page, 'co-flow-empty');
    await expectNoSeriousAxeViolations(a.page);

    // Search: disabled when empty; too short, invalid, not found, found.
    expect(await a.page.getByRole('button', { name: 'Search', exact: true }).isDisabled()).toBe(true);
    await search(a.page, 'b');
    await expectToast(a.page, 'Search Too Short');
    await dismissToasts(a.page);
    await search(a.page, 'bob baker');
    await expectToast(a.page, 'Invalid Search');
    await dismissToasts(a.page);
    await search(a.page, 'zz-nobody-here');
    await visible(a.page.getByText('No users found with email containing "zz-nobody-here"'));
    await search(a.page, bob.email.toUpperCase());
    const results = a.page.getByTestId('search-results');
    await visible(results.getByText('Bob Baker'));
    await visible(results.getByText(bob.email));
    await results.getByRole('button', { name: 'Invite Bob Baker' }).click();
    await expectToast(a.page, 'Invitation Sent');
    const sent = a.page.getByTestId('sent-invitations');
    await visible(sent.getByText(bob.email));
    await visible(sent.getByText('Pending'));

    // Bob sees it without a reload, and accepts.
    const pending = b.page.getByTestId('pending-invitations');
    await visible(pending.getByText('Ann Able'));
    await visible(pending.getByText(ann.email));
    await visible(b.page.getByText("Invitations you've received"));
    await screenshot(b.page, 'co-flow-pending');
    await expectNoSeriousAxeViolations(b.page);
    await pending.getByRole('button', { name: 'Accept' }).click();
    // Both screens follow: one connection each, no invitations left.
    await visible(connectionsHeading(b.page, 1));
    await visible(connectionsHeading(a.page, 1));
    await hidden(a.page.getByTestId('sent-invitations'));
    await hidden(b.page.getByTestId('pending-invitations'));
    await visible(a.page.getByTestId('connection-row').getByText('Bob Baker'));
    await visible(b.page.getByTestId('connection-row').getByText('Ann Able'));
    await visible(a.page.getByTestId('connection-row').getByText(/^Connected /));
    // Connected users leave the search results.
    await search(a.page, bob.email);
    await visible(a.page.getByText(`No users found with email containing "${bob.email}"`));

    // View Alignment: both people, one band, a score (same birth data: the peaks meet fully).
    await a.page.getByRole('button', { name: 'View Alignment with Bob Baker' }).click();
    const dialog = a.page.getByTestId('alignment-dialog');
    await visible(dialog.getByTestId('sync-score'), 30_000);
    expect(await dialog.getByTestId('sync-score').textContent()).toContain('100%');
    expect(await dialog.getByTestId('alignment-person').count()).toBe(2);
    await visible(dialog.getByTestId('peak-band'));
    await visible(dialog.getByText('Compatibility Notes'));
    await visible(dialog.getByText('Best Shared Windows'));
    await screenshot(a.page, 'co-flow-alignment');
    await expectNoSeriousAxeViolations(a.page);
    // 'Book' opens Quick Add at that time with Bob invited.
    const windows = dialog.getByTestId('shared-window');
    await visible(windows);
    await windows
      .first()
      .getByRole('button', { name: /^Book / })
      .click();
    const quickAdd = a.page.getByTestId('quick-add');
    await visible(quickAdd.getByText('Quick Add Event'));
    await hidden(dialog);
    await quickAdd.getByPlaceholder('Describe your event in a few words').fill('Sync with Bob');
    await quickAdd.getByRole('button', { name: 'Continue', exact: true }).click();
    await visible(quickAdd.getByText(/Choose your time/));
    await quickAdd.getByRole('button', { name: /^Continue with/ }).click();
    expect(await quickAdd.getByLabel('Attendee 1 email').inputValue()).toBe(bob.email);
    await quickAdd.getByRole('button', { name: 'Close' }).click();
    await hidden(quickAdd);

    // /schedule/:userId: shared windows with a connection; anyone else is not found.
    // In-app navigations from here on, as the app's links do (a deep link's full load is the shell spec's).
    await navigate(a.page, `/schedule/${bob.userId}`);
    await visible(a.page.getByRole('heading', { name: 'Schedule with Bob Baker' }), 30_000);
    await visible(a.page.getByTestId('shared-window'));
    await screenshot(a.page, 'schedule-with');
    await navigate(a.page, `/schedule/${ann.userId.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))}`);
    await visible(a.page.getByText('Oops! Page not found'), 30_000);
    await navigate(a.page, '/schedule');
    await visible(a.page.getByText('Schedule meetings & events in alignment'), 30_000);
    await visible(a.page.getByTestId('schedule-window'), 30_000);
    await visible(a.page.getByRole('link', { name: 'Find shared times' }));
    await screenshot(a.page, 'schedule');
    await expectNoSeriousAxeViolations(a.page);

    // Removal: gone from both screens.
    await openCoFlow(a.page, { inApp: true });
    await a.page.getByRole('button', { name: 'Remove Bob Baker' }).click();
    await visible(connectionsHeading(a.page, 0));
    await visible(connectionsHeading(b.page, 0));
    await a.context.close();
    await b.context.close();
  });

  it("invite by e-mail, with 'Invalid Email' and 'You cannot invite yourself'; the recipient declines and both lists empty live", async () => {
    const [cat, dan] = await Promise.all([newUser('coflow-cat', 'Cat Cole'), newUser('coflow-dan', 'Dan Dale')]);
    const c = await openAs(cat, 'mobile');
    const d = await openAs(dan, 'desktop');
    await Promise.all([openCoFlow(c.page), openCoFlow(d.page)]);
    await c.page.getByRole('tab', { name: 'Invite by Email' }).click();
    const box = c.page.getByLabel('E-mail address');
    expect(await c.page.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    await box.fill('dan@');
    await box.press('Enter');
    await expectToast(c.page, 'Invalid Email');
    await dismissToasts(c.page);
    await box.fill(cat.email);
    await box.press('Enter');
    await expectToast(c.page, 'You cannot invite yourself');
    await dismissToasts(c.page);
    await box.fill(` ${dan.email.toUpperCase()} `);
    await c.page.getByRole('button', { name: 'Send' }).click();
    await expectToast(c.page, `Invitation sent to ${dan.email}`);
    await visible(c.page.getByTestId('sent-invitations').getByText(dan.email));
    // A second invitation to the same person is refused in the server's words.
    await dismissToasts(c.page);
    await box.fill(dan.email);
    await box.press('Enter');
    await expectToast(c.page, 'An invitation between you two is already pending.');
    await screenshot(c.page, 'co-flow-invite-email');

    const pending = d.page.getByTestId('pending-invitations');
    await visible(pending.getByText('Cat Cole'));
    await pending.getByRole('button', { name: 'Decline' }).click();
    await hidden(d.page.getByTestId('pending-invitations'));
    await hidden(c.page.getByTestId('sent-invitations'));
    await visible(connectionsHeading(c.page, 0));
    await visible(connectionsHeading(d.page, 0));
    expect((await api().get('/api/coflow/invites', cat.accessToken)).body.sent[0].status).toBe('declined');
    await c.context.close();
    await d.context.close();
  });

  it('manual profiles: limits, Create disabled without a name, created with its analysis, View Alignment, deleted', async () => {
    const eve = await newUser('coflow-eve', 'Eve Eden');
    for (const viewportName of ['mobile', 'desktop'] as const) {
      const { context, page } = await openAs(eve, viewportName);
      await openCoFlow(page);
      await visible(connectionsHeading(page, 0));
      await page.getByRole('button', { name: viewportName === 'mobile' ? 'Add' : 'Add Manual Profile', exact: true }).click();
      const dialog = page.getByTestId('manual-profile-dialog');
      await visible(dialog.getByText('Create Manual Co-Flow Profile'));
      const create = dialog.getByRole('button', { name: 'Create Profile' });
      expect(await create.isDisabled()).toBe(true);
      const name = dialog.getByLabel(/^Name/);
      await name.fill('   ');
      expect(await create.isDisabled()).toBe(true);
      // The boxes stop at the spec's limits.
      await name.fill('N'.repeat(120));
      expect((await name.inputValue()).length).toBe(100);
      await dialog.getByLabel('Notes (optional)').fill('x'.repeat(600));
      expect((await dialog.getByLabel('Notes (optional)').inputValue()).length).toBe(500);
      await dialog.getByLabel('Birth Location').fill('L'.repeat(250));
      expect((await dialog.getByLabel('Birth Location').inputValue()).length).toBe(200);
      await visible(dialog.getByText('Birth details (optional - for AI analysis)'));
      await screenshot(page, 'co-flow-manual-dialog');
      // One scan of the dialog: the phone's is the same form in a narrower box.
      if (viewportName === 'desktop') await expectNoSeriousAxeViolations(page);

      await name.fill('  Moe Manual  ');
      await dialog.getByLabel('Email (optional)').fill('moe@example.com');
      await dialog.getByLabel('Birth Date').fill('1988-02-03');
      await dialog.getByLabel('Birth Time').fill('06:45');
      await dialog.getByLabel('Birth Location').fill('Paris, France');
      await dialog.getByLabel('Notes (optional)').fill('  early riser ');
      await create.click();
      await expectToast(page, 'Profile Created');
      await expectToast(page, 'Manual Co-Flow profile added successfully');
      await hidden(dialog);
      const row = page.getByTestId('manual-row');
      await visible(row.getByText('Moe Manual'));
      await visible(row.getByText('Manual'));
      await visible(row.getByText('moe@example.com'));
      await visible(connectionsHeading(page, 1));
      const [stored] = (await api().get('/api/coflow/manual-profiles', eve.accessToken)).body.manualProfiles;
      expect(stored).toMatchObject({ full_name: 'Moe Manual', notes: 'early riser', birth_time: '06:45:00', birth_location: 'Paris, France' });
      expect(stored.vedic_analysis).not.toBeNull();

      await page.getByRole('button', { name: 'View Alignment with Moe Manual' }).click();
      const alignment = page.getByTestId('alignment-dialog');
      await visible(alignment.getByTestId('sync-score'), 30_000);
      await visible(alignment.getByText('Moe Manual'));
      await alignment.getByRole('button', { name: 'Close' }).click();
      await hidden(alignment);

      await dismissToasts(page);
      await page.getByRole('button', { name: 'Delete Moe Manual' }).click();
      await expectToast(page, 'Profile Deleted');
      await expectToast(page, 'Manual profile has been removed');
      await visible(connectionsHeading(page, 0));
      await context.close();
    }
  });
});

describe('Settings → Integrations', () => {
  const google = sharedGoogleStandin();
  let radicale: RadicaleServer;
  const RADICALE_PASSWORD = 'radicale-app-password';
  const TOMORROW = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const basic = (d: Date) =>
    d
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
  beforeAll(async () => {
    radicale = await startRadicale({ gus: RADICALE_PASSWORD });
  });
  afterAll(async () => radicale?.stop());

  it('connects the Google stand-in and a Radicale calendar, shows their events in the day view, the feed link, and disconnects', async () => {
    const gus = await newUser('coflow-gus', 'Gus Grey');
    const googleEmail = uniqueEmail('gus-google');
    await google.control('POST', '/accounts', { email: googleEmail });
    await google.control('POST', `/accounts/${encodeURIComponent(googleEmail)}/calendars/primary/events`, {
      events: [{ summary: 'Google dentist', start: { dateTime: `${TOMORROW}T15:00:00Z` }, end: { dateTime: `${TOMORROW}T16:00:00Z` } }],
    });
    const work = await radicale.makeCalendar('gus', RADICALE_PASSWORD, 'work', 'Work');
    await radicale.put(
      'gus',
      RADICALE_PASSWORD,
      work,
      'review.ics',
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//FLOW test//EN',
        'BEGIN:VEVENT',
        'UID:gus-review',
        `DTSTAMP:${basic(new Date())}`,
        `DTSTART:${TOMORROW.replace(/-/g, '')}T110000Z`,
        `DTEND:${TOMORROW.replace(/-/g, '')}T120000Z`,
        'SUMMARY:Radicale review',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );

    const { context, page } = await openAs(gus, 'desktop');
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Integrations' }).click();
    const card = page.getByTestId('calendar-connect-card');
    // Unconnected, this tab is pages.e2e-spec's screenshot and axe scan; connected, this spec's below.
    await visible(card.getByRole('button', { name: 'Connect Google Calendar' }), 30_000);

    // Google: the consent page of the stand-in, then /auth/google/callback, then /.
    await card.getByRole('button', { name: 'Connect Google Calendar' }).click();
    await page.waitForURL((url) => url.href.startsWith(google.url), { timeout: 30_000 });
    await page.getByLabel('Google account e-mail').fill(googleEmail);
    await page.getByRole('button', { name: 'Allow' }).click();
    await expectPath(page, '/', 30_000);
    await expectToast(page, 'Calendar connected');

    // CalDAV from the same card (in the app the callback loaded, as its links go).
    await navigate(page, '/settings');
    await page.getByRole('tab', { name: 'Integrations' }).click();
    await visible(card.locator('[data-provider="google"]').getByText(googleEmail), 30_000);
    await card.getByLabel('Server URL').fill(radicale.url);
    await card.getByLabel('Username').fill('gus');
    await card.getByLabel('App password').fill('wrong-password');
    await card.getByRole('button', { name: 'Connect CalDAV' }).click();
    await expectToast(page, 'The CalDAV server refused this username or app password.');
    await dismissToasts(page);
    await card.getByLabel('App password').fill(RADICALE_PASSWORD);
    await card.getByRole('button', { name: 'Connect CalDAV' }).click();
    await visible(card.locator('[data-provider="caldav"]'), 30_000);
    expect(await card.getByTestId('calendar-connection').count()).toBe(2);

    // The private feed link: created, copied, changed.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const feed = card.getByTestId('calendar-feed');
    await feed.getByRole('button', { name: 'Create feed link' }).click();
    const link = feed.getByLabel('Calendar feed link');
    await visible(link);
    const first = await link.inputValue();
    expect(first).toMatch(/\/api\/calendar\/feed\/.+\.ics$/);
    expect((await fetch(first)).status).toBe(200);
    await feed.getByRole('button', { name: 'Copy link' }).click();
    await expectToast(page, 'Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
    await feed.getByRole('button', { name: 'Change link' }).click();
    await expectEventually(async () => expect(await link.inputValue()).not.toBe(first));
    expect((await fetch(first)).status).toBe(404);
    await screenshot(page, 'settings-integrations-connected');
    await expectNoSeriousAxeViolations(page);

    // Both calendars' events in tomorrow's day view.
    await navigate(page, '/');
    await visible(page.getByRole('heading', { name: 'Your day in Flow' }), 30_000);
    const dayView = page.getByTestId('day-view');
    for (let i = 0; i < 3 && (await dayView.getAttribute('data-date')) !== TOMORROW; i++) await page.getByRole('button', { name: 'Next day' }).click();
    await expectEventually(async () => expect(await dayView.getAttribute('data-date')).toBe(TOMORROW));
    await visible(page.getByTestId('schedule-item').filter({ hasText: 'Google dentist' }), 30_000);
    await visible(page.getByTestId('schedule-item').filter({ hasText: 'Radicale review' }), 30_000);

    // Disconnect both.
    await navigate(page, '/settings');
    await page.getByRole('tab', { name: 'Integrations' }).click();
    await card.getByRole('button', { name: 'Disconnect Google Calendar' }).click();
    await expectToast(page, 'Your Google Calendar has been disconnected');
    await card.getByRole('button', { name: 'Disconnect CalDAV calendar' }).click();
    await hidden(card.getByTestId('calendar-connection'));
    await visible(card.getByRole('button', { name: 'Connect Google Calendar' }));
    expect((await api().get('/api/calendar/connection', gus.accessToken)).body).toMatchObject({ connected: false, connections: [] });
    await context.close();
  });

  it('connects Outlook (the Microsoft stand-in) on the calendars card, shows its event in the day view, and disconnects', async () => {
    const microsoft = sharedMicrosoftStandin();
    const ivy = await newUser('coflow-ivy', 'Ivy Innes');
    const outlookEmail = uniqueEmail('ivy-outlook');
    await microsoft.control('POST', '/accounts', { email: outlookEmail });
    await microsoft.control('POST', `/accounts/${encodeURIComponent(outlookEmail)}/events`, {
      events: [
        {
          subject: 'Outlook board meeting',
          start: { dateTime: `${TOMORROW}T13:00:00`, timeZone: 'UTC' },
          end: { dateTime: `${TOMORROW}T14:00:00`, timeZone: 'UTC' },
        },
      ],
    });
    const { context, page } = await openAs(ivy, 'desktop');
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Integrations' }).click();
    const card = page.getByTestId('calendar-connect-card');
    await card.getByRole('button', { name: 'Connect Outlook' }).click();
    // Microsoft's consent page (the stand-in), then /auth/microsoft/callback, then /.
    await page.waitForURL((url) => url.href.startsWith(microsoft.url), { timeout: 30_000 });
    await page.getByLabel('Microsoft account e-mail').fill(outlookEmail);
    await page.getByRole('button', { name: 'Accept' }).click();
    await expectPath(page, '/', 30_000);
    await expectToast(page, 'Calendar connected');

    const dayView = page.getByTestId('day-view');
    await visible(page.getByRole('heading', { name: 'Your day in Flow' }), 30_000);
    for (let i = 0; i < 3 && (await dayView.getAttribute('data-date')) !== TOMORROW; i++) await page.getByRole('button', { name: 'Next day' }).click();
    await visible(page.getByTestId('schedule-item').filter({ hasText: 'Outlook board meeting' }), 30_000);

    await navigate(page, '/settings');
    await page.getByRole('tab', { name: 'Integrations' }).click();
    await visible(card.locator('[data-provider="outlook"]').getByText(outlookEmail), 30_000);
    await card.getByRole('button', { name: 'Disconnect Outlook' }).click();
    await expectToast(page, 'Your Outlook calendar has been disconnected');
    await visible(card.getByRole('button', { name: 'Connect Outlook' }));
    await context.close();
  });

  it("a refused consent says 'Authorization Failed' and returns to /", async () => {
    const hal = await newUser('coflow-hal', 'Hal Hill');
    const { context, page } = await openAs(hal, 'mobile');
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Connect' }).click();
    await page.getByRole('button', { name: 'Connect Google Calendar' }).click();
    await page.waitForURL((url) => url.href.startsWith(google.url), { timeout: 30_000 });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expectPath(page, '/', 30_000);
    await expectToast(page, 'Authorization Failed');
    await context.close();
  });
});
