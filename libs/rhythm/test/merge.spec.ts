import type { ExternalCalendarEvent, ScheduledEvent } from '@flow/contracts';
import { DayEvent, eventsForDay, generateRhythmBlocks, mergeWithEvents, parseRange } from '../src';
import { blueprint, hm, MONDAY } from './helpers';

// 08:00–13:00 Deep Focus … 13:00–13:45 Main Meal … 21:00–22:00 Wind Down, 22:00–06:00 sleep.
const rhythm = generateRhythmBlocks({ date: MONDAY, blueprint: blueprint('BALANCED', ['08:00', '13:00']) });
const ev = (id: string, from: string, to: string, title = 'Team sync', extra: Partial<DayEvent> = {}): DayEvent => ({
  id,
  title,
  start: hm(from),
  end: hm(to),
  source: 'flow',
  ...extra,
});

describe('merging rhythm blocks with events', () => {
  it('turns every event into a block of type event linked by relatedEvent', () => {
    const merged = mergeWithEvents(rhythm, [ev('a', '10:00', '11:00', 'Write report'), ev('b', '14:00', '14:30', 'Call with Ana', { source: 'google' })]);
    const events = merged.filter((b) => b.type === 'event');
    expect(events.map((b) => [b.timeRange, b.relatedEvent])).toEqual([
      ['10:00–11:00', { id: 'a', title: 'Write report', source: 'flow' }],
      ['14:00–14:30', { id: 'b', title: 'Call with Ana', source: 'google' }],
    ]);
    expect(events[0]).toMatchObject({ theme: 'Write report', activityType: 'focus', icon: 'Brain', originalActivity: 'Deep work on your most important task' });
    expect(events[0].alignment!.status).toBe('aligned');
  });

  it('cuts an overlapped block and marks the parts isAdapted with originalActivity when at least 15 minutes remain', () => {
    const merged = mergeWithEvents(rhythm, [ev('a', '10:00', '11:00')]);
    const pieces = merged.filter((b) => b.theme === 'Deep Focus');
    expect(pieces.map((b) => b.timeRange)).toEqual(['08:00–10:00', '11:00–13:00']);
    for (const p of pieces)
      expect(p).toMatchObject({ type: 'rhythm', isAdapted: true, originalActivity: 'Deep work on your most important task', relatedEvent: { id: 'a' } });
  });

  it('replaces a block when no part of at least 15 minutes is left', () => {
    // Main Meal 13:00–13:45, event 13:05–13:40: 5 minutes either side.
    const merged = mergeWithEvents(rhythm, [ev('lunch', '13:05', '13:40', 'Lunch with Sam')]);
    expect(merged.some((b) => b.theme === 'Main Meal')).toBe(false);
    expect(merged.find((b) => b.type === 'event')!.timeRange).toBe('13:05–13:40');
  });

  it('fills leftovers under 15 minutes with transitions, so the timeline has no holes', () => {
    const merged = mergeWithEvents(rhythm, [ev('lunch', '13:05', '13:40', 'Lunch with Sam')]);
    const transitions = merged.filter((b) => b.type === 'transition');
    expect(transitions.map((b) => [b.timeRange, b.activity])).toEqual([
      ['13:00–13:05', 'Get ready for Lunch with Sam'],
      ['13:40–13:45', 'Reset after Lunch with Sam'],
    ]);
    for (const t of transitions) expect(t).toMatchObject({ icon: 'Wind', isAdapted: true, originalActivity: 'Lunch', relatedEvent: { id: 'lunch' } });
    const r = merged.map((b) => parseRange(b.timeRange)!).filter((x) => x.start >= hm('06:00'));
    for (let i = 1; i < r.length; i++) expect(r[i].start).toBe(r[i - 1].end);
  });

  it('keeps a block untouched (not adapted) when no event overlaps it', () => {
    const merged = mergeWithEvents(rhythm, [ev('a', '10:00', '11:00')]);
    const lunch = merged.find((b) => b.theme === 'Main Meal')!;
    expect(lunch.isAdapted).toBeUndefined();
    expect(lunch.type).toBe('rhythm');
  });

  it('cuts several blocks with one long event and keeps both of two overlapping events', () => {
    const merged = mergeWithEvents(rhythm, [ev('x', '12:00', '14:00', 'Workshop'), ev('y', '12:30', '13:00', 'Call')]);
    expect(merged.filter((b) => b.type === 'event').map((b) => b.relatedEvent!.id)).toEqual(['x', 'y']);
    expect(merged.find((b) => b.theme === 'Deep Focus' && b.isAdapted)!.timeRange).toBe('08:00–12:00');
    expect(merged.some((b) => b.theme === 'Main Meal')).toBe(false);
  });

  it('places events before 06:00 first and cuts the night rest for events after 22:00', () => {
    const merged = mergeWithEvents(rhythm, [ev('early', '05:00', '05:45', 'Flight'), ev('late', '23:00', '23:30', 'Call with Tokyo')]);
    expect(merged[0].relatedEvent!.id).toBe('early');
    const night = merged.filter((b) => b.activityType === 'sleep' && b.type === 'rhythm');
    expect(night.map((b) => b.timeRange)).toEqual(['22:00–23:00', '23:30–06:00']);
  });
});

