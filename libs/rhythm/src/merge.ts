import type { AlignmentResult, ExternalCalendarEvent, MeetingType, RhythmBlock, RhythmIcon, ScheduledEvent } from '@flow/contracts';
import { checkAlignment, eventActivityType, scheduledAlignment } from './alignment';
import { ADAPT_MIN_MINUTES } from './constants';
import { formatRange, MINUTES_PER_DAY, MinuteRange, minutesFromLocalMidnight, overlapMinutes, parseRange } from './time';

/**
 * Merging the rhythm with the day's events (spec sections 3 and 9). Every event becomes a block of type
 * 'event'. A rhythm block an event overlaps is cut: the parts of at least 15 minutes before or after
 * stay, marked isAdapted with the originalActivity; when no such part is left the block is replaced.
 * Shorter leftovers become transitions (getting ready for, or resetting after, the event), so the
 * timeline has no holes. relatedEvent links adapted blocks and transitions to the event that shaped them.
 */

export type EventSource = 'flow' | 'google' | 'caldav' | 'outlook';

/** An event placed on a local day: minutes from that day's local midnight (may run before or past it). */
export interface DayEvent {
  id: string;
  title: string;
  description?: string | null;
  location?: string | null;
  start: number;
  end: number;
  source: EventSource;
  meetingType?: MeetingType | null;
  /** Manual alignment override: true aligned, false not aligned, null/undefined automatic. */
  isAligned?: boolean | null;
}

/**
 * The day's timed events from FLOW and the external calendar, in local minutes of `date`. All-day
 * external events take no time and are left out; the external copy of a FLOW event is dropped so it is
 * not counted twice.
 */
export function eventsForDay(
  date: string,
  timeZone: string,
  scheduled: readonly ScheduledEvent[],
  external: readonly ExternalCalendarEvent[] = [],
): DayEvent[] {
  const flowIds = new Set(scheduled.map((e) => e.id));
  const mirroredIds = new Set(scheduled.map((e) => e.google_calendar_event_id).filter((id): id is string => Boolean(id)));
  const place = (id: string, startIso: string, endIso: string) => {
    const start = minutesFromLocalMidnight(startIso, date, timeZone);
    const end = Math.max(minutesFromLocalMidnight(endIso, date, timeZone), start);
    return { id, start: Math.max(start, -MINUTES_PER_DAY), end: Math.min(end, 2 * MINUTES_PER_DAY) };
  };
  const own: DayEvent[] = scheduled.map((e) => ({
    ...place(e.id, e.start_time, e.end_time),
    title: e.title,
    description: e.description,
    location: e.location,
    source: 'flow',
    meetingType: e.meeting_type,
    isAligned: e.is_aligned,
  }));
  const theirs: DayEvent[] = external
    .filter((e) => !e.isAllDay && !(e.flowEventId && flowIds.has(e.flowEventId)) && !mirroredIds.has(e.id))
    .map((e) => ({ ...place(e.id, e.startTime, e.endTime), title: e.summary, description: e.description, location: e.location, source: e.source }));
  return [...own, ...theirs]
    .filter((e) => e.end > 0 && e.start < MINUTES_PER_DAY)
    .sort((a, b) => a.start - b.start || a.end - b.end || a.id.localeCompare(b.id));
}

/** The block's range on the day's frame: 06:00 → 360, and the night rest runs to 30:00 (1800). */
export function blockRange(block: RhythmBlock): MinuteRange {
  const r = parseRange(block.timeRange);
  if (!r) throw new Error(`Invalid time range: ${block.timeRange}`);
  return r;
}

/** An event's minutes on the same frame (a zero-length event counts as one minute). */
export function eventRange(event: DayEvent): MinuteRange {
  return { start: event.start, end: Math.max(event.end, event.start + 1) };
}

/** The rhythm block an event falls in most (the night rest for events before 06:00), or null. */
export function blockForEvent(event: DayEvent, rhythm: readonly RhythmBlock[]): RhythmBlock | null {
  let best: RhythmBlock | null = null;
  let bestOverlap = 0;
  const range = eventRange(event);
  const shifted = { start: range.start + MINUTES_PER_DAY, end: range.end + MINUTES_PER_DAY };
  for (const block of rhythm) {
    if (block.type && block.type !== 'rhythm') continue;
    const r = blockRange(block);
    const overlap = Math.max(overlapMinutes(r, range), overlapMinutes(r, shifted));
    if (overlap > bestOverlap) {
      best = block;
      bestOverlap = overlap;
    }
  }
  return best;
}

/** An event's alignment with the rhythm block it falls in; a manual override wins. */
export function alignEvent(event: DayEvent, rhythm: readonly RhythmBlock[]): AlignmentResult {
  if (event.isAligned === true || event.isAligned === false) {
    return checkAlignment({ rhythmActivity: '', rhythmIntensity: 0, eventTitle: event.title, override: event.isAligned });
  }
  const block = blockForEvent(event, rhythm);
  if (!block) return scheduledAlignment('Outside your rhythm blocks');
  return checkAlignment({
    rhythmActivity: block.activity,
    rhythmActivityType: block.activityType,
    rhythmIntensity: block.intensity,
    eventTitle: event.title,
    eventDescription: event.description,
    meetingType: event.meetingType,
  });
}

