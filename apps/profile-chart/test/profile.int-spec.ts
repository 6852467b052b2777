import { ProfileMessages } from '@flow/contracts';
import { connectNats, RpcClient } from '@flow/platform';
import { expectEventually, testInfra, uniqueEmail } from '@flow/testing';
import type { NatsConnection } from 'nats';
import { Client } from 'pg';
import { io, type Socket } from 'socket.io-client';
import { api, KATHMANDU, signUpWithProfile } from './profile-test-helpers';

const sockets: Socket[] = [];
let nc: NatsConnection | undefined;
afterAll(async () => {
  sockets.forEach((s) => s.disconnect());
  await nc?.close();
});

async function storedRow(id: string) {
  const db = new Client({ connectionString: testInfra().databaseUrls['profile-chart'] });
  await db.connect();
  try {
    const { rows } = await db.query(
      `select birth_time::text, peak_energy_start::text, peak_energy_end::text, time_zone, birth_time_zone from profiles where id = $1`,
      [id],
    );
    return rows[0];
  } finally {
    await db.end();
  }
}

describe('the profile of a new user', () => {
  it('is created empty on sign-up, with the name given at sign-up', async () => {
    const res = await api.post('/api/auth/signup', { email: uniqueEmail('new'), password: 'secret1', fullName: 'Ann Example' });
    expect(res.status).toBe(201);
    const profile = await expectEventually(
      async () => {
        const got = await api.get('/api/profile', res.body.access_token);
        expect(got.status).toBe(200);
        return got.body;
      },
      { timeoutMs: 10_000 },
    );
    expect(profile).toEqual({
      id: res.body.user.id,
      full_name: 'Ann Example',
      birth_date: null,
      birth_time: null,
      birth_location: null,
      onboarding_completed: false,
      vedic_analysis: null,
      vedic_constitution: null,
      peak_energy_start: null,
      peak_energy_end: null,
      last_transit_check: null,
      avatar_url: null,
      time_zone: null,
      current_location: null,
      current_time_zone: null,
      current_place: null,
      travel: [],
      clock_format: null,
      language: 'en',
    });
  });

  it('needs a signed-in user', async () => {
    expect((await api.get('/api/profile')).status).toBe(401);
    expect((await api.patch('/api/profile', { full_name: 'X' })).status).toBe(401);
  });
});

