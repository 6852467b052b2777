import { MAX_STAY_DAYS, ProfileMessages, TravelStay } from '@flow/contracts';
import { api, signUpWithProfile } from './profile-test-helpers';

// Current location and travel stays through the gateway, with profile-chart's PostgreSQL.
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const addStay = (token: string, place: string, from: string, to: string) => api.post('/api/travel-stays', { place, from, to }, token);

describe('current location', () => {
  it('resolves the place, returns it with its zone, and makes that zone the profile’s', async () => {
    const user = await signUpWithProfile();
    const res = await api.patch('/api/profile', { current_location: 'london, uk' }, user.token);
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({
      current_location: 'london, uk',
      current_time_zone: 'Europe/London',
      time_zone: 'Europe/London',
      current_place: { name: 'London, Westminster, United Kingdom', timeZone: 'Europe/London' },
    });
    const read = await api.get('/api/profile', user.token);
    expect(read.body).toMatchObject({ current_location: 'london, uk', current_time_zone: 'Europe/London' });
  });

  it('refuses an unknown place with the birth place’s kind of message and keeps the old one', async () => {
    const user = await signUpWithProfile();
    await api.patch('/api/profile', { current_location: 'Lisbon, Portugal' }, user.token);
    const res = await api.patch('/api/profile', { current_location: 'Xqzzyville, Nowhere' }, user.token);
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe(ProfileMessages.placeNotFoundHere);
    expect((await api.get('/api/profile', user.token)).body).toMatchObject({ current_location: 'Lisbon, Portugal', current_time_zone: 'Europe/Lisbon' });
  });

  it('clears with an empty text', async () => {
    const user = await signUpWithProfile();
    await api.patch('/api/profile', { current_location: 'Lisbon, Portugal' }, user.token);
    const res = await api.patch('/api/profile', { current_location: '' }, user.token);
    expect(res.body.profile).toMatchObject({ current_location: null, current_time_zone: null, current_place: null });
  });
});