describe('the day’s events from FLOW and the external calendar', () => {
  const scheduled: ScheduledEvent = {
    id: '00000000-0000-4000-8000-000000000001',
    title: 'Deep work',
    start_time: '2026-03-09T09:00:00+01:00',
    end_time: '2026-03-09T10:30:00+01:00',
    location: null,
    meeting_type: 'deep_work',
    description: null,
    google_calendar_event_id: 'g-1',
    is_aligned: null,
    mirror_state: 'synced',
    mirror_error: null,
    attendees: [],
    created_at: '2026-03-01T00:00:00Z',
    updated_at: '2026-03-01T00:00:00Z',
  };
  const external = (id: string, start: string, end: string, extra: Partial<ExternalCalendarEvent> = {}): ExternalCalendarEvent => ({
    id,
    summary: `Ext ${id}`,
    startTime: start,
    endTime: end,
    isAllDay: false,
    location: null,
    description: null,
    source: 'google',
    ...extra,
  });

  it('converts instants to minutes of the local day in the user’s time zone', () => {
    const [e] = eventsForDay(MONDAY, 'Europe/Berlin', [scheduled]);
    expect([e.start, e.end, e.source, e.meetingType]).toEqual([hm('09:00'), hm('10:30'), 'flow', 'deep_work']);
    const [ny] = eventsForDay(MONDAY, 'America/New_York', [], [external('n', '2026-03-09T14:00:00Z', '2026-03-09T15:00:00Z')]);
    expect([ny.start, ny.end]).toEqual([hm('10:00'), hm('11:00')]);
  });

  it('leaves out all-day events and the external copy of a FLOW event', () => {
    const events = eventsForDay(
      MONDAY,
      'Europe/Berlin',
      [scheduled],
      [
        external('g-1', '2026-03-09T08:00:00Z', '2026-03-09T09:30:00Z'),
        external('copy', '2026-03-09T08:00:00Z', '2026-03-09T09:30:00Z', { flowEventId: scheduled.id }),
        external('allday', '2026-03-09T00:00:00+01:00', '2026-03-10T00:00:00+01:00', { isAllDay: true }),
        external('keep', '2026-03-09T15:00:00Z', '2026-03-09T16:00:00Z'),
      ],
    );
    expect(events.map((e) => e.id)).toEqual([scheduled.id, 'keep']);
  });

  it('drops events entirely outside the local day', () => {
    expect(eventsForDay(MONDAY, 'Europe/Berlin', [], [external('prev', '2026-03-08T10:00:00Z', '2026-03-08T11:00:00Z')])).toEqual([]);
  });
});
