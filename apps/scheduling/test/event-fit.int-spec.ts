import { DateTime } from 'luxon';
import { sharedApi, signUp, type TestUser } from './helpers';

/** Issue 36: the event's type can be corrected and is remembered per person and title; a poor time is said before booking. */
const api = sharedApi();
let ann: TestUser;
let bob: TestUser;
beforeAll(async () => {
  [ann, bob] = await Promise.all([signUp(api, 'types-ann'), signUp(api, 'types-bob')]);
});

const parse = (user: TestUser, message: string) => api.post('/api/events/parse', { message, timezone: 'UTC' }, user.token);

describe('PUT /api/event-types: the type of a title, corrected once', () => {
  it('reads the corrected type the next time that title is typed, for that person only', async () => {
    const first = await parse(ann, 'Dentist tomorrow at 10am');
    expect(first.status).toBe(200);
    const inferred = first.body.eventData.meetingType;
    expect(first.body.typeSource).toBeUndefined();
    const corrected = inferred === 'social' ? 'one_on_one' : 'social';

    const saved = await api.put('/api/event-types', { title: 'Dentist', meetingType: corrected }, ann.token);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ title: 'Dentist', meetingType: corrected });

    // Same title, other words and case: the correction holds.
    const again = await parse(ann, 'dentist on friday at 3pm');
    expect(again.body.eventData).toMatchObject({ title: 'Dentist', meetingType: corrected });
    expect(again.body.typeSource).toBe('remembered');
    // Another title is still read from its words.
    expect((await parse(ann, 'Team sync tomorrow at 11am')).body.typeSource).toBeUndefined();

    // Bob neither sees nor changes Ann's correction.
    const bobs = await parse(bob, 'Dentist tomorrow at 10am');
    expect(bobs.body.eventData.meetingType).toBe(inferred);
    expect(bobs.body.typeSource).toBeUndefined();
    expect((await api.put('/api/event-types', { title: 'Dentist', meetingType: 'creative' }, bob.token)).status).toBe(200);
    expect((await parse(ann, 'Dentist tomorrow')).body.eventData.meetingType).toBe(corrected);
    expect((await parse(bob, 'Dentist tomorrow')).body.eventData.meetingType).toBe('creative');
  });

  it('refuses a type that is not one and an empty title with a clear 4xx', async () => {
    const badType = await api.put('/api/event-types', { title: 'Dentist', meetingType: 'nap' }, ann.token);
    expect(badType.status).toBeGreaterThanOrEqual(400);
    expect(badType.status).toBeLessThan(500);
    const noTitle = await api.put('/api/event-types', { title: '  ', meetingType: 'social' }, ann.token);
    expect(noTitle.status).toBeGreaterThanOrEqual(400);
    expect(noTitle.status).toBeLessThan(500);
    expect(JSON.stringify(noTitle.body)).toContain('Title is required');
    expect((await api.put('/api/event-types', { title: 'Dentist', meetingType: 'social' })).status).toBe(401);
  });
});

describe('POST /api/events/fit: the fit of a chosen time, and a better one', () => {
  const date = DateTime.now().setZone('UTC').plus({ days: 2 }).toISODate()!;
  const fit = (body: Record<string, unknown>) => api.post('/api/events/fit', { date, timezone: 'UTC', ...body }, ann.token);

  it('says Misaligned over the main meal and offers a free time that fits better; Peak Flow inside the peak', async () => {
    const day = (await api.get(`/api/daily-flow?date=${date}`, ann.token)).body;
    const lunch = day.dayWindows.find((w: { name: string }) => w.name === 'lunch');
    const poor = await fit({ meetingType: 'deep_work', startsAt: lunch.start, duration: 60 });
    expect(poor.status).toBe(200);
    expect(poor.body).toMatchObject({ date, timezone: 'UTC', poor: true, fit: { label: 'Misaligned' } });
    expect(poor.body.fit.reason).toMatch(/main meal/);
    const better = poor.body.better;
    expect(better).not.toBeNull();
    expect(better.score).toBeGreaterThan(poor.body.fit.score);
    // The better time, asked about in turn, is not poor.
    const check = await fit({ meetingType: 'deep_work', startsAt: better.startsAt, duration: 60 });
    expect(check.body).toMatchObject({ poor: false, better: null });
    expect(check.body.fit.label).toBe(better.label);

    const inPeak = await fit({ meetingType: 'deep_work', startsAt: day.peakWindow.startsAt, duration: 60 });
    expect(inPeak.body).toMatchObject({ poor: false, better: null, fit: { label: 'Peak Flow' } });
  });

  it('refuses a bad duration or start with a 4xx', async () => {
    const tooShort = await fit({ meetingType: 'deep_work', startsAt: `${date}T10:00:00Z`, duration: 2 });
    expect(tooShort.status).toBe(422);
    expect(JSON.stringify(tooShort.body)).toContain('Duration must be at least 5 minutes');
    expect((await fit({ meetingType: 'deep_work', startsAt: 'ten', duration: 30 })).status).toBe(422);
  });
});
