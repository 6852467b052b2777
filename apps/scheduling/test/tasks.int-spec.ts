import { expectEventually, sharedGatewayUrl } from '@flow/testing';
import { DateTime } from 'luxon';
import type { Socket } from 'socket.io-client';
import { openTab, sharedApi, signUp } from './helpers';

const api = sharedApi();
const sockets: Socket[] = [];
afterAll(() => sockets.forEach((s) => s.disconnect()));
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('tasks, habits and the plan', () => {
  it('creates, lists, changes, completes and deletes a task, and plans it with a reason', async () => {
    const user = await signUp(api, 'tasks');
    const created = await api.post(
      '/api/tasks',
      { title: 'Write the board report', durationMinutes: 120, dueAt: inDays(6), energy: 'focus', splittable: true, minChunkMinutes: 60 },
      user.token,
    );
    expect(created.status).toBe(201);
    const task = created.body;
    expect(task).toMatchObject({
      title: 'Write the board report',
      durationMinutes: 120,
      priority: 2,
      energy: 'focus',
      splittable: true,
      minChunkMinutes: 60,
      status: 'open',
    });
    expect((await api.get('/api/tasks', user.token)).body.tasks.map((t: { id: string }) => t.id)).toEqual([task.id]);

    const plan = await api.get('/api/plan', user.token);
    expect(plan.status).toBe(200);
    const mine = plan.body.placements.filter((p: { id: string }) => p.id === task.id);
    expect(mine.reduce((s: number, p: { start: string; end: string }) => s + (Date.parse(p.end) - Date.parse(p.start)) / 60_000, 0)).toBe(120);
    for (const p of mine) {
      expect(p).toMatchObject({ kind: 'task', pinned: false, title: 'Write the board report' });
      expect(p.reason).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d\d:\d\d–\d\d:\d\d, /);
      expect(p.energyMatch).toBeGreaterThanOrEqual(0);
      expect(Date.parse(p.end)).toBeLessThanOrEqual(Date.parse(task.dueAt));
    }
    expect(plan.body.atRisk).toEqual([]);

    expect((await api.patch(`/api/tasks/${task.id}`, { priority: 1 }, user.token)).body.priority).toBe(1);
    expect((await api.post(`/api/tasks/${task.id}/extend`, { minutes: 30 }, user.token)).body.durationMinutes).toBe(150);
    const grown = (await api.get('/api/plan', user.token)).body.placements.filter((p: { id: string }) => p.id === task.id);
    expect(grown.reduce((s: number, p: { start: string; end: string }) => s + (Date.parse(p.end) - Date.parse(p.start)) / 60_000, 0)).toBe(150);

    const done = await api.post(`/api/tasks/${task.id}/complete`, undefined, user.token);
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('done');
    expect(
      (await api.get('/api/plan', user.token)).body.placements.filter(
        (p: { id: string; start: string }) => p.id === task.id && Date.parse(p.start) > Date.now(),
      ),
    ).toEqual([]);
    expect((await api.delete(`/api/tasks/${task.id}`, user.token)).body).toEqual({ ok: true });
    expect((await api.get('/api/tasks', user.token)).body.tasks).toEqual([]);
  });

  it('refuses bad input with 422 and a message', async () => {
    const user = await signUp(api, 'tasks-bad');
    const bad = async (path: string, body: unknown) => {
      const r = await api.post(path, body, user.token);
      expect(r.status).toBe(422);
      return r.body.error.message as string;
    };
    expect(await bad('/api/tasks', { title: 'Too short', durationMinutes: 10 })).toBe('Duration must be between 15 minutes and 8 hours');
    expect(await bad('/api/tasks', { title: 'Too long', durationMinutes: 481 })).toBe('Duration must be between 15 minutes and 8 hours');
    expect(await bad('/api/tasks', { title: 'Late', durationMinutes: 60, dueAt: new Date(Date.now() - 3_600_000).toISOString() })).toBe(
      'The deadline is in the past',
    );
    expect(await bad('/api/habits', { title: 'Run', durationMinutes: 30, window: { start: '09:00', end: '07:00' } })).toBe(
      'The window must end after it starts',
    );
    expect(await bad('/api/habits', { title: 'Run', durationMinutes: 600, window: { start: '07:00', end: '09:00' } })).toBe(
      'Duration must be between 15 minutes and 8 hours',
    );
    expect((await api.get('/api/plan?from=2030-01-02T00:00:00Z&to=2030-01-01T00:00:00Z', user.token)).status).toBe(422);
  });

  it("answers 404 for another person's task or habit", async () => {
    const [ann, bob] = await Promise.all([signUp(api, 'tasks-ann'), signUp(api, 'tasks-bob')]);
    const task = (await api.post('/api/tasks', { title: 'Private', durationMinutes: 30 }, ann.token)).body;
    const habit = (await api.post('/api/habits', { title: 'Stretch', durationMinutes: 15, window: { start: '07:00', end: '08:00' } }, ann.token)).body;
    expect((await api.patch(`/api/tasks/${task.id}`, { title: 'Mine now' }, bob.token)).status).toBe(404);
    expect((await api.post(`/api/tasks/${task.id}/complete`, undefined, bob.token)).status).toBe(404);
    expect((await api.delete(`/api/tasks/${task.id}`, bob.token)).status).toBe(404);
    expect((await api.patch(`/api/habits/${habit.id}`, { paused: true }, bob.token)).status).toBe(404);
    expect((await api.delete(`/api/habits/${habit.id}`, bob.token)).status).toBe(404);
    expect((await api.get('/api/tasks', bob.token)).body.tasks).toEqual([]);
    expect((await api.get('/api/plan', bob.token)).body.placements).toEqual([]);
    expect((await api.get('/api/tasks', ann.token)).body.tasks[0].title).toBe('Private');
  });

  it('plans a habit in its window, skips today, pauses, and tells open tabs when the plan changes', async () => {
    const user = await signUp(api, 'habits');
    const tab = await openTab(sharedGatewayUrl(), user.token, sockets);
    const habit = (
      await api.post(
        '/api/habits',
        { title: 'Evening walk', durationMinutes: 30, window: { start: '17:00', end: '19:00' }, flexibilityMinutes: 0, energy: 'physical' },
        user.token,
      )
    ).body;
    expect(habit).toMatchObject({
      title: 'Evening walk',
      days: null,
      timesPerWeek: null,
      window: { start: '17:00', end: '19:00' },
      energy: 'physical',
      paused: false,
    });
    const walks = (await api.get('/api/plan', user.token)).body.placements.filter((p: { id: string }) => p.id === habit.id);
    expect(walks.length).toBeGreaterThanOrEqual(13);
    expect(walks[walks.length - 1].reason).toMatch(/in your ideal window$/);
    await expectEventually(() => expect(tab.messages.map((m) => m.type)).toContain('flow.evt.scheduling.plan-changed'), { timeoutMs: 15_000 });

    const skipped = (await api.post(`/api/habits/${habit.id}/skip`, {}, user.token)).body;
    expect(skipped.skipDates).toHaveLength(1);
    const paused = await api.patch(`/api/habits/${habit.id}`, { paused: true }, user.token);
    expect(paused.body.paused).toBe(true);
    expect(
      (await api.get('/api/plan', user.token)).body.placements.filter(
        (p: { id: string; start: string }) => p.id === habit.id && Date.parse(p.start) > Date.now(),
      ),
    ).toEqual([]);
    expect((await api.get('/api/habits', user.token)).body.habits).toHaveLength(1);
  });

  it("plans a trip's days on the stay's clock, and reads a task's deadline on the person's clock when the browser names none", async () => {
    const traveller = await signUp(api, 'tasks-trip');
    expect((await api.patch('/api/profile', { current_location: 'London, United Kingdom' }, traveller.token)).status).toBe(200);
    const dateIn = (zone: string, days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(Date.now() + days * 86_400_000));
    const [first, last] = [dateIn('Europe/London', 2), dateIn('Europe/London', 3)];
    expect((await api.post('/api/travel-stays', { place: 'Tokyo, Japan', from: first, to: last }, traveller.token)).status).toBe(201);
    const window = { start: '12:00', end: '12:30' };
    const habit = (
      await api.post('/api/habits', { title: 'Lunch walk', durationMinutes: 30, window, flexibilityMinutes: 0, energy: 'physical' }, traveller.token)
    ).body;
    const placements: { id: string; start: string }[] = (await api.get('/api/plan', traveller.token)).body.placements;
    const walks = placements.filter((p) => p.id === habit.id).map((p) => Date.parse(p.start));
    const noonOn = (date: string, zone: string) => DateTime.fromISO(`${date}T12:00`, { zone }).toMillis();
    expect(walks).toEqual(
      expect.arrayContaining([noonOn(first, 'Asia/Tokyo'), noonOn(last, 'Asia/Tokyo'), noonOn(dateIn('Europe/London', 5), 'Europe/London')]),
    );

    // No X-Time-Zone: a deadline on a trip day is 17:00 on the stay's clock (it was UTC's).
    const parsed = await api.post('/api/tasks/parse', { message: `File the expenses by ${first}` }, traveller.token);
    expect(Date.parse(parsed.body.draft.dueAt)).toBe(DateTime.fromISO(`${first}T17:00`, { zone: 'Asia/Tokyo' }).toMillis());
  });

  it('replans by itself when an event lands on a planned task, moving only that one', async () => {
    const user = await signUp(api, 'tasks-replan');
    const task = (await api.post('/api/tasks', { title: 'Deep work', durationMinutes: 60 }, user.token)).body;
    const other = (await api.post('/api/tasks', { title: 'Expenses', durationMinutes: 30, energy: 'admin' }, user.token)).body;
    const before = (await api.get('/api/plan', user.token)).body.placements;
    const placed = before.find((p: { id: string }) => p.id === task.id);
    const kept = before.find((p: { id: string }) => p.id === other.id);
    const event = await api.post('/api/events', { title: 'Surprise meeting', startTime: placed.start, endTime: placed.end }, user.token);
    expect(event.status).toBe(201);
    await expectEventually(
      async () => {
        const after = (await api.get('/api/plan', user.token)).body.placements;
        const moved = after.find((p: { id: string }) => p.id === task.id);
        expect(moved.start).not.toBe(placed.start);
        expect(Date.parse(moved.start) >= Date.parse(placed.end) || Date.parse(moved.end) <= Date.parse(placed.start)).toBe(true);
        if (Date.parse(kept.end) <= Date.parse(placed.start) || Date.parse(kept.start) >= Date.parse(placed.end))
          expect(after.find((p: { id: string }) => p.id === other.id).start).toBe(kept.start);
      },
      { timeoutMs: 15_000 },
    );
  });

  it('reads a Quick Add sentence as a task and shows where it would go, saving nothing', async () => {
    const user = await signUp(api, 'tasks-parse');
    const r = await api.post('/api/tasks/parse', { message: 'Write the board report, 2 hours, by Friday' }, user.token);
    expect(r.status).toBe(200);
    expect(r.body.draft).toMatchObject({ title: 'Write the board report', durationMinutes: 120, energy: 'focus' });
    expect(r.body.placements.length + r.body.atRisk.length).toBeGreaterThan(0);
    expect((await api.get('/api/tasks', user.token)).body.tasks).toEqual([]);
  });
});
