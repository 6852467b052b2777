import { expectEventually } from '@flow/testing';
import { api, connect, signUpEach, signUp, type TestUser } from './co-flow-test-kit';

/** Issue 36's contract from outside: one birth, two places; what each screen says adds up in real time. */
const BIRTH = { birthDate: '1992-06-15', birthTime: '09:30', birthPlace: 'Mumbai, India' };

async function placedPerson(tag: string, fullName: string, place: string): Promise<TestUser> {
  const user = await signUp(tag, fullName);
  await expectEventually(async () => expect((await api.get('/api/profile', user.token)).status).toBe(200), { timeoutMs: 30_000 });
  expect((await api.post('/api/charts/analyze', BIRTH, user.token)).status).toBe(200);
  expect((await api.patch('/api/profile', { current_location: place }, user.token)).status).toBe(200);
  return user;
}

const ms = (iso: string) => Date.parse(iso);
const overlaps = (a: { start: string; end: string }, b: { start: string; end: string }) => Math.min(ms(a.end), ms(b.end)) > Math.max(ms(a.start), ms(b.start));

describe('one truth about the day (Mumbai and London)', () => {
  let priya: TestUser;
  let arjun: TestUser;
  let connectionId: string;
  beforeAll(async () => {
    [priya, arjun] = await signUpEach(
      () => placedPerson('truth-mumbai', 'Priya', 'Mumbai'),
      () => placedPerson('truth-london', 'Arjun', 'London'),
    );
    connectionId = await connect(priya, arjun);
  });

  it('Co-Flow on instants: the same peak in Mumbai and London does not meet; shared windows lie in both waking days, in both local times', async () => {
    const res = await api.get(`/api/coflow/alignment?connectionId=${connectionId}`, priya.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ overlapMinutes: 0, syncScore: null, sharedPeak: [] });
    for (const w of res.body.bestSharedWindows ?? []) {
      expect(w.localTimes).toMatchObject({ me: { timeZone: 'Asia/Kolkata' }, other: { timeZone: 'Europe/London' } });
      expect(w.text).toBe(`${w.localTimes.me.start} for you, ${w.localTimes.other.start} for Arjun`);
      for (const [user, zone] of [
        [priya, 'Asia/Kolkata'],
        [arjun, 'Europe/London'],
      ] as const) {
        const date = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(w.start));
        const day = (await api.get(`/api/daily-flow?date=${date}`, user.token)).body;
        const asleep = day.dayWindows.filter((x: { name: string }) => ['sleep', 'breakfast', 'lunch', 'dinner'].includes(x.name));
        for (const block of asleep) expect(overlaps(w, block)).toBe(false);
      }
    }
  });

  it("a suggestion labelled 'Peak Flow' lies inside the day's peakWindow for the same date and zone", async () => {
    const flow = (await api.get('/api/daily-flow', arjun.token)).body;
    expect(flow.timeZone).toBe('Europe/London');
    const tomorrow = new Date(Date.parse(`${flow.date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const day = (await api.get(`/api/daily-flow?date=${tomorrow}`, arjun.token)).body;
    const res = await api.post('/api/events/suggest-times', { meetingType: 'deep_work', duration: 60, date: tomorrow }, arjun.token);
    expect(res.status).toBe(200);
    expect(res.body.timezone).toBe('Europe/London');
    for (const s of res.body.suggestions) {
      if (s.label === 'Peak Flow') {
        expect(ms(s.startsAt)).toBeGreaterThanOrEqual(ms(day.peakWindow.startsAt));
        expect(ms(s.endsAt)).toBeLessThanOrEqual(ms(day.peakWindow.endsAt));
      }
    }
    expect(day.dailyGuidance.peakHours).toBe(`${day.peakWindow.start} to ${day.peakWindow.end}`);
  });

  it("a London person's weekly 09:00 series created without a browser zone repeats on London's clock", async () => {
    const start = '2027-01-11T09:00:00.000Z';
    const res = await api.post(
      '/api/events',
      { title: 'Weekly planning', startTime: start, endTime: '2027-01-11T10:00:00.000Z', recurrence: 'FREQ=WEEKLY' },
      arjun.token,
    );
    expect(res.status).toBe(201);
    expect(res.body.event.recurrenceTimeZone).toBe('Europe/London');
    // A browser saying a legacy alias is read by the canonical name.
    const aliased = await api.post(
      '/api/events',
      { title: 'Daily standup', startTime: start, endTime: '2027-01-11T09:15:00.000Z', recurrence: 'FREQ=DAILY' },
      priya.token,
      { 'x-time-zone': 'Asia/Calcutta' },
    );
    expect(aliased.body.event.recurrenceTimeZone).toBe('Asia/Kolkata');
  });

  it('PATCH /api/profile clock_format: the daily flow’s sentences then use only that clock', async () => {
    expect((await api.patch('/api/profile', { clock_format: 'sometimes' }, priya.token)).status).toBe(422);
    expect((await api.patch('/api/profile', { clock_format: '12h' }, priya.token)).status).toBe(200);
    const flow = (await api.get('/api/daily-flow', priya.token)).body;
    expect(flow.clockFormat).toBe('12h');
    const sentences = [
      ...Object.values(flow.dailyGuidance as Record<string, string>),
      ...flow.rhythmBlocks.flatMap((b: any) => [b.description, ...b.recommendations, ...(b.why ?? [])]),
      ...flow.suggestions.map((s: any) => s.reason),
    ];
    const text = sentences.join('\n');
    expect(text).toMatch(/\d:\d{2} (AM|PM)/);
    expect(text).not.toMatch(/\b(?:[01]\d|2[0-3]):[0-5]\d\b(?! ?[AP]M)|\b\d{1,2}(?::\d{2})?(?:am|pm)\b/);
    expect((await api.patch('/api/profile', { clock_format: '24h' }, priya.token)).status).toBe(200);
    const again = (await api.get('/api/daily-flow', priya.token)).body;
    expect(JSON.stringify(again.dailyGuidance)).not.toMatch(/AM|PM|\dpm|\dam/);
  });
});
