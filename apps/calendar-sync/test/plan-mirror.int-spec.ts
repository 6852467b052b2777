import { CalendarMessages } from '@flow/contracts';
import { expectEventually } from '@flow/testing';
import { addGoogleEvents, api, closeKit, connectedGoogleUser, signUp, storedGoogleEvents, type TestUser } from './calendar-test-kit';
import { withProfile } from './peak-kit';

// Defence on calendars end to end: with the opt-in, each planned task is a busy event at the Google
// stand-in, following the plan (moved, removed when done), yielding to an event booked over it, never
// read back as the person's busy time; off, FLOW's blocks go; another person cannot change the setting.

const WAIT = { timeoutMs: 90_000, intervalMs: 500 };
type Span = { start: number; end: number };
const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

const putMirror = (user: TestUser, body: unknown) => api.put('/api/calendar/plan-mirror', body, user.token);

/** The task's one placement ahead (a task not split has one). */
async function placementOf(user: TestUser, taskId: string): Promise<Span | undefined> {
  const plan = await api.get('/api/plan', user.token);
  const mine = plan.body.placements.filter((p: { id: string }) => p.id === taskId);
  return mine.length === 1 ? { start: Date.parse(mine[0].start), end: Date.parse(mine[0].end) } : undefined;
}

/** FLOW's plan blocks in the Google calendar, live. */
async function planBlocks(googleEmail: string) {
  const events = await storedGoogleEvents(googleEmail, googleEmail);
  return events
    .filter((e) => e.status !== 'cancelled' && e.extendedProperties?.private?.flowPlanItem === '1')
    .map((e) => ({ id: e.id as string, summary: e.summary as string, start: Date.parse(e.start.dateTime), end: Date.parse(e.end.dateTime), event: e }));
}

/** Asks calendar-sync for a fresh copy (a sync, and its calendar-synced event). */
const refresh = (user: TestUser) =>
  api.get(`/api/calendar/events?refresh=true&timeMin=${new Date().toISOString()}&timeMax=${new Date(Date.now() + 14 * 86_400_000).toISOString()}`, user.token);

afterAll(closeKit);

describe('Defence on calendars (Google)', () => {
  it('mirrors planned tasks as busy blocks that follow the plan, yield to events, and go when turned off', async () => {
    const { user, googleEmail } = await connectedGoogleUser();
    await withProfile(user);
    const task = (await api.post('/api/tasks', { title: 'Write the board report', durationMinutes: 60, energy: 'focus', splittable: false }, user.token))
      .body as { id: string };
    await expectEventually(async () => expect(await placementOf(user, task.id)).toBeDefined(), WAIT);

    // Another person has no such calendar: refused, and Ann's setting is not theirs to change.
    const bob = await signUp('mirror-bob');
    const refused = await putMirror(bob, { provider: 'google', mirrorPlanToCalendar: true });
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe(CalendarMessages.notConnected);
    expect((await putMirror(user, { provider: 'google', mirrorPlanToCalendar: 'yes' })).status).toBe(422);
    // Off (never turned on): nothing is written.
    expect(await planBlocks(googleEmail)).toEqual([]);

    const on = await putMirror(user, { provider: 'google', mirrorPlanToCalendar: true });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ provider: 'google', mirrorPlanToCalendar: true });
    expect((await api.get('/api/calendar/connection', user.token)).body.connections[0]).toMatchObject({ mirrorPlanToCalendar: true });

    // The placement appears as a plain busy event, marked as FLOW's plan.
    let placed!: Span;
    await expectEventually(async () => {
      placed = (await placementOf(user, task.id))!;
      const blocks = await planBlocks(googleEmail);
      expect(blocks.map(({ start, end }) => ({ start, end }))).toEqual([placed]);
      expect(blocks[0].event).toMatchObject({ summary: 'Write the board report (FLOW)', transparency: 'opaque' });
      expect(blocks[0].event.eventType ?? 'default').toBe('default');
    }, WAIT);

    // Read back, the block is not the person's busy time: the calendar's events leave it out, and the task stays.
    const read = await refresh(user);
    expect(read.status).toBe(200);
    expect(read.body.events.filter((e: { summary: string }) => e.summary === 'Write the board report (FLOW)')).toEqual([]);
    expect(await placementOf(user, task.id)).toEqual(placed);

    // A meeting booked over the task: the block yields and FLOW plans the task again around it, its block following.
    const meeting = { start: placed.start, end: placed.end };
    await addGoogleEvents(googleEmail, googleEmail, [
      { summary: 'Board call', start: { dateTime: new Date(meeting.start).toISOString() }, end: { dateTime: new Date(meeting.end).toISOString() } },
    ]);
    await expectEventually(async () => {
      await refresh(user);
      const moved = await placementOf(user, task.id);
      expect(moved).toBeDefined();
      expect(overlaps(moved!, meeting)).toBe(false);
      expect((await planBlocks(googleEmail)).map(({ start, end }) => ({ start, end }))).toEqual([moved]);
    }, WAIT);

    // A second task gets its own block; the first, done, loses its block.
    const second = (await api.post('/api/tasks', { title: 'Expenses', durationMinutes: 30, energy: 'admin', splittable: false }, user.token)).body as {
      id: string;
    };
    await expectEventually(
      async () => expect((await planBlocks(googleEmail)).map((b) => b.summary).sort()).toEqual(['Expenses (FLOW)', 'Write the board report (FLOW)']),
      WAIT,
    );
    expect((await api.post(`/api/tasks/${task.id}/complete`, undefined, user.token)).status).toBe(200);
    await expectEventually(async () => {
      const blocks = await planBlocks(googleEmail);
      expect(blocks.map((b) => b.summary)).toEqual(['Expenses (FLOW)']);
      expect({ start: blocks[0].start, end: blocks[0].end }).toEqual(await placementOf(user, second.id));
    }, WAIT);

    // Turned off: FLOW's blocks are removed.
    const off = await putMirror(user, { provider: 'google', mirrorPlanToCalendar: false });
    expect(off.body).toEqual({ provider: 'google', mirrorPlanToCalendar: false });
    await expectEventually(async () => expect(await planBlocks(googleEmail)).toEqual([]), WAIT);

    // On again, then the calendar disconnected: FLOW's blocks are removed before the grant goes.
    expect((await putMirror(user, { provider: 'google', mirrorPlanToCalendar: true })).status).toBe(200);
    await expectEventually(async () => expect((await planBlocks(googleEmail)).map((b) => b.summary)).toEqual(['Expenses (FLOW)']), WAIT);
    expect((await api.delete('/api/calendar/connection?provider=google', user.token)).status).toBe(200);
    expect(await planBlocks(googleEmail)).toEqual([]);
  });
});
