import type { EventOverlap, ScheduledEvent, UpdateEventRequest } from '@flow/contracts';
import type { ScheduledEventEntity } from './events.entities';
import type { AttendeeRow } from './events.repository';

export function toScheduledEvent(entity: ScheduledEventEntity, attendees: AttendeeRow[]): ScheduledEvent {
  return {
    id: entity.id,
    title: entity.title,
    start_time: entity.startTime.toISOString(),
    end_time: entity.endTime.toISOString(),
    location: entity.location ?? null,
    meeting_type: entity.meetingType ?? null,
    description: entity.description ?? null,
    google_calendar_event_id: entity.googleCalendarEventId ?? null,
    is_aligned: entity.isAligned ?? null,
    mirror_state: entity.mirrorState,
    mirror_error: entity.mirrorError ?? null,
    attendees,
    created_at: entity.createdAt.toISOString(),
    updated_at: entity.updatedAt.toISOString(),
    reminderMinutes: entity.reminderMinutes ?? null,
    ...recurrenceFields(entity),
  };
}

/** One-off: nulls. Occurrence (generated or changed): its series and own start. Series row: its rule, zone and EXDATEs. */
function recurrenceFields(entity: ScheduledEventEntity): Partial<ScheduledEvent> {
  const base = {
    recurrence: entity.recurrence ?? null,
    recurringEventId: entity.recurringEventId ?? null,
    originalStartTime: entity.originalStartTime?.toISOString() ?? null,
  };
  if (entity.recurringEventId) return { ...base, startTime: entity.startTime.toISOString() };
  if (entity.recurrence) return { ...base, recurrenceTimeZone: entity.recurrenceTimeZone ?? null, exdates: entity.recurrenceExdates ?? [] };
  return base;
}

/** The fields an edit sets as they are on the row it changes (a series' changed occurrences take them too). */
export function applyDetails(row: ScheduledEventEntity, changes: UpdateEventRequest): void {
  if (changes.title !== undefined) row.title = changes.title;
  if (changes.description !== undefined) row.description = changes.description;
  if (changes.meetingType !== undefined) row.meetingType = changes.meetingType;
  if (changes.location !== undefined) row.location = changes.location;
  if (changes.reminderMinutes !== undefined) row.reminderMinutes = changes.reminderMinutes;
}

export function toOverlap(event: ScheduledEvent): EventOverlap {
  return { id: event.id, title: event.title, start_time: event.start_time, end_time: event.end_time, source: 'flow' };
}
