import { randomUUID } from 'node:crypto';
import { httpRoutes } from '@flow/contracts';
import { expectEventually, sharedGatewayUrl, startGateway, TestHttpClient, type GatewayProcess } from '@flow/testing';
import { signUp } from './support/actors';

// Security headers, body limits and the refresh cookie's same-origin rule, on the shared gateway and on
// one of our own that believes it is served over TLS.
const url = sharedGatewayUrl();
const api = new TestHttpClient(url);
const MIB = 1024 * 1024;

describe('security headers', () => {
  it.each(['/api/health', '/api/auth/user', '/api/no-such-route'])('sends CSP, frame-ancestors, nosniff and no-store on %s', async (path) => {
    const res = await api.get(path);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-powered-by')).toBeNull();
    // Plain HTTP (local runs): HSTS would pin a scheme the server does not speak.
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  describe('behind TLS (APP_ORIGIN https)', () => {
    let gateway: GatewayProcess;
    beforeAll(async () => {
      gateway = await startGateway({ APP_ORIGIN: 'https://flow.example.test', AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    }, 60_000);
    afterAll(() => gateway?.stop());

    it('adds HSTS, upgrades insecure requests and marks the refresh cookie Secure', async () => {
      const tls = new TestHttpClient(gateway.url);
      const res = await tls.get('/api/health');
      const maxAge = Number(/max-age=(\d+)/.exec(res.headers.get('strict-transport-security') ?? '')?.[1]);
      expect(maxAge).toBeGreaterThanOrEqual(180 * 86_400);
      expect(res.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
      const signedUp = await tls.post('/api/auth/signup', { email: `tls-${Date.now()}@example.com`, password: 'secret-pass-1' });
      expect(signedUp.status).toBe(201);
      expect(signedUp.headers.get('set-cookie')).toMatch(/flow_refresh=.*; Path=\/api\/auth;.*HttpOnly; Secure; SameSite=Lax/);
    });
  });
});

describe('compression', () => {
  it('sends JSON over the threshold brotli- or gzip-compressed as the client allows, and small answers as they are', async () => {
    const raw = (path: string, encoding: string) => fetch(`${url}${path}`, { headers: { 'accept-encoding': encoding } });
    const br = await raw('/api/docs/openapi.json', 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect((await br.json()).openapi).toBe('3.1.0');
    expect((await raw('/api/docs/openapi.json', 'gzip')).headers.get('content-encoding')).toBe('gzip');
    expect((await raw('/api/docs/openapi.json', 'identity')).headers.get('content-encoding')).toBeNull();
    expect((await raw('/api/health', 'br')).headers.get('content-encoding')).toBeNull();
  });
});

describe('request bodies', () => {
  const justOver = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(MIB) });

  it('refuses a body over 1 MiB with 413 on public and private routes, before reading on', async () => {
    const person = await signUp(api, 'bodies');
    const pub = await api.request('POST', '/api/auth/signup', { rawBody: justOver });
    const priv = await api.request('PATCH', '/api/profile', { rawBody: JSON.stringify({ full_name: 'y'.repeat(MIB + 1) }), token: person.token });
    for (const res of [pub, priv]) expect({ status: res.status, code: res.body?.error?.code }).toEqual({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
    expect((await api.get('/api/profile', person.token)).body.full_name).toBe('Test Person');
  });

  it('answers a body just under the limit on its merits (422 here), not with a crash', async () => {
    const person = await signUp(api, 'bodies');
    const res = await api.request('PATCH', '/api/profile', { rawBody: JSON.stringify({ full_name: 'z'.repeat(MIB - 100) }), token: person.token });
    expect(res.status).toBe(422);
  });

  it('refuses bodies that are not JSON with 415, and malformed or deeply nested JSON with a 4xx', async () => {
    const text = await fetch(`${url}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'email=a@b.co&password=x' });
    expect(text.status).toBe(415);
    const form = await fetch(`${url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a@b.co&password=x',
    });
    expect(form.status).toBe(415);
    const nested = await api.request('POST', '/api/auth/signin', { rawBody: '['.repeat(200_000) + ']'.repeat(200_000) });
    expect(nested.status).toBeGreaterThanOrEqual(400);
    expect(nested.status).toBeLessThan(500);
    const truncated = await api.request('POST', '/api/auth/signin', { rawBody: '{"email":"a@b.co","password":' });
    expect(truncated.status).toBe(400);
    const poisoned = await api.request('POST', '/api/auth/signin', { rawBody: '{"__proto__":{"admin":true},"email":"a@b.co","password":"x"}' });
    expect(poisoned.status).toBe(400);
    await expectEventually(async () => expect((await api.get('/api/health')).status).toBe(200));
  });
});

it('reads an empty JSON body as no body: a route that needs none answers, one that needs one says what is missing', async () => {
  const person = await signUp(api, 'empty-json');
  const empty = (path: string, token?: string) =>
    fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  const test = await empty('/api/notifications/test', person.token);
  expect(test.status).toBe(202);
  const signin = await empty('/api/auth/signin');
  expect(signin.status).toBe(422);
  expect((await signin.json()).error.message).toEqual(expect.any(String));
  // Every route that reads a body: an empty one is never a crash (ids in paths are unknown ones).
  const answers = await Promise.all(
    Object.entries(httpRoutes)
      .filter(([name, route]) => 'body' in route && name !== 'deleteAccount')
      .map(async ([name, route]) => {
        const path = route.path.replace(/:[A-Za-z]+/g, randomUUID());
        const res = await fetch(`${url}${path}`, {
          method: route.method,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${person.token}` },
        });
        return [name, res.status] as const;
      }),
  );
  expect(answers.length).toBeGreaterThan(20);
  expect(answers.filter(([, status]) => status >= 500 && status !== 501)).toEqual([]);
});

describe('the refresh cookie', () => {
  it('is used only by requests from our own pages', async () => {
    const person = await signUp(api, 'cookie');
    const cookie = `flow_refresh=${person.refreshToken}`;
    const from = (headers: Record<string, string>) => api.request('POST', '/api/auth/refresh', { body: {}, headers: { cookie, ...headers } });
    expect((await from({ origin: 'https://evil.example' })).status).toBe(403);
    expect((await from({ referer: 'https://evil.example/page' })).status).toBe(403);
    expect((await from({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await from({ 'sec-fetch-site': 'same-site' })).status).toBe(403);
    // None of those spent the token: our own page can still use it.
    const own = await from({ origin: new URL(url).origin, 'sec-fetch-site': 'same-origin' });
    expect(own.status).toBe(200);
  });
});
