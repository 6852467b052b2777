import { Checkin, CheckinMessages, DailyFlow, Insights } from '@flow/contracts';
import { chartEnergyCurve } from '@flow/rhythm';
import { expectEventually, sharedGatewayUrl, TestHttpClient, uniqueEmail } from '@flow/testing';
import { io, type Socket } from 'socket.io-client';

// Energy check-ins and Insights through the shared gateway: daily-flow's own PostgreSQL, real NATS and Redis.
const url = sharedGatewayUrl();
const api = new TestHttpClient(url);
const ZONE = { 'x-time-zone': 'UTC' };
const sockets: Socket[] = [];
afterAll(() => sockets.forEach((s) => s.disconnect()));

async function signUp(): Promise<{ token: string; userId: string }> {
  const res = await api.post('/api/auth/signup', { email: uniqueEmail('checkin'), password: 'secret1' });
  expect(res.status).toBe(201);
  return { token: res.body.access_token, userId: res.body.user.id };
}

const checkIn = (token: string, body: Record<string, unknown>) => api.request('POST', '/api/checkins', { token, body, headers: ZONE });
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

describe('POST /api/checkins', () => {
  it('answers 201 with the check-in placed on the local day, and lists it', async () => {
    const { token } = await signUp();
    const res = await checkIn(token, { energy: 4, focus: 3, mood: 5 });
    expect(res.status).toBe(201);
    const checkin = Checkin.parse(res.body);
    expect(checkin).toMatchObject({ energy: 4, focus: 3, mood: 5, timeZone: 'UTC', counts: true, date: new Date().toISOString().slice(0, 10) });
    expect(Math.abs(Date.parse(checkin.at) - Date.now())).toBeLessThan(60_000);
    const list = await api.get('/api/checkins', token);
    expect(list.status).toBe(200);
    expect(list.body.checkins.map((c: Checkin) => c.id)).toEqual([checkin.id]);
  });

  it('refuses energy outside 1–5, a check-in in the future and the 49th of a day with 422 and a clear message', async () => {
    const { token } = await signUp();
    for (const energy of [0, 6, 2.5, '3', null]) {
      const res = await checkIn(token, { energy });
      expect(res.status).toBe(422);
      expect(res.body.error.message).toBe(CheckinMessages.energy);
    }
    const future = await checkIn(token, { energy: 3, at: new Date(Date.now() + 3_600_000).toISOString() });
    expect(future.status).toBe(422);
    expect(future.body.error.message).toBe(CheckinMessages.future);

    // 48 check-ins on one past day (a minute apart) are taken; the 49th is not, and nothing was lost.
    const day = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const at = (i: number) => new Date(Date.parse(`${day}T08:00:00Z`) + i * 60_000).toISOString();
    for (let i = 0; i < 48; i++) expect((await checkIn(token, { energy: 3, at: at(i) })).status).toBe(201);
    const over = await checkIn(token, { energy: 3, at: at(48) });
    expect(over.status).toBe(422);
    expect(over.body.error.message).toBe(CheckinMessages.perDay);
    const list = await api.get(`/api/checkins?from=${encodeURIComponent(`${day}T00:00:00Z`)}&to=${encodeURIComponent(`${day}T23:59:59Z`)}`, token);
    expect(list.body.checkins).toHaveLength(48);
    // At most one per 30 minutes counts: 08:00 and 08:30 of those 48 minutes.
    expect(list.body.checkins.filter((c: Checkin) => c.counts).map((c: Checkin) => c.time)).toEqual(['08:00', '08:30']);
  });
});

describe('PATCH and DELETE /api/checkins/:id', () => {
  it('edit and delete the owner’s check-in of today; another user gets 404 and changes nothing', async () => {
    const owner = await signUp();
    const other = await signUp();
    const created = (await checkIn(owner.token, { energy: 2 })).body as Checkin;

    const foreignPatch = await api.request('PATCH', `/api/checkins/${created.id}`, { token: other.token, body: { energy: 5 } });
    expect(foreignPatch.status).toBe(404);
    const foreignDelete = await api.request('DELETE', `/api/checkins/${created.id}`, { token: other.token });
    expect(foreignDelete.status).toBe(404);
    expect((await api.get('/api/checkins', other.token)).body.checkins).toEqual([]);

    const patched = await api.request('PATCH', `/api/checkins/${created.id}`, { token: owner.token, body: { energy: 5, mood: 4 } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ id: created.id, energy: 5, mood: 4, focus: null });
    const deleted = await api.request('DELETE', `/api/checkins/${created.id}`, { token: owner.token });
    expect(deleted.status).toBe(200);
    expect((await api.get('/api/checkins', owner.token)).body.checkins).toEqual([]);
  });

  it('refuses to edit or delete a check-in of an earlier day', async () => {
    const { token } = await signUp();
    const old = (await checkIn(token, { energy: 3, at: hoursAgo(72) })).body as Checkin;
    const patch = await api.request('PATCH', `/api/checkins/${old.id}`, { token, body: { energy: 4 } });
    expect(patch.status).toBe(422);
    expect(patch.body.error.message).toBe(CheckinMessages.notToday);
    expect((await api.request('DELETE', `/api/checkins/${old.id}`, { token })).status).toBe(422);
  });
});

