import { ProfileMessages } from '@flow/contracts';
import { api, KATHMANDU, signUpWithProfile } from './profile-test-helpers';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('POST /api/charts/analyze', () => {
  it.each([
    [{ birthPlace: 'Paris, France' }, ProfileMessages.enterBirthDateAndPlace],
    [{ birthDate: '', birthPlace: 'Paris, France' }, ProfileMessages.enterBirthDateAndPlace],
    [{ birthDate: '1990-01-01' }, ProfileMessages.enterBirthDateAndPlace],
    [{ birthDate: '1990-01-01', birthPlace: '  ' }, ProfileMessages.enterBirthDateAndPlace],
    [{ birthDate: inDays(3), birthPlace: 'Paris, France' }, ProfileMessages.birthDateInFuture],
    [{ birthDate: '1990-01-01', birthPlace: 'Nowhereville, Utopia' }, ProfileMessages.placeNotFound],
    [{ birthDate: '1990-01-01', birthPlace: 'Paris', birthTime: '25:00' }, 'Birth time must look like 14:30'],
  ])('refuses %j with 422 and the spec message', async (body, message) => {
    const user = await signUpWithProfile();
    const res = await api.post('/api/charts/analyze', body, user.token);
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe(message);
    expect((await api.get('/api/profile', user.token)).body.vedic_analysis).toBeNull();
  });

  it('analyses without a birth time at local noon, without an ascendant, and says so', async () => {
    const user = await signUpWithProfile();
    const res = await api.post('/api/charts/analyze', { birthDate: '1988-01-15', birthPlace: 'Santiago, Chile', birthTime: '' }, user.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ birthTimeKnown: false, chart: { ascendant: null, utc: '1988-01-15T15:00:00.000Z' }, profile: { birth_time: null } });
    expect(res.body.notes[0]).toMatch(/Birth time unknown/);
  });

  it('lets exact coordinates and zone override the gazetteer', async () => {
    const user = await signUpWithProfile();
    const res = await api.post(
      '/api/charts/analyze',
      {
        birthDate: '1990-01-01',
        birthTime: '12:00',
        birthPlace: 'Esperanza Base, Antarctica',
        latitude: -63.3972,
        longitude: -56.9961,
        timeZone: 'America/Argentina/Ushuaia',
      },
      user.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.place).toMatchObject({ latitude: -63.3972, longitude: -56.9961, timeZone: 'America/Argentina/Ushuaia' });
    expect(res.body.chart.utc).toBe('1990-01-01T14:00:00.000Z');
    // Dasha and transits use the same place as the blueprint.
    expect((await api.get('/api/charts/dasha', user.token)).body.chart.place).toMatchObject({ latitude: -63.3972, timeZone: 'America/Argentina/Ushuaia' });
  });

  it('answers 429 with the spec message past the per-user limit, and only for that user', async () => {
    const user = await signUpWithProfile();
    let last = 200;
    // The limit is per minute (20 by default); going twice over it bites even across a minute boundary.
    for (let i = 0; i < 45 && last !== 429; i++) {
      last = (await api.post('/api/charts/analyze-manual', { birthDate: '1990-01-01', birthTime: '10:00', birthLocation: 'Paris, France' }, user.token)).status;
    }
    expect(last).toBe(429);
    const blocked = await api.post('/api/charts/analyze', KATHMANDU, user.token);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toBe(ProfileMessages.rateLimited);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // A settings save still saves, with the re-analysis warning.
    const saved = await api.patch('/api/profile', { birth_date: '1991-01-01', birth_location: 'Paris, France' }, user.token);
    expect(saved.body).toMatchObject({ reanalyzed: false, warning: ProfileMessages.reanalysisFailed, profile: { birth_date: '1991-01-01' } });
    const other = await signUpWithProfile();
    expect((await api.post('/api/charts/analyze', KATHMANDU, other.token)).status).toBe(200);
  });
});

