import { CoFlowMessages, ProfileMessages } from '@flow/contracts';
import { expectEventually } from '@flow/testing';
import { api, connect, errorOf, signUp, signUpEach, type TestUser } from './co-flow-test-kit';

const KATHMANDU = { birthDate: '1990-04-13', birthTime: '07:10', birthPlace: 'Kathmandu, Nepal' };
const REYKJAVIK = { birthDate: '1985-11-02', birthTime: '22:45', birthPlace: 'Reykjavik, Iceland' };

/** Signs up and waits until profile-chart has created the (empty) profile. */
async function signUpWithProfile(tag: string, fullName?: string): Promise<TestUser> {
  const user = await signUp(tag, fullName);
  await expectEventually(async () => expect((await api.get('/api/profile', user.token)).status).toBe(200), { timeoutMs: 30_000 });
  return user;
}

/** Onboarding step 1: the analysis is stored on the profile. Returns the stored peak window. */
async function analyse(user: TestUser, birth: typeof KATHMANDU): Promise<{ start: string; end: string }> {
  const res = await api.post('/api/charts/analyze', birth, user.token);
  expect(res.status).toBe(200);
  const profile = (await api.get('/api/profile', user.token)).body;
  return { start: profile.peak_energy_start.slice(0, 5), end: profile.peak_energy_end.slice(0, 5) };
}

/** The spec's sync score, counted minute by minute around the clock (an independent check of the engine). */
function expectedSyncScore(a: { start: string; end: string }, b: { start: string; end: string }): number | null {
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const inside = (m: number, w: { start: string; end: string }) => {
    const s = minutes(w.start);
    const e = minutes(w.end);
    return s < e ? m >= s && m < e : m >= s || m < e;
  };
  const length = (w: { start: string; end: string }) => (minutes(w.end) - minutes(w.start) + 1440) % 1440;
  let overlap = 0;
  for (let m = 0; m < 1440; m++) if (inside(m, a) && inside(m, b)) overlap++;
  return overlap ? Math.max(1, Math.round((overlap / Math.min(length(a), length(b))) * 100)) : null;
}

describe('View Alignment with a connection', () => {
  let ann: TestUser;
  let bob: TestUser;
  let eve: TestUser;
  let connectionId: string;
  beforeAll(async () => {
    [ann, bob, eve] = await signUpEach(
      () => signUpWithProfile('align-ann', 'Ann Align'),
      () => signUpWithProfile('align-bob'),
      () => signUpWithProfile('align-eve'),
    );
    connectionId = await connect(ann, bob);
  });

  it("is refused with 'No Energy Analysis' while the other person has not completed onboarding", async () => {
    const res = await api.get(`/api/coflow/alignment?connectionId=${connectionId}`, ann.token);
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({
      code: 'NO_ENERGY_ANALYSIS',
      message: CoFlowMessages.noEnergyAnalysis,
      details: { title: CoFlowMessages.noEnergyAnalysisTitle },
    });
    expect((await api.get(`/api/coflow/connected-profiles/${bob.id}`, ann.token)).body).toMatchObject({
      id: bob.id,
      full_name: 'User',
      has_energy_analysis: false,
      energy_type: null,
    });
  });

  it('compares both people once both are analysed: types, windows, sync score and notes', async () => {
    const [annPeak, bobPeak] = await Promise.all([analyse(ann, KATHMANDU), analyse(bob, REYKJAVIK)]);
    const res = await api.get(`/api/coflow/alignment?connectionId=${connectionId}`, ann.token);
    expect(res.status).toBe(200);
    const alignment = res.body;
    expect(alignment).toMatchObject({
      kind: 'connection',
      connectionId,
      manualProfileId: null,
      me: { id: ann.id, kind: 'user', name: 'Ann Align', usesDefaults: false },
      // Bob has no name anywhere: the spec's fallback.
      other: { id: bob.id, kind: 'user', name: 'User', usesDefaults: false },
    });
    // Both in one zone: the peaks are the day model's (the Deep Focus each person's day shows), inside the chart's window.
    const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
    for (const [shown, chart] of [
      [alignment.me.peakWindow, annPeak],
      [alignment.other.peakWindow, bobPeak],
    ] as const) {
      expect(Math.abs(minutes(shown.start) - minutes(chart.start))).toBeLessThanOrEqual(6 * 60);
    }
    const zones = await Promise.all([ann, bob].map(async (u) => (await api.get('/api/profile', u.token)).body.time_zone));
    // In one zone the clocks compare; across zones the peaks meet only in real time (the day-truth spec checks that case).
    if (zones[0] === zones[1]) expect(alignment.syncScore).toBe(expectedSyncScore(alignment.me.peakWindow, alignment.other.peakWindow));
    expect(alignment.syncScore === null).toBe(alignment.overlapMinutes === 0);
    expect(['DYNAMIC-INTENSE', 'INTENSE-STEADY', 'DYNAMIC-GROUNDED', 'DYNAMIC', 'INTENSE', 'STEADY', 'BALANCED']).toContain(alignment.other.energyType);
    expect(alignment.compatibilityNotes.length).toBeGreaterThan(0);
    for (const note of alignment.compatibilityNotes) expect(['align', 'balance', 'challenge']).toContain(note.kind);

    // The other side sees the same score, with the people swapped; by user id it is the same alignment.
    const mirrored = (await api.get(`/api/coflow/alignment?connectionId=${connectionId}`, bob.token)).body;
    expect(mirrored).toMatchObject({ me: { id: bob.id, name: 'You' }, other: { id: ann.id, name: 'Ann Align' }, syncScore: alignment.syncScore });
    expect((await api.get(`/api/coflow/alignment?userId=${bob.id}`, ann.token)).body).toMatchObject({ connectionId, syncScore: alignment.syncScore });

    // The connected profile now shows the analysis, and never the birth data.
    const profile = (await api.get(`/api/coflow/connected-profiles/${bob.id}`, ann.token)).body;
    expect(profile).toMatchObject({
      id: bob.id,
      has_energy_analysis: true,
      energy_type: alignment.other.energyType,
      peak_energy_start: bobPeak.start,
      peak_energy_end: bobPeak.end,
    });
    expect(JSON.stringify(profile)).not.toMatch(/1985-11-02|Reykjavik|22:45/);
    expect((await api.get('/api/coflow/connected-profiles', ann.token)).body.profiles).toEqual([profile]);

    // A third person reads none of it.
    expect((await api.get(`/api/coflow/alignment?connectionId=${connectionId}`, eve.token)).status).toBe(404);
    expect((await api.get(`/api/coflow/alignment?userId=${ann.id}`, eve.token)).status).toBe(404);
    expect((await api.get(`/api/coflow/connected-profiles/${bob.id}`, eve.token)).status).toBe(404);
  });
});

