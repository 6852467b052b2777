import { QUICK_ADD_CORPUS, QUICK_ADD_CORPUS_NOW, QUICK_ADD_CORPUS_ZONE } from '@flow/rhythm/testing';
import { SchedulingMessages } from '@flow/contracts';
import { DateTime } from 'luxon';
import { sharedApi, signUp, type TestUser } from './helpers';

const api = sharedApi();
let user: TestUser;
beforeAll(async () => {
  user = await signUp(api, 'quickadd');
});

describe('POST /api/events/parse', () => {
  it('reads every phrase of the quick-add corpus as expected, through the gateway', async () => {
    // A few at a time: the corpus is about the parser, not about load.
    const answers = [];
    for (let i = 0; i < QUICK_ADD_CORPUS.length; i += 8) {
      const batch = QUICK_ADD_CORPUS.slice(i, i + 8);
      answers.push(
        ...(await Promise.all(
          batch.map((c) =>
            api.post(
              '/api/events/parse',
              {
                message: c.message,
                currentDate: c.now ?? QUICK_ADD_CORPUS_NOW,
                conversationHistory: [],
                timezone: c.timeZone ?? QUICK_ADD_CORPUS_ZONE,
                locale: c.locale,
              },
              user.token,
            ),
          ),
        )),
      );
    }
    const got = answers.map(({ status, body }, i) => ({
      message: QUICK_ADD_CORPUS[i]!.message,
      status,
      result: status === 200 ? { ...body.eventData, mealType: body.mealType } : body,
    }));
    expect(got).toEqual(QUICK_ADD_CORPUS.map((c) => ({ message: c.message, status: 200, result: { recurrence: null, ...c.expected } })));
    expect(QUICK_ADD_CORPUS.length).toBeGreaterThanOrEqual(60);
  });

  it("reads in the browser's zone (X-Time-Zone) when the body names none, and says which", async () => {
    const currentDate = '2026-03-10T23:30:00Z';
    const tokyo = await api.request('POST', '/api/events/parse', {
      body: { message: 'Lunch tomorrow', currentDate },
      token: user.token,
      headers: { 'x-time-zone': 'Asia/Tokyo' },
    });
    expect(tokyo.status).toBe(200);
    expect(tokyo.body).toEqual({
      eventData: { title: 'Lunch', date: '2026-03-12', startTime: null, duration: 60, meetingType: 'social', recurrence: null },
      mealType: 'lunch',
      timezone: 'Asia/Tokyo',
    });
    const utc = await api.post('/api/events/parse', { message: 'Lunch tomorrow', currentDate }, user.token);
    expect(utc.body.timezone).toBe('UTC');
    expect(utc.body.eventData.date).toBe('2026-03-11');
  });

  it("puts 'tomorrow at 10am' where tomorrow is spent: a trip to Tokyo from tomorrow, read from London today", async () => {
    const traveller = await signUp(api, 'quickadd-trip');
    expect((await api.patch('/api/profile', { current_location: 'London, United Kingdom' }, traveller.token)).status).toBe(200);
    const dateIn = (zone: string, days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(Date.now() + days * 86_400_000));
    const tomorrow = dateIn('Europe/London', 1);
    expect((await api.post('/api/travel-stays', { place: 'Tokyo, Japan', from: tomorrow, to: dateIn('Europe/London', 4) }, traveller.token)).status).toBe(201);
    // No zone named: the sentence is read where today is (London), and the start lands on Tokyo's clock.
    const res = await api.post('/api/events/parse', { message: 'Coffee with Ana tomorrow at 10am' }, traveller.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ timezone: 'Europe/London', eventData: { date: tomorrow, startTime: '10:00' }, startsAt: `${tomorrow}T10:00:00+09:00` });
    // Asked four days on, "tomorrow" is the day after the trip: back on London's clock.
    const later = await api.post(
      '/api/events/parse',
      { message: 'Coffee with Ana tomorrow at 10am', currentDate: new Date(Date.now() + 4 * 86_400_000).toISOString() },
      traveller.token,
    );
    const home = dateIn('Europe/London', 5);
    expect(later.body.eventData.date).toBe(home);
    expect(Date.parse(later.body.startsAt)).toBe(DateTime.fromISO(`${home}T10:00`, { zone: 'Europe/London' }).toMillis());
  });

  it("counts 'tomorrow' from the person's today on a trip east's last evening, when Tokyo's clock has turned", async () => {
    const traveller = await signUp(api, 'quickadd-east');
    expect((await api.patch('/api/profile', { current_location: 'London, United Kingdom' }, traveller.token)).status).toBe(200);
    const dateIn = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + days * 86_400_000));
    const [first, last, home] = [dateIn(2), dateIn(3), dateIn(4)];
    expect((await api.post('/api/travel-stays', { place: 'Tokyo, Japan', from: first, to: last }, traveller.token)).status).toBe(201);
    // 16:00 UTC on the stay's last day: already the next day in Tokyo, still the last day in London, so still the trip's.
    const currentDate = `${last}T16:00:00Z`;
    for (const headers of [{ 'x-time-zone': 'Asia/Tokyo' }, {}] as Record<string, string>[]) {
      const res = await api.request('POST', '/api/events/parse', {
        body: { message: 'Coffee with Ana tomorrow at 10am', currentDate },
        token: traveller.token,
        headers,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ timezone: 'Asia/Tokyo', eventData: { date: home, startTime: '10:00' } });
      // The day after the trip is spent at home: 10:00 on London's clock.
      expect(Date.parse(res.body.startsAt)).toBe(DateTime.fromISO(`${home}T10:00`, { zone: 'Europe/London' }).toMillis());
    }
  });

  it('keeps the earlier event when the conversation continues', async () => {
    const response = await api.post(
      '/api/events/parse',
      {
        message: 'make it 1pm',
        currentDate: QUICK_ADD_CORPUS_NOW,
        timezone: QUICK_ADD_CORPUS_ZONE,
        conversationHistory: [{ role: 'user', content: 'Lunch with Sam friday' }],
      },
      user.token,
    );
    expect(response.body.eventData).toEqual({
      title: 'Lunch with Sam',
      date: '2026-03-13',
      startTime: '13:00',
      duration: 60,
      meetingType: 'social',
      recurrence: null,
    });
  });

  it('refuses an empty message, an unknown time zone and a naive currentDate with 422', async () => {
    const empty = await api.post('/api/events/parse', { message: '   ' }, user.token);
    expect(empty.status).toBe(422);
    expect(empty.body.error.message).toBe(SchedulingMessages.messageRequired);
    const zone = await api.post('/api/events/parse', { message: 'Lunch', timezone: 'Mars/Olympus' }, user.token);
    expect(zone.status).toBe(422);
    expect(zone.body.error.message).toBe(`${SchedulingMessages.unknownTimeZone}: Mars/Olympus`);
    expect((await api.post('/api/events/parse', { message: 'Lunch', currentDate: '2026-03-10T09:00:00' }, user.token)).status).toBe(422);
    expect((await api.post('/api/events/parse', { message: 'x'.repeat(501) }, user.token)).status).toBe(422);
  });
});
