import { LOCALE_TAG_MESSAGE } from '@flow/contracts';
import { sharedApi, signUp } from './helpers';

const api = sharedApi();
const currentDate = '2026-03-10T08:00:00Z';
const vet = { message: 'Vet 03/12 at 9am', currentDate };

describe('POST /api/events/parse reads numeric dates in the person’s locale order', () => {
  it("honours the browser's locale, else the locale of the signed-in person's own zone", async () => {
    const [londoner, newYorker] = await Promise.all([signUp(api, 'qa-locale-gb'), signUp(api, 'qa-locale-us')]);
    expect((await api.patch('/api/profile', { current_location: 'London, United Kingdom' }, londoner.token)).status).toBe(200);
    expect((await api.patch('/api/profile', { current_location: 'New York, USA' }, newYorker.token)).status).toBe(200);
    const dateOf = async (body: Record<string, unknown>, token: string) => {
      const res = await api.post('/api/events/parse', body, token);
      expect(res.status).toBe(200);
      return res.body.eventData.date as string;
    };

    // The locale sent decides, wherever the person is.
    expect(await dateOf({ ...vet, locale: 'en-GB' }, newYorker.token)).toBe('2026-12-03');
    expect(await dateOf({ ...vet, locale: 'en-US' }, londoner.token)).toBe('2026-03-12');
    expect(await dateOf({ ...vet, locale: 'en-IN', timezone: 'Asia/Kolkata' }, newYorker.token)).toBe('2026-12-03');
    // None sent: the zone named in the request, else each person's own zone (their profile), never another's.
    expect(await dateOf({ ...vet, timezone: 'Asia/Kolkata' }, newYorker.token)).toBe('2026-12-03');
    const [gb, us] = await Promise.all([dateOf(vet, londoner.token), dateOf(vet, newYorker.token)]);
    expect({ gb, us }).toEqual({ gb: '2026-12-03', us: '2026-03-12' });
  });

  it('refuses a locale that is not a BCP 47 tag with 422, and a request without a session with 401', async () => {
    const person = await signUp(api, 'qa-locale-bad');
    const bad = await api.post('/api/events/parse', { ...vet, locale: 'english please' }, person.token);
    expect(bad.status).toBe(422);
    expect(bad.body.error.message).toBe(LOCALE_TAG_MESSAGE);
    expect((await api.post('/api/events/parse', { ...vet, locale: 'en-GB' })).status).toBe(401);
  });
});
