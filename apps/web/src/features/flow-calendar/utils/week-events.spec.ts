import type { ExternalCalendarEvent } from '@flow/contracts';
import { addDays } from '@flow/rhythm';
import { scheduledEventFixture } from '../../../testing/flow-fixtures';
import { weekEvents } from './week-events';

const MONDAY = '2026-03-09';
const DATES = Array.from({ length: 7 }, (_, i) => addDays(MONDAY, i));
// Home in London (UTC+0 in March); a trip to Tokyo (UTC+9) from Thursday.
const zoneOf = (date: string) => (date >= '2026-03-12' ? 'Asia/Tokyo' : 'Europe/London');
const event = (n: number, start: string, title: string) =>
  scheduledEventFixture({
    id: `5555555${n}-5555-4555-8555-555555555555`,
    title,
    start_time: start,
    end_time: start.replace(/T(\d\d)/, (_, h) => `T${String(Number(h) + 1).padStart(2, '0')}`),
  });

describe("the week view's events, each day at its own place", () => {
  it('reads each day on its own clock: a Tokyo day at Tokyo time, a London day at London time', () => {
    const own = [event(1, '2026-03-10T09:00:00Z', 'London standup'), event(2, '2026-03-13T01:00:00Z', 'Tokyo breakfast')];
    expect(weekEvents(DATES, zoneOf, own, [])).toEqual([
      { id: own[0]!.id, title: 'London standup', date: '2026-03-10', time: '09:00' },
      { id: own[1]!.id, title: 'Tokyo breakfast', date: '2026-03-13', time: '10:00' },
    ]);
    // Read in London's zone all week, the breakfast would be at 1 AM.
    expect(weekEvents(DATES, () => 'Europe/London', own, [])[1]).toMatchObject({ date: '2026-03-13', time: '01:00' });
  });

  it('shows an event in every local day it starts in (as each day view does), and all-day events on their date', () => {
    // 20:00 UTC on Wednesday is Wednesday evening in London and already Thursday 05:00 in Tokyo, where Thursday is spent.
    const own = [event(3, '2026-03-11T20:00:00Z', 'Night flight call')];
    const external: ExternalCalendarEvent[] = [
      { id: 'g1', summary: 'Holiday', startTime: '2026-03-14', endTime: '2026-03-15', isAllDay: true, location: null, description: null, source: 'google' },
      {
        id: 'g2',
        summary: 'Dentist',
        startTime: '2026-03-09T15:00:00Z',
        endTime: '2026-03-09T15:30:00Z',
        isAllDay: false,
        location: null,
        description: null,
        source: 'google',
      },
    ];
    expect(weekEvents(DATES, zoneOf, own, external)).toEqual([
      { id: 'g2', title: 'Dentist', date: '2026-03-09', time: '15:00' },
      { id: own[0]!.id, title: 'Night flight call', date: '2026-03-11', time: '20:00' },
      { id: own[0]!.id, title: 'Night flight call', date: '2026-03-12', time: '05:00' },
      { id: 'g1', title: 'Holiday', date: '2026-03-14', time: '' },
    ]);
  });
});
