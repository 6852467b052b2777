import { localIso, localToUtc, panchanga } from '@flow/chart';
import { DailyFlow, DayRhythm, Panchang } from '@flow/contracts';
import { expectEventually, sharedGatewayUrl, TestHttpClient, uniqueEmail } from '@flow/testing';
import ICAL from 'ical.js';

// The day follows the person: someone born in Mumbai who lives in London, then travels to Tokyo. Real
// profile-chart, daily-flow, scheduling and calendar-sync behind the shared gateway.
const api = new TestHttpClient(sharedGatewayUrl());
const LONDON = { latitude: 51.50853, longitude: -0.12574 };
const dateIn = (zone: string, days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(Date.now() + days * 86_400_000));
const minutesApart = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 60_000;
/** The zone's offset on a date ('+00:00'), as the answers write it. */
const offsetOn = (date: string, zone: string) => localIso(localToUtc(date, '12:00', zone).utc, zone).slice(19);
// Mumbai's offset, which none of the London answers may carry.
const MUMBAI = '+05:30';

let token: string;
const withIndianBrowser = { 'x-time-zone': 'Asia/Kolkata' };
const get = (path: string) => api.request('GET', path, { token, headers: withIndianBrowser });

beforeAll(async () => {
  const res = await api.post('/api/auth/signup', { email: uniqueEmail('mumbai-london'), password: 'secret1' });
  token = res.body.access_token;
  const analysed = await api.post('/api/charts/analyze', { birthDate: '1988-02-10', birthTime: '06:15', birthPlace: 'Mumbai, India' }, token);
  expect(analysed.status).toBe(200);
  expect(analysed.body.profile.time_zone).toBe('Asia/Kolkata');
});

describe('someone born in Mumbai who lives in London', () => {
  const day = dateIn('Europe/London', 2);

  it('gets Mumbai’s day until they say where they live, then London’s zone, sunrise and Rahu kalam', async () => {
    expect((await get(`/api/daily-flow?date=${day}`)).body.timeZone).toBe('Asia/Kolkata');
    const saved = await api.patch('/api/profile', { current_location: 'London, United Kingdom' }, token);
    expect(saved.status).toBe(200);

    await expectEventually(async () => expect((await get(`/api/daily-flow?date=${day}`)).body.timeZone).toBe('Europe/London'), {
      timeoutMs: 10_000,
      intervalMs: 200,
    });
    const flow = DailyFlow.parse((await get(`/api/daily-flow?date=${day}`)).body);
    expect(flow).toMatchObject({ date: day, timeZoneSource: 'profile', place: { timeZone: 'Europe/London' } });
    expect(flow.place!.name).toMatch(/^London, /);
    const reference = panchanga(day, LONDON.latitude, LONDON.longitude, 'Europe/London');
    const p = flow.vedicInfluences.panchanga!;
    expect(minutesApart(p.sunrise!, reference.sunrise!.utc)).toBeLessThan(1);
    expect(minutesApart(p.rahuKalam!.start, reference.rahuKalam!.start.utc)).toBeLessThan(1);
    expect(p.sunrise!.endsWith(offsetOn(day, 'Europe/London'))).toBe(true);
    expect(JSON.stringify(p)).not.toContain(MUMBAI);
  });

  it('answers GET /api/panchang for London, with every instant in London’s offset', async () => {
    const res = await get(`/api/panchang?date=${day}`);
    expect(res.status).toBe(200);
    const p = Panchang.parse(res.body);
    expect(p).toMatchObject({ date: day, timeZone: 'Europe/London' });
    expect(p.place).toMatch(/^London, /);
    const offset = offsetOn(day, 'Europe/London');
    for (const instant of [p.sunrise, p.sunset, p.tithi.endsAt, p.rahuKalam!.start, p.yamaganda!.end, p.gulikaKalam!.start, p.abhijit!.start]) {
      expect(instant).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\${offset}$`));
    }
    const reference = panchanga(day, LONDON.latitude, LONDON.longitude, 'Europe/London');
    expect(minutesApart(p.sunset!, reference.sunset!.utc)).toBeLessThan(1);
    expect(p.tithi.name).toBe(reference.tithi.fullName);
    expect((await get('/api/panchang?date=2026-02-30x')).status).toBe(422);
  });

  it('gets suggested times in London’s zone', async () => {
    const res = await api.request('POST', '/api/events/suggest-times', {
      body: { meetingType: 'deep_work', duration: 60, date: day },
      token,
      headers: withIndianBrowser,
    });
    expect(res.status).toBe(200);
    expect(res.body.timezone).toBe('Europe/London');
    expect(res.body.suggestions.length).toBeGreaterThan(0);
    for (const s of res.body.suggestions) expect(s.startsAt.endsWith(offsetOn(day, 'Europe/London'))).toBe(true);
  });

  it('gets the ICS feed’s rhythm blocks at London times', async () => {
    const rhythm = DayRhythm.parse((await get(`/api/rhythm-blocks?date=${day}`)).body);
    expect(rhythm.timeZone).toBe('Europe/London');
    const feed = (await api.post('/api/calendar/feed', {}, token)).body;
    const ics = await (await fetch(new URL(new URL(feed.url).pathname, sharedGatewayUrl()))).text();
    const events = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const first = rhythm.rhythmBlocks[0].timeRange.slice(0, 5);
    const block = events.find((e) => e.uid === `rhythm-${day}-${first.replace(':', '')}@flow`);
    expect(block?.startDate.toJSDate().toISOString()).toBe(localToUtc(day, first, 'Europe/London').utc.toISOString());
  });

  it('spends a travel stay’s days in Tokyo, and the days around it at home', async () => {
    const [before, first, last, after] = [1, 3, 4, 5].map((d) => dateIn('Europe/London', d));
    // Read (and cache) the first day before the stay exists: adding the stay must replace it.
    expect((await get(`/api/daily-flow?date=${first}`)).body.timeZone).toBe('Europe/London');
    const stay = await api.post('/api/travel-stays', { place: 'Tokyo, Japan', from: first, to: last }, token);
    expect(stay.status).toBe(201);
    await expectEventually(
      async () => {
        const flow = (await get(`/api/daily-flow?date=${first}`)).body;
        expect(flow).toMatchObject({ timeZone: 'Asia/Tokyo', timeZoneSource: 'travel', place: { name: 'Tokyo, Japan' } });
      },
      { timeoutMs: 10_000, intervalMs: 200 },
    );
    expect((await get(`/api/daily-flow?date=${last}`)).body.vedicInfluences.panchanga.sunrise).toMatch(/\+09:00$/);
    expect((await get(`/api/rhythm-blocks?date=${last}`)).body).toMatchObject({ timeZone: 'Asia/Tokyo', place: { name: 'Tokyo, Japan' } });
    expect((await get(`/api/panchang?date=${first}`)).body.place).toBe('Tokyo, Japan');
    for (const home of [before, after]) expect((await get(`/api/daily-flow?date=${home}`)).body.timeZone).toBe('Europe/London');
  });
});
