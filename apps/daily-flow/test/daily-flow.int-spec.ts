import { randomUUID } from 'node:crypto';
import { DailyFlow, DailyFlowMessages, type EventEnvelope } from '@flow/contracts';
import { expectEventually, sharedGatewayUrl, TestHttpClient, testInfra, uniqueEmail } from '@flow/testing';
import { connect, JSONCodec, type NatsConnection } from 'nats';
import { io, type Socket } from 'socket.io-client';

// daily-flow through the shared gateway, with real NATS, Redis and the services of the shared stack.
const url = sharedGatewayUrl();
const api = new TestHttpClient(url);
const codec = JSONCodec<unknown>();
let nc: NatsConnection;
const sockets: Socket[] = [];

beforeAll(async () => {
  nc = await connect({ servers: testInfra().NATS_URL });
});
afterAll(async () => {
  sockets.forEach((s) => s.disconnect());
  await nc?.close();
});

async function signUp(): Promise<{ token: string; userId: string }> {
  const res = await api.post('/api/auth/signup', { email: uniqueEmail('flow'), password: 'secret1' });
  expect(res.status).toBe(201);
  return { token: res.body.access_token, userId: res.body.user.id };
}

const todayIn = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
const shiftDate = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const getFlow = (token: string, query = '', zone = 'Europe/Berlin') =>
  api.request('GET', `/api/daily-flow${query}`, { token, headers: zone ? { 'x-time-zone': zone } : {} });

/** What profile-chart publishes when a profile changes (stands in for it where a test needs only the event). */
async function publishProfileUpdated(userId: string) {
  const envelope: EventEnvelope = {
    id: randomUUID(),
    type: 'flow.evt.profile.profile-updated',
    occurredAt: new Date().toISOString(),
    userIds: [userId],
    data: { userId, fields: ['birth_date'] },
  };
  await nc.jetstream().publish('flow.evt.profile.profile-updated', codec.encode(envelope), { msgID: envelope.id });
}

