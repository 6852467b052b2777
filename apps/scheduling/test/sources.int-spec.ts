import { SchedulingMessages } from '@flow/contracts';
import { startGateway, startPrivateNats, startService, testInfra, TestHttpClient, type RunningProcess } from '@flow/testing';
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

let nats: Awaited<ReturnType<typeof startPrivateNats>>;
let nc: NatsConnection;
let shared: NatsConnection;
const processes: RunningProcess[] = [];
let api: TestHttpClient;
let user: TestUser;

beforeAll(async () => {
  nats = await startPrivateNats();
  nc = await connect({ servers: nats.url });
  shared = await connect({ servers: testInfra().NATS_URL });
  nc.subscribe('flow.>', {
    callback: (_err, msg: Msg) => {
      if (msg.subject.startsWith('flow.evt.') || !msg.reply) return;
      if (msg.subject.startsWith('flow.identity.')) {
        shared.request(msg.subject, msg.data, { timeout: 20_000, ...(msg.headers ? { headers: msg.headers } : {}) }).then((reply) => msg.respond(reply.data), () => undefined);
        return;
      }
      const packet = codec.decode(msg.data);
      received.push({ subject: msg.subject, data: packet.data });
      const answer = answers[msg.subject]?.(packet.data) ?? 'silent';
      if (answer !== 'silent') msg.respond(codec.encode({ id: packet.id, isDisposed: true, ...answer }));
    },
  });
  const env = { NATS_URL: nats.url };
  processes.push(await startService('scheduling', { ...env, CALENDAR_MIRROR_TIMEOUT_MS: '700', CALENDAR_EVENTS_TIMEOUT_MS: '300', RHYTHM_TIMEOUT_MS: '300' }));
  const gateway = await startGateway({ ...env, AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
  processes.push(gateway);
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
  answers['flow.calendar.events.list'] = () => ({ response: { connected: true, needsAuth: false, events: [] } });
});

const tomorrowUtc = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const sent = (subject: string) => received.filter((r) => r.subject === subject).map((r) => r.data);

describe('with a connected calendar', () => {
  it('copies a new event with its attendees and keeps the external id; flags external overlaps but not FLOW copies or all-day entries', async () => {
    const body = eventAt(2, 60, { title: 'Review', attendees: [{ email: 'sam@example.com', name: 'Sam' }] });
    answers['flow.calendar.mirror.create'] = () => ({ response: { mirrored: true, externalEventId: 'g-123', error: null } });
    answers['flow.calendar.events.list'] = (data) => ({
      response: {
        connected: true,
        needsAuth: false,
        events: [
          { id: 'ext-1', summary: 'Dentist', startTime: body.startTime, endTime: body.endTime, isAllDay: false, location: null, description: null, source: 'google', flowEventId: null },
          { id: 'g-old', summary: 'Copy of a FLOW event', startTime: body.startTime, endTime: body.endTime, isAllDay: false, location: null, description: null, source: 'google', flowEventId: data.userId },
          { id: 'hol', summary: 'Holiday', startTime: body.startTime, endTime: body.endTime, isAllDay: true, location: null, description: null, source: 'google', flowEventId: null },
        ],
      },
    });
    const created = await api.post('/api/events', body, user.token);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ googleEventCreated: true, googleEventError: null, externalCalendar: 'checked' });
    expect(created.body.event.google_calendar_event_id).toBe('g-123');
    expect(created.body.overlaps).toEqual([{ id: 'ext-1', title: 'Dentist', start_time: body.startTime, end_time: body.endTime, source: 'google' }]);
    const [request] = sent('flow.calendar.mirror.create');
    expect(request).toEqual({
      userId: user.userId,
      event: { id: created.body.event.id, title: 'Review', description: null, start_time: created.body.event.start_time, end_time: created.body.event.end_time, location: null, attendees: [{ email: 'sam@example.com', name: 'Sam' }] },
    });
    expect((await api.get(`/api/events/${created.body.event.id}`, user.token)).body.google_calendar_event_id).toBe('g-123');

    answers['flow.calendar.mirror.update'] = () => ({ response: { mirrored: true, externalEventId: 'g-123', error: null } });
    const updated = await api.patch(`/api/events/${created.body.event.id}`, { title: 'Review v2' }, user.token);
    expect(updated.body).toMatchObject({ googleEventUpdated: true, googleEventError: null });
    expect(sent('flow.calendar.mirror.update')).toEqual([expect.objectContaining({ externalEventId: 'g-123', event: expect.objectContaining({ title: 'Review v2' }) })]);

    answers['flow.calendar.mirror.delete'] = () => ({ response: { mirrored: true, externalEventId: 'g-123', error: null } });
    const removed = await api.delete(`/api/events/${created.body.event.id}`, user.token);
    expect(removed.body).toEqual({ ok: true, googleEventDeleted: true, googleEventError: null });
    expect(sent('flow.calendar.mirror.delete')).toEqual([{ userId: user.userId, externalEventId: 'g-123', eventId: created.body.event.id }]);
  });

  it("passes the calendar's error on and keeps the FLOW event", async () => {
    answers['flow.calendar.mirror.create'] = () => ({ response: { mirrored: false, externalEventId: null, error: 'Calendar usage limits exceeded.' } });
    const created = await api.post('/api/events', eventAt(3), user.token);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ googleEventCreated: false, googleEventError: 'Calendar usage limits exceeded.' });
    expect((await api.get(`/api/events/${created.body.event.id}`, user.token)).status).toBe(200);
  });

  it('stores the copy created on edit when the event had none yet', async () => {
    answers['flow.calendar.mirror.create'] = () => ({ response: { mirrored: false, externalEventId: null, error: 'Temporary failure' } });
    const created = (await api.post('/api/events', eventAt(4), user.token)).body.event;
    answers['flow.calendar.mirror.update'] = () => ({ response: { mirrored: true, externalEventId: 'g-new', error: null } });
    const updated = await api.patch(`/api/events/${created.id}`, { title: 'Retry' }, user.token);
    expect(updated.body.event.google_calendar_event_id).toBe('g-new');
    expect(sent('flow.calendar.mirror.update')[0].externalEventId).toBeNull();
  });

  it('does not copy when the browser asks it not to', async () => {
    const created = await api.post('/api/events', eventAt(5, 60, { createGoogleEvent: false }), user.token);
    expect(created.body).toMatchObject({ googleEventCreated: false, googleEventError: null });
    expect(sent('flow.calendar.mirror.create')).toEqual([]);
  });
});

