import type { ExternalCalendarEvent } from '@flow/contracts';
import type { ExternalEventEntity } from '../sync/external-event.entity';

export function toExternalEvent(row: ExternalEventEntity): ExternalCalendarEvent {
  return {
    id: row.externalId,
    summary: row.summary,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    isAllDay: row.isAllDay,
    location: row.location,
    description: row.description,
    source: row.provider,
    flowEventId: row.flowEventId,
  };
}

/** The same event seen in two calendars of one account counts once. */
export function dedupe(events: ExternalCalendarEvent[]): ExternalCalendarEvent[] {
  return [...new Map(events.map((e) => [`${e.source}\n${e.id}`, e])).values()];
}
