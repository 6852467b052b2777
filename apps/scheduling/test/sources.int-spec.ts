import { SchedulingMessages } from '@flow/contracts';
import {
  expectEventually,
  serviceDatabase,
  startGateway,
  startPrivateNats,
  startService,
  startSideBySide,
  testInfra,
  TestHttpClient,
  type GatewayProcess,
  type RunningProcess,
} from '@flow/testing';
import { randomUUID } from 'node:crypto';
import { connect, JSONCodec, type Msg, type NatsConnection } from 'nats';
import { eventAt, signUp, type TestUser } from './helpers';

/**
 * The services scheduling asks (calendar-sync, daily-flow) replaced by stand-ins on a NATS server of
 * this test's own, so each answer (copied, refused, silent, a chosen rhythm) can be picked. They
 * speak the NestJS NATS wire format the real services speak. Identity is the shared stack's, reached
 * through a bridge, so only scheduling and a gateway start here.
 */
const codec = JSONCodec<any>();
type Answer = { response: unknown } | { err: unknown } | 'silent';
const answers: Record<string, (data: any) => Answer> = {};
const received: { subject: string; data: any }[] = [];
/** Domain events scheduling published (outbox → JetStream), as calendar-sync would receive them. */
const events: { type: string; data: any }[] = [];

let nats: Awaited<ReturnType<typeof startPrivateNats>>;
let nc: NatsConnection;
let shared: NatsConnection;
const processes: RunningProcess[] = [];
let api: TestHttpClient;
let user: TestUser;

beforeAll(async () => {
  // A database of its own (a copy of the migrated template): on the shared one, the shared stack's scheduling
  // relayed this one's outbox rows to the shared NATS now and then (both poll the table), where this spec
  // never saw them and the real calendar-sync answered a copy request with "not connected".
  let database: string;
  [nats, database] = await Promise.all([startPrivateNats(), serviceDatabase('scheduling', `flow_test_sources_${process.pid}`)]);
  nc = await connect({ servers: nats.url });
  shared = await connect({ servers: testInfra().NATS_URL });
  nc.subscribe('flow.>', {
    callback: (_err, msg: Msg) => {
      if (msg.subject.startsWith('flow.evt.')) {
        const envelope = codec.decode(msg.data);
        events.push({ type: envelope.type, data: envelope.data });
        return;
      }
      if (!msg.reply) return;
      if (msg.subject.startsWith('flow.identity.')) {
        shared.request(msg.subject, msg.data, { timeout: 20_000, ...(msg.headers ? { headers: msg.headers } : {}) }).then(
          (reply) => msg.respond(reply.data),
          () => undefined,
        );
        return;
      }
      const packet = codec.decode(msg.data);
      received.push({ subject: msg.subject, data: packet.data });
      const answer = answers[msg.subject]?.(packet.data) ?? 'silent';
      if (answer !== 'silent') msg.respond(codec.encode({ id: packet.id, isDisposed: true, ...answer }));
    },
  });
  const env = { NATS_URL: nats.url };
  // Side by side, as `npm start` starts them: neither waits for the other's boot.
  const [scheduling, gateway] = (await startSideBySide<RunningProcess>([
    startService('scheduling', { ...env, DATABASE_URL: database, CALENDAR_EVENTS_TIMEOUT_MS: '300', RHYTHM_TIMEOUT_MS: '300' }),
    startGateway({ ...env, AUTH_RATE_LIMIT_PER_MINUTE: '100000' }),
  ])) as [RunningProcess, GatewayProcess];
  processes.push(scheduling, gateway);
  api = new TestHttpClient(gateway.url);
  user = await signUp(api, 'mirror');
}, 120_000);

afterAll(async () => {
  await Promise.all(processes.reverse().map((p) => p.stop()));
  await nc?.close();
  await shared?.close();
  await nats?.stop();
});

beforeEach(() => {
  received.length = 0;
  for (const key of Object.keys(answers)) delete answers[key];
  answers['flow.calendar.busy.snapshot'] = () => snapshot([]);
});

const tomorrowUtc = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const sent = (subject: string) => received.filter((r) => r.subject === subject).map((r) => r.data);
const published = (type: string) => events.filter((e) => e.type === type);

