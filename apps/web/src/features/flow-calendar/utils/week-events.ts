import type { ExternalCalendarEvent, ScheduledEvent } from '@flow/contracts';
import { formatClock, localMinuteOf, type WeekEvent } from '@flow/rhythm';

/** FLOW and external events as the week view's day cards list them (local date and 'HH:MM'; '' for all day). */
export function weekEvents(zone: string, own: readonly ScheduledEvent[], external: readonly ExternalCalendarEvent[]): WeekEvent[] {
  const ownIds = new Set(own.map((e) => e.id));
  const mirrored = new Set(own.map((e) => e.google_calendar_event_id).filter(Boolean));
  const at = (iso: string) => {
    const { date, minutes } = localMinuteOf(iso, zone);
    return { date, time: formatClock(minutes) };
  };
  return [
    ...own.map((e) => ({ id: e.id, title: e.title, ...at(e.start_time) })),
    ...external
      .filter((e) => !(e.flowEventId && ownIds.has(e.flowEventId)) && !mirrored.has(e.id))
      .map((e) => (e.isAllDay ? { id: e.id, title: e.summary, date: e.startTime.slice(0, 10), time: '' } : { id: e.id, title: e.summary, ...at(e.startTime) })),
  ];
}
