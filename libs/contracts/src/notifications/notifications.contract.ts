import { z } from 'zod';
import { IsoInstant, Uuid } from '../common/primitives';

/** Notifications (daily-flow owns them): push subscriptions per device, settings, the in-app copy. */

export const NotificationMessages = {
  endpoint: 'Enter the push endpoint as an http(s) address.',
  endpointRefused: 'This push endpoint is not allowed.',
  keys: 'The subscription keys are not valid.',
  clock: 'Enter a time as HH:MM.',
  leadMinutes: 'Reminder lead time must be a whole number of minutes from 0 to 120.',
  noSubscription: 'Turn notifications on for this device first.',
  subscriptionLimit: 'At most 20 devices can receive notifications.',
  subscriptionTaken: 'This push subscription belongs to another device. Turn notifications off and on again in this browser.',
  notificationNotFound: 'Notification not found.',
} as const;

const Base64Url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+=*$/, NotificationMessages.keys)
    // Unpadded base64url of `bytes` bytes (Buffer is not in the browser).
    .refine((s) => s.replace(/=+$/, '').length === Math.ceil((bytes * 4) / 3), NotificationMessages.keys);

/** 'HH:MM' on a 24-hour clock. */
export const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, NotificationMessages.clock);

/** POST /api/notifications/subscriptions: the browser's `PushSubscription.toJSON()`. */
export const PushSubscriptionBody = z.strictObject({
  endpoint: z.url({ protocol: /^https?$/, message: NotificationMessages.endpoint }).max(2048, NotificationMessages.endpoint),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: Base64Url(65), auth: Base64Url(16) }),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;

/** DELETE /api/notifications/subscriptions. */
export const DeleteSubscriptionBody = z.strictObject({ endpoint: z.string().min(1).max(2048) });

export const BriefingChannel = z.enum(['push', 'email', 'both']);
export type BriefingChannel = z.infer<typeof BriefingChannel>;

/** What a person chose; every field has a default (the issue's). */
export const NotificationPreferences = z.object({
  /** "Deep Focus starts in 5 min" before each block with intensity ≥ 0.7, and before the recovery time. */
  blockTransitions: z.boolean(),
  /** N minutes before each FLOW event. */
  eventReminders: z.boolean(),
  /** The same for events of a connected calendar. */
  externalEventReminders: z.boolean(),
  morningBriefing: z.boolean(),
  /** At the start of the recovery time. */
  eveningWindDown: z.boolean(),
  leadMinutes: z.number().int(NotificationMessages.leadMinutes).min(0, NotificationMessages.leadMinutes).max(120, NotificationMessages.leadMinutes),
  /** In the place of the day; a range whose end is before its start runs past midnight. */
  quietHours: z.strictObject({ start: ClockTime, end: ClockTime }),
  /** null: 30 minutes after sunrise at the place of the day. */
  briefingTime: ClockTime.nullable(),
  briefingChannel: BriefingChannel,
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  blockTransitions: true,
  eventReminders: true,
  externalEventReminders: false,
  morningBriefing: true,
  eveningWindDown: false,
  leadMinutes: 10,
  quietHours: { start: '22:00', end: '07:00' },
  briefingTime: null,
  briefingChannel: 'push',
};

/** GET /api/notifications/settings: the preferences, the key a browser subscribes with, and the person's devices. */
export const NotificationSettings = NotificationPreferences.extend({
  vapidPublicKey: z.string(),
  subscriptions: z.number().int().min(0),
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;

/** PUT /api/notifications/settings: any of the preferences. */
export const UpdateNotificationSettingsBody = NotificationPreferences.partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change.' });
export type UpdateNotificationSettingsBody = z.infer<typeof UpdateNotificationSettingsBody>;

/** 'planned': "Time for …" at the start of a planned task or habit. */
export const NotificationKind = z.enum(['block', 'event', 'briefing', 'wind-down', 'test', 'planned']);
export type NotificationKind = z.infer<typeof NotificationKind>;

/**
 * What a push carries (encrypted) and what the in-app copy shows: the service worker shows `title` and
 * `body`, and a click opens `url` (a path of the app).
 */
export const NotificationMessage = z.object({
  id: Uuid,
  kind: NotificationKind,
  title: z.string(),
  body: z.string(),
  url: z.string().startsWith('/'),
  /** One notification per tag on a device: a re-planned one replaces, not repeats. */
  tag: z.string(),
  dueAt: IsoInstant,
});
export type NotificationMessage = z.infer<typeof NotificationMessage>;

/** "Snooze 10 min": the same notification comes back this long after the click. */
export const SNOOZE_MINUTES = 10;

/**
 * POST /api/notifications/snooze, sent by the service worker (which holds no access token): the shown
 * notification's id, and the device that showed it, proved by its push subscription's endpoint and auth
 * secret (which only that browser and FLOW know). A notification of anyone else is not found (404).
 */
export const SnoozeNotificationBody = z.strictObject({
  id: Uuid,
  endpoint: z.string().min(1).max(2048),
  auth: z.string().min(1).max(256),
});
export type SnoozeNotificationBody = z.infer<typeof SnoozeNotificationBody>;
/** 202: a copy of the notification is due at `dueAt` (snoozing it again before then changes nothing). */
export const SnoozeAccepted = z.object({ snoozed: z.literal(true), dueAt: IsoInstant });

/** POST /api/notifications/test → 202. */
export const TestNotificationAccepted = z.object({ accepted: z.literal(true), subscriptions: z.number().int().min(0) });

/** A notification was sent: open tabs show it as a toast (the in-app copy). */
export const NotificationSentEvent = NotificationMessage.extend({ userId: Uuid });
