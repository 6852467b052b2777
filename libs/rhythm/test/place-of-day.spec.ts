import { type Profile, todayIn, type TravelStay } from '@flow/contracts';
import { placeOfDay, todayEndsAt } from '../src';

const LONDON = { name: 'London, United Kingdom', latitude: 51.5, longitude: -0.13, timeZone: 'Europe/London' };
const stay = (from: string, to: string, timeZone = 'Asia/Tokyo', name = 'Tokyo, Japan'): TravelStay => ({
  id: `${from}-${to}`,
  name,
  latitude: 35.7,
  longitude: 139.7,
  timeZone,
  from,
  to,
});
const person = (changes: Partial<Profile>) => ({ time_zone: 'Asia/Kolkata', current_place: LONDON, travel: [], ...changes }) as unknown as Profile;

describe('the place of a day', () => {
  const now = new Date('2026-06-10T12:00:00Z');

  it('is the current location, over the profile’s older zone and the browser’s', () => {
    expect(placeOfDay(person({}), 'America/New_York', '2026-06-12', now)).toEqual({
      date: '2026-06-12',
      timeZone: 'Europe/London',
      timeZoneSource: 'profile',
      place: LONDON,
    });
  });

  it('is the stay’s place on the stay’s first and last day only', () => {
    const p = person({ travel: [stay('2026-06-12', '2026-06-14')] });
    expect(['2026-06-11', '2026-06-12', '2026-06-14', '2026-06-15'].map((d) => placeOfDay(p, null, d, now).timeZone)).toEqual([
      'Europe/London',
      'Asia/Tokyo',
      'Asia/Tokyo',
      'Europe/London',
    ]);
    expect(placeOfDay(p, null, '2026-06-13', now)).toMatchObject({ timeZoneSource: 'travel', place: { name: 'Tokyo, Japan', timeZone: 'Asia/Tokyo' } });
  });

  it('makes today the stay’s today once the traveller’s day there has begun', () => {
    // 16:00 in London on the 10th is 00:00 on the 11th in Tokyo; the stay covers both dates.
    const p = person({ travel: [stay('2026-06-10', '2026-06-20')] });
    expect(placeOfDay(p, null, undefined, new Date('2026-06-10T15:30:00Z'))).toMatchObject({ date: '2026-06-11', timeZone: 'Asia/Tokyo' });
    // Without a stay, today is London's.
    expect(placeOfDay(person({}), null, undefined, new Date('2026-06-10T15:30:00Z'))).toMatchObject({ date: '2026-06-10', timeZone: 'Europe/London' });
  });

  it('keeps the last day of a stay while home has not reached it yet', () => {
    const p = person({ travel: [stay('2026-06-05', '2026-06-10')] });
    expect(placeOfDay(p, null, undefined, new Date('2026-06-10T15:30:00Z'))).toMatchObject({ date: '2026-06-10', timeZone: 'Asia/Tokyo' });
  });

  it('falls back to the profile’s zone, then the browser’s, then UTC, without a place', () => {
    expect(placeOfDay(person({ current_place: null }), 'America/New_York', '2026-06-12', now)).toMatchObject({
      timeZone: 'Asia/Kolkata',
      timeZoneSource: 'profile',
      place: null,
    });
    expect(placeOfDay(null, 'America/New_York', '2026-06-12', now)).toMatchObject({ timeZone: 'America/New_York', timeZoneSource: 'browser' });
    expect(placeOfDay(null, null, undefined, now)).toMatchObject({ date: '2026-06-10', timeZone: 'UTC', timeZoneSource: 'default' });
  });
});