describe('onboarding', () => {
  it('analyses on step 1 without completing onboarding, then completes on request', async () => {
    const user = await signUpWithProfile();
    const analyzed = await api.post('/api/charts/analyze', KATHMANDU, user.token);
    expect(analyzed.status).toBe(200);
    const { analysis, chart, place, profile } = analyzed.body;
    for (const field of [
      'constitution',
      'essence',
      'rhythm',
      'focusWindows',
      'needs',
      'stressTendency',
      'restorativeElements',
      'nourishment',
      'nourishAdvice',
      'restorativeTime',
    ]) {
      expect(typeof analysis[field]).toBe('string');
    }
    expect(analysis.factors.map((f: { field: string }) => f.field)).toContain('essence');
    expect(place).toMatchObject({ name: 'Kathmandu', country: 'Nepal', timeZone: 'Asia/Kathmandu' });
    expect(chart.utc).toBe('1990-04-13T01:25:00.000Z');
    expect(chart.planets).toHaveLength(9);
    expect(profile).toMatchObject({
      onboarding_completed: false,
      birth_date: '1990-04-13',
      birth_time: '07:10',
      birth_location: 'Kathmandu, Nepal',
      vedic_constitution: analysis.constitution,
      peak_energy_start: analysis.peakEnergyStart,
      peak_energy_end: analysis.peakEnergyEnd,
      time_zone: 'Asia/Kathmandu',
    });
    expect((await api.get('/api/profile', user.token)).body.vedic_analysis.essence).toBe(analysis.essence);
    // Stored as HH:MM:SS, shown as HH:MM.
    expect(await storedRow(user.id)).toMatchObject({
      birth_time: '07:10:00',
      peak_energy_start: `${analysis.peakEnergyStart}:00`,
      birth_time_zone: 'Asia/Kathmandu',
    });

    const done = await api.patch('/api/profile', { full_name: 'Kiran', onboarding_completed: true }, user.token);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ reanalyzed: false, profile: { onboarding_completed: true, full_name: 'Kiran' } });
    expect(done.body.warning).toBeUndefined();
  });

  it('completes onboarding in one save by analysing the birth data it brings', async () => {
    const user = await signUpWithProfile();
    const res = await api.patch(
      '/api/profile',
      { full_name: 'Lee', birth_date: '1985-02-14', birth_time: '23:58', birth_location: 'Mumbai, India', onboarding_completed: true },
      user.token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ reanalyzed: true, profile: { onboarding_completed: true, birth_time: '23:58', time_zone: 'Asia/Kolkata' } });
    expect(res.body.profile.vedic_analysis.chart.utc).toBe('1985-02-14T18:28:00.000Z');
  });

  it.each([
    [{ full_name: '   ' }, ProfileMessages.enterName],
    [{ onboarding_completed: true }, ProfileMessages.enterName],
    [{ full_name: 'Ann', onboarding_completed: true }, ProfileMessages.enterBirthDateAndPlace],
    [{ full_name: 'Ann', birth_date: '1990-01-01', onboarding_completed: true }, ProfileMessages.enterBirthDateAndPlace],
    [{ full_name: 'Ann', birth_date: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10) }, ProfileMessages.birthDateInFuture],
    [{ full_name: 'Ann', birth_date: '1990-02-30' }, 'Birth date must be a real calendar date like 1990-04-13.'],
    [{ time_zone: 'Mars/Olympus_Mons' }, ProfileMessages.invalidTimeZone],
  ])('refuses %j with the spec message and saves nothing', async (changes, message) => {
    const user = await signUpWithProfile();
    const res = await api.patch('/api/profile', changes, user.token);
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe(message);
    expect((await api.get('/api/profile', user.token)).body).toMatchObject({ full_name: null, birth_date: null, onboarding_completed: false });
  });

  it('refuses to complete onboarding when the place cannot be analysed', async () => {
    const user = await signUpWithProfile();
    const res = await api.patch(
      '/api/profile',
      { full_name: 'Ann', birth_date: '1990-01-01', birth_location: 'Atlantis', onboarding_completed: true },
      user.token,
    );
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe(ProfileMessages.placeNotFound);
    expect((await api.get('/api/profile', user.token)).body.onboarding_completed).toBe(false);
  });
});

describe('settings save', () => {
  async function analysedUser() {
    const user = await signUpWithProfile();
    expect((await api.post('/api/charts/analyze', KATHMANDU, user.token)).status).toBe(200);
    return user;
  }

  it('does not re-analyse when no birth field changed', async () => {
    const user = await analysedUser();
    const before = (await api.get('/api/profile', user.token)).body;
    const res = await api.patch(
      '/api/profile',
      { full_name: 'New Name', birth_date: '1990-04-13', birth_time: '07:10:00', birth_location: ' Kathmandu, Nepal ' },
      user.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.reanalyzed).toBe(false);
    expect(res.body.profile.full_name).toBe('New Name');
    expect(res.body.profile.vedic_analysis).toEqual(before.vedic_analysis);
  });

  it('re-analyses when the birth time changed, and when the place changed', async () => {
    const user = await analysedUser();
    const time = await api.patch('/api/profile', { birth_time: '19:10' }, user.token);
    expect(time.body).toMatchObject({ reanalyzed: true, profile: { birth_time: '19:10' } });
    expect(time.body.profile.vedic_analysis.chart.utc).toBe('1990-04-13T13:25:00.000Z');
    const place = await api.patch('/api/profile', { birth_location: 'Tokyo, Japan' }, user.token);
    expect(place.body.reanalyzed).toBe(true);
    expect(place.body.profile.vedic_analysis.chart.place).toMatchObject({ name: 'Tokyo', timeZone: 'Asia/Tokyo' });
    // The person's own zone, once set, stays.
    expect(place.body.profile.time_zone).toBe('Asia/Kathmandu');
  });

  it('saves but warns when the re-analysis fails, keeping the last blueprint', async () => {
    const user = await analysedUser();
    const before = (await api.get('/api/profile', user.token)).body;
    const res = await api.patch('/api/profile', { birth_location: 'Atlantis', full_name: 'Still Saved' }, user.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      reanalyzed: false,
      warning: ProfileMessages.reanalysisFailed,
      profile: { birth_location: 'Atlantis', full_name: 'Still Saved' },
    });
    expect(res.body.profile.vedic_analysis).toEqual(before.vedic_analysis);
    // Dasha and transits no longer use the old place's coordinates.
    const dasha = await api.get('/api/charts/dasha', user.token);
    expect(dasha.status).toBe(422);
    expect(dasha.body.error.message).toBe(ProfileMessages.placeNotFound);
  });

  it('does not analyse while the birth place is missing', async () => {
    const user = await signUpWithProfile();
    const res = await api.patch('/api/profile', { birth_date: '1990-01-01', birth_time: '10:00' }, user.token);
    expect(res.body).toMatchObject({ reanalyzed: false, profile: { birth_date: '1990-01-01', vedic_analysis: null } });
    expect(res.body.warning).toBeUndefined();
  });

  it('takes the browser’s zone only when neither the profile nor the birth place gives one', async () => {
    const user = await signUpWithProfile();
    const bad = await api.request('PATCH', '/api/profile', { body: { full_name: 'Z' }, token: user.token, headers: { 'x-time-zone': 'Nowhere/Land' } });
    expect(bad.body.profile.time_zone).toBeNull();
    const good = await api.request('PATCH', '/api/profile', { body: { full_name: 'Z2' }, token: user.token, headers: { 'x-time-zone': 'America/Denver' } });
    expect(good.body.profile.time_zone).toBe('America/Denver');
    expect(await storedRow(user.id)).toMatchObject({ time_zone: 'America/Denver' });

    const other = await signUpWithProfile();
    const analysed = await api.request('POST', '/api/charts/analyze', {
      body: { ...KATHMANDU, birthPlace: 'Mumbai, India' },
      token: other.token,
      headers: { 'x-time-zone': 'Europe/Berlin' },
    });
    expect(analysed.body.profile.time_zone).toBe('Asia/Kolkata');
  });
});

