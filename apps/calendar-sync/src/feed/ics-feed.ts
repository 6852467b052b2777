import type { DayRhythm, ScheduledEvent } from '@flow/contracts';
import { DateTime } from 'luxon';
import { newCalendar, newVevent } from '../ical/ical';

export interface FeedContent {
  events: ScheduledEvent[];
  days: DayRhythm[];
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
  for (const event of content.events) {
    calendar.addSubcomponent(
      newVevent({
        uid: `${event.id}@flow`,
        summary: event.title,
        start: event.start_time,
        end: event.end_time,
        description: event.description,
        location: event.location,
        lastModified: event.updated_at,
        attendees: event.attendees,
        extra: { categories: 'FLOW', transp: 'OPAQUE', 'x-flow-event-id': event.id },
      }),
    );
  }
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
  return calendar.toString();
}
