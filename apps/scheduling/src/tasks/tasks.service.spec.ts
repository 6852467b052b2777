import type { OutboxRelay } from '@flow/platform';
import { londonerInTokyo, sourcesOver } from '../../test/traveller';
import type { PlanService } from './plan.service';
import { HabitEntity, TaskEntity } from './tasks.entities';
import type { TasksRepository } from './tasks.repository';
import { TasksService } from './tasks.service';

// "Tomorrow" and "today" for Push and Skip are the person's (placeOfDay), read through the real
// RhythmSourcesClient from a stand-in profile; the database is a stand-in that keeps the one row.
const USER = '11111111-1111-4111-8111-111111111111';
const TASK = '22222222-2222-4222-8222-222222222222';
const HABIT = '33333333-3333-4333-8333-333333333333';
const traveller = londonerInTokyo('2026-11-26', '2026-11-29');

function serviceWith(row: TaskEntity | HabitEntity) {
  const tx = { create: (_entity: unknown, data: object) => data, persist: () => undefined, flush: async () => undefined };
  const repository = {
    fork: () => ({ transactional: <T>(work: (em: typeof tx) => Promise<T>) => work(tx) }),
    task: async () => (row instanceof TaskEntity ? row : null),
    habit: async () => (row instanceof HabitEntity ? row : null),
    markDirty: async () => undefined,
    dropPlacements: async () => undefined,
  } as unknown as TasksRepository;
  const sources = sourcesOver(async () => traveller);
  const plan = { schedule: () => undefined } as unknown as PlanService;
  return new TasksService(repository, plan, { kick: () => undefined } as unknown as OutboxRelay, sources);
}

function task(): TaskEntity {
  return Object.assign(new TaskEntity(), {
    id: TASK,
    userId: USER,
    title: 'Write the report',
    durationMinutes: 60,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
}

function habit(): HabitEntity {
  return Object.assign(new HabitEntity(), {
    id: HABIT,
    userId: USER,
    title: 'Walk',
    durationMinutes: 30,
    windowStart: '07:00',
    windowEnd: '09:00',
    skipDates: [],
    createdAt: new Date(),
    updatedAt: new Date(),
  });
}

describe("Push and Skip on a trip east's last evening", () => {
  // Sunday 29 November 2026, 16:00 UTC: Monday 01:00 in Tokyo, but the person's today is still the trip's Sunday.
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-29T16:00:00Z'), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());

  it('pushes a task to the start of Monday, the day after the trip, on home’s clock', async () => {
    const pushed = await serviceWith(task()).push(USER, TASK, 'Asia/Tokyo');
    expect(pushed.earliestStart).toBe('2026-11-30T00:00:00.000Z');
  });

  it("skips the habit on the person's today, the trip's Sunday", async () => {
    const skipped = await serviceWith(habit()).skip(USER, HABIT, undefined, 'Asia/Tokyo');
    expect(skipped.skipDates).toEqual(['2026-11-29']);
  });

  it('skips the day it is given', async () => {
    expect((await serviceWith(habit()).skip(USER, HABIT, '2026-12-02', 'Asia/Tokyo')).skipDates).toEqual(['2026-12-02']);
  });
});
