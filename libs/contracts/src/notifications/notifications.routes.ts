import { z } from 'zod';
import type { HttpRoute } from '../common/route';
import {
  DeleteSubscriptionBody,
  NotificationSettings,
  PushSubscriptionBody,
  SnoozeAccepted,
  SnoozeNotificationBody,
  TestNotificationAccepted,
  UpdateNotificationSettingsBody,
} from './notifications.contract';

/** Notifications: devices, settings and a test push (issue 23's contract). */
export const notificationRoutes = {
  subscribeNotifications: {
    method: 'POST',
    path: '/api/notifications/subscriptions',
    body: PushSubscriptionBody,
    response: z.object({ subscribed: z.literal(true) }),
  },
  unsubscribeNotifications: {
    method: 'DELETE',
    path: '/api/notifications/subscriptions',
    body: DeleteSubscriptionBody,
    response: z.object({ unsubscribed: z.boolean() }),
  },
  getNotificationSettings: { method: 'GET', path: '/api/notifications/settings', response: NotificationSettings },
  updateNotificationSettings: { method: 'PUT', path: '/api/notifications/settings', body: UpdateNotificationSettingsBody, response: NotificationSettings },
  sendTestNotification: { method: 'POST', path: '/api/notifications/test', response: TestNotificationAccepted },
  /** Public: the device proves itself with its subscription (the service worker has no access token). */
  snoozeNotification: { method: 'POST', path: '/api/notifications/snooze', public: true, body: SnoozeNotificationBody, response: SnoozeAccepted },
} as const satisfies Record<string, HttpRoute>;