describe('when the user’s today ends', () => {
  // June 2026, far from any clock change: London is UTC+1, New York UTC-4, Tokyo UTC+9. The 14th is a Sunday.
  const newYork = (from: string, to: string) => stay(from, to, 'America/New_York', 'New York, United States');
  const losAngeles = (from: string, to: string) => stay(from, to, 'America/Los_Angeles', 'Los Angeles, United States');
  const at = (iso: string) => new Date(iso);
  const today = (p: Profile | null, now: Date, browser: string | null = null) => {
    const { date, timeZone } = placeOfDay(p, browser, undefined, now);
    return { date, timeZone };
  };

  it('on a trip west’s last evening, is home’s midnight, hours before New York’s', () => {
    const p = person({ travel: [newYork('2026-06-10', '2026-06-14')] });
    // Sunday 18:30 in New York, 23:30 in London.
    const now = at('2026-06-14T22:30:00Z');
    expect(today(p, now)).toEqual({ date: '2026-06-14', timeZone: 'America/New_York' });
    const ends = todayEndsAt(p, null, now);
    // London's Monday 00:00 (BST), Sunday 19:00 in New York.
    expect(ends.toISOString()).toBe('2026-06-14T23:00:00.000Z');
    expect(today(p, ends)).toEqual({ date: '2026-06-15', timeZone: 'Europe/London' });
    // Still Sunday in the day's own zone: that clock would have kept Sunday five hours longer.
    expect(todayIn('America/New_York', ends)).toBe('2026-06-14');
  });

  it('without a stay, is the next midnight at home', () => {
    expect(todayEndsAt(person({}), null, at('2026-06-14T12:00:00Z')).toISOString()).toBe('2026-06-14T23:00:00.000Z');
    expect(todayEndsAt(person({}), null, at('2026-06-14T22:59:59Z')).toISOString()).toBe('2026-06-14T23:00:00.000Z');
    expect(todayEndsAt(person({}), null, at('2026-06-14T23:00:00Z')).toISOString()).toBe('2026-06-15T23:00:00.000Z');
    // Home is the browser’s zone without a profile.
    expect(todayEndsAt(null, 'America/New_York', at('2026-06-14T22:30:00Z')).toISOString()).toBe('2026-06-15T04:00:00.000Z');
    // A stay that does not cover home’s today does not count.
    const later = person({ travel: [stay('2026-06-20', '2026-06-25')] });
    expect(todayEndsAt(later, null, at('2026-06-14T12:00:00Z')).toISOString()).toBe('2026-06-14T23:00:00.000Z');
  });

  it('on a trip east’s last evening, is Tokyo’s midnight, and past it home’s', () => {
    const p = person({ travel: [stay('2026-06-10', '2026-06-14')] });
    // Sunday 20:00 in Tokyo: Tokyo's midnight comes first (15:00 UTC).
    const evening = at('2026-06-14T11:00:00Z');
    expect(today(p, evening)).toEqual({ date: '2026-06-14', timeZone: 'Asia/Tokyo' });
    expect(todayEndsAt(p, null, evening).toISOString()).toBe('2026-06-14T15:00:00.000Z');
    // Monday 00:30 in Tokyo: today is still the stay's last day, Sunday, until London's midnight.
    const pastMidnight = at('2026-06-14T15:30:00Z');
    expect(today(p, pastMidnight)).toEqual({ date: '2026-06-14', timeZone: 'Asia/Tokyo' });
    const ends = todayEndsAt(p, null, pastMidnight);
    expect(ends.toISOString()).toBe('2026-06-14T23:00:00.000Z');
    expect(today(p, ends)).toEqual({ date: '2026-06-15', timeZone: 'Europe/London' });
  });

  it('reads the clock of the stay that covers home’s today, not only the day’s own zone', () => {
    // London's Saturday is New York's first day; New York's Friday is still Los Angeles's last.
    const p = person({ travel: [losAngeles('2026-06-11', '2026-06-12'), newYork('2026-06-13', '2026-06-14')] });
    const now = at('2026-06-13T01:00:00Z');
    expect(today(p, now)).toEqual({ date: '2026-06-12', timeZone: 'America/Los_Angeles' });
    // New York's midnight (04:00 UTC) turns it, three hours before Los Angeles's.
    const ends = todayEndsAt(p, null, now);
    expect(ends.toISOString()).toBe('2026-06-13T04:00:00.000Z');
    expect(today(p, ends)).toEqual({ date: '2026-06-13', timeZone: 'America/New_York' });
  });

  it('never lets today change before it, through trips west and east', () => {
    const people = [
      person({}),
      person({ travel: [newYork('2026-06-10', '2026-06-14')] }),
      person({ travel: [stay('2026-06-10', '2026-06-14')] }),
      person({ travel: [losAngeles('2026-06-11', '2026-06-12'), newYork('2026-06-13', '2026-06-14'), stay('2026-06-15', '2026-06-16')] }),
    ];
    for (const p of people) {
      for (let t = Date.parse('2026-06-09T00:00:00Z'); t < Date.parse('2026-06-18T00:00:00Z'); t += 15 * 60_000) {
        const ends = todayEndsAt(p, null, new Date(t)).getTime();
        expect(ends).toBeGreaterThan(t);
        expect({ at: new Date(t), ...today(p, new Date(ends - 1)) }).toEqual({ at: new Date(t), ...today(p, new Date(t)) });
      }
    }
  });
});
