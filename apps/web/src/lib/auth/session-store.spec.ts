import { IdentityMessages } from '@flow/contracts';
import { fakeResponse, testSession } from '../../testing/render';
import { configureApiAuth } from '../api-client';
import { SessionStore } from './session-store';

function connect(store: SessionStore) {
  configureApiAuth({ getAccessToken: store.getAccessToken, refreshAfterUnauthorized: store.refreshAfterUnauthorized });
}
const unauthorized = () => fakeResponse(401, { error: { code: 'UNAUTHORIZED', message: IdentityMessages.sessionMissing } });

describe('SessionStore', () => {
  afterEach(() => {
    jest.useRealTimers();
    localStorage.clear();
  });

  it('starts signed in when the refresh cookie is good, signed out when it is not', async () => {
    const good = new SessionStore();
    connect(good);
    globalThis.fetch = jest.fn(async () => fakeResponse(200, testSession())) as unknown as typeof fetch;
    await good.refresh();
    expect(good.getState()).toMatchObject({ status: 'signedIn', user: { email: 'ada@example.com', fullName: 'Ada Flow' } });

    const bad = new SessionStore();
    connect(bad);
    globalThis.fetch = jest.fn(async () => unauthorized()) as unknown as typeof fetch;
    await bad.refresh();
    expect(bad.getState().status).toBe('signedOut');
  });

  it('is signed out at once when the server answers 204 (no refresh cookie in this browser)', async () => {
    const store = new SessionStore();
    connect(store);
    const fetchMock = jest.fn(async () => fakeResponse(204, undefined));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    expect(await store.refresh()).toBe(false);
    expect(store.getState().status).toBe('signedOut');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends the refresh with an empty body (the cookie carries the token)', async () => {
    const store = new SessionStore();
    connect(store);
    const fetchMock = jest.fn(async () => fakeResponse(200, testSession()));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await store.refresh();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/refresh');
    expect(init.body).toBe('{}');
    expect(init.credentials).toBe('same-origin');
  });

  it('shares one refresh between concurrent callers', async () => {
    const store = new SessionStore();
    connect(store);
    const fetchMock = jest.fn(async () => fakeResponse(200, testSession()));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await Promise.all([store.refresh(), store.refresh(), store.refresh()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries 502/503/504 with growing back-off before giving up on nothing', async () => {
    jest.useFakeTimers();
    const store = new SessionStore();
    connect(store);
    const fetchMock = jest
      .fn()
      .mockImplementationOnce(async () => fakeResponse(503, undefined))
      .mockImplementationOnce(async () => fakeResponse(502, undefined))
      .mockImplementationOnce(async () => fakeResponse(200, testSession()));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const done = store.refresh();
    await jest.advanceTimersByTimeAsync(199);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(400);
    await expect(done).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('sends the refresh as keepalive, and first waits for a refresh a reloaded page left on the wire', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') });
    localStorage.setItem('flow.refreshInFlight', String(Date.now() - 8000));
    const store = new SessionStore();
    connect(store);
    const fetchMock = jest.fn(async () => fakeResponse(200, testSession()));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const done = store.refresh();
    await jest.advanceTimersByTimeAsync(1900);
    expect(fetchMock).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(200);
    await expect(done).resolves.toBe(true);
    expect((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].keepalive).toBe(true);
    expect(localStorage.getItem('flow.refreshInFlight')).toBeNull();
  });

  it('renews the token on the 30 s tick once fewer than 3 ticks remain before expiry', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') });
    const store = new SessionStore();
    connect(store);
    const expiresAt = Date.now() / 1000 + 300;
    const fetchMock = jest.fn(async () => fakeResponse(200, { ...testSession(), expires_at: expiresAt }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await store.start();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // 300 s left: ticks at 30 … 210 s leave ≥ 90 s, nothing to do.
    await jest.advanceTimersByTimeAsync(210_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // At 240 s only 60 s remain (< 3 ticks): renewed.
    await jest.advanceTimersByTimeAsync(30_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    store.stop();
  });

  it('offline with a remembered user: shows the offline app instead of signing out', async () => {
    const online = new SessionStore();
    connect(online);
    online.setSession(testSession(), { broadcast: false });
    const store = new SessionStore();
    connect(store);
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await store.refresh();
    expect(store.getState()).toMatchObject({ status: 'offline', user: { email: 'ada@example.com' } });
  });

  it('signs out on the server, forgets the user and tells listeners (caches are cleared there)', async () => {
    const store = new SessionStore();
    connect(store);
    store.setSession(testSession(), { broadcast: false });
    const onSignedOut = jest.fn();
    store.onSignedOut(onSignedOut);
    const fetchMock = jest.fn(async () => fakeResponse(200, { ok: true }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await store.signOut();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/signout');
    expect(JSON.parse(init.body as string)).toEqual({ scope: 'local' });
    expect(store.getState()).toEqual({ status: 'signedOut', user: null });
    expect(store.getAccessToken()).toBeNull();
    expect(localStorage.getItem('flow.lastUser')).toBeNull();
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it("hands each new session's account to onSession before anyone sees the signed-in state", async () => {
    const store = new SessionStore();
    connect(store);
    const seen: Array<{ confirmed: string | null; status: string }> = [];
    store.onSession((user) => seen.push({ confirmed: user.email_confirmed_at, status: store.getState().status }));
    globalThis.fetch = jest.fn(async () => fakeResponse(200, testSession({ email_confirmed_at: null }))) as unknown as typeof fetch;
    await store.refresh();
    expect(seen).toEqual([{ confirmed: null, status: 'loading' }]);
    store.setSession(testSession(), { broadcast: false });
    expect(seen[1]).toEqual({ confirmed: '2026-01-01T00:05:00.000Z', status: 'signedIn' });
  });
});
