import fc from 'fast-check';
import { RhythmBlock as RhythmBlockSchema, type Planet } from '@flow/contracts';
import {
  blueprintFromProfile,
  currentActivity,
  dayContext,
  planDay,
  DayEvent,
  DayPanchanga,
  ENERGY_TYPES,
  flowScore,
  formatClock,
  generateRhythmBlocks,
  mergeWithEvents,
  optimalTimes,
  parseRange,
  ScoredEvent,
  timeSlots,
} from '../src';

const PLANETS: Planet[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];

const dateArb = fc
  .date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2028-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const clock = (min: number, max: number) => fc.integer({ min, max }).map(formatClock);

const blueprintArb = fc
  .record({
    type: fc.constantFrom(...ENERGY_TYPES, 'garbage'),
    peakStart: fc.integer({ min: 4 * 60, max: 16 * 60 }),
    peakLength: fc.integer({ min: 30, max: 8 * 60 }),
    recovery: fc.constantFrom('8pm - 10pm', '8:30pm - 10pm', '9pm - 11pm', '9:30pm - 11pm', '10pm - 12am', '11pm - 1am', 'nonsense'),
    dasha: fc.option(fc.constantFrom(...PLANETS), { nil: null }),
  })
  .map((r) =>
    blueprintFromProfile(
      {
        peak_energy_start: formatClock(r.peakStart),
        peak_energy_end: formatClock(Math.min(r.peakStart + r.peakLength, 23 * 60 + 59)),
        vedic_analysis: { constitution: r.type, restorativeTime: r.recovery },
      },
      r.dasha ? { mahadasha: r.dasha, antardasha: 'Moon' } : null,
    ),
  );

const panchangaArb: fc.Arbitrary<DayPanchanga | null> = fc.option(
  fc
    .record({
      lord: fc.constantFrom(...PLANETS.slice(0, 7)),
      sunrise: clock(3 * 60, 9 * 60),
      sunset: clock(15 * 60, 22 * 60),
      rahuStart: fc.integer({ min: 5 * 60, max: 19 * 60 }),
      rahuLength: fc.integer({ min: 45, max: 120 }),
      hasRahu: fc.boolean(),
    })
    .map((p) => ({
      vara: { weekday: 'Someday', lord: p.lord },
      sunrise: { local: p.sunrise },
      sunset: { local: p.sunset },
      rahuKalam: p.hasRahu ? { start: { local: formatClock(p.rahuStart) }, end: { local: formatClock(p.rahuStart + p.rahuLength) } } : null,
    })),
  { nil: null },
);

const eventsArb = fc
  .array(
    fc.record({
      start: fc.integer({ min: 0, max: 1439 }),
      length: fc.integer({ min: 0, max: 300 }),
      title: fc.constantFrom('Team sync', 'Write report', 'Lunch', 'Gym', 'Phoenix', 'Call'),
    }),
    { maxLength: 8 },
  )
  .map((list) => list.map((e, i): DayEvent => ({ id: `e${i}`, title: e.title, start: e.start, end: Math.min(e.start + e.length, 1800), source: 'flow' })));

