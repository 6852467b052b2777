import { z } from 'zod';
import { Uuid } from '../common/primitives';
import {
  DeleteSubscriptionBody,
  NotificationSentEvent,
  NotificationSettings,
  PushSubscriptionBody,
  SnoozeAccepted,
  SnoozeNotificationBody,
  TestNotificationAccepted,
  UpdateNotificationSettingsBody,
} from './notifications.contract';

/** Request-reply subjects of daily-flow's notifications; every one is scoped to the caller. */
export const notificationRpc = {
  'flow.daily-flow.notifications.subscribe': {
    request: z.object({ userId: Uuid, subscription: PushSubscriptionBody, userAgent: z.string().max(512).optional() }),
    response: z.object({ subscribed: z.literal(true) }),
  },
  'flow.daily-flow.notifications.unsubscribe': {
    request: z.object({ userId: Uuid }).extend(DeleteSubscriptionBody.shape),
    response: z.object({ unsubscribed: z.boolean() }),
  },
  'flow.daily-flow.notifications.settings.get': { request: z.object({ userId: Uuid }), response: NotificationSettings },
  'flow.daily-flow.notifications.settings.update': {
    request: z.object({ userId: Uuid, changes: UpdateNotificationSettingsBody }),
    response: NotificationSettings,
  },
  'flow.daily-flow.notifications.test': { request: z.object({ userId: Uuid }), response: TestNotificationAccepted },
  /** Scoped by the device: the subscription (endpoint and auth secret) names the person. */
  'flow.daily-flow.notifications.snooze': { request: SnoozeNotificationBody, response: SnoozeAccepted },
} as const;

export const notificationEvents = {
  'flow.evt.daily-flow.notification-sent': NotificationSentEvent,
} as const;
