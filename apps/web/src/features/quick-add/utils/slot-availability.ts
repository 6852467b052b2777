import type { ExternalCalendarEvent, ScheduledEvent } from '@flow/contracts';
import { eventsForDay, isPastSlot, overlapsBusy, timeSlots, type LocalNow, type MinuteRange, type TimeSlot } from '@flow/rhythm';

/**
 * The time step's slots for a local date (spec 5 and 9, rules from @flow/rhythm): every 30 minutes
 * from 06:00 to 20:30, unavailable when in the past or overlapping an event. The event being edited
 * does not block its own time.
 */
export type BusyRange = MinuteRange & { title?: string };

export function busyRanges(
  date: string,
  zone: string,
  own: readonly ScheduledEvent[],
  external: readonly ExternalCalendarEvent[],
  ignoreEventId?: string,
): BusyRange[] {
  const others = ignoreEventId ? own.filter((e) => e.id !== ignoreEventId) : own;
  const externalOthers = ignoreEventId ? external.filter((e) => e.flowEventId !== ignoreEventId) : external;
  return eventsForDay(date, zone, others, externalOthers).map((e) => ({ start: e.start, end: e.end, title: e.title }));
}

export function slotsFor(date: string, now: LocalNow, durationMinutes: number, busy: readonly BusyRange[]): TimeSlot[] {
  return timeSlots({ date, now, durationMinutes, busy });
}

export type TimeProblem = 'past' | 'busy' | null;

/** Whether a typed or suggested start is free, by the same rules as the slots. */
export function timeProblem(date: string, start: number, durationMinutes: number, now: LocalNow, busy: readonly MinuteRange[]): TimeProblem {
  if (isPastSlot(date, start, now)) return 'past';
  if (overlapsBusy({ start, end: start + Math.max(1, durationMinutes) }, busy)) return 'busy';
  return null;
}
