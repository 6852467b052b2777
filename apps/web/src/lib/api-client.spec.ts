import { CommonMessages, IdentityMessages } from '@flow/contracts';
import { fakeResponse, testSession } from '../testing/render';
import { ApiError, apiCall, configureApiAuth, errorMessage, NetworkError, routeUrl } from './api-client';

describe('routeUrl', () => {
  it('builds paths and queries from the contract routes', () => {
    expect(routeUrl('getProfile')).toBe('/api/profile');
    expect(routeUrl('searchPlaces', { query: { q: 'São Paulo, BR' } })).toBe('/api/places?q=S%C3%A3o+Paulo%2C+BR');
  });
});

describe('apiCall', () => {
  let token: string | null;
  let refresh: jest.Mock;
  beforeEach(() => {
    token = 'token-1';
    refresh = jest.fn(async () => {
      token = 'token-2';
      return true;
    });
    configureApiAuth({ getAccessToken: () => token, refreshAfterUnauthorized: refresh });
  });

  it('sends the bearer token on private routes only, and parses the answer with the contract', async () => {
    const fetchMock = jest.fn(async () => fakeResponse(200, testSession()));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const session = await apiCall('signIn', { body: { email: 'ada@example.com', password: 'x' } });
    expect(session.user.email).toBe('ada@example.com');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).authorization).toBeUndefined();
    expect(init.credentials).toBe('same-origin');

    fetchMock.mockImplementationOnce(async () => fakeResponse(200, testSession().user));
    await apiCall('getUser');
    const [url, privateInit] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/user');
    expect((privateInit.headers as Record<string, string>).authorization).toBe('Bearer token-1');
  });

  it('refreshes once after a 401 and retries with the new token', async () => {
    const fetchMock = jest
      .fn()
      .mockImplementationOnce(async () => fakeResponse(401, { error: { code: 'UNAUTHORIZED', message: 'expired' } }))
      .mockImplementationOnce(async () => fakeResponse(200, testSession().user));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await apiCall('getUser');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(((fetchMock.mock.calls[1] as [string, RequestInit])[1].headers as Record<string, string>).authorization).toBe('Bearer token-2');
  });

  it("turns `{ error: { code, message } }` into an ApiError carrying the server's message", async () => {
    globalThis.fetch = jest.fn(async () =>
      fakeResponse(400, { error: { code: 'INVALID_CREDENTIALS', message: IdentityMessages.invalidCredentials } }),
    ) as unknown as typeof fetch;
    const error = await apiCall('signIn', { body: { email: 'a@b.co', password: 'x' } }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'INVALID_CREDENTIALS', message: IdentityMessages.invalidCredentials });
    expect(errorMessage(error)).toBe(IdentityMessages.invalidCredentials);
  });

  it('gives a readable message for answers without an error body, and for no answer at all', async () => {
    globalThis.fetch = jest.fn(async () => fakeResponse(502, undefined)) as unknown as typeof fetch;
    await expect(apiCall('getUser')).rejects.toMatchObject({ status: 502, message: CommonMessages.serviceUnavailable });
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(apiCall('getUser')).rejects.toBeInstanceOf(NetworkError);
  });

  it("sends the contract route's method, and `{}` for a route with a body when the caller gives none", async () => {
    const fetchMock = jest.fn(async () => fakeResponse(200, { ok: true }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await apiCall('signOut', { body: {} });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method, init.body]).toEqual(['/api/auth/signout', 'POST', '{}']);
    await apiCall('getUser');
    expect((fetchMock.mock.calls[1] as unknown as [string, RequestInit])[1].body).toBeUndefined();
  });
});

describe('getProfile', () => {
  it('reads a profile that does not exist yet (just signed up) as a new, not onboarded one', async () => {
    const { getProfile, NEW_PROFILE } = await import('../features/profile/api/get-profile');
    globalThis.fetch = jest.fn(async () => fakeResponse(404, { error: { code: 'NOT_FOUND', message: 'Profile not found.' } })) as unknown as typeof fetch;
    await expect(getProfile()).resolves.toEqual(NEW_PROFILE);
    globalThis.fetch = jest.fn(async () => fakeResponse(503, { error: { code: 'UNAVAILABLE', message: 'down' } })) as unknown as typeof fetch;
    await expect(getProfile()).rejects.toBeInstanceOf(ApiError);
  });
});
