import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationSettings } from '@flow/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderApp } from '../../../testing/render';
import { NotificationsCard } from './notifications-card';

const VAPID = 'BAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const settings = (changes: Partial<NotificationSettings> = {}): NotificationSettings => ({
  ...DEFAULT_NOTIFICATION_PREFERENCES,
  vapidPublicKey: VAPID,
  subscriptions: 0,
  ...changes,
});
const SUBSCRIPTION = { endpoint: 'https://push.example/abc', expirationTime: null, keys: { p256dh: 'p', auth: 'a' } };

/** A browser with push: Notification permission, a service worker registration and its PushManager. */
function fakePushBrowser(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  const requestPermission = jest.fn(async () => answer);
  let current: unknown = null;
  const subscribe = jest.fn(async () => (current = { ...SUBSCRIPTION, toJSON: () => SUBSCRIPTION, unsubscribe: jest.fn(async () => true) }));
  const registration = { pushManager: { getSubscription: async () => current, subscribe } };
  Object.assign(window, { Notification: { permission, requestPermission }, PushManager: function PushManager() {} });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { requestPermission, subscribe };
}

afterEach(() => {
  delete (window as { Notification?: unknown }).Notification;
  delete (window as { PushManager?: unknown }).PushManager;
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: undefined });
});

describe('Settings → Preferences → Notifications', () => {
  it('asks the browser’s permission only on "Enable on this device", then subscribes with FLOW’s key and registers the device', async () => {
    const browser = fakePushBrowser('default');
    const { calls } = mockFetch({
      'GET /api/notifications/settings': () => [200, settings()],
      'POST /api/notifications/subscriptions': () => [201, { subscribed: true }],
    });
    renderApp(<NotificationsCard />, { signedIn: true });
    const device = await screen.findByRole('checkbox', { name: 'Enable on this device' });
    expect(device).not.toBeChecked();
    expect(browser.requestPermission).not.toHaveBeenCalled();

    await userEvent.click(device);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/api/notifications/subscriptions'))).toBe(true));
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    const options = browser.subscribe.mock.calls[0] as unknown as [{ userVisibleOnly: boolean; applicationServerKey: Uint8Array }];
    expect(options[0].userVisibleOnly).toBe(true);
    expect(options[0].applicationServerKey).toHaveLength(65);
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual(SUBSCRIPTION);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Enable on this device' })).toBeChecked());
  });

  it('explains how to allow notifications again when the browser blocks them', async () => {
    fakePushBrowser('denied');
    mockFetch({ 'GET /api/notifications/settings': () => [200, settings()] });
    renderApp(<NotificationsCard />, { signedIn: true });
    expect(await screen.findByText('Notifications are blocked for FLOW in this browser.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Enable on this device' })).toBeDisabled();
  });

  it('saves a switch, the lead time and the briefing channel, and sends a test notification', async () => {
    fakePushBrowser('granted');
    const { calls } = mockFetch({
      'GET /api/notifications/settings': () => [200, settings({ subscriptions: 1 })],
      'PUT /api/notifications/settings': (body) => [200, settings({ ...(body as object), subscriptions: 1 })],
      'POST /api/notifications/test': () => [202, { accepted: true, subscriptions: 1 }],
    });
    renderApp(<NotificationsCard />, { signedIn: true });
    const windDown = await screen.findByRole('checkbox', { name: /Evening wind-down/ });
    expect(windDown).not.toBeChecked();
    await userEvent.click(windDown);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Evening wind-down/ })).toBeChecked());
    // The design system's select (no native dropdown): open it, pick the option.
    const choose = async (label: string, option: string) => {
      await userEvent.click(screen.getByRole('combobox', { name: label }));
      await userEvent.click(await screen.findByRole('option', { name: option }));
    };
    await choose('Reminder lead time', '30 min before');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Reminder lead time' })).toHaveTextContent('30 min before'));
    await choose('Briefing by', 'Notification and e-mail');
    const puts = () => calls.filter((c) => c.method === 'PUT').map((c) => c.body);
    await waitFor(() => expect(puts()).toEqual([{ eveningWindDown: true }, { leadMinutes: 30 }, { briefingChannel: 'both' }]));

    await userEvent.click(screen.getByRole('button', { name: 'Send a test notification' }));
    expect(await screen.findByText('Test notification sent')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'What FLOW tells you' })).getAllByRole('checkbox')).toHaveLength(5);
  });
});
