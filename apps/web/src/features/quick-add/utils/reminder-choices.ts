import type { TFunction } from 'i18next';

/** The Reminder control of Quick Add and Edit: an event's own reminder, or the person's lead time. */

/** The reminders offered, in minutes before the start (0: none). */
export const REMINDER_CHOICES = [0, 5, 10, 15, 30, 60, 1440] as const;

/** 'None', '10 min before', '1 hour before', '1 day before'. */
export function reminderLabel(t: TFunction<'quickAdd'>, minutes: number): string {
  if (minutes === 0) return t('reminder.none');
  if (minutes === 1440) return t('reminder.day');
  if (minutes % 60 === 0) return t('reminder.hours', { hours: minutes / 60 });
  return t('reminder.minutes', { minutes });
}

/** The choices, with the event's own reminder kept when it is not among them (set through the API). */
export function reminderOptions(current: number | null): number[] {
  return current === null || (REMINDER_CHOICES as readonly number[]).includes(current)
    ? [...REMINDER_CHOICES]
    : [...REMINDER_CHOICES, current].sort((a, b) => a - b);
}

/** The person's lead time as the default choice; just 'Default' until (or unless) the settings load. */
export function defaultReminderLabel(t: TFunction<'quickAdd'>, leadMinutes: number | undefined): string {
  if (leadMinutes === undefined) return t('reminder.default');
  return t('reminder.defaultIs', { reminder: leadMinutes === 0 ? t('reminder.atStart') : reminderLabel(t, leadMinutes) });
}