describe('best shared windows', () => {
  it('proposes the next 7 days’ free high-energy hours of both, and drops a window once either calendar is busy', async () => {
    // Same birth data: the same rhythm, so the two share every high-energy block.
    const [kim, lou] = await signUpEach(
      () => signUpWithProfile('windows-kim'),
      () => signUpWithProfile('windows-lou'),
    );
    await Promise.all([analyse(kim, KATHMANDU), analyse(lou, KATHMANDU)]);
    const connectionId = await connect(kim, lou);
    const started = Date.now();
    // On a saturated machine the first rhythms can miss co-flow's short wait (the answer then says
    // partial: true); daily-flow caches them, so asking again completes the picture.
    const complete = async () =>
      expectEventually(
        async () => {
          const body = (await api.get(`/api/coflow/alignment?connectionId=${connectionId}`, kim.token)).body;
          expect(body).toMatchObject({ partial: false, missing: [] });
          return body;
        },
        { timeoutMs: 30_000, intervalMs: 500 },
      );
    const first = await complete();
    expect(first.syncScore).toBe(100);
    const windows: { start: string; end: string; date: string; intensity: number }[] = first.bestSharedWindows;
    expect(windows.length).toBeGreaterThan(0);
    for (const w of windows) {
      expect(Date.parse(w.end) - Date.parse(w.start)).toBe(3_600_000);
      expect(Date.parse(w.start)).toBeGreaterThanOrEqual(started - 60_000);
      expect(Date.parse(w.end)).toBeLessThanOrEqual(started + 7 * 86_400_000 + 60_000);
      expect(w.intensity).toBeGreaterThanOrEqual(0.7);
    }
    // Lou books the first window with a private title.
    const taken = windows[0]!;
    const booked = await api.post(
      '/api/events',
      { title: 'Secret dentist appointment', startTime: taken.start, endTime: taken.end, createGoogleEvent: false },
      lou.token,
    );
    expect(booked.status).toBe(201);
    const after = await complete();
    expect(after.bestSharedWindows.map((w: { start: string }) => w.start)).not.toContain(taken.start);
    for (const w of after.bestSharedWindows) expect(w.end <= taken.start || w.start >= taken.end).toBe(true);
    // Free/busy only: nothing of the event but its time reaches the other person.
    expect(JSON.stringify(after)).not.toContain('dentist');

    // Kim's daily repeating event at the hour most days share a window: every day's window there goes.
    const byClock = new Map<string, { start: string; end: string }[]>();
    for (const w of after.bestSharedWindows as { start: string; end: string }[])
      byClock.set(w.start.slice(11, 16), [...(byClock.get(w.start.slice(11, 16)) ?? []), w]);
    const [atHour] = [...byClock.values()].sort((a, b) => b.length - a.length);
    expect(atHour!.length).toBeGreaterThan(1);
    const swim = atHour![0]!;
    const repeating = await api.post(
      '/api/events',
      { title: 'Secret swim', startTime: swim.start, endTime: swim.end, recurrence: 'FREQ=DAILY;COUNT=8', timeZone: 'UTC', createGoogleEvent: false },
      kim.token,
    );
    expect(repeating.status).toBe(201);
    const occurrences = Array.from({ length: 8 }, (_, i) => ({ start: Date.parse(swim.start) + i * 86_400_000, end: Date.parse(swim.end) + i * 86_400_000 }));
    const hit = (w: { start: string; end: string }) => occurrences.some((o) => Date.parse(w.start) < o.end && Date.parse(w.end) > o.start);
    await expectEventually(async () => expect((await complete()).bestSharedWindows.filter(hit)).toEqual([]), { timeoutMs: 30_000, intervalMs: 500 });
    expect(JSON.stringify(await complete())).not.toContain('swim');
  });
});

