import type { ExternalCalendarEvent, ScheduledEvent } from '@flow/contracts';
import { findOverlaps } from './overlaps';

const flow = (id: string, start: string, end: string, googleId: string | null = null): ScheduledEvent => ({
  id,
  title: id,
  start_time: `2030-01-08T${start}:00.000Z`,
  end_time: `2030-01-08T${end}:00.000Z`,
  location: null,
  meeting_type: null,
  description: null,
  google_calendar_event_id: googleId,
  is_aligned: null,
  mirror_state: 'none',
  mirror_error: null,
  attendees: [],
  created_at: '2030-01-01T00:00:00.000Z',
  updated_at: '2030-01-01T00:00:00.000Z',
});
const external = (id: string, start: string, end: string, extra: Partial<ExternalCalendarEvent> = {}): ExternalCalendarEvent => ({
  id,
  summary: id,
  startTime: `2030-01-08T${start}:00.000Z`,
  endTime: `2030-01-08T${end}:00.000Z`,
  isAllDay: false,
  location: null,
  description: null,
  source: 'google',
  flowEventId: null,
  ...extra,
});

describe('findOverlaps', () => {
  const event = flow('new', '10:00', '11:00');

  it('flags own events that share time, never the event itself, in start order', () => {
    const own = [event, flow('late', '10:30', '12:00'), flow('early', '09:30', '10:15'), flow('before', '09:00', '10:00'), flow('after', '11:00', '11:30')];
    expect(findOverlaps(event, own, []).map((o) => o.id)).toEqual(['early', 'late']);
  });

  it('flags external events, but not all-day entries or copies of FLOW events', () => {
    const own = [flow('mirrored', '10:00', '10:30', 'g-1')];
    const theirs = [
      external('dentist', '10:45', '11:15', { source: 'caldav' }),
      external('holiday', '00:00', '23:59', { isAllDay: true }),
      external('g-1', '10:00', '10:30'),
      external('copy', '10:00', '11:00', { flowEventId: 'x' }),
    ];
    expect(findOverlaps(event, own, theirs)).toEqual([
      { id: 'mirrored', title: 'mirrored', start_time: own[0]!.start_time, end_time: own[0]!.end_time, source: 'flow' },
      { id: 'dentist', title: 'dentist', start_time: theirs[0]!.startTime, end_time: theirs[0]!.endTime, source: 'caldav' },
    ]);
  });

  it("does not flag the event's own external copy", () => {
    expect(findOverlaps(flow('new', '10:00', '11:00', 'g-9'), [], [external('g-9', '10:00', '11:00')])).toEqual([]);
  });
});
