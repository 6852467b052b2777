import type { ExternalCalendarEvent, ScheduledEvent } from '@flow/contracts';
import { formatClock, localMinuteOf, type WeekEvent } from '@flow/rhythm';

/**
 * FLOW and external events as the week view's day cards list them (local date and 'HH:MM'; '' for all
 * day). Each day is read in its own zone (`zoneOf`, the place of that day), as its day view is: an event
 * belongs to each day on whose local date it starts, at that day's clock time (on the day a trip begins,
 * an evening at home can also be the next morning where the next day is spent).
 */
export function weekEvents(
  dates: readonly string[],
  zoneOf: (date: string) => string,
  own: readonly ScheduledEvent[],
  external: readonly ExternalCalendarEvent[],
): WeekEvent[] {
  const ownIds = new Set(own.map((e) => e.id));
  const mirrored = new Set(own.map((e) => e.google_calendar_event_id).filter(Boolean));
  const timed = [
    ...own.map((e) => ({ id: e.id, title: e.title, start: e.start_time })),
    ...external
      .filter((e) => !e.isAllDay && !(e.flowEventId && ownIds.has(e.flowEventId)) && !mirrored.has(e.id))
      .map((e) => ({ id: e.id, title: e.summary, start: e.startTime })),
  ];
  const allDay = external.filter((e) => e.isAllDay).map((e) => ({ id: e.id, title: e.summary, date: e.startTime.slice(0, 10), time: '' }));
  return [
    ...dates.flatMap((date) => {
      const zone = zoneOf(date);
      return timed.flatMap((e) => {
        const local = localMinuteOf(e.start, zone);
        return local.date === date ? [{ id: e.id, title: e.title, date, time: formatClock(local.minutes) }] : [];
      });
    }),
    ...allDay,
  ];
}
