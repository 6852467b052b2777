import type { ExternalCalendarEvent } from '@flow/contracts';
import { nextAvailableSlot } from '@flow/rhythm';
import { scheduledEventFixture } from '../../../testing/flow-fixtures';
import { busyRanges, slotsFor, timeProblem } from './slot-availability';

const DATE = '2026-03-10';
// A fixed clock: 10:40 local on the day (UTC zone).
const NOW = { date: DATE, minutes: 10 * 60 + 40 };
const own = [scheduledEventFixture({ id: '11111111-1111-4111-8111-111111111111', start_time: `${DATE}T13:00:00Z`, end_time: `${DATE}T14:00:00Z` })];
const external: ExternalCalendarEvent[] = [
  {
    id: 'g-1',
    summary: 'Dentist',
    startTime: `${DATE}T16:00:00Z`,
    endTime: `${DATE}T16:30:00Z`,
    isAllDay: false,
    location: null,
    description: null,
    source: 'google',
  },
  {
    id: 'g-2',
    summary: 'Holiday',
    startTime: `${DATE}T00:00:00Z`,
    endTime: '2026-03-11T00:00:00Z',
    isAllDay: true,
    location: null,
    description: null,
    source: 'google',
  },
];

describe('time step slots at a fixed clock (spec 5 and 9)', () => {
  const busy = busyRanges(DATE, 'UTC', own, external);
  const slots = slotsFor(DATE, NOW, 60, busy);
  const slot = (time: string) => slots.find((s) => s.time === time)!;

  it('lists 30-minute slots from 06:00 to 20:30', () => {
    expect(slots).toHaveLength(30);
    expect(slots[0]!.time).toBe('06:00');
    expect(slots.at(-1)!.time).toBe('20:30');
  });

  it('disables slots in the past (1-minute tolerance) and keeps the rest', () => {
    expect(slot('10:30')).toMatchObject({ available: false, reason: 'past' });
    expect(slot('06:00').available).toBe(false);
    expect(slot('11:00').available).toBe(true);
  });

  it('disables slots whose duration overlaps an own or external event; all-day events block nothing', () => {
    expect(slot('12:00')).toMatchObject({ available: true }); // 12:00–13:00 touches 13:00 only
    expect(slot('12:30')).toMatchObject({ available: false, reason: 'busy' });
    expect(slot('13:30')).toMatchObject({ available: false, reason: 'busy' });
    expect(slot('14:00').available).toBe(true);
    expect(slot('15:30')).toMatchObject({ available: false, reason: 'busy' }); // runs into the 16:00 dentist
    expect(slot('16:30').available).toBe(true);
  });

  it("'Jump to next available' finds the first free slot from now", () => {
    expect(nextAvailableSlot(slots, NOW.minutes)!.time).toBe('11:00');
    const afterLunch = slotsFor(DATE, { date: DATE, minutes: 12 * 60 + 10 }, 60, busy);
    expect(nextAvailableSlot(afterLunch, 12 * 60 + 10)!.time).toBe('14:00');
  });

  it('every slot of an earlier day is past; a later day has none past', () => {
    expect(slotsFor('2026-03-09', NOW, 60, []).every((s) => s.reason === 'past')).toBe(true);
    expect(slotsFor('2026-03-11', NOW, 60, []).every((s) => s.available)).toBe(true);
  });

  it('an event being edited does not block its own time', () => {
    const editing = busyRanges(DATE, 'UTC', own, external, own[0]!.id);
    expect(slotsFor(DATE, NOW, 60, editing).find((s) => s.time === '13:00')!.available).toBe(true);
    expect(timeProblem(DATE, 13 * 60, 60, NOW, busy)).toBe('busy');
    expect(timeProblem(DATE, 13 * 60, 60, NOW, editing)).toBeNull();
    expect(timeProblem(DATE, 9 * 60, 30, NOW, editing)).toBe('past');
  });

  it("reads events in the user's zone", () => {
    // 13:00–14:00 UTC is 14:00–15:00 in Berlin (CET).
    const berlin = slotsFor(DATE, { date: DATE, minutes: 0 }, 30, busyRanges(DATE, 'Europe/Berlin', own, []));
    expect(berlin.find((s) => s.time === '13:30')!.available).toBe(true);
    expect(berlin.find((s) => s.time === '14:00')!.available).toBe(false);
  });
});
