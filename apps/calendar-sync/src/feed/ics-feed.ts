import type { DayRhythm, ScheduledEvent } from '@flow/contracts';
import { DateTime } from 'luxon';
import { newCalendar, newVevent, withTimezones } from '../providers/ical/ical';

export interface FeedContent {
  /** One-offs and occurrences of repeating events (as GET /api/events lists them). */
  events: ScheduledEvent[];
  /** The repeating events those occurrences belong to, as series rows (rule, zone, EXDATEs). */
  series?: ScheduledEvent[];
  days: DayRhythm[];
}

/**
 * Repeating events as RFC 5545 wants them: one VEVENT per series with RRULE and EXDATE, and one per
 * changed occurrence with the series' UID and its RECURRENCE-ID — never a copy per occurrence.
 */
function eventComponents(content: FeedContent) {
  const seriesById = new Map((content.series ?? []).map((s) => [s.id, s]));
  const changed = content.events.filter((e) => e.recurringEventId && e.id !== e.recurringEventId && seriesById.has(e.recurringEventId));
  const replaced = new Set(changed.map((e) => e.originalStartTime));
  const base = (event: ScheduledEvent, uid: string) => ({
    uid: `${uid}@flow`,
    summary: event.title,
    start: event.start_time,
    end: event.end_time,
    description: event.description,
    location: event.location,
    lastModified: event.updated_at,
    attendees: event.attendees,
    extra: { categories: 'FLOW', transp: 'OPAQUE', 'x-flow-event-id': event.id },
  });
  return [
    // One-offs, and occurrences whose series could not be read, as events of their own.
    ...content.events.filter((e) => !e.recurringEventId || !seriesById.has(e.recurringEventId)).map((e) => newVevent(base(e, e.id))),
    ...[...seriesById.values()].map((s) =>
      newVevent({
        ...base(s, s.id),
        recurrence: { rrule: s.recurrence!, timeZone: s.recurrenceTimeZone ?? 'UTC', exdates: (s.exdates ?? []).filter((d) => !replaced.has(d)) },
      }),
    ),
    ...changed.map((e) => {
      const zone = seriesById.get(e.recurringEventId!)!.recurrenceTimeZone ?? 'UTC';
      return newVevent({ ...base(e, e.recurringEventId!), recurrenceId: { start: e.originalStartTime!, timeZone: zone } });
    }),
  ];
}

/** A rhythm block's local 'HH:MM–HH:MM' on its day as instants; an end at or before the start is the next day. */
export function blockInterval(day: DayRhythm, timeRange: string): { start: Date; end: Date } | null {
  const match = /^(\d{2}):(\d{2})–(\d{2}):(\d{2})$/.exec(timeRange);
  if (!match) return null;
  const [, sh, sm, eh, em] = match.map(Number) as [number, number, number, number, number];
  const date = DateTime.fromISO(day.date, { zone: day.timeZone });
  if (!date.isValid) return null;
  const start = date.set({ hour: sh, minute: sm });
  let end = date.set({ hour: eh, minute: em });
  if (end <= start) end = end.plus({ days: 1 });
  return { start: start.toJSDate(), end: end.toJSDate() };
}

/**
 * The user's private feed (RFC 5545): FLOW events as busy events with their attendees, and rhythm
 * blocks as free (TRANSP:TRANSPARENT) events, so subscribing never blocks time in other calendars.
 */
export function buildFeed(content: FeedContent): string {
  const calendar = newCalendar({ 'x-wr-calname': 'FLOW', 'x-wr-caldesc': 'Your FLOW events and rhythm blocks', 'x-published-ttl': 'PT1H' });
  calendar.updatePropertyWithValue('method', 'PUBLISH');
  for (const vevent of eventComponents(content)) calendar.addSubcomponent(vevent);
  for (const day of content.days) {
    for (const block of day.rhythmBlocks) {
      const interval = blockInterval(day, block.timeRange);
      if (!interval) continue;
      const notes = [block.description, ...block.recommendations.map((r) => `• ${r}`)].filter(Boolean).join('\n');
      calendar.addSubcomponent(
        newVevent({
          uid: `rhythm-${day.date}-${block.timeRange.slice(0, 5).replace(':', '')}@flow`,
          summary: `${block.theme}: ${block.activity}`,
          start: interval.start,
          end: interval.end,
          description: notes,
          extra: { categories: 'FLOW rhythm', transp: 'TRANSPARENT' },
        }),
      );
    }
  }
  return withTimezones(calendar).toString();
}
