import {
  batchingReason,
  DEFAULT_BLUEPRINT,
  findSlot,
  formatClock,
  generateRhythmBlocks,
  mealWindows,
  nextAvailableSlot,
  optimalTimes,
  suggestMealTimes,
  timeSlots,
} from '../src';
import { blueprint, hm, MONDAY } from './helpers';

const FUTURE = { date: '2026-03-01', minutes: 0 };
const rhythm = generateRhythmBlocks({ date: MONDAY, blueprint: blueprint('BALANCED', ['08:00', '13:00']) });

describe('30-minute slots', () => {
  it('run every 30 minutes from 06:00 to 20:30', () => {
    const slots = timeSlots({ date: MONDAY, now: FUTURE, durationMinutes: 30, busy: [] });
    expect(slots).toHaveLength(30);
    expect(slots[0].time).toBe('06:00');
    expect(slots[1].time).toBe('06:30');
    expect(slots[slots.length - 1].time).toBe('20:30');
    expect(slots.every((s) => s.available)).toBe(true);
  });

  it('are never in the past', () => {
    const slots = timeSlots({ date: MONDAY, now: { date: MONDAY, minutes: hm('10:10') }, durationMinutes: 30, busy: [] });
    expect(slots.filter((s) => !s.available).map((s) => s.time)).toEqual(['06:00', '06:30', '07:00', '07:30', '08:00', '08:30', '09:00', '09:30', '10:00']);
    expect(slots.find((s) => s.time === '09:30')!.reason).toBe('past');
    expect(timeSlots({ date: '2026-03-08', now: { date: MONDAY, minutes: 0 }, durationMinutes: 30, busy: [] }).every((s) => !s.available)).toBe(true);
  });

  it('never overlap an event (for the meeting’s duration)', () => {
    const slots = timeSlots({ date: MONDAY, now: FUTURE, durationMinutes: 60, busy: [{ start: hm('10:00'), end: hm('11:00') }] });
    expect(slots.filter((s) => s.reason === 'busy').map((s) => s.time)).toEqual(['09:30', '10:00', '10:30']);
  });

  it("say which event a dropped slot clashes with ('18:00 clashes with Team call')", () => {
    const busy = [
      { start: hm('17:00'), end: hm('17:30'), title: 'Standup' },
      { start: hm('18:00'), end: hm('19:00'), title: 'Team call' },
    ];
    const slots = timeSlots({ date: MONDAY, now: FUTURE, durationMinutes: 60, busy });
    const at = (time: string) => slots.find((s) => s.time === time)!;
    expect(at('18:00')).toMatchObject({ available: false, reason: 'busy', clashesWith: 'Team call' });
    expect(at('17:30')).toMatchObject({ reason: 'busy', clashesWith: 'Team call' });
    expect(at('16:30')).toMatchObject({ reason: 'busy', clashesWith: 'Standup' });
    expect(at('19:00')).toMatchObject({ available: true, clashesWith: null });
    // A past slot is past, whatever else it overlaps.
    const today = timeSlots({ date: MONDAY, now: { date: MONDAY, minutes: hm('20:00') }, durationMinutes: 60, busy });
    expect(today.find((s) => s.time === '18:00')).toMatchObject({ reason: 'past', clashesWith: null });
  });

  it('allow a 1-minute tolerance for overlaps, past starts and typed times', () => {
    const busy = [{ start: hm('10:59'), end: hm('11:30') }];
    const slots = timeSlots({ date: MONDAY, now: { date: MONDAY, minutes: hm('10:00') + 0.9 }, durationMinutes: 60, busy });
    expect(slots.find((s) => s.time === '10:00')!.available).toBe(true);
    expect(findSlot(slots, hm('14:31'))!.time).toBe('14:30');
    expect(findSlot(slots, hm('14:32'))).toBeNull();
  });

  it('jumps to the next available slot', () => {
    const slots = timeSlots({ date: MONDAY, now: FUTURE, durationMinutes: 30, busy: [{ start: hm('06:00'), end: hm('08:00') }] });
    expect(nextAvailableSlot(slots)!.time).toBe('08:00');
  });
});

describe('optimal times', () => {
  it('gives the best 3 for a meeting type and duration, ranked by intensity and fit, never overlapping each other', () => {
    const times = optimalTimes({ date: MONDAY, now: FUTURE, durationMinutes: 90, busy: [], meetingType: 'deep_work', rhythm });
    expect(times).toHaveLength(3);
    for (const t of times) {
      expect(t.start).toBeGreaterThanOrEqual(hm('08:00'));
      expect(t.end).toBeLessThanOrEqual(hm('13:00'));
    }
    expect(times[0].score).toBeGreaterThanOrEqual(times[1].score);
    expect(times[1].score).toBeGreaterThanOrEqual(times[2].score);
  });

  it('labels high-energy times "Peak Flow" and the others "In Flow"', () => {
    const deep = optimalTimes({ date: MONDAY, now: FUTURE, durationMinutes: 60, busy: [], meetingType: 'deep_work', rhythm });
    expect(deep[0]).toMatchObject({ label: 'Peak Flow', energy_level: 'high', title: 'Deep Focus', icon: 'brain' });
    const social = optimalTimes({ date: MONDAY, now: FUTURE, durationMinutes: 90, busy: [], meetingType: 'social', rhythm });
    expect(social[0].label).toBe('In Flow');
  });

  it('puts collaboration in the collaboration window, not the peak', () => {
    const times = optimalTimes({ date: MONDAY, now: FUTURE, durationMinutes: 45, busy: [], meetingType: 'collaboration', rhythm });
    expect(times[0].title).toBe('Collaboration');
  });

  it('never suggests the past or an overlap', () => {
    const times = optimalTimes({
      date: MONDAY,
      now: { date: MONDAY, minutes: hm('09:10') },
      durationMinutes: 60,
      busy: [{ start: hm('10:00'), end: hm('12:00') }],
      meetingType: 'deep_work',
      rhythm,
    });
    for (const t of times) {
      expect(t.start).toBeGreaterThanOrEqual(hm('09:10') - 1);
      expect(t.end <= hm('10:00') || t.start >= hm('12:00')).toBe(true);
    }
  });
});

