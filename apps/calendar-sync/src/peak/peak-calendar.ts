import type { ConnectionEntity } from '../connections/connection.entity';

/**
 * The calendar a connection's focus blocks go in: Google takes Focus Time only in the primary calendar,
 * Outlook's go in the default calendar (where the person's free/busy is read); CalDAV, the calendar FLOW copies its events to, else the first writable one. Null: none can.
 */
export function peakCalendarOf(connection: Pick<ConnectionEntity, 'provider' | 'calendars' | 'writeCalendarId'>): string | null {
  const writable = connection.calendars.filter((c) => c.writable);
  if (connection.provider === 'google' || connection.provider === 'outlook') return writable.find((c) => c.primary)?.id ?? null;
  return writable.find((c) => c.id === connection.writeCalendarId)?.id ?? writable[0]?.id ?? null;
}