describe('with the rhythm from daily-flow', () => {
  it("ranks the user's own rhythm in the zone daily-flow resolved (the profile's), not the browser's", async () => {
    const blocks = [
      { timeRange: '06:00–14:00', theme: 'Quiet Morning', icon: 'Sunrise', activity: 'Slow start', activityType: 'rest', description: '', intensity: 0.2, recommendations: [] },
      { timeRange: '14:00–17:00', theme: 'Team Time', icon: 'Users', activity: 'Meetings, calls and working with others', activityType: 'collaboration', description: '', intensity: 0.95, recommendations: [] },
      { timeRange: '17:00–22:00', theme: 'Evening', icon: 'Moon', activity: 'Unwind', activityType: 'rest', description: '', intensity: 0.2, recommendations: [] },
      { timeRange: '22:00–06:00', theme: 'Restorative Sleep', icon: 'Moon', activity: 'Sleep', activityType: 'sleep', description: '', intensity: 0.05, recommendations: [] },
    ];
    answers['flow.daily-flow.rhythm'] = (data) => ({ response: { date: data.date, timeZone: 'Asia/Kolkata', timeZoneSource: 'profile', rhythmBlocks: blocks } });
    const date = tomorrowUtc();
    const response = await api.request('POST', '/api/events/suggest-times', { body: { meetingType: 'collaboration', duration: 60, date }, token: user.token, headers: { 'x-time-zone': 'UTC' } });
    expect(response.body).toMatchObject({ date, timezone: 'Asia/Kolkata', missing: [] });
    expect(sent('flow.daily-flow.rhythm')[0]).toEqual({ userId: user.userId, date, timeZone: 'UTC' });
    expect(response.body.suggestions).toHaveLength(3);
    for (const s of response.body.suggestions) {
      expect(s).toMatchObject({ label: 'Peak Flow', title: 'Team Time' });
      expect(s.time >= '14:00' && s.time <= '16:00').toBe(true);
      expect(s.startsAt).toBe(`${date}T${s.time}:00+05:30`);
    }
  });
});