describe('meeting batching', () => {
  it('ranks a slot beside an existing meeting above an isolated one when both fit the rhythm, and says why', () => {
    const isolated = optimalTimes({ date: MONDAY, now: FUTURE, durationMinutes: 60, busy: [], meetingType: 'collaboration', rhythm });
    const best = isolated[0]!;
    // A call that starts an hour after the best isolated slot ends: the hour before it is free and still fits.
    const call = { start: best.end + 60, end: best.end + 120 };
    const times = optimalTimes({ date: MONDAY, now: FUTURE, durationMinutes: 60, busy: [call], meetingType: 'collaboration', rhythm });
    expect(times[0]!.start === call.end || times[0]!.end === call.start).toBe(true);
    expect(times[0]!.reason).toBe(batchingReason(call, times[0]!));
    expect(times[0]!.reason).toMatch(new RegExp(`^Next to your ${formatClock(call.start)} call — keeps your (morning|afternoon|evening) whole$`));
    // Without the call the isolated slot led: batching changed the order, not the slots that fit.
    expect(times.map((t) => t.start)).not.toEqual(isolated.map((t) => t.start));
  });

  it('words the part of the day, and leaves focus work unbatched', () => {
    expect(batchingReason({ start: hm('14:00'), end: hm('15:00') }, { start: hm('15:00'), end: hm('15:30') })).toBe(
      'Next to your 14:00 call — keeps your afternoon whole',
    );
    expect(batchingReason({ start: hm('10:30'), end: hm('11:00') }, { start: hm('10:00'), end: hm('10:30') })).toBe(
      'Next to your 10:30 call — keeps your morning whole',
    );
    const deep = optimalTimes({ date: MONDAY, now: FUTURE, durationMinutes: 60, busy: [], meetingType: 'deep_work', rhythm });
    const call = { start: deep[0]!.end + 60, end: deep[0]!.end + 90 };
    const withCall = optimalTimes({ date: MONDAY, now: FUTURE, durationMinutes: 60, busy: [call], meetingType: 'deep_work', rhythm });
    expect(withCall.every((t) => !t.reason.startsWith('Next to your'))).toBe(true);
  });

  it('does not batch into a slot that does not fit the rhythm', () => {
    // A call late in the evening: the slot beside it is misaligned for collaboration, so it is not put first.
    const call = { start: hm('20:00'), end: hm('20:30') };
    const times = optimalTimes({ date: MONDAY, now: FUTURE, durationMinutes: 30, busy: [call], meetingType: 'collaboration', rhythm });
    expect(times[0]!.start).not.toBe(call.end);
    expect(times[0]!.end).not.toBe(call.start);
  });
});

describe('meal windows', () => {
  it('follow the blueprint’s breakfast, main meal and dinner', () => {
    const w = mealWindows(DEFAULT_BLUEPRINT, MONDAY);
    expect(w.lunch[0]).toEqual({ start: hm('12:00'), end: hm('14:30'), ideal: hm('13:00') });
    expect(w.breakfast[0].ideal).toBe(hm('08:00'));
    expect(w.dinner[0].ideal).toBe(hm('18:15'));
  });

  it('suggest meal times inside the window, nearest the ideal first', () => {
    const r = suggestMealTimes({
      mealType: 'lunch',
      durationMinutes: 60,
      blueprint: DEFAULT_BLUEPRINT,
      now: FUTURE,
      day: { date: MONDAY, busy: [], rhythm },
      nextDay: { busy: [], rhythm },
    });
    expect(r.movedToTomorrow).toBe(false);
    expect(r.times.map((t) => t.time)).toEqual(['13:00', '12:00', '14:00']);
    expect(r.times[0].icon).toBe('utensils');
  });

  it('move a meal with no time left today to tomorrow', () => {
    const r = suggestMealTimes({
      mealType: 'lunch',
      durationMinutes: 60,
      blueprint: DEFAULT_BLUEPRINT,
      now: { date: MONDAY, minutes: hm('15:00') },
      day: { date: MONDAY, busy: [], rhythm },
      nextDay: { busy: [{ start: hm('12:30'), end: hm('13:30') }], rhythm },
    });
    expect(r.movedToTomorrow).toBe(true);
    expect(r.date).toBe('2026-03-10');
    expect(r.times.length).toBeGreaterThan(0);
    for (const t of r.times) {
      expect(t.date).toBe('2026-03-10');
      expect(t.end <= hm('12:30') || t.start >= hm('13:30')).toBe(true);
    }
  });
});
