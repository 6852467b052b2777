import type { EventOverlap, ExternalCalendarEvent, ScheduledEvent } from '@flow/contracts';

const overlapsWindow = (start: number, end: number, otherStart: string, otherEnd: string) => Date.parse(otherStart) < end && start < Date.parse(otherEnd);

/**
 * The events that share time with `event`: the user's other FLOW events, and external events that
 * are not themselves copies of FLOW events (their mirror would otherwise flag every event twice).
 * All-day external entries (holidays, birthdays) do not block time.
 */
export function findOverlaps(event: ScheduledEvent, own: ScheduledEvent[], external: ExternalCalendarEvent[]): EventOverlap[] {
  const start = Date.parse(event.start_time);
  const end = Date.parse(event.end_time);
  const flowCopies = new Set([event, ...own].map((e) => e.google_calendar_event_id).filter((id): id is string => Boolean(id)));
  const overlaps: EventOverlap[] = own
    .filter((other) => other.id !== event.id && overlapsWindow(start, end, other.start_time, other.end_time))
    .map((other) => ({ id: other.id, title: other.title, start_time: other.start_time, end_time: other.end_time, source: 'flow' }));
  for (const other of external) {
    if (other.isAllDay || other.flowEventId || flowCopies.has(other.id)) continue;
    if (overlapsWindow(start, end, other.startTime, other.endTime)) {
      overlaps.push({ id: other.id, title: other.summary, start_time: other.startTime, end_time: other.endTime, source: other.source });
    }
  }
  return overlaps.sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time));
}
