import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { addDays } from '@flow/rhythm';
import { changedPlacements, ENERGY_NEEDS, planItems, type Interval, type PlannerDay, type PlannerHabit, type PlannerInput, type PlannerTask } from '../src';
import { at, makeDay, makeDays, overlaps } from './helpers';

// Weeks that hold a DST change in their zone, and some ordinary ones.
const WEEKS: [string, string][] = [
  ['Europe/Berlin', '2026-03-26'],
  ['Europe/Berlin', '2026-10-22'],
  ['America/New_York', '2026-03-05'],
  ['America/New_York', '2026-10-29'],
  ['Australia/Sydney', '2026-04-02'],
  ['Asia/Kolkata', '2026-07-13'],
  ['UTC', '2026-12-28'],
];
const MIN = 60_000;

/** The 14 days of a test week, built once per week (luxon's zone arithmetic was most of this file's CPU); a fresh copy for each run. */
const weekDays = (() => {
  const built = new Map<string, PlannerDay[]>();
  return (from: string, timeZone: string): PlannerDay[] => {
    const key = `${timeZone} ${from}`;
    if (!built.has(key)) built.set(key, makeDays(from, 14, timeZone));
    return structuredClone(built.get(key)!);
  };
})();

const taskArb = (id: number, first: number) =>
  fc
    .record({
      durationMinutes: fc.integer({ min: 3, max: 96 }).map((n) => n * 5),
      due: fc.option(fc.integer({ min: 0, max: 14 * 1440 }), { nil: null }),
      earliest: fc.option(fc.integer({ min: 0, max: 7 * 1440 }), { nil: null }),
      priority: fc.integer({ min: 1, max: 4 }),
      energy: fc.constantFrom(...ENERGY_NEEDS),
      splittable: fc.boolean(),
      minChunkMinutes: fc.integer({ min: 1, max: 8 }).map((n) => n * 15),
      pin: fc.option(fc.integer({ min: 0, max: 13 * 96 }), { freq: 8, nil: null }),
    })
    .map((t): PlannerTask => ({
      id: `t${id}`,
      title: `Task ${id}`,
      durationMinutes: t.durationMinutes,
      priority: t.priority,
      energy: t.energy,
      splittable: t.splittable,
      minChunkMinutes: t.minChunkMinutes,
      dueAt: t.due === null ? null : first + t.due * MIN,
      earliestStart: t.earliest === null ? null : first + t.earliest * MIN,
      pinned: t.pin === null ? null : { start: first + t.pin * 15 * MIN, end: first + t.pin * 15 * MIN + t.durationMinutes * MIN },
    }));

const habitArb = (id: number) =>
  fc
    .record({
      durationMinutes: fc.constantFrom(15, 30, 45, 60),
      start: fc.integer({ min: 5 * 4, max: 21 * 4 }).map((q) => q * 15),
      length: fc.integer({ min: 4, max: 12 }).map((q) => q * 15),
      flex: fc.constantFrom(0, 30, 60),
      kind: fc.constantFrom('daily', 'days', 'times'),
      energy: fc.constantFrom(...ENERGY_NEEDS),
    })
    .map((h): PlannerHabit => ({
      id: `h${id}`,
      title: `Habit ${id}`,
      durationMinutes: h.durationMinutes,
      energy: h.energy,
      flexibilityMinutes: h.flex,
      window: { start: h.start, end: Math.min(24 * 60, h.start + h.length) },
      days: h.kind === 'days' ? ['MO', 'WE', 'SA'] : null,
      timesPerWeek: h.kind === 'times' ? 3 : null,
    }));

const inputArb = fc
  .record({
    week: fc.constantFrom(...WEEKS),
    nowMinutes: fc.integer({ min: 0, max: 2 * 1440 }),
    taskCount: fc.integer({ min: 0, max: 8 }),
    habitCount: fc.integer({ min: 0, max: 3 }),
    events: fc.array(fc.record({ day: fc.integer({ min: 0, max: 13 }), start: fc.integer({ min: 0, max: 1439 }), length: fc.integer({ min: 10, max: 240 }) }), {
      maxLength: 30,
    }),
  })
  .chain((r) => {
    const [timeZone, from] = r.week;
    const days = weekDays(from, timeZone);
    const first = days[0].start;
    return fc
      .record({
        tasks: fc.tuple(...Array.from({ length: r.taskCount }, (_, i) => taskArb(i, first))),
        habits: fc.tuple(...Array.from({ length: r.habitCount }, (_, i) => habitArb(i))),
      })
      .map(({ tasks, habits }): PlannerInput => ({
        now: first + r.nowMinutes * MIN,
        timeZone,
        days,
        busy: r.events.map((e) => ({ start: days[e.day].start + e.start * MIN, end: days[e.day].start + (e.start + e.length) * MIN })),
        tasks: tasks.filter((t) => !t.pinned || tasks.every((o) => o === t || !o.pinned || !overlaps(o.pinned, t.pinned!))),
        habits,
      }));
  });

