import type { Browser } from 'playwright-core';
import { expectEventually, startPushStandin, type PushStandin } from '@flow/testing';
import { api, appUrl, expectPath, expectToast, launchBrowser, newContext, onboardUser, signInContext, signUpUser, visible, type TestUser } from './support/e2e';

jest.setTimeout(120_000);

let browser: Browser;
let user: TestUser;
let standin: PushStandin;
beforeAll(async () => {
  // The full browser: the headless shell has no push messaging.
  [browser, user, standin] = await Promise.all([launchBrowser({ fullBrowser: true }), signUpUser('notify-web'), startPushStandin()]);
  await onboardUser(user, { full_name: 'Nia Notify' });
});
afterAll(async () => {
  await browser?.close();
  await standin?.stop();
});

interface ShownNotification {
  title: string;
  body: string;
  data: { url: string };
}

describe('notifications in Chromium', () => {
  it('enables push on this device, delivers a push to the service worker as a notification, shows the in-app copy in the open tab, opens and snoozes', async () => {
    const context = await newContext(browser, { permissions: ['notifications'], serviceWorkers: 'allow' });
    await signInContext(context, user);
    // Chromium's own push service (FCM) is not reachable here: the browser's subscription is the stand-in's,
    // so FLOW's server pushes to it; the stand-in decrypts each push and the test hands it to the service worker.
    const device = standin.newDevice();
    await context.addInitScript((subscription) => {
      let current: unknown = null;
      const fake = { ...subscription, toJSON: () => subscription, unsubscribe: async () => ((current = null), true) };
      PushManager.prototype.subscribe = async function subscribe() {
        current = fake;
        return fake as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function getSubscription() {
        return current as PushSubscription | null;
      };
    }, device.subscription);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const registrations: string[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] }) => {
      for (const r of event.registrations) if (!r.isDeleted && r.scopeURL.startsWith(appUrl())) registrations.push(r.registrationId);
    });
    await cdp.send('ServiceWorker.enable');

    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Preferences' }).click();
    const enable = page.getByRole('checkbox', { name: 'Enable on this device' });
    await visible(page.getByText('Enable on this device'));
    expect(await enable.isChecked()).toBe(false);
    await page.getByText('Enable on this device').click();
    await expectEventually(async () => expect((await api().get('/api/notifications/settings', user.accessToken)).body.subscriptions).toBe(1), {
      timeoutMs: 20_000,
      intervalMs: 250,
    });
    await expectEventually(async () => expect(await enable.isChecked()).toBe(true), { timeoutMs: 10_000 });

    // The test push: the open, focused tab shows it as a toast; the push reaches the device too.
    await page.getByRole('button', { name: 'Send a test notification' }).click();
    await expectToast(page, 'FLOW notifications are on');
    await expectEventually(() => expect(device.received).toHaveLength(1), { timeoutMs: 20_000, intervalMs: 100 });
    const pushed = device.received[0].payload as { id: string; title: string; url: string };
    expect(pushed).toMatchObject({ title: 'FLOW notifications are on', url: '/settings' });

    // With no FLOW tab in front, the service worker shows the push as a system notification.
    await expectEventually(() => expect(registrations.length).toBeGreaterThan(0), { timeoutMs: 20_000 });
    // A registration exists before its worker is active: one still installing (precaching the app, slow on a busy
    // machine) is handed no push, and the wait below ran out once in CI. `ready` resolves once a worker is active.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.goto('about:blank');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(appUrl()).origin,
      registrationId: registrations[registrations.length - 1],
      data: JSON.stringify(pushed),
    });
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 20_000 }));
    const shown = await expectEventually(
      async () => {
        const list = (await worker.evaluate(() =>
          (self as unknown as { registration: ServiceWorkerRegistration }).registration
            .getNotifications()
            .then((ns) => ns.map((n) => ({ title: n.title, body: n.body, data: n.data }))),
        )) as ShownNotification[];
        expect(list).toHaveLength(1);
        return list[0];
      },
      { timeoutMs: 20_000, intervalMs: 250 },
    );
    expect(shown).toMatchObject({ title: 'FLOW notifications are on', body: 'This is how FLOW tells you when your day turns.', data: { url: '/settings' } });

    // A click (the event the browser dispatches; headless Chromium has no notification to click) takes an open
    // FLOW tab to the notification's screen and closes the notification.
    await page.goto('/');
    await visible(page.getByRole('main'));
    await worker.evaluate(async () => {
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent(e: Event): boolean;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      };
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    });
    await expectPath(page, '/settings');
    await visible(page.getByRole('heading', { name: 'Settings' }));
    expect(
      await worker.evaluate(() => (self as unknown as { registration: ServiceWorkerRegistration }).registration.getNotifications().then((ns) => ns.length)),
    ).toBe(0);

    // "Snooze 10 min": the notification offers it beside "Open"; choosing it asks FLOW (from the worker, proving
    // the device with its subscription, as the page's) to send the same notification again in 10 minutes.
    await page.goto('about:blank');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(appUrl()).origin,
      registrationId: registrations[registrations.length - 1],
      data: JSON.stringify(pushed),
    });
    const actions = await expectEventually(
      async () => {
        const list = (await worker.evaluate(() =>
          (self as unknown as { registration: ServiceWorkerRegistration }).registration
            .getNotifications()
            .then((ns) =>
              ns.map((n) => (n as Notification & { actions: { action: string; title: string }[] }).actions.map((a) => ({ action: a.action, title: a.title }))),
            ),
        )) as { action: string; title: string }[][];
        expect(list).toHaveLength(1);
        return list[0];
      },
      { timeoutMs: 20_000, intervalMs: 250 },
    );
    expect(actions).toEqual([
      { action: 'snooze', title: 'Snooze 10 min' },
      { action: 'open', title: 'Open' },
    ]);
    await worker.evaluate((subscription) => {
      // The worker's PushManager answers with the stand-in's subscription, as the page's does (see above).
      PushManager.prototype.getSubscription = async function getSubscription() {
        return { ...subscription, toJSON: () => subscription } as unknown as PushSubscription;
      };
    }, device.subscription);
    const snoozedAt = Date.now();
    await worker.evaluate(async () => {
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent(e: Event): boolean;
        NotificationEvent: new (type: string, init: { notification: Notification; action: string }) => Event;
      };
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification, action: 'snooze' }));
    });
    interface ExportedNotification {
      id: string;
      kind: string;
      title: string;
      url: string;
      state: string;
      due_at: string;
    }
    const copy = await expectEventually(
      async () => {
        const exported = await api().get('/api/account/export', user.accessToken);
        const rows = (exported.body.services['daily-flow'].notifications as ExportedNotification[]).filter(
          (n) => n.id !== pushed.id && n.title === pushed.title,
        );
        expect(rows).toHaveLength(1);
        return rows[0];
      },
      { timeoutMs: 20_000, intervalMs: 500 },
    );
    expect(copy).toMatchObject({ kind: 'test', url: '/settings', state: 'pending' });
    expect(Date.parse(copy.due_at) - snoozedAt).toBeGreaterThan(9 * 60_000);
    expect(Date.parse(copy.due_at) - snoozedAt).toBeLessThan(11 * 60_000);
    // Snoozing closes the notification and opens no screen.
    expect(
      await worker.evaluate(() => (self as unknown as { registration: ServiceWorkerRegistration }).registration.getNotifications().then((ns) => ns.length)),
    ).toBe(0);
    expect(page.url()).toBe('about:blank');
    expect(context.pages()).toHaveLength(1);
    await context.close();
  });
});