/** A chart peak start as the day lays it out: on the 15-minute grid, between 07:00 and 15:00 (rhythm's planDay). */
function laidOut(start: string): string {
  const m = Math.min(Math.max(Math.round((Number(start.slice(0, 2)) * 60 + Number(start.slice(3, 5))) / 15) * 15, 7 * 60), 15 * 60);
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

describe('GET /api/daily-flow', () => {
  it('answers the flow of a signed-up user’s local today, with the defaults their profile lacks', async () => {
    const { token } = await signUp();
    const res = await getFlow(token);
    expect(res.status).toBe(200);
    const flow = DailyFlow.parse(res.body);
    expect(flow.date).toBe(todayIn('Europe/Berlin'));
    expect(flow.timeZone).toBe('Europe/Berlin');
    expect(flow.energyType).toBe('Balanced');
    expect(flow.dailyGuidance).toMatchObject({ peakHours: '09:00 to 13:00', recoveryTime: '9pm - 11pm' });
    expect(flow.rhythmBlocks.find((b) => b.theme === 'Deep Focus')!.timeRange).toBe('09:00–13:00');
    expect(flow.rhythmBlocks[flow.rhythmBlocks.length - 1].timeRange).toBe('22:00–06:00');
    expect(flow.reflection.length).toBeGreaterThan(0);
    expect(flow.suggestions.length).toBeGreaterThan(0);
    expect(flow.vedicInfluences.panchanga).toMatchObject({ place: 'Berlin, Germany' });
  });

  it('reads the local date in UTC, and says so, when neither profile nor browser name a zone', async () => {
    const { token } = await signUp();
    const res = await getFlow(token, '', '');
    expect(res.status).toBe(200);
    expect(res.body.timeZone).toBe('UTC');
    expect(res.body.timeZoneSource).toBe('default');
    expect(res.body.date).toBe(todayIn('UTC'));
  });

  it('refuses dates more than a year away with 422, and serves a year back and ahead', async () => {
    const { token } = await signUp();
    const today = todayIn('Europe/Berlin');
    const far = await getFlow(token, `?date=${shiftDate(today, 370)}`);
    expect(far.status).toBe(422);
    expect(far.body.error.message).toBe(DailyFlowMessages.dateOutOfRange);
    expect((await getFlow(token, `?date=${shiftDate(today, -370)}`)).status).toBe(422);
    expect((await getFlow(token, `?date=${shiftDate(today, 300)}`)).status).toBe(200);
    expect((await getFlow(token, `?date=${shiftDate(today, -300)}`)).status).toBe(200);
  });

  it('refuses malformed input with 422: a bad date, an unknown zone, unknown parameters', async () => {
    const { token, userId } = await signUp();
    expect((await getFlow(token, '?date=tomorrow')).status).toBe(422);
    expect((await getFlow(token, '?date=2026-02-30')).status).toBe(422);
    const zone = await getFlow(token, '', 'Mars/Olympus');
    expect(zone.status).toBe(422);
    expect(zone.body.error.message).toBe(DailyFlowMessages.invalidTimeZone);
    // Only the signed-in user's flow: there is no way to name another user.
    expect((await getFlow(token, `?userId=${userId}`)).status).toBe(422);
  });

  it('requires a signed-in user', async () => {
    expect((await api.get('/api/daily-flow')).status).toBe(401);
    expect((await api.get('/api/rhythm-blocks')).status).toBe(401);
  });

  it('caches per user and date, and a profile-updated event drops only that user’s flows and tells their browser', async () => {
    const ann = await signUp();
    const bob = await signUp();
    const date = todayIn('Europe/Berlin');
    const annFirst = (await getFlow(ann.token, `?date=${date}`)).body;
    const bobFirst = (await getFlow(bob.token, `?date=${date}`)).body;
    expect((await getFlow(ann.token, `?date=${date}`)).body.generatedAt).toBe(annFirst.generatedAt);
    expect(bobFirst.generatedAt).not.toBe(undefined);

    const socket = io(url, { path: '/socket.io', auth: { token: ann.token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    const seen: string[] = [];
    socket.on('invalidate', (m: { type: string }) => seen.push(m.type));
    await new Promise<void>((resolve, reject) => (socket.once('connect', () => resolve()), socket.once('connect_error', reject)));

    await publishProfileUpdated(ann.userId);
    await expectEventually(async () => expect((await getFlow(ann.token, `?date=${date}`)).body.generatedAt).not.toBe(annFirst.generatedAt), {
      timeoutMs: 10_000,
    });
    await expectEventually(() => expect(seen).toContain('flow.evt.daily-flow.flow-invalidated'), { timeoutMs: 10_000 });
    // Bob's cached flow is untouched by Ann's change.
    expect((await getFlow(bob.token, `?date=${date}`)).body.generatedAt).toBe(bobFirst.generatedAt);
  });

  it('drops the cache on scheduling and calendar events too', async () => {
    const ann = await signUp();
    const date = todayIn('Europe/Berlin');
    for (const subject of ['flow.evt.scheduling.event-created', 'flow.evt.calendar.calendar-synced'] as const) {
      const before = (await getFlow(ann.token, `?date=${date}`)).body.generatedAt;
      expect((await getFlow(ann.token, `?date=${date}`)).body.generatedAt).toBe(before);
      const data = subject.includes('scheduling') ? { id: randomUUID(), userId: ann.userId } : { userId: ann.userId, provider: 'google' };
      const envelope = { id: randomUUID(), type: subject, occurredAt: new Date().toISOString(), userIds: [ann.userId], data };
      await nc.jetstream().publish(subject, codec.encode(envelope), { msgID: envelope.id });
      await expectEventually(async () => expect((await getFlow(ann.token, `?date=${date}`)).body.generatedAt).not.toBe(before), { timeoutMs: 10_000 });
    }
  });
});

describe('with a profile from profile-chart', () => {
  /** Signs up, waits for the empty profile, then saves birth data (profile-chart analyses it). */
  async function onboarded(birth: { birth_date: string; birth_time: string; birth_location: string }) {
    const user = await signUp();
    await expectEventually(async () => expect((await api.get('/api/profile', user.token)).status).toBe(200), { timeoutMs: 10_000 });
    const res = await api.patch('/api/profile', { full_name: 'Ann', ...birth, onboarding_completed: true }, user.token);
    expect(res.status).toBe(200);
    expect(res.body.reanalyzed).toBe(true);
    return { ...user, profile: res.body.profile };
  }

  it('builds the flow from the blueprint, in the profile’s zone, with the day’s dasha, transits and panchanga', async () => {
    const ann = await onboarded({ birth_date: '1990-04-13', birth_time: '07:10', birth_location: 'Kathmandu, Nepal' });
    const res = await getFlow(ann.token, '', 'America/Denver');
    expect(res.status).toBe(200);
    const flow = DailyFlow.parse(res.body);
    expect(flow).toMatchObject({ timeZone: 'Asia/Kathmandu', timeZoneSource: 'profile', date: todayIn('Asia/Kathmandu') });
    expect(flow.energyType).toBe(ann.profile.vedic_analysis.constitution);
    // The day's one peak: the chart's window laid out on the day (on the 15-minute grid), the Deep Focus the blocks show.
    expect(flow.peakWindow.start).toBe(laidOut(ann.profile.peak_energy_start));
    expect(flow.defaultsUsed).toEqual([]);
    expect(flow.dailyGuidance.peakHours).toBe(`${flow.peakWindow.start} to ${flow.peakWindow.end}`);
    expect(flow.dailyGuidance.recoveryTime).toBe(ann.profile.vedic_analysis.restorativeTime);
    const focus = flow.rhythmBlocks.filter((b) => b.theme === 'Deep Focus');
    expect(focus.map((b) => b.timeRange.slice(0, 5))).toContain(flow.peakWindow.start);
    expect(focus.map((b) => b.timeRange.slice(6, 11))).toContain(flow.peakWindow.end);
    expect(flow.vedicInfluences.panchanga).toMatchObject({ place: 'Kathmandu, Nepal' });
    expect(flow.vedicInfluences.dasha!.mahadasha).toBeDefined();
    expect(flow.vedicInfluences.transits.length).toBeGreaterThan(0);
    expect(flow.missing.map((m) => m.source)).not.toContain('profile');
  });

  it('answers /api/rhythm-blocks with the unmerged rhythm of the profile’s local day', async () => {
    const ann = await onboarded({ birth_date: '1985-02-14', birth_time: '23:58', birth_location: 'Mumbai, India' });
    const res = await api.get('/api/rhythm-blocks', ann.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ timeZone: 'Asia/Kolkata', timeZoneSource: 'profile', date: todayIn('Asia/Kolkata') });
    expect(res.body.rhythmBlocks.every((b: { type: string }) => b.type === 'rhythm')).toBe(true);
    expect(res.body.rhythmBlocks.find((b: { theme: string }) => b.theme === 'Deep Focus').timeRange.slice(0, 5)).toBe(
      ann.profile.peak_energy_start.slice(0, 5) < '07:00' ? '07:00' : ann.profile.peak_energy_start.slice(0, 5),
    );
    expect((await api.get(`/api/rhythm-blocks?date=${shiftDate(todayIn('Asia/Kolkata'), 400)}`, ann.token)).status).toBe(422);
  });

  it('drops the cached flow when the profile changes, and the new flow reads the new blueprint', async () => {
    const ann = await onboarded({ birth_date: '1990-04-13', birth_time: '07:10', birth_location: 'Kathmandu, Nepal' });
    // The onboarding save's own profile-updated may still be on its way: wait until the flow is cached.
    const before = await expectEventually(
      async () => {
        const first = (await getFlow(ann.token)).body;
        expect((await getFlow(ann.token)).body.generatedAt).toBe(first.generatedAt);
        return first;
      },
      { timeoutMs: 10_000, intervalMs: 200 },
    );
    const changed = await api.patch('/api/profile', { birth_date: '1979-11-02', birth_time: '16:45', birth_location: 'Reykjavik, Iceland' }, ann.token);
    expect(changed.body.reanalyzed).toBe(true);
    const after = await expectEventually(
      async () => {
        const flow = (await getFlow(ann.token)).body;
        expect(flow.generatedAt).not.toBe(before.generatedAt);
        return flow;
      },
      { timeoutMs: 10_000 },
    );
    expect(after.energyType).toBe(changed.body.profile.vedic_analysis.constitution);
    expect(after.peakWindow.start).toBe(laidOut(changed.body.profile.peak_energy_start));
  });

  it('never uses another user’s data: each flow reads its own profile only', async () => {
    const ann = await onboarded({ birth_date: '1990-04-13', birth_time: '07:10', birth_location: 'Kathmandu, Nepal' });
    const bob = await signUp();
    const annFlow = (await getFlow(ann.token)).body;
    const bobFlow = (await getFlow(bob.token)).body;
    expect(annFlow.defaultsUsed).toEqual([]);
    expect(bobFlow.energyType).toBe('Balanced');
    expect(bobFlow.defaultsUsed).toEqual(['energyType', 'peakWindow', 'recoveryTime', 'dasha']);
    expect(bobFlow.vedicInfluences.dasha).toBeNull();
    expect(bobFlow.timeZoneSource).not.toBe('profile');
  });
});

describe('with events from scheduling', () => {
  it('merges the user’s own events into their flow, refreshes on changes, and never shows them to another user', async () => {
    const ann = await signUp();
    const bob = await signUp();
    const date = shiftDate(todayIn('UTC'), 2);
    const before = (await getFlow(ann.token, `?date=${date}`, 'UTC')).body;
    expect(before.rhythmBlocks.some((b: { type: string }) => b.type === 'event')).toBe(false);

    const created = await api.post(
      '/api/events',
      { title: 'Write the quarterly report', startTime: `${date}T09:00:00Z`, endTime: `${date}T10:30:00Z`, meetingType: 'deep_work' },
      ann.token,
    );
    expect(created.status).toBe(201);
    const id = created.body.event.id;
    // event-created drops the cached flow; the next one holds the event, cut into the deep-focus block.
    const withEvent = await expectEventually(
      async () => {
        const flow = (await getFlow(ann.token, `?date=${date}`, 'UTC')).body;
        expect(flow.rhythmBlocks.some((b: { relatedEvent?: { id: string } }) => b.relatedEvent?.id === id)).toBe(true);
        return flow;
      },
      { timeoutMs: 10_000 },
    );
    const block = withEvent.rhythmBlocks.find((b: { type: string }) => b.type === 'event');
    expect(block).toMatchObject({
      timeRange: '09:00–10:30',
      theme: 'Write the quarterly report',
      relatedEvent: { id, source: 'flow' },
      alignment: { status: 'aligned' },
    });
    expect(
      withEvent.rhythmBlocks
        .filter((b: { isAdapted?: boolean; theme: string }) => b.isAdapted && b.theme === 'Deep Focus')
        .map((b: { timeRange: string }) => b.timeRange),
    ).toEqual(['10:30–13:00']);
    expect(withEvent.missing.map((m: { source: string }) => m.source)).not.toContain('scheduled-events');

    const bobFlow = (await getFlow(bob.token, `?date=${date}`, 'UTC')).body;
    expect(bobFlow.rhythmBlocks.some((b: { type: string }) => b.type === 'event')).toBe(false);

    expect((await api.delete(`/api/events/${id}`, ann.token)).status).toBe(200);
    await expectEventually(
      async () => {
        const flow = (await getFlow(ann.token, `?date=${date}`, 'UTC')).body;
        expect(flow.rhythmBlocks.some((b: { type: string }) => b.type === 'event')).toBe(false);
      },
      { timeoutMs: 10_000 },
    );
  });
});