const sleepOf = (input: PlannerInput): Interval[] => input.days.flatMap((d) => d.unavailable);

describe('planner hard rules over generated weeks (DST days included)', () => {
  it('never over busy time, sleep or another item; never in the past; never after a deadline; pins stay', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { placements, atRisk } = planItems(input);
        const tasks = new Map(input.tasks.map((t) => [t.id, t]));
        const free = placements.filter((p) => !p.pinned);
        for (const p of free) {
          expect(p.start).toBeGreaterThanOrEqual(input.now);
          expect(p.end).toBeGreaterThan(p.start);
          expect([...input.busy, ...sleepOf(input)].filter((b) => overlaps(p, b))).toEqual([]);
          const task = p.kind === 'task' ? tasks.get(p.id)! : null;
          if (task?.dueAt != null) expect(p.end).toBeLessThanOrEqual(task.dueAt);
          if (task?.earliestStart != null) expect(p.start).toBeGreaterThanOrEqual(task.earliestStart);
          expect(p.energyMatch).toBeGreaterThanOrEqual(0);
          expect(p.energyMatch).toBeLessThanOrEqual(1);
          expect(p.reason).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d\d:\d\d–\d\d:\d\d, /);
        }
        const clashes = placements.flatMap((p, i) =>
          placements
            .slice(i + 1)
            .filter((q) => overlaps(p, q))
            .map((q) => [p, q]),
        );
        expect(clashes).toEqual([]);
        for (const t of input.tasks) {
          if (t.pinned) expect(placements).toContainEqual(expect.objectContaining({ id: t.id, start: t.pinned.start, end: t.pinned.end, pinned: true }));
          const placed = placements.filter((p) => p.id === t.id).reduce((s, p) => s + (p.end - p.start) / MIN, 0);
          const unplaced = atRisk.find((r) => r.id === t.id)?.unplacedMinutes ?? 0;
          expect(placed + unplaced).toBe(Math.max(t.durationMinutes, placed));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('meets a deadline whenever there is time for it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...WEEKS),
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: 15, max: 240 }),
        fc.boolean(),
        ([timeZone, from], dueDay, minutes, splittable) => {
          const days = weekDays(from, timeZone);
          const dueAt = days[dueDay].start + 8 * 60 * MIN;
          const { placements, atRisk } = planItems({
            now: days[0].start + 10 * 60 * MIN,
            timeZone,
            days,
            busy: [],
            habits: [],
            tasks: [{ id: 'x', title: 'x', durationMinutes: minutes, dueAt, priority: 2, energy: 'focus', splittable, minChunkMinutes: 30 }],
          });
          expect(atRisk).toEqual([]);
          expect(placements.every((p) => p.end <= dueAt)).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('meets every deadline whenever an earliest-fit packing in deadline order meets them all', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        // Deadlines within the first four days and long tasks, so that they compete for the same stretches.
        const first = input.days[0].start;
        const tasks = input.tasks
          .filter((t) => !t.pinned)
          .map((t) => ({ ...t, durationMinutes: t.durationMinutes * 2, dueAt: t.dueAt == null ? null : first + ((t.dueAt - first) % (4 * 1440 * MIN)) }));
        const ahead = (t: PlannerTask) => t.dueAt != null && t.dueAt > input.now;
        const plan = planItems({ ...input, tasks });
        // The packing, in the time FLOW's own habits leave.
        const habitTime = plan.placements.filter((p) => p.kind === 'habit');
        const packing = planItems({
          ...input,
          busy: [...input.busy, ...habitTime],
          habits: [],
          tasks: tasks.filter(ahead),
          settings: { strategy: 'earliest' },
        });
        if (packing.atRisk.length > 0) return;
        const missed = plan.atRisk.filter((r) => r.kind === 'task' && tasks.some((t) => t.id === r.id && ahead(t)));
        expect(missed).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('meets every deadline in crowded days whenever an earliest-fit packing in deadline order meets them all', () => {
    // Four days full but for a few gaps, and long tasks due within them: they compete for the same gaps.
    const crowdedArb = fc
      .record({
        week: fc.constantFrom(...WEEKS),
        gaps: fc.array(fc.record({ day: fc.integer({ min: 0, max: 3 }), start: fc.integer({ min: 28, max: 80 }), quarters: fc.integer({ min: 2, max: 16 }) }), {
          minLength: 2,
          maxLength: 8,
        }),
        tasks: fc.array(
          fc.record({
            quarters: fc.integer({ min: 2, max: 16 }),
            due: fc.integer({ min: 1, max: 16 }),
            energy: fc.constantFrom(...ENERGY_NEEDS),
            priority: fc.integer({ min: 1, max: 4 }),
            splittable: fc.boolean(),
          }),
          { minLength: 2, maxLength: 6 },
        ),
      })
      .map(({ week: [timeZone, from], gaps, tasks }): PlannerInput => {
        const days = weekDays(from, timeZone);
        const busy: Interval[] = [];
        for (let d = 0; d < 4; d++) {
          const open = gaps.filter((g) => g.day === d).sort((a, b) => a.start - b.start);
          let cursor = 0;
          for (const g of open) {
            if (g.start * 15 > cursor) busy.push({ start: days[d].start + cursor * MIN, end: days[d].start + g.start * 15 * MIN });
            cursor = Math.max(cursor, (g.start + g.quarters) * 15);
          }
          busy.push({ start: days[d].start + cursor * MIN, end: days[d].end });
        }
        return {
          now: days[0].start,
          timeZone,
          days,
          busy,
          habits: [],
          tasks: tasks.map((t, i) => ({
            id: `t${i}`,
            title: `Task ${i}`,
            durationMinutes: t.quarters * 15,
            dueAt: days[0].start + t.due * 6 * 60 * MIN,
            priority: t.priority,
            energy: t.energy,
            splittable: t.splittable,
            minChunkMinutes: 30,
          })),
        };
      });
    fc.assert(
      fc.property(crowdedArb, (input) => {
        const packing = planItems({ ...input, settings: { strategy: 'earliest' } });
        if (packing.atRisk.length > 0) return;
        expect(planItems(input).atRisk).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('puts a long task that needs the morning before shorter, earlier-due ones (a case the property found)', () => {
    // One free stretch of 6 h 45 and one of 30 min, exactly filled: the 195-minute task only fits in the
    // morning, so the earlier-due 30- and 210-minute tasks (the second splittable) have to go around it.
    const input = JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures/long-task-needs-the-morning.json'), 'utf8')) as PlannerInput;
    expect(planItems({ ...input, settings: { strategy: 'earliest' } }).atRisk).toEqual([]);
    expect(planItems(input).atRisk).toEqual([]);
  });

  it('is deterministic, stable when nothing changed, and never moves the past', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 60, max: 3 * 1440 }), (input, later) => {
        const first = planItems(input);
        expect(planItems(input)).toEqual(first);
        expect(changedPlacements(first.placements, planItems({ ...input, previous: first.placements }).placements)).toBe(0);
        const now = input.now + later * MIN;
        const next = planItems({ ...input, now, previous: first.placements });
        for (const p of first.placements.filter((q) => q.start < now))
          expect(next.placements).toContainEqual(expect.objectContaining({ id: p.id, start: p.start, end: p.end }));
      }),
      { numRuns: 40 },
    );
  });
});

describe('DST days', () => {
  it('plans on the 23- and 25-hour days by the wall clock', () => {
    const days = makeDays('2026-03-29', 1, 'Europe/Berlin');
    expect(days[0].end - days[0].start).toBe(23 * 60 * MIN);
    const { placements } = planItems({
      now: days[0].start,
      timeZone: 'Europe/Berlin',
      days,
      busy: [],
      habits: [],
      tasks: [{ id: 'f', title: 'f', durationMinutes: 60, priority: 1, energy: 'focus', splittable: false, minChunkMinutes: 30 }],
    });
    expect(placements[0].reason).toBe('Sun 09:00–10:00, your peak');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
  });
});

describe("a day spent in another zone (a trip's stay)", () => {
  it("places a habit on that day by the stay's wall clock, on its DST day too", () => {
    // Home is London; Sunday 1 November is spent in New York, where the clocks go back that morning (a 25-hour day).
    const days = [makeDay('2026-10-31', 'Europe/London'), { ...makeDay('2026-11-01', 'America/New_York'), timeZone: 'America/New_York' }];
    expect(days[1].end - days[1].start).toBe(25 * 60 * MIN);
    const { placements } = planItems({
      now: days[0].start,
      timeZone: 'Europe/London',
      days,
      busy: [],
      tasks: [],
      habits: [{ id: 'walk', title: 'Walk', durationMinutes: 30, window: { start: 7 * 60, end: 7 * 60 + 30 }, flexibilityMinutes: 0, energy: 'physical' }],
    });
    const byDate = new Map(placements.map((p) => [p.date, p]));
    expect(byDate.get('2026-10-31')!.start).toBe(at('2026-10-31', '07:00', 'Europe/London'));
    expect(byDate.get('2026-11-01')!.start).toBe(at('2026-11-01', '07:00', 'America/New_York'));
    expect(byDate.get('2026-11-01')!.reason).toContain('Sun 07:00–07:30');
  });
});
