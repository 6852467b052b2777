import type { ExternalCalendarEvent, RhythmBlock, ScheduledEvent } from '@flow/contracts';
import { addDays, alignEvent, MINUTES_PER_DAY, minutesFromLocalMidnight, type DayEvent } from '@flow/rhythm';
import { WEEK_GRID } from '../../../config/constants';

export type GridTone = 'aligned' | 'misaligned' | 'other';

/** One event placed on the week grid: its column (0 = Monday), pixel top and height, and lane. */
export interface GridEvent {
  key: string;
  day: number;
  top: number;
  height: number;
  lane: number;
  lanes: number;
  title: string;
  start: number;
  end: number;
  tone: GridTone;
  own: ScheduledEvent | null;
  external: ExternalCalendarEvent | null;
}

const PX_PER_MINUTE = WEEK_GRID.hourRowPx / 60;

/**
 * Spec 2: green aligned, orange misaligned, blue otherwise. A manual override decides; without one,
 * the same rules as the day view judge the event against the rhythm block it falls in (when that
 * day's rhythm is known), so an automatically aligned event is green too.
 */
export function toneOf(event: DayEvent, rhythm: readonly RhythmBlock[] | undefined): GridTone {
  if (event.isAligned === true) return 'aligned';
  if (event.isAligned === false) return 'misaligned';
  if (!rhythm?.length) return 'other';
  const { status } = alignEvent(event, rhythm);
  return status === 'aligned' ? 'aligned' : status === 'misaligned' ? 'misaligned' : 'other';
}

/**
 * Places the week's events (from Monday, each day in its own zone: `zoneOf`, the place of that day) by start time: top = minutes since
 * midnight at 60 px an hour, at least 30 px high; an event past midnight is cut at the day's end, and
 * events that overlap share the column side by side. `rhythmByDate` holds the days' rhythm blocks
 * that are known so far (for the colours).
 */
export function layoutWeek(
  monday: string,
  zoneOf: (date: string) => string,
  own: readonly ScheduledEvent[],
  external: readonly ExternalCalendarEvent[],
  overrides: ReadonlyMap<string, boolean>,
  rhythmByDate: ReadonlyMap<string, readonly RhythmBlock[]> = new Map(),
): GridEvent[] {
  const mirrored = new Set(own.map((e) => e.google_calendar_event_id).filter(Boolean));
  const ownIds = new Set(own.map((e) => e.id));
  const items: Omit<GridEvent, 'lane' | 'lanes'>[] = [];
  for (let day = 0; day < 7; day++) {
    const date = addDays(monday, day);
    const zone = zoneOf(date);
    const place = (key: string, title: string, startIso: string, endIso: string) => {
      const start = Math.max(0, minutesFromLocalMidnight(startIso, date, zone));
      const end = Math.min(MINUTES_PER_DAY, minutesFromLocalMidnight(endIso, date, zone));
      if (end <= 0 || start >= MINUTES_PER_DAY || end < start) return null;
      return {
        key: `${key}-${day}`,
        day,
        start,
        end,
        title,
        top: start * PX_PER_MINUTE,
        height: Math.max(WEEK_GRID.eventMinPx, (end - start) * PX_PER_MINUTE),
      };
    };
    const rhythm = rhythmByDate.get(date);
    const onDay = (startIso: string, endIso: string) => ({
      start: minutesFromLocalMidnight(startIso, date, zone),
      end: minutesFromLocalMidnight(endIso, date, zone),
    });
    for (const e of own) {
      const p = place(e.id, e.title, e.start_time, e.end_time);
      const isAligned = overrides.get(e.id) ?? e.is_aligned;
      const dayEvent: DayEvent = {
        id: e.id,
        title: e.title,
        description: e.description,
        source: 'flow',
        meetingType: e.meeting_type,
        isAligned,
        ...onDay(e.start_time, e.end_time),
      };
      if (p) items.push({ ...p, tone: toneOf(dayEvent, rhythm), own: e, external: null });
    }
    for (const e of external) {
      if (e.isAllDay || mirrored.has(e.id) || (e.flowEventId && ownIds.has(e.flowEventId))) continue;
      const p = place(e.id, e.summary, e.startTime, e.endTime);
      const dayEvent: DayEvent = { id: e.id, title: e.summary, description: e.description, source: e.source, ...onDay(e.startTime, e.endTime) };
      if (p) items.push({ ...p, tone: toneOf(dayEvent, rhythm), own: null, external: e });
    }
  }
  return assignLanes(items);
}

/** Side-by-side lanes for events that overlap on screen (their drawn boxes, min height included). */
function assignLanes(items: Omit<GridEvent, 'lane' | 'lanes'>[]): GridEvent[] {
  const out: GridEvent[] = [];
  for (let day = 0; day < 7; day++) {
    const dayItems = items.filter((i) => i.day === day).sort((a, b) => a.top - b.top || b.height - a.height);
    let cluster: GridEvent[] = [];
    let clusterEnd = -1;
    const flush = () => {
      const lanes = Math.max(1, ...cluster.map((c) => c.lane + 1));
      for (const c of cluster) out.push({ ...c, lanes });
      cluster = [];
    };
    for (const item of dayItems) {
      if (item.top >= clusterEnd) flush();
      const laneEnds = new Map<number, number>();
      for (const c of cluster) laneEnds.set(c.lane, Math.max(laneEnds.get(c.lane) ?? 0, c.top + c.height));
      let lane = 0;
      while ((laneEnds.get(lane) ?? -1) > item.top) lane++;
      cluster.push({ ...item, lane, lanes: 1 });
      clusterEnd = Math.max(clusterEnd, item.top + item.height);
    }
    flush();
  }
  return out;
}