describe('properties', () => {
  it('blocks never overlap and cover the day: contiguous 06:00–22:00 plus the night rest', () => {
    fc.assert(
      fc.property(dateArb, blueprintArb, panchangaArb, (date, blueprint, panchanga) => {
        const blocks = generateRhythmBlocks({ date, blueprint, panchanga });
        const r = blocks.map((b) => parseRange(b.timeRange)!);
        // Each check collects what breaks it and asserts once per case: an `expect` per element was most of the CPU.
        expect(r[0].start).toBe(360);
        expect(r.slice(1).filter((x, i) => !Object.is(x.start, r[i].end))).toEqual([]);
        expect(r[r.length - 1]).toEqual({ start: 1320, end: 1800 });
        expect(r.filter((x) => !(x.end - x.start >= 15))).toEqual([]);
        // Deep focus stays inside the (day-clamped) peak window.
        const plan = planDay(blueprint, dayContext(date, panchanga));
        const focus = blocks.filter((x) => x.theme === 'Deep Focus').map((b) => parseRange(b.timeRange)!);
        expect(focus.filter((f) => !(f.start >= plan.peak.start && f.end <= plan.peak.end))).toEqual([]);
        for (const b of blocks) RhythmBlockSchema.parse(b);
        // Every minute of the day has a current activity.
        const minutes = Array.from({ length: Math.ceil(1440 / 23) }, (_, k) => k * 23);
        expect(minutes.filter((t) => currentActivity(blocks, t) === null)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('merging keeps every event, and the timeline from 06:00 has no holes and no overlapping rhythm', () => {
    fc.assert(
      fc.property(dateArb, blueprintArb, eventsArb, (date, blueprint, events) => {
        const rhythm = generateRhythmBlocks({ date, blueprint });
        const merged = mergeWithEvents(rhythm, events);
        const eventBlocks = merged.filter((b) => b.type === 'event');
        expect(eventBlocks.map((b) => b.relatedEvent!.id).sort()).toEqual(events.map((e) => e.id).sort());
        const ranges = events.map((e) => eventBlocks.find((b) => b.relatedEvent!.id === e.id)!.timeRange);
        expect(ranges).toEqual(events.map((e) => `${formatClock(e.start)}–${formatClock(e.end)}`));
        // Rhythm parts live on the frame 06:00 → 06:00 next day: a clock range before 06:00 is after midnight.
        const others = merged
          .filter((b) => b.type !== 'event')
          .map((b) => parseRange(b.timeRange)!)
          .map((r) => (r.start < 360 ? { start: r.start + 1440, end: r.end + 1440 } : r));
        const busy = events.map((e) => ({ start: e.start, end: Math.max(e.end, e.start + 1) }));
        const overlaps: unknown[] = [];
        for (let i = 0; i < others.length; i++) {
          for (let j = i + 1; j < others.length; j++) {
            if (!(Math.min(others[i].end, others[j].end) <= Math.max(others[i].start, others[j].start))) overlaps.push([others[i], others[j]]);
          }
          for (const b of busy) if (!(Math.min(others[i].end, b.end) <= Math.max(others[i].start, b.start))) overlaps.push([others[i], b]);
        }
        expect(overlaps).toEqual([]);
        const holes: number[] = [];
        for (let t = 360; t < 1800; t += 10) {
          const covered = others.some((r) => t >= r.start && t < r.end) || busy.some((b) => t >= b.start && t < b.end);
          if (!covered) holes.push(t);
        }
        expect(holes).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  const scoredArb = fc.array(
    fc.record({ status: fc.constantFrom('aligned' as const, 'neutral' as const, 'misaligned' as const), minutes: fc.integer({ min: 0, max: 600 }) }),
    { maxLength: 20 },
  );

  it('score is always in [0, 100] with at most 3 tips', () => {
    fc.assert(
      fc.property(scoredArb, (events) => {
        const s = flowScore(events);
        expect(s.score).toBeGreaterThanOrEqual(0);
        expect(s.score).toBeLessThanOrEqual(100);
        expect(s.tips.length).toBeLessThanOrEqual(3);
        expect(s.alignedCount + s.neutralCount + s.misalignedCount).toBe(s.totalEvents);
      }),
    );
  });

  it('score is monotone in aligned time: more aligned minutes, or an event turned aligned, never lower it', () => {
    fc.assert(
      fc.property(scoredArb, fc.integer({ min: 1, max: 600 }), fc.nat(), (events, extra, pick) => {
        const before = flowScore(events).score;
        const more: ScoredEvent[] = [...events, { status: 'aligned', minutes: extra }];
        expect(flowScore(more).score).toBeGreaterThanOrEqual(before);
        if (events.length > 0) {
          const i = pick % events.length;
          const longer = events.map((e, k) => (k === i && e.status === 'aligned' ? { ...e, minutes: e.minutes + extra } : e));
          expect(flowScore(longer).score).toBeGreaterThanOrEqual(before);
          const turned = events.map((e, k) => (k === i ? { ...e, status: 'aligned' as const } : e));
          expect(flowScore(turned).score).toBeGreaterThanOrEqual(before);
        }
      }),
    );
  });

  it('slots and optimal times are never in the past and never overlap an event', () => {
    fc.assert(
      fc.property(
        blueprintArb,
        eventsArb,
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 15, max: 180 }),
        fc.constantFrom(
          'deep_work' as const,
          'creative' as const,
          'collaboration' as const,
          'one_on_one' as const,
          'light_meeting' as const,
          'social' as const,
        ),
        (blueprint, events, now, duration, meetingType) => {
          const date = '2026-03-09';
          const rhythm = generateRhythmBlocks({ date, blueprint });
          const request = { date, now: { date, minutes: now }, durationMinutes: duration, busy: events };
          const available = timeSlots(request).filter((x) => x.available);
          expect(available.filter((s) => !(s.start >= now - 1))).toEqual([]);
          const clashes = available.flatMap((s) =>
            events.filter((e) => !(Math.min(s.end, Math.max(e.end, e.start + 1)) - Math.max(s.start, e.start) <= 1)).map((e) => [s, e]),
          );
          expect(clashes).toEqual([]);
          const best = optimalTimes({ ...request, meetingType, rhythm });
          expect(best.length).toBeLessThanOrEqual(3);
          expect(best.filter((t) => !(t.start >= now - 1) || !['Peak Flow', 'In Flow'].includes(t.label))).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });
});