describe('when the rhythm sources do not answer', () => {
  it('suggests and scores on the built-in default day, and says so', async () => {
    // No daily-flow and no profile-chart on this NATS server.
    const suggestions = await api.request('POST', '/api/events/suggest-times', { body: { meetingType: 'deep_work', duration: 90, date: tomorrowUtc() }, token: user.token, headers: { 'x-time-zone': 'UTC' } });
    expect(suggestions.status).toBe(200);
    expect(suggestions.body.missing).toEqual([{ source: 'rhythm', message: SchedulingMessages.missing.rhythm }]);
    // The default day's peak (deep focus) window is 08:00–13:00.
    expect(suggestions.body.suggestions[0]).toMatchObject({ label: 'Peak Flow', title: 'Deep Focus' });
    const score = await api.request('GET', `/api/flow-score?date=${tomorrowUtc()}`, { token: user.token, headers: { 'x-time-zone': 'UTC' } });
    expect(score.body).toMatchObject({ score: 100, timezone: 'UTC', missing: [{ source: 'rhythm', message: SchedulingMessages.missing.rhythm }] });
  });

  it('says when meal windows come from the default profile', async () => {
    const response = await api.request('POST', '/api/events/suggest-times', { body: { meetingType: 'social', duration: 60, mealType: 'dinner', date: tomorrowUtc() }, token: user.token, headers: { 'x-time-zone': 'UTC' } });
    expect(response.body.missing.map((m: { source: string }) => m.source).sort()).toEqual(['profile', 'rhythm']);
    expect(response.body.suggestions.length).toBeGreaterThan(0);
  });
});

describe('without a calendar', () => {
  it('answers no copy and no error when nothing is connected', async () => {
    answers['flow.calendar.events.list'] = () => ({ response: { connected: false, needsAuth: false, events: [] } });
    answers['flow.calendar.mirror.create'] = () => ({ response: { mirrored: false, externalEventId: null, error: null } });
    const created = await api.post('/api/events', eventAt(6), user.token);
    expect(created.body).toMatchObject({ googleEventCreated: false, googleEventError: null, externalCalendar: 'not_connected' });
  });

  it('saves the event and explains when calendar-sync does not answer in time', async () => {
    answers['flow.calendar.events.list'] = () => 'silent';
    const started = Date.now();
    const created = await api.post('/api/events', eventAt(7), user.token);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ googleEventCreated: false, googleEventError: SchedulingMessages.calendarUnavailable.create, externalCalendar: 'unavailable' });
    // The configured 700 ms limit applies, not the 8 s default (with room for a busy machine).
    expect(Date.now() - started).toBeLessThan(7500);
    expect((await api.get(`/api/events/${created.body.event.id}`, user.token)).status).toBe(200);
    const updated = await api.patch(`/api/events/${created.body.event.id}`, { title: 'Still saved' }, user.token);
    expect(updated.body).toMatchObject({ googleEventUpdated: false, googleEventError: SchedulingMessages.calendarUnavailable.update, event: { title: 'Still saved' } });
  });

  it('explains a calendar-sync error reply and still deletes the FLOW event', async () => {
    answers['flow.calendar.mirror.create'] = () => ({ response: { mirrored: true, externalEventId: 'g-9', error: null } });
    const created = (await api.post('/api/events', eventAt(8), user.token)).body.event;
    answers['flow.calendar.mirror.delete'] = () => ({ err: { code: 'SERVICE_UNAVAILABLE', message: 'down', status: 503 } });
    const removed = await api.delete(`/api/events/${created.id}`, user.token);
    expect(removed.body).toEqual({ ok: true, googleEventDeleted: false, googleEventError: SchedulingMessages.calendarUnavailable.delete });
    expect((await api.get(`/api/events/${created.id}`, user.token)).status).toBe(404);
  });
});