describe('View Alignment with a manual profile', () => {
  let owner: TestUser;
  beforeAll(async () => {
    owner = await signUpWithProfile('manual-align', 'Omar Owner');
  });

  it('runs the chart analysis on creation when date, time and location are all given', async () => {
    const ownerPeak = await analyse(owner, REYKJAVIK);
    const created = await api.post(
      '/api/coflow/manual-profiles',
      {
        full_name: ' Maya Manual ',
        email: 'maya@example.com',
        birth_date: KATHMANDU.birthDate,
        birth_time: KATHMANDU.birthTime,
        birth_location: KATHMANDU.birthPlace,
        notes: 'met at the offsite',
      },
      owner.token,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ full_name: 'Maya Manual', birth_time: '07:10:00', birth_location: 'Kathmandu, Nepal', notes: 'met at the offsite' });
    expect(created.body.vedic_analysis).toEqual(expect.objectContaining({ constitution: expect.any(String), rhythm: expect.any(String) }));
    expect(created.body.peak_energy_start).toMatch(/^\d{2}:\d{2}$/);
    const mayaPeak = { start: created.body.peak_energy_start, end: created.body.peak_energy_end };
    // The same birth data gives the same blueprint as a real user's analysis.
    const twin = await signUpWithProfile('manual-twin');
    expect(await analyse(twin, KATHMANDU)).toEqual(mayaPeak);

    const alignment = await api.get(`/api/coflow/alignment?manualProfileId=${created.body.id}`, owner.token);
    expect(alignment.status).toBe(200);
    expect(alignment.body).toMatchObject({
      kind: 'manual',
      manualProfileId: created.body.id,
      connectionId: null,
      me: { id: owner.id, name: 'Omar Owner', peakWindow: ownerPeak },
      other: { id: created.body.id, kind: 'manual', name: 'Maya Manual', peakWindow: mayaPeak },
      syncScore: expectedSyncScore(ownerPeak, mayaPeak),
      bestSharedWindows: null,
    });
  });

  it('saves nothing when the birth place cannot be analysed', async () => {
    const before = (await api.get('/api/coflow/manual-profiles', owner.token)).body.manualProfiles.length;
    const res = await api.post(
      '/api/coflow/manual-profiles',
      { full_name: 'Nowhere Person', birth_date: '1990-01-01', birth_time: '10:00', birth_location: 'Qqqxyz, Atlantis' },
      owner.token,
    );
    expect(errorOf(res)).toMatchObject({ status: 422, message: ProfileMessages.placeNotFound });
    expect((await api.get('/api/coflow/manual-profiles', owner.token)).body.manualProfiles).toHaveLength(before);
  });

  it('uses the spec defaults for me (Balanced, 09:00–13:00, name You) before my own onboarding', async () => {
    const newcomer = await signUpWithProfile('manual-newcomer');
    const manual = (
      await api.post(
        '/api/coflow/manual-profiles',
        { full_name: 'Kit', birth_date: REYKJAVIK.birthDate, birth_time: REYKJAVIK.birthTime, birth_location: REYKJAVIK.birthPlace },
        newcomer.token,
      )
    ).body;
    const alignment = (await api.get(`/api/coflow/alignment?manualProfileId=${manual.id}`, newcomer.token)).body;
    expect(alignment.me).toMatchObject({ name: 'You', energyType: 'BALANCED', peakWindow: { start: '09:00', end: '13:00' }, usesDefaults: true });
    expect(alignment.syncScore).toBe(expectedSyncScore({ start: '09:00', end: '13:00' }, { start: manual.peak_energy_start, end: manual.peak_energy_end }));
  });
});
