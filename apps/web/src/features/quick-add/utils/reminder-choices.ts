/** The Reminder control of Quick Add and Edit: an event's own reminder, or the person's lead time. */

/** The reminders offered, in minutes before the start (0: none). */
export const REMINDER_CHOICES = [0, 5, 10, 15, 30, 60, 1440] as const;

/** 'None', '10 min before', '1 hour before', '1 day before'. */
export function reminderLabel(minutes: number): string {
  if (minutes === 0) return 'None';
  if (minutes === 1440) return '1 day before';
  if (minutes % 60 === 0) return minutes === 60 ? '1 hour before' : `${minutes / 60} hours before`;
  return `${minutes} min before`;
}

/** The choices, with the event's own reminder kept when it is not among them (set through the API). */
export function reminderOptions(current: number | null): number[] {
  return current === null || (REMINDER_CHOICES as readonly number[]).includes(current)
    ? [...REMINDER_CHOICES]
    : [...REMINDER_CHOICES, current].sort((a, b) => a - b);
}

/** The person's lead time as the default choice; just 'Default' until (or unless) the settings load. */
export function defaultReminderLabel(leadMinutes: number | undefined): string {
  if (leadMinutes === undefined) return 'Default';
  return `Default (${leadMinutes === 0 ? 'at the start' : reminderLabel(leadMinutes)})`;
}