describe('privacy', () => {
  it('lets each user read and change only their own profile', async () => {
    const ann = await signUpWithProfile('Ann');
    const bob = await signUpWithProfile('Bob');
    expect((await api.get('/api/profile', bob.token)).body.id).toBe(bob.id);
    // No route takes a profile id, and ids in a body are refused.
    expect((await api.get(`/api/profile/${ann.id}`, bob.token)).status).toBe(404);
    expect((await api.get(`/api/profiles?ids=${ann.id}`, bob.token)).status).toBe(404);
    const sneaky = await api.patch('/api/profile', { id: ann.id, full_name: 'Hacked' }, bob.token);
    expect(sneaky.status).toBe(422);
    expect((await api.patch('/api/profile', { full_name: 'Bobby' }, bob.token)).status).toBe(200);
    expect((await api.get('/api/profile', ann.token)).body.full_name).toBe('Ann');
  });

  it('answers other services by id over NATS (flow.profile.byIds), with the profiles that exist', async () => {
    const ann = await signUpWithProfile('Ann');
    const bob = await signUpWithProfile('Bob');
    nc = await connectNats(testInfra().NATS_URL, 'profile-test');
    const rpc = new RpcClient(nc);
    const found = await rpc.request('flow.profile.byIds', { ids: [ann.id, bob.id, '00000000-0000-4000-8000-000000000000'] });
    expect(found.map((p) => [p.id, p.full_name]).sort()).toEqual(
      [
        [ann.id, 'Ann'],
        [bob.id, 'Bob'],
      ].sort(),
    );
  });
});

describe('realtime', () => {
  function connect(token: string): Promise<{ type: string; id?: string }[]> {
    const socket = io(api.baseUrl, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    const messages: { type: string; id?: string }[] = [];
    socket.on('invalidate', (m) => messages.push(m));
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(messages));
      socket.once('connect_error', reject);
    });
  }

  it('sends profile-updated as an invalidate to the owner’s sockets only', async () => {
    const ann = await signUpWithProfile();
    const bob = await signUpWithProfile();
    const annMessages = await connect(ann.token);
    const bobMessages = await connect(bob.token);
    expect((await api.patch('/api/profile', { full_name: 'Ann Realtime' }, ann.token)).status).toBe(200);
    await expectEventually(() => expect(annMessages).toContainEqual({ type: 'flow.evt.profile.profile-updated', entity: 'profile-updated', id: ann.id }));
    // Bob's own change arrives on his socket, so anything of Ann's would have arrived before it.
    expect((await api.patch('/api/profile', { full_name: 'Bob Realtime' }, bob.token)).status).toBe(200);
    await expectEventually(() => expect(bobMessages.some((m) => m.id === bob.id)).toBe(true));
    expect(bobMessages.every((m) => m.id !== ann.id)).toBe(true);
  });
});
