import type { Language } from '@flow/contracts';
import { NOTIFICATION_TEXTS } from './catalogs';
import { createLocalizer } from './localizer';

/** A notification's title and body (one line per fact) in the person's language; English passes unchanged. */
export function notificationIn<T extends { title: string; body: string }>(notification: T, language: Language | null | undefined): T {
  if (!language || language === 'en') return notification;
  const say = createLocalizer(language, NOTIFICATION_TEXTS);
  return { ...notification, title: say(notification.title), body: notification.body.split('\n').map(say).join('\n') };
}

/** A sentence of a notification's mail ("Open FLOW: …") in the person's language. */
export function notificationTextIn(text: string, language: Language | null | undefined): string {
  return !language || language === 'en' ? text : createLocalizer(language, NOTIFICATION_TEXTS)(text);
}