const DAY = 86_400_000;
/** Events travel outbox → JetStream → consumer: on a loaded machine that can take seconds. */
const ASYNC = { timeoutMs: 20_000, intervalMs: 100 };
/** calendar-sync's kept copy as the busy-time read model asks for it. */
const snapshot = (events: unknown[], connected = true) => ({
  response: {
    connected,
    needsAuth: false,
    windowStart: new Date(Date.now() - 30 * DAY).toISOString(),
    windowEnd: new Date(Date.now() + 90 * DAY).toISOString(),
    events,
  },
});
const external = (id: string, summary: string, body: { startTime: string; endTime: string }, extra: Record<string, unknown> = {}) => ({
  id,
  summary,
  startTime: body.startTime,
  endTime: body.endTime,
  isAllDay: false,
  location: null,
  description: null,
  source: 'google',
  flowEventId: null,
  ...extra,
});

/** What calendar-sync publishes: an outbox envelope on the stream. */
async function publishEvent(type: string, data: Record<string, unknown>, userId: string) {
  const envelope = { id: randomUUID(), type, occurredAt: new Date().toISOString(), userIds: [userId], data };
  await nc.jetstream().publish(type, codec.encode(envelope), { msgID: envelope.id });
}

describe('with a connected calendar', () => {
  it('reads external events from its read model (one snapshot per user, none per create) and flags external overlaps but not FLOW copies or all-day entries', async () => {
    const user = await signUp(api, 'busy');
    const body = eventAt(2, 60, { title: 'Review', attendees: [{ email: 'sam@example.com', name: 'Sam' }] });
    answers['flow.calendar.busy.snapshot'] = (data) =>
      snapshot([
        external('ext-1', 'Dentist', body),
        external('g-old', 'Copy of a FLOW event', body, { flowEventId: data.userId }),
        external('hol', 'Holiday', body, { isAllDay: true }),
      ]);
    const created = await api.post('/api/events', body, user.token);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      googleEventCreated: false,
      googleEventError: null,
      externalCalendar: 'checked',
      event: { mirror_state: 'pending', mirror_error: null },
    });
    expect(created.body.overlaps).toEqual([{ id: 'ext-1', title: 'Dentist', start_time: body.startTime, end_time: body.endTime, source: 'google' }]);
    const again = await api.post('/api/events', eventAt(2, 30, { title: 'Same slot' }), user.token);
    expect(again.body.overlaps.map((o: { title: string }) => o.title).sort()).toEqual(['Dentist', 'Review']);
    // The second create read the model: calendar-sync was asked once, and never live.
    expect(sent('flow.calendar.busy.snapshot')).toEqual([{ userId: user.userId }]);
    expect(sent('flow.calendar.events.list')).toEqual([]);
    // The event says calendar-sync is to copy it, and calendar-sync's own subject asks for the copy.
    await expectEventually(
      () =>
        expect(published('flow.evt.scheduling.event-created').map((e) => e.data)).toContainEqual({
          id: created.body.event.id,
          userId: user.userId,
          mirror: 'pending',
        }),
      ASYNC,
    );
    await expectEventually(
      () =>
        expect(published('flow.evt.scheduling.mirror.copy-requested').map((e) => e.data)).toContainEqual({
          id: created.body.event.id,
          userId: user.userId,
          mirror: 'pending',
        }),
      ASYNC,
    );

    // calendar-sync's next sync brings a new event: the model is refreshed from its event.
    const gym = eventAt(5, 60);
    answers['flow.calendar.busy.snapshot'] = () => snapshot([external('ext-2', 'Gym', gym)]);
    await publishEvent('flow.evt.calendar.calendar-synced', { userId: user.userId, provider: 'google' }, user.userId);
    await expectEventually(() => expect(sent('flow.calendar.busy.snapshot')).toHaveLength(2), ASYNC);
    // The snapshot is asked for before it is stored: a try may still read the old model. Each try's
    // event is deleted again, or the next try would also clash with it.
    await expectEventually(async () => {
      const clash = await api.post('/api/events', eventAt(5, 30, { title: 'Workout call' }), user.token);
      expect(clash.status).toBe(201);
      expect((await api.delete(`/api/events/${clash.body.event.id}`, user.token)).status).toBe(200);
      expect(clash.body.overlaps).toEqual([expect.objectContaining({ id: 'ext-2', title: 'Gym' })]);
    }, ASYNC);
  });

  it("applies calendar-sync's outcome to the version it copied and remembers the copy for the delete", async () => {
    const user = await signUp(api, 'outcome');
    answers['flow.calendar.busy.snapshot'] = () => snapshot([]);
    const first = (await api.post('/api/events', eventAt(3), user.token)).body.event;
    const second = (await api.post('/api/events', eventAt(4), user.token)).body.event;
    await publishEvent(
      'flow.evt.calendar.event-mirrored',
      { userId: user.userId, eventId: first.id, eventUpdatedAt: first.updated_at, state: 'synced', externalEventId: 'g-1', error: null },
      user.userId,
    );
    await expectEventually(
      async () =>
        expect((await api.get(`/api/events/${first.id}`, user.token)).body).toMatchObject({
          mirror_state: 'synced',
          mirror_error: null,
          google_calendar_event_id: 'g-1',
        }),
      ASYNC,
    );
    await expectEventually(
      () => expect(published('flow.evt.scheduling.mirror-changed').map((e) => e.data)).toContainEqual({ id: first.id, userId: user.userId, state: 'synced' }),
      ASYNC,
    );

    // An edit is a new version: an outcome for the old one is dropped (the edit's own outcome follows).
    const edited = (await api.patch(`/api/events/${first.id}`, { title: 'Moved' }, user.token)).body.event;
    expect(edited.mirror_state).toBe('pending');
    await publishEvent(
      'flow.evt.calendar.event-mirrored',
      { userId: user.userId, eventId: first.id, eventUpdatedAt: first.updated_at, state: 'failed', externalEventId: null, error: 'Old news' },
      user.userId,
    );
    await publishEvent(
      'flow.evt.calendar.event-mirrored',
      {
        userId: user.userId,
        eventId: second.id,
        eventUpdatedAt: second.updated_at,
        state: 'failed',
        externalEventId: null,
        error: 'Calendar usage limits exceeded.',
      },
      user.userId,
    );
    // Outcomes are applied in order: once the second's is in, the stale one was seen and dropped.
    await expectEventually(
      async () =>
        expect((await api.get(`/api/events/${second.id}`, user.token)).body).toMatchObject({
          mirror_state: 'failed',
          mirror_error: 'Calendar usage limits exceeded.',
        }),
      ASYNC,
    );
    expect((await api.get(`/api/events/${first.id}`, user.token)).body).toMatchObject({ mirror_state: 'pending', mirror_error: null });

    expect((await api.delete(`/api/events/${first.id}`, user.token)).body).toEqual({ ok: true, googleEventDeleted: false, googleEventError: null });
    await expectEventually(
      () =>
        expect(published('flow.evt.scheduling.event-deleted').map((e) => e.data)).toContainEqual({ id: first.id, userId: user.userId, externalEventId: 'g-1' }),
      ASYNC,
    );
    // It had a copy: calendar-sync is asked to remove it (on its own subject, in order with the copies).
    await expectEventually(
      () =>
        expect(published('flow.evt.scheduling.mirror.removal-requested').map((e) => e.data)).toContainEqual({
          id: first.id,
          userId: user.userId,
          externalEventId: 'g-1',
        }),
      ASYNC,
    );
  });

  it('does not ask for a copy when the browser asks it not to', async () => {
    const user = await signUp(api, 'nocopy');
    answers['flow.calendar.busy.snapshot'] = () => snapshot([]);
    const created = await api.post('/api/events', eventAt(5, 60, { createGoogleEvent: false }), user.token);
    expect(created.body).toMatchObject({ googleEventCreated: false, googleEventError: null, event: { mirror_state: 'none' } });
    await expectEventually(
      () =>
        expect(published('flow.evt.scheduling.event-created').map((e) => e.data)).toContainEqual({
          id: created.body.event.id,
          userId: user.userId,
          mirror: 'none',
        }),
      ASYNC,
    );
    // Nothing reaches calendar-sync for it, neither now nor when it is deleted (no copy can exist).
    expect((await api.delete(`/api/events/${created.body.event.id}`, user.token)).status).toBe(200);
    await expectEventually(() => expect(published('flow.evt.scheduling.event-deleted').map((e) => e.data.id)).toContain(created.body.event.id), ASYNC);
    const mirrorWork = events.filter((e) => e.type.startsWith('flow.evt.scheduling.mirror.') && e.data.id === created.body.event.id);
    expect(mirrorWork).toEqual([]);
  });
});

