import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerCompression } from './compression';
import { pagePath, serveWebApp } from './static-app';

/** Raw GET (no automatic decompression), so the test sees exactly what a browser receives. */
function get(port: number, route: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: route, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('serveWebApp', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'flow-static-'));
  const script = `console.log(${JSON.stringify('flow '.repeat(400))});`;
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.mkdirSync(path.join(dist, 'api'));
    fs.writeFileSync(path.join(dist, 'index.html'), `<!doctype html><title>FLOW</title><!-- ${'prerendered page '.repeat(200)} -->`);
    fs.writeFileSync(path.join(dist, 'auth.html'), '<!doctype html><title>Sign in</title>');
    fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    fs.writeFileSync(path.join(dist, 'api', 'secret.txt'), 'never served');
    fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), script);
    fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js.gz'), zlib.gzipSync(script));
    fs.writeFileSync(path.join(dist, 'assets', 'plain-3c4d.css'), 'body{margin:0}');
    app = Fastify();
    await registerCompression(app);
    expect(await serveWebApp(app, dist)).toBe(true);
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends the brotli copy of an asset to a browser that takes brotli, with the original type and caching', async () => {
    const res = await get(port, '/assets/app-1a2b.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toMatch(/immutable/);
    expect(Number(res.headers['content-length'])).toBeLessThan(script.length / 4);
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('falls back to gzip, then to the file itself, as the browser allows', async () => {
    const gzip = await get(port, '/assets/app-1a2b.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(script);
    const plain = await get(port, '/assets/app-1a2b.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.body.toString()).toBe(script);
    // An asset without compressed copies is sent as it is, without Vary.
    const css = await get(port, '/assets/plain-3c4d.css', { 'accept-encoding': 'br' });
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.body.toString()).toBe('body{margin:0}');
  });

  it('never answers an API, socket or probe path from the file system', async () => {
    const res = await get(port, '/api/secret.txt');
    expect(res.status).toBe(404);
    expect(res.body.toString()).not.toContain('never served');
  });

  it('answers index.html for client-side routes, never cached', async () => {
    const res = await get(port, '/co-flow');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.toString()).toContain('<title>FLOW</title>');
  });

  it('answers a page prerendered at build time (/auth → auth.html), never cached', async () => {
    const res = await get(port, '/auth');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.toString()).toContain('<title>Sign in</title>');
  });

  it('compresses the app page (not prebuilt) for a browser that takes it, and leaves precompressed assets as the build wrote them', async () => {
    const page = await get(port, '/today', { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(page.body).toString()).toContain('<title>FLOW</title>');
    const asset = await get(port, '/assets/app-1a2b.js', { 'accept-encoding': 'gzip' });
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.body.equals(fs.readFileSync(path.join(dist, 'assets', 'app-1a2b.js.gz')))).toBe(true);
  });

  it('sends the service worker uncached, allowed for the whole app', async () => {
    const res = await get(port, '/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
  });

  const oddPaths = [
    '/assets/%',
    '/..%2f',
    '/..%2f..%2fetc%2fpasswd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/a%00b',
    '/assets/..%2f..%2findex.html',
    `/${'x'.repeat(5000)}`,
    `/assets/${'y'.repeat(600)}.js`,
  ];
  it.each(oddPaths.map((p) => [p.length > 60 ? `${p.slice(0, 30)}… (${p.length} characters)` : p, p]))(
    'answers the odd path %s with a 4xx, never a file from outside or a 500',
    async (_label, route) => {
      const res = await get(port, route);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.toString()).not.toContain('root:');
    },
  );

  it('answers a missing asset with 404, not the app page', async () => {
    const res = await get(port, '/assets/gone-9z9z.js');
    expect(res.status).toBe(404);
    expect(res.body.toString()).not.toContain('<title>FLOW</title>');
  });
});

describe('pagePath', () => {
  it('decodes a page path and refuses what cannot be one', () => {
    expect(pagePath('/co-flow')).toBe('/co-flow');
    expect(pagePath('/caf%C3%A9')).toBe('/café');
    expect(pagePath('/%')).toBeNull();
    expect(pagePath('/..%2fetc')).toBeNull();
    expect(pagePath('/a/./b')).toBeNull();
    expect(pagePath('/a%00')).toBeNull();
    expect(pagePath('/a%5Cb')).toBeNull();
    expect(pagePath(`/${'x'.repeat(2000)}`)).toBeNull();
  });
});
