import { DateTime } from 'luxon';
import { sharedApi, signUp, type TestUser } from './helpers';

const api = sharedApi();
const ZONE = 'America/New_York';
const date = DateTime.now().setZone(ZONE).plus({ days: 7 }).toISODate()!;
const at = (hhmm: string) => DateTime.fromISO(`${date}T${hhmm}`, { zone: ZONE }).toISO()!;
const score = (user: TestUser, day = date) => api.request('GET', `/api/flow-score?date=${day}`, { token: user.token, headers: { 'x-time-zone': ZONE } });

describe('GET /api/flow-score', () => {
  it('scores an empty day 100', async () => {
    const user = await signUp(api, 'score-empty');
    const response = await score(user);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      score: 100,
      status: 'excellent',
      totalEvents: 0,
      alignedCount: 0,
      neutralCount: 0,
      misalignedCount: 0,
      date,
      timezone: ZONE,
    });
    // The day's rhythm came from daily-flow (the user's profile, all defaults yet), not the fallback day.
    expect(response.body.missing.map((m: { source: string }) => m.source)).not.toContain('rhythm');
  });

  it('weighs events by duration (aligned 100%, neutral 70%, misaligned 30%) and lets overrides win', async () => {
    const user = await signUp(api, 'score');
    const other = await signUp(api, 'score-other');
    // On the default day: 09:00–13:00 is Deep Focus, 16:30–17:30 Creative Flow, 21:00–22:00 Wind Down (intensity 0.2).
    const deepWork = (
      await api.post('/api/events', { title: 'Deep work on report', meetingType: 'deep_work', startTime: at('09:00'), endTime: at('10:00') }, user.token)
    ).body.event;
    const meeting = (
      await api.post('/api/events', { title: 'Team meeting', meetingType: 'collaboration', startTime: at('21:15'), endTime: at('21:45') }, user.token)
    ).body.event;
    await api.post('/api/events', { title: 'Dentist', startTime: at('16:45'), endTime: at('17:15') }, user.token);
    // Another day's event does not count.
    await api.post(
      '/api/events',
      {
        title: 'Team meeting',
        startTime: DateTime.fromISO(at('21:15')).plus({ days: 1 }).toISO(),
        endTime: DateTime.fromISO(at('21:45')).plus({ days: 1 }).toISO(),
      },
      user.token,
    );

    // (60 × 1 + 30 × 0.3 + 30 × 0.7) / 120 = 75
    const base = (await score(user)).body;
    expect(base).toMatchObject({ score: 75, status: 'good', alignedCount: 1, neutralCount: 1, misalignedCount: 1, totalEvents: 3 });
    expect(base.tips[0]).toMatch(/misaligned/);

    // The meeting marked aligned: (60 + 30 + 21) / 120 = 92.5 → 93
    await api.put(`/api/alignment/overrides/${meeting.id}`, { isAligned: true }, user.token);
    expect((await score(user)).body).toMatchObject({ score: 93, status: 'excellent', alignedCount: 2, misalignedCount: 0 });

    // Deep work marked not aligned too: (18 + 30 + 21) / 120 = 57.5 → 58
    await api.put(`/api/alignment/overrides/${deepWork.id}`, { isAligned: false }, user.token);
    expect((await score(user)).body).toMatchObject({ score: 58, status: 'fair', alignedCount: 1, misalignedCount: 1 });

    // Both back to automatic.
    await api.delete(`/api/alignment/overrides/${meeting.id}`, user.token);
    await api.delete(`/api/alignment/overrides/${deepWork.id}`, user.token);
    expect((await score(user)).body.score).toBe(75);

    // Nobody else's events count.
    expect((await score(other)).body).toMatchObject({ score: 100, totalEvents: 0 });
  });

  it('refuses a date that is not a real day or more than a year away', async () => {
    const user = await signUp(api, 'score-bad');
    expect((await score(user, '2030-02-30')).status).toBe(422);
    expect((await score(user, DateTime.now().plus({ years: 2 }).toISODate()!)).status).toBe(422);
    expect((await score(user, 'tomorrow')).status).toBe(422);
  });
});

describe('POST /api/alignment/check', () => {
  it('applies the keyword and intensity rules', async () => {
    const user = await signUp(api, 'check');
    const check = (body: Record<string, unknown>) => api.post('/api/alignment/check', { currentTime: new Date().toISOString(), ...body }, user.token);
    const focus = await check({
      rhythmActivity: 'Deep work on your most important task',
      rhythmIntensity: 0.85,
      eventTitle: 'Write the report',
      eventDescription: null,
    });
    expect(focus.status).toBe(200);
    expect(focus.body).toMatchObject({ status: 'aligned', badge: 'Aligned' });
    expect((await check({ rhythmActivity: 'Dim lights, screens away', rhythmIntensity: 0.2, eventTitle: 'Team meeting' })).body.status).toBe('misaligned');
    expect((await check({ rhythmActivity: 'Open-ended creative work', rhythmIntensity: 0.6, eventTitle: 'Dentist' })).body.status).toBe('neutral');
    expect((await check({ rhythmActivity: 'x', rhythmIntensity: 2, eventTitle: 'y' })).status).toBe(422);
  });
});