describe('with the rhythm from daily-flow', () => {
  it("ranks the user's own rhythm in the zone daily-flow resolved (the profile's), not the browser's", async () => {
    const blocks = [
      {
        timeRange: '06:00–14:00',
        theme: 'Quiet Morning',
        icon: 'Sunrise',
        activity: 'Slow start',
        activityType: 'rest',
        description: '',
        intensity: 0.2,
        recommendations: [],
      },
      {
        timeRange: '14:00–17:00',
        theme: 'Team Time',
        icon: 'Users',
        activity: 'Meetings, calls and working with others',
        activityType: 'collaboration',
        description: '',
        intensity: 0.95,
        recommendations: [],
      },
      {
        timeRange: '17:00–22:00',
        theme: 'Evening',
        icon: 'Moon',
        activity: 'Unwind',
        activityType: 'rest',
        description: '',
        intensity: 0.2,
        recommendations: [],
      },
      {
        timeRange: '22:00–06:00',
        theme: 'Restorative Sleep',
        icon: 'Moon',
        activity: 'Sleep',
        activityType: 'sleep',
        description: '',
        intensity: 0.05,
        recommendations: [],
      },
    ];
    answers['flow.daily-flow.rhythm'] = (data) => ({
      response: { date: data.date, timeZone: 'Asia/Kolkata', timeZoneSource: 'profile', rhythmBlocks: blocks },
    });
    const date = tomorrowUtc();
    const response = await api.request('POST', '/api/events/suggest-times', {
      body: { meetingType: 'collaboration', duration: 60, date },
      token: user.token,
      headers: { 'x-time-zone': 'UTC' },
    });
    expect(response.body).toMatchObject({ date, timezone: 'Asia/Kolkata', missing: [] });
    expect(sent('flow.daily-flow.rhythm')[0]).toEqual({ userId: user.userId, date, timeZone: 'UTC' });
    expect(response.body.suggestions).toHaveLength(3);
    for (const s of response.body.suggestions) {
      // Without Deep Focus, the day's peak is the top of its curve (Team Time): 'Peak Flow' only inside it.
      expect(s).toMatchObject({ label: 'Peak Flow', title: 'Team Time' });
      expect(s.time >= '14:00' && s.time <= '16:00').toBe(true);
      expect(s.startsAt).toBe(`${date}T${s.time}:00+05:30`);
    }
  });
});

