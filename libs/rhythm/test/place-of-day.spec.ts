import type { Profile, TravelStay } from '@flow/contracts';
import { placeOfDay } from '../src';

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
