import { changedPlacements, chunkLengths, planItems, type PlannerInput, type PlannerTask } from '../src';
import { at, makeDays } from './helpers';

const TZ = 'Europe/Berlin';
// Monday 2026-06-01, 07:00 local.
const NOW = at('2026-06-01', '07:00', TZ);
const days = makeDays('2026-06-01', 14, TZ);
const task = (over: Partial<PlannerTask> & { id: string }): PlannerTask => ({
  title: over.id,
  durationMinutes: 90,
  priority: 2,
  energy: 'focus',
  splittable: false,
  minChunkMinutes: 30,
  ...over,
});
const input = (over: Partial<PlannerInput>): PlannerInput => ({ now: NOW, timeZone: TZ, days, busy: [], tasks: [], habits: [], ...over });

describe('planItems', () => {
  it('puts focus work in the peak and admin in the dip, and says why in plain words', () => {
    const { placements, atRisk } = planItems(
      input({ tasks: [task({ id: 'report', dueAt: at('2026-06-05', '17:00', TZ) }), task({ id: 'expenses', energy: 'admin', durationMinutes: 60 })] }),
    );
    expect(atRisk).toEqual([]);
    const report = placements.find((p) => p.id === 'report')!;
    expect(report.reason).toBe("Mon 09:00–10:30, your peak, before Friday's deadline");
    expect(report.energyMatch).toBe(1);
    const expenses = placements.find((p) => p.id === 'expenses')!;
    expect(expenses.reason).toBe('Mon 13:00–14:00, your afternoon dip');
  });

  it("gives a tight deadline the one stretch it fits in, even when an earlier deadline's chunk wanted it for its energy", () => {
    // Monday and Tuesday are full but for Monday's dip (13:00–15:00) and Tuesday's peak (09:00–12:00).
    const busy = [
      { start: at('2026-06-01', '07:00', TZ), end: at('2026-06-01', '13:00', TZ) },
      { start: at('2026-06-01', '15:00', TZ), end: at('2026-06-02', '09:00', TZ) },
      { start: at('2026-06-02', '12:00', TZ), end: at('2026-06-03', '00:00', TZ) },
    ];
    const { placements, atRisk } = planItems(
      input({
        busy,
        tasks: [
          task({ id: 'brief', durationMinutes: 60, dueAt: at('2026-06-02', '11:00', TZ) }),
          task({ id: 'board-report', durationMinutes: 180, dueAt: at('2026-06-02', '12:00', TZ) }),
        ],
      }),
    );
    expect(atRisk).toEqual([]);
    expect(placements.find((p) => p.id === 'board-report')).toMatchObject({ start: at('2026-06-02', '09:00', TZ), end: at('2026-06-02', '12:00', TZ) });
    expect(placements.find((p) => p.id === 'brief')).toMatchObject({ date: '2026-06-01' });
  });

  it('plans around events and keeps a buffer when it can', () => {
    const meeting = { start: at('2026-06-01', '09:00', TZ), end: at('2026-06-01', '10:00', TZ) };
    const { placements } = planItems(input({ busy: [meeting], tasks: [task({ id: 'a', durationMinutes: 60 })] }));
    expect(placements[0].start).toBe(at('2026-06-01', '10:15', TZ));
  });

  it('never places after the deadline; what cannot fit is at risk with its reason', () => {
    const due = at('2026-06-05', '12:00', TZ);
    // Fri's morning is free only until 12:00, everything else of the week is busy.
    const busy = [{ start: at('2026-06-01', '06:00', TZ), end: at('2026-06-05', '10:30', TZ) }];
    const { placements, atRisk } = planItems(
      input({ busy, tasks: [task({ id: 'big', durationMinutes: 180, dueAt: due, splittable: true, minChunkMinutes: 30 })] }),
    );
    expect(placements.every((p) => p.end <= due)).toBe(true);
    expect(atRisk).toEqual([{ id: 'big', kind: 'task', reason: 'Friday is full: 1 h 30 of 3 h can be placed', unplacedMinutes: 90 }]);
  });

  it('spreads chunks of a split task over days', () => {
    const { placements } = planItems(input({ tasks: [task({ id: 'thesis', durationMinutes: 360, splittable: true, minChunkMinutes: 60 })] }));
    const dates = placements.map((p) => p.date);
    expect(placements.reduce((s, p) => s + (p.end - p.start) / 60_000, 0)).toBe(360);
    expect(new Set(dates).size).toBe(dates.length);
  });

  it('keeps a pinned placement where the person put it', () => {
    const pinned = { start: at('2026-06-02', '19:00', TZ), end: at('2026-06-02', '20:30', TZ) };
    const { placements } = planItems(input({ tasks: [task({ id: 'p', pinned })] }));
    expect(placements).toEqual([expect.objectContaining({ id: 'p', start: pinned.start, end: pinned.end, pinned: true })]);
  });

  it('places habits in their window on their days, N times a week spread out', () => {
    const { placements } = planItems(
      input({
        habits: [
          {
            id: 'run',
            title: 'Run',
            durationMinutes: 30,
            days: ['MO', 'WE', 'FR'],
            window: { start: 7 * 60, end: 9 * 60 },
            flexibilityMinutes: 30,
            energy: 'physical',
          },
          {
            id: 'read',
            title: 'Read',
            durationMinutes: 30,
            timesPerWeek: 2,
            window: { start: 20 * 60, end: 21 * 60 },
            flexibilityMinutes: 0,
            energy: 'creative',
          },
        ],
      }),
    );
    const runs = placements.filter((p) => p.id === 'run');
    expect(runs.map((p) => p.date)).toEqual(['2026-06-01', '2026-06-03', '2026-06-05', '2026-06-08', '2026-06-10', '2026-06-12']);
    expect(runs[0].reason).toBe('Mon 08:00–08:30, in your ideal window');
    const reads = placements.filter((p) => p.id === 'read').map((p) => p.date);
    expect(reads).toHaveLength(4);
    expect(reads[0]).not.toBe(reads[1]);
  });

  it('replans minimally: an event over one placement moves that one only; past placements never move', () => {
    const tasks = [task({ id: 'a' }), task({ id: 'b', energy: 'admin' }), task({ id: 'c', dueAt: at('2026-06-10', '12:00', TZ) })];
    const first = planItems(input({ tasks }));
    const a = first.placements.find((p) => p.id === 'a')!;
    const event = { start: a.start, end: a.start + 30 * 60_000 };
    const second = planItems(input({ tasks, busy: [event], previous: first.placements }));
    expect(changedPlacements(first.placements, second.placements)).toBe(1);
    expect(second.placements.find((p) => p.id === 'a')!.start).not.toBe(a.start);
    // Later, a placement in the past stays even where an event now is.
    const later = planItems(input({ tasks, now: a.end + 60_000, busy: [event], previous: first.placements }));
    expect(later.placements.find((p) => p.id === 'a')!.start).toBe(a.start);
  });

  it('the energy-blind baseline takes the earliest free time', () => {
    const { placements } = planItems(input({ tasks: [task({ id: 'x', energy: 'admin', durationMinutes: 60 })], settings: { strategy: 'earliest' } }));
    expect(placements[0].start).toBe(at('2026-06-01', '07:00', TZ));
  });

  it('cuts chunks so no piece is shorter than the minimum', () => {
    expect(chunkLengths(task({ id: 't', splittable: true, minChunkMinutes: 30 }), 130, 120)).toEqual([100, 90, 75, 60, 45, 30]);
    expect(chunkLengths(task({ id: 't', splittable: false }), 300, 120)).toEqual([300]);
  });
});