describe('when the rhythm sources do not answer', () => {
  it('suggests and scores on the built-in default day, and says so', async () => {
    // No daily-flow and no profile-chart on this NATS server.
    const suggestions = await api.request('POST', '/api/events/suggest-times', {
      body: { meetingType: 'deep_work', duration: 90, date: tomorrowUtc() },
      token: user.token,
      headers: { 'x-time-zone': 'UTC' },
    });
    expect(suggestions.status).toBe(200);
    expect(suggestions.body.missing).toEqual([{ source: 'rhythm', message: SchedulingMessages.missing.rhythm }]);
    // The default day's peak (deep focus) window is the spec's 09:00–13:00.
    expect(suggestions.body.suggestions[0]).toMatchObject({ label: 'Peak Flow', title: 'Deep Focus' });
    const score = await api.request('GET', `/api/flow-score?date=${tomorrowUtc()}`, { token: user.token, headers: { 'x-time-zone': 'UTC' } });
    expect(score.body).toMatchObject({ score: 100, timezone: 'UTC', missing: [{ source: 'rhythm', message: SchedulingMessages.missing.rhythm }] });
  });

  it('says when meal windows come from the default profile', async () => {
    const response = await api.request('POST', '/api/events/suggest-times', {
      body: { meetingType: 'social', duration: 60, mealType: 'dinner', date: tomorrowUtc() },
      token: user.token,
      headers: { 'x-time-zone': 'UTC' },
    });
    expect(response.body.missing.map((m: { source: string }) => m.source).sort()).toEqual(['profile', 'rhythm']);
    expect(response.body.suggestions.length).toBeGreaterThan(0);
  });
});

describe('without a calendar', () => {
  it('answers not_connected and asks for no copy when nothing is connected', async () => {
    const user = await signUp(api, 'none');
    answers['flow.calendar.busy.snapshot'] = () => snapshot([], false);
    const created = await api.post('/api/events', eventAt(6), user.token);
    expect(created.body).toMatchObject({
      googleEventCreated: false,
      googleEventError: null,
      externalCalendar: 'not_connected',
      event: { mirror_state: 'none' },
    });
  });

  it('saves the event and says so when calendar-sync does not answer in time', async () => {
    const user = await signUp(api, 'silent');
    answers['flow.calendar.busy.snapshot'] = () => 'silent';
    const started = Date.now();
    const created = await api.post('/api/events', eventAt(7), user.token);
    expect(created.status).toBe(201);
    // calendar-sync decides about the copy when it is back: the event waits as pending.
    expect(created.body).toMatchObject({
      googleEventCreated: false,
      googleEventError: null,
      externalCalendar: 'unavailable',
      event: { mirror_state: 'pending' },
    });
    // The configured 300 ms limit applies (with room for a busy machine).
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await api.get(`/api/events/${created.body.event.id}`, user.token)).status).toBe(200);
  });
});
