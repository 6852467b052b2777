import { securityHeaders } from './security-headers';

describe('securityHeaders', () => {
  it("are helmet's, with our CSP, for a plain-HTTP origin (no HSTS, no upgrade)", () => {
    const headers = securityHeaders('http://localhost:8080');
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("connect-src 'self' ws://localhost:8080");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'referrer-policy': 'no-referrer' });
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('add HSTS and upgrade-insecure-requests behind TLS', () => {
    const headers = securityHeaders('https://flow.example');
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(headers['content-security-policy']).toContain('wss://flow.example');
  });
});