describe('travel stays', () => {
  it('adds a stay at a resolved place, lists it and sends it with the profile', async () => {
    const user = await signUpWithProfile();
    const res = await addStay(user.token, 'Tokyo, Japan', inDays(10), inDays(14));
    expect(res.status).toBe(201);
    const stay = TravelStay.parse(res.body);
    expect(stay).toMatchObject({ name: 'Tokyo, Japan', timeZone: 'Asia/Tokyo', from: inDays(10), to: inDays(14) });
    expect((await api.get('/api/travel-stays', user.token)).body.stays).toEqual([stay]);
    expect((await api.get('/api/profile', user.token)).body.travel).toEqual([stay]);
  });

  it('refuses overlapping stays, keeping the first, and accepts one that starts the day after', async () => {
    const user = await signUpWithProfile();
    expect((await addStay(user.token, 'Tokyo, Japan', inDays(10), inDays(14))).status).toBe(201);
    for (const [from, to] of [
      [inDays(14), inDays(16)],
      [inDays(5), inDays(10)],
      [inDays(11), inDays(12)],
      [inDays(1), inDays(30)],
    ]) {
      const res = await addStay(user.token, 'Paris, France', from, to);
      expect(res.status).toBe(422);
      expect(res.body.error.message).toBe(ProfileMessages.stayOverlaps);
    }
    expect((await addStay(user.token, 'Paris, France', inDays(15), inDays(16))).status).toBe(201);
    expect((await api.get('/api/travel-stays', user.token)).body.stays.map((s: TravelStay) => s.name)).toEqual([
      'Tokyo, Japan',
      'Paris, Île-de-France, France',
    ]);
  });

  it('refuses a stay longer than a year, or ending before it starts', async () => {
    const user = await signUpWithProfile();
    const tooLong = await addStay(user.token, 'Tokyo, Japan', inDays(1), inDays(1 + MAX_STAY_DAYS));
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.error.message).toBe(ProfileMessages.stayTooLong);
    expect((await addStay(user.token, 'Tokyo, Japan', inDays(1), inDays(MAX_STAY_DAYS))).status).toBe(201);
    const reversed = await addStay(user.token, 'Paris, France', inDays(400), inDays(399));
    expect(reversed.status).toBe(422);
    expect(reversed.body.error.message).toBe(ProfileMessages.stayDatesReversed);
  });

  it('refuses an unknown place with a clear message, and bad dates', async () => {
    const user = await signUpWithProfile();
    const unknown = await addStay(user.token, 'Xqzzyville, Nowhere', inDays(1), inDays(2));
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.message).toBe(ProfileMessages.placeNotFoundHere);
    expect((await addStay(user.token, 'Tokyo, Japan', '2026-02-30', '2026-03-02')).status).toBe(422);
    expect((await api.post('/api/travel-stays', { place: 'Tokyo', from: inDays(1), to: inDays(2), userId: 'x' }, user.token)).status).toBe(422);
    expect((await api.get('/api/travel-stays', user.token)).body.stays).toEqual([]);
  });

  it('lets no one else read or remove a person’s stays', async () => {
    const [owner, other] = await Promise.all([signUpWithProfile(), signUpWithProfile()]);
    const stay = (await addStay(owner.token, 'Tokyo, Japan', inDays(3), inDays(4))).body as TravelStay;
    expect((await api.get('/api/travel-stays', other.token)).body.stays).toEqual([]);
    expect((await api.get('/api/profile', other.token)).body.travel).toEqual([]);
    const removed = await api.delete(`/api/travel-stays/${stay.id}`, other.token);
    expect(removed.status).toBe(404);
    expect(removed.body.error.message).toBe(ProfileMessages.stayNotFound);
    // The other person's own stay on the same days is theirs alone, and does not collide with the owner's.
    expect((await addStay(other.token, 'Paris, France', inDays(3), inDays(4))).status).toBe(201);
    expect((await api.get('/api/travel-stays', owner.token)).body.stays).toEqual([stay]);
    expect((await api.delete(`/api/travel-stays/${stay.id}`, owner.token)).status).toBe(200);
    expect((await api.get('/api/travel-stays', owner.token)).body.stays).toEqual([]);
    expect((await api.delete('/api/travel-stays/not-a-uuid', owner.token)).status).toBe(404);
  });

  describe('PUT: days spent at a place whatever was planned (the zone prompt’s "Use it")', () => {
    const planDay = (token: string, place: string, from: string, to = from) => api.put('/api/travel-stays', { place, from, to }, token);
    const spans = (stays: TravelStay[]) => stays.map((s) => `${s.name.split(',')[0]} ${s.from}..${s.to}`);

    it('takes the day out of the stay covering it, keeps its other days, and spends the day at the place; again changes nothing', async () => {
      const user = await signUpWithProfile();
      expect((await addStay(user.token, 'Paris, France', inDays(-2), inDays(2))).status).toBe(201);
      const res = await planDay(user.token, 'New York, USA', inDays(0));
      expect(res.status).toBe(200);
      const expected = [`Paris ${inDays(-2)}..${inDays(-1)}`, `New York ${inDays(0)}..${inDays(0)}`, `Paris ${inDays(1)}..${inDays(2)}`];
      expect(spans(res.body.stays)).toEqual(expected);
      expect(res.body.stays[1]).toMatchObject({ timeZone: 'America/New_York' });
      expect(spans((await api.get('/api/profile', user.token)).body.travel)).toEqual(expected);
      expect(spans((await planDay(user.token, 'New York, USA', inDays(0))).body.stays)).toEqual(expected);
    });

    it('brings the day home when the place is the current location, and adds a one-day stay on a day without one', async () => {
      const user = await signUpWithProfile();
      await api.patch('/api/profile', { current_location: 'London, United Kingdom' }, user.token);
      expect((await addStay(user.token, 'Paris, France', inDays(0), inDays(3))).status).toBe(201);
      expect(spans((await planDay(user.token, 'London, United Kingdom', inDays(0))).body.stays)).toEqual([`Paris ${inDays(1)}..${inDays(3)}`]);
      expect(spans((await planDay(user.token, 'London, United Kingdom', inDays(-1))).body.stays)).toEqual([`Paris ${inDays(1)}..${inDays(3)}`]);
      expect(spans((await planDay(user.token, 'Tokyo, Japan', inDays(-1))).body.stays)).toEqual([
        `Tokyo ${inDays(-1)}..${inDays(-1)}`,
        `Paris ${inDays(1)}..${inDays(3)}`,
      ]);
      // Two days across a date line take a day from each stay they touch.
      expect(spans((await planDay(user.token, 'New York, USA', inDays(-1), inDays(1))).body.stays)).toEqual([
        `New York ${inDays(-1)}..${inDays(1)}`,
        `Paris ${inDays(2)}..${inDays(3)}`,
      ]);
    });

    it('refuses an unknown place or a bad date and keeps the stays; touches only the caller’s stays', async () => {
      const [owner, other] = await Promise.all([signUpWithProfile(), signUpWithProfile()]);
      expect((await addStay(owner.token, 'Paris, France', inDays(-1), inDays(1))).status).toBe(201);
      const unknown = await planDay(owner.token, 'Xqzzyville, Nowhere', inDays(0));
      expect(unknown.status).toBe(422);
      expect(unknown.body.error.message).toBe(ProfileMessages.placeNotFoundHere);
      expect((await planDay(owner.token, 'Tokyo, Japan', '2026-02-30')).status).toBe(422);
      const tooLong = await planDay(owner.token, 'Tokyo, Japan', inDays(0), inDays(MAX_STAY_DAYS));
      expect(tooLong.body.error.message).toBe(ProfileMessages.stayTooLong);
      expect(spans((await planDay(other.token, 'Tokyo, Japan', inDays(0))).body.stays)).toEqual([`Tokyo ${inDays(0)}..${inDays(0)}`]);
      expect(spans((await api.get('/api/travel-stays', owner.token)).body.stays)).toEqual([`Paris ${inDays(-1)}..${inDays(1)}`]);
    });
  });
});