describe('POST /api/charts/analyze-manual', () => {
  it('analyses someone else’s birth without touching the caller’s profile', async () => {
    const user = await signUpWithProfile();
    const res = await api.post('/api/charts/analyze-manual', { birthDate: '1975-10-26', birthTime: '01:30', birthLocation: 'New York, USA' }, user.token);
    expect(res.status).toBe(200);
    expect(res.body.peakEnergyStart).toMatch(/^\d{2}:\d{2}$/);
    expect(res.body.vedicAnalysis.peakEnergyEnd).toBe(res.body.peakEnergyEnd);
    // The ambiguous 01:30 (clocks went back) is the earlier instant.
    expect(res.body.chart.utc).toBe('1975-10-26T05:30:00.000Z');
    expect(res.body.vedicAnalysis.notes.join(' ')).toMatch(/occurred twice/);
    expect((await api.get('/api/profile', user.token)).body.vedic_analysis).toBeNull();
    expect((await api.post('/api/charts/analyze-manual', { birthDate: '1975-10-26', birthLocation: 'New York, USA' }, user.token)).status).toBe(422);
  });
});

describe('GET /api/charts/dasha and /api/charts/transits', () => {
  it('need the birth date and place first', async () => {
    const user = await signUpWithProfile();
    for (const path of ['/api/charts/dasha', '/api/charts/transits']) {
      const res = await api.get(path, user.token);
      expect(res.status).toBe(422);
      expect(res.body.error.message).toBe(ProfileMessages.enterBirthDateAndPlace);
    }
  });

  it('give the running dasha with the full timeline, and the transits with their ingresses', async () => {
    const user = await signUpWithProfile();
    expect((await api.post('/api/charts/analyze', KATHMANDU, user.token)).status).toBe(200);

    const dasha = await api.get('/api/charts/dasha', user.token);
    expect(dasha.status).toBe(200);
    const { mahadasha, antardasha, pratyantardasha, mahadashas, antardashas, chart } = dasha.body;
    expect(mahadashas).toHaveLength(10);
    expect(mahadashas.map((m: { planet: string }) => m.planet)).toContain(mahadasha.planet);
    expect(antardashas).toHaveLength(9);
    expect(antardashas[0].planet).toBe(mahadasha.planet);
    expect(mahadasha.yearsRemaining).toBeGreaterThanOrEqual(antardasha.yearsRemaining);
    expect(antardasha.yearsRemaining).toBeGreaterThanOrEqual(pratyantardasha.yearsRemaining);
    expect(chart.moonNakshatra).toMatchObject({ name: 'Vishakha', lord: 'Jupiter' });

    const transits = await api.get('/api/charts/transits', user.token);
    expect(transits.status).toBe(200);
    expect(transits.body.currentTransits).toHaveLength(9);
    for (const t of transits.body.currentTransits) expect(['positive', 'neutral', 'challenging']).toContain(t.impact);
    expect(transits.body.upcomingTransits.length).toBeGreaterThan(2);
    for (const t of transits.body.upcomingTransits) {
      expect(Date.parse(t.date)).toBeGreaterThan(Date.now() - 60_000);
      expect(Date.parse(t.date)).toBeLessThanOrEqual(Date.now() + 90 * 86_400_000);
    }
    const profile = (await api.get('/api/profile', user.token)).body;
    expect(profile.last_transit_check).toBe(transits.body.checkedAt);
  });
});

describe('GET /api/places', () => {
  it('suggests at most 8 places, most populous first, with the resolved zone', async () => {
    const user = await signUpWithProfile();
    const res = await api.get('/api/places?q=san', user.token);
    expect(res.status).toBe(200);
    expect(res.body.places).toHaveLength(8);
    expect(res.body.places[0]).toMatchObject({ label: expect.stringContaining(','), timeZone: expect.any(String) });
    expect((await api.get('/api/places?q=par', user.token)).body.places[0]).toMatchObject({ name: 'Paris', country: 'France', timeZone: 'Europe/Paris' });
    expect((await api.get('/api/places?q=', user.token)).body.places).toEqual([]);
    expect((await api.get('/api/places?q=par&extra=1', user.token)).status).toBe(422);
    expect((await api.get('/api/places?q=par')).status).toBe(401);
  });
});
