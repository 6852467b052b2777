import { sharedGatewayUrl, TestHttpClient } from '@flow/testing';

// The gateway's own surface: its OpenAPI document, health, security headers and body limit.
const api = new TestHttpClient(sharedGatewayUrl());

describe('gateway surface', () => {
  it('serves the OpenAPI document with every auth route', async () => {
    const doc = await api.get('/api/docs/openapi.json');
    expect(doc.status).toBe(200);
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining(['/api/auth/signup', '/api/auth/signin', '/api/auth/refresh', '/api/auth/user', '/api/health']),
    );
  });

  it('reports health of its dependencies and sets security headers', async () => {
    const res = await api.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', checks: { nats: 'ok', redis: 'ok' } });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('refuses bodies over 1 MiB', async () => {
    const res = await api.post('/api/auth/signin', { email: 'a@b.co', password: 'x'.repeat(1_100_000) });
    expect(res.status).toBe(413);
  });
});
