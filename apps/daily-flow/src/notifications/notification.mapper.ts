import type { NotificationPreferences, NotificationSettings } from '@flow/contracts';
import type { NotificationSettingsEntity } from './notification.entities';

export function toPreferences(entity: NotificationSettingsEntity): NotificationPreferences {
  return {
    blockTransitions: entity.blockTransitions,
    eventReminders: entity.eventReminders,
    externalEventReminders: entity.externalEventReminders,
    morningBriefing: entity.morningBriefing,
    eveningWindDown: entity.eveningWindDown,
    leadMinutes: entity.leadMinutes,
    quietHours: { start: entity.quietStart, end: entity.quietEnd },
    briefingTime: entity.briefingTime ?? null,
    briefingChannel: entity.briefingChannel,
  };
}

export function toSettings(preferences: NotificationPreferences, vapidPublicKey: string, subscriptions: number): NotificationSettings {
  return { ...preferences, vapidPublicKey, subscriptions };
}

/** Applies a change of preferences to the row. */
export function applyPreferences(entity: NotificationSettingsEntity, changes: Partial<NotificationPreferences>): void {
  const { quietHours, ...rest } = changes;
  Object.assign(entity, rest);
  if (quietHours) {
    entity.quietStart = quietHours.start;
    entity.quietEnd = quietHours.end;
  }
}
