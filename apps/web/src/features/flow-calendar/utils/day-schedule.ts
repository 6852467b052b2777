import type { ExternalCalendarEvent, ScheduledEvent } from '@flow/contracts';
import { MINUTES_PER_DAY, minutesFromLocalMidnight } from '@flow/rhythm';

/** One row of "Today's Schedule": a FLOW event (editable) or an external one (read only). */
export type ScheduleItem =
  | { kind: 'own'; id: string; title: string; start: number; end: number; allDay: false; location: string | null; event: ScheduledEvent }
  | {
      kind: 'external';
      id: string;
      title: string;
      start: number;
      end: number;
      allDay: boolean;
      location: string | null;
      source: ExternalCalendarEvent['source'];
    };

/**
 * The day's events in local minutes, ordered by start: own events, then external ones that are
 * not the calendar copy of an own event (so nothing shows twice).
 */
export function scheduleForDay(date: string, zone: string, own: readonly ScheduledEvent[], external: readonly ExternalCalendarEvent[]): ScheduleItem[] {
  const ownIds = new Set(own.map((e) => e.id));
  const mirrored = new Set(own.map((e) => e.google_calendar_event_id).filter(Boolean));
  const onDay = (start: number, end: number) => end > 0 && start < MINUTES_PER_DAY;
  const items: ScheduleItem[] = [];
  for (const event of own) {
    const start = minutesFromLocalMidnight(event.start_time, date, zone);
    const end = minutesFromLocalMidnight(event.end_time, date, zone);
    if (onDay(start, Math.max(end, start + 1)))
      items.push({ kind: 'own', id: event.id, title: event.title, start, end, allDay: false, location: event.location, event });
  }
  for (const event of external) {
    if ((event.flowEventId && ownIds.has(event.flowEventId)) || mirrored.has(event.id)) continue;
    const start = minutesFromLocalMidnight(event.startTime, date, zone);
    const end = minutesFromLocalMidnight(event.endTime, date, zone);
    if (onDay(start, Math.max(end, start + 1))) {
      items.push({ kind: 'external', id: event.id, title: event.summary, start, end, allDay: event.isAllDay, location: event.location, source: event.source });
    }
  }
  return items.sort((a, b) => Number(b.allDay) - Number(a.allDay) || a.start - b.start || a.title.localeCompare(b.title));
}
