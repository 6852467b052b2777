import { fakeResponse } from '../../../testing/render';
import { configureApiAuth } from '../../../lib/api-client';
import { parseEvent } from './parse-event';

const parsed = {
  eventData: { title: 'Vet', date: '2026-12-03', startTime: '09:00', duration: 60, meetingType: 'collaboration', recurrence: null },
  mealType: null,
  timezone: 'Europe/London',
};

describe('parseEvent', () => {
  let fetchMock: jest.Mock;
  const sentBody = () => JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body)) as Record<string, unknown>;
  beforeEach(() => {
    configureApiAuth({ getAccessToken: () => 'token', refreshAfterUnauthorized: async () => false });
    fetchMock = jest.fn(async () => fakeResponse(200, parsed));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  it("sends the browser's locale, so that '03/12' is read the person's way round", async () => {
    jest.spyOn(navigator, 'language', 'get').mockReturnValue('en-GB');
    await parseEvent({ message: 'Vet 03/12 at 9am', timezone: 'Europe/London' });
    expect(sentBody()).toMatchObject({ message: 'Vet 03/12 at 9am', timezone: 'Europe/London', locale: 'en-GB' });
  });

  it('leaves the locale out when the browser names none (the server uses the zone’s country)', async () => {
    jest.spyOn(navigator, 'language', 'get').mockReturnValue('');
    await parseEvent({ message: 'Vet 03/12 at 9am', timezone: 'Europe/London' });
    expect(sentBody()).not.toHaveProperty('locale');
  });
});