describe('GET /api/insights and the learned day', () => {
  it('says its summary in the person’s language (issue 41)', async () => {
    const { token } = await signUp();
    // The profile comes from the sign-up's event a moment later.
    await expectEventually(async () => expect((await api.patch('/api/profile', { language: 'hi' }, token)).status).toBe(200), { timeoutMs: 15_000 });
    const insights = Insights.parse((await api.request('GET', '/api/insights', { token, headers: ZONE })).body);
    expect(insights.summary).toBe('अभी तक कोई चेक-इन नहीं: आपका दिन आपकी कुंडली के हिसाब से चलता है। दिन में कुछ बार चेक-इन करें, FLOW आपकी लय सीख लेगा।');
  });

  it('with no check-ins: the chart’s curve, not learned; three weeks of later energy move the peak, the day and Insights, and the browser hears of it', async () => {
    const { token } = await signUp();
    const empty = Insights.parse((await api.request('GET', '/api/insights', { token, headers: ZONE })).body);
    expect(empty).toMatchObject({
      checkins: [],
      learned: false,
      peakWindow: { start: '09:00', end: '13:00' },
      chartPeakWindow: { start: '09:00', end: '13:00' },
      weekdays: null,
    });
    expect(empty.curve).toHaveLength(48);
    expect(empty.curve.every((p) => p.learned === p.prior)).toBe(true);

    const socket = io(url, { path: '/socket.io', auth: { token }, transports: ['websocket'] });
    sockets.push(socket);
    const heard: string[] = [];
    socket.on('invalidate', (m: { type: string }) => heard.push(m.type));
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));

    // Someone whose day runs two hours after the default chart's (peak 08:00–13:00), 4 check-ins a day.
    const later = chartEnergyCurve({ start: 480, end: 780 });
    for (let d = 21; d >= 1; d--) {
      const day = new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);
      for (let k = 0; k < 4; k++) {
        const minute = 420 + ((d * 137 + k * 223) % 900);
        const at = new Date(Date.parse(`${day}T00:00:00Z`) + minute * 60_000).toISOString();
        expect((await checkIn(token, { energy: Math.round(later[(minute - 120 + 1440) % 1440]), at })).status).toBe(201);
      }
    }
    const insights = Insights.parse((await api.request('GET', '/api/insights', { token, headers: ZONE })).body);
    expect(insights.learned).toBe(true);
    expect(insights.checkins).toHaveLength(84);
    expect(insights.peakWindow.start > '08:00').toBe(true);
    expect(insights.summary).toMatch(/^Learned from 84 check-ins over 3 weeks: your peak starts \d+ min later than your chart suggests$/);
    expect(insights.weekdays).toHaveLength(7);

    await expectEventually(
      async () => {
        const flow = DailyFlow.parse((await api.request('GET', '/api/daily-flow', { token, headers: ZONE })).body);
        expect(flow.rhythmSource).toBe('learned');
        // The day's peak is the Deep Focus stretch the learned window lays out: Insights names the same one, to the minute.
        expect({ start: flow.peakWindow.start, end: flow.peakWindow.end }).toEqual(insights.peakWindow);
      },
      { timeoutMs: 15_000 },
    );
    await expectEventually(() => expect(heard).toContain('flow.evt.daily-flow.checkin-changed'), { timeoutMs: 10_000 });

    // Learning off: the day follows the chart again; "Reset" forgets what was learned.
    expect((await api.request('PUT', '/api/insights/settings', { token, body: { enabled: false } })).body).toMatchObject({ enabled: false });
    await expectEventually(async () => expect((await api.request('GET', '/api/daily-flow', { token, headers: ZONE })).body.rhythmSource).toBe('chart'), {
      timeoutMs: 15_000,
    });
    await api.request('PUT', '/api/insights/settings', { token, body: { enabled: true } });
    const reset = await api.request('POST', '/api/insights/reset', { token });
    expect(reset.status).toBe(200);
    expect(reset.body.since).not.toBeNull();
    const after = Insights.parse((await api.request('GET', '/api/insights', { token, headers: ZONE })).body);
    expect(after).toMatchObject({ learned: false, checkins: [], peakWindow: { start: '09:00', end: '13:00' } });
  }, 120_000);

  it('puts the check-ins in the export (deletion: apps/system-e2e account-data)', async () => {
    const { token } = await signUp();
    const created = (await checkIn(token, { energy: 4 })).body as Checkin;
    const exported = await api.get('/api/account/export', token);
    expect(exported.status).toBe(200);
    expect(exported.body.services['daily-flow'].checkins.map((c: { id: string }) => c.id)).toEqual([created.id]);
  });
});