const EVENT_ICONS: Readonly<Record<string, RhythmIcon>> = {
  focus: 'Brain',
  collaboration: 'Users',
  movement: 'Activity',
  meals: 'Sun',
  creative: 'Sun',
  sleep: 'Moon',
  rest: 'Wind',
};

function eventBlock(event: DayEvent, rhythm: readonly RhythmBlock[], ranges: readonly MinuteRange[]): RhythmBlock {
  const range = eventRange(event);
  // The intensity bar of an event shows the energy of the rhythm it sits in (time-weighted).
  let weighted = 0;
  let covered = 0;
  rhythm.forEach((block, i) => {
    const o = overlapMinutes(ranges[i], range);
    weighted += o * block.intensity;
    covered += o;
  });
  const host = blockForEvent(event, rhythm);
  const type = eventActivityType(event.title, event.description, event.meetingType) ?? 'collaboration';
  return {
    timeRange: formatRange(event.start, event.end),
    theme: event.title,
    icon: EVENT_ICONS[type] ?? 'Clock',
    activity: event.title,
    activityType: type,
    description: event.description?.trim() || event.location?.trim() || (event.source === 'flow' ? 'Scheduled in FLOW' : 'From your calendar'),
    intensity: covered > 0 ? Math.round((weighted / covered) * 100) / 100 : (host?.intensity ?? 0.5),
    recommendations: [],
    type: 'event',
    relatedEvent: { id: event.id, title: event.title, source: event.source },
    ...(host ? { originalActivity: host.activity } : {}),
    alignment: alignEvent(event, rhythm),
  };
}

function transition(start: number, end: number, event: DayEvent, before: boolean, host: RhythmBlock): RhythmBlock {
  return {
    timeRange: formatRange(start, end),
    theme: before ? 'Transition' : 'Reset',
    icon: 'Wind',
    activity: before ? `Get ready for ${event.title}` : `Reset after ${event.title}`,
    activityType: 'rest',
    description: before
      ? 'A few minutes to arrive: close what you were doing and set your intention.'
      : 'A few minutes to note what matters and let the event go before the next thing.',
    intensity: Math.min(host.intensity, 0.3),
    recommendations: before
      ? ['Close open tabs and notes', 'One slow breath before you start']
      : ['Write down the one thing to remember', 'Stand up and stretch'],
    type: 'transition',
    isAdapted: true,
    originalActivity: host.activity,
    relatedEvent: { id: event.id, title: event.title, source: event.source },
  };
}

/** Rhythm blocks (unmerged) and the day's events → one timeline, ordered by start. */
export function mergeWithEvents(rhythm: readonly RhythmBlock[], events: readonly DayEvent[]): RhythmBlock[] {
  const blocks = rhythm.filter((b) => !b.type || b.type === 'rhythm');
  const ranges = blocks.map(blockRange);
  const placed: { start: number; end: number; order: number; block: RhythmBlock }[] = [];

  for (const event of events) {
    const r = eventRange(event);
    placed.push({ start: r.start, end: r.end, order: 1, block: eventBlock(event, blocks, ranges) });
  }

  blocks.forEach((block, i) => {
    const range = ranges[i];
    const cutters = events.filter((e) => overlapMinutes(range, eventRange(e)) > 0);
    if (cutters.length === 0) {
      placed.push({ start: range.start, end: range.end, order: 0, block: { ...block, type: 'rhythm' } });
      return;
    }
    // Free parts of the block: its range minus every overlapping event.
    const pieces: { start: number; end: number; before?: DayEvent; after?: DayEvent }[] = [];
    let cursor = range.start;
    let previous: DayEvent | undefined;
    for (const e of [...cutters].sort((a, b) => a.start - b.start)) {
      const er = eventRange(e);
      if (er.start > cursor) pieces.push({ start: cursor, end: Math.min(er.start, range.end), before: e, after: previous });
      cursor = Math.max(cursor, er.end);
      previous = e;
    }
    if (cursor < range.end) pieces.push({ start: cursor, end: range.end, after: previous });

    for (const p of pieces) {
      if (p.end - p.start >= ADAPT_MIN_MINUTES) {
        const related = p.after ?? p.before!;
        placed.push({
          start: p.start,
          end: p.end,
          order: 0,
          block: {
            ...block,
            timeRange: formatRange(p.start, p.end),
            type: 'rhythm',
            isAdapted: true,
            originalActivity: block.activity,
            relatedEvent: { id: related.id, title: related.title, source: related.source },
          },
        });
      } else {
        // Under 15 minutes: too short to keep the block; a transition fills it instead.
        const beforeEvent = Boolean(p.before);
        placed.push({ start: p.start, end: p.end, order: 0, block: transition(p.start, p.end, beforeEvent ? p.before! : p.after!, beforeEvent, block) });
      }
    }
  });

  return placed.sort((a, b) => a.start - b.start || a.order - b.order || a.end - b.end).map((p) => p.block);
}
