import fs from 'node:fs';
import path from 'node:path';
import express, { type Express, type RequestHandler } from 'express';

const NOT_FILES = /^\/(api|socket\.io|health|metrics)(\/|$)/;

/**
 * Serves the built web app: hashed assets cached for a year (brotli or gzip when the build wrote
 * compressed copies and the browser takes them), /sw.js never cached (so updates reach people), and
 * every other non-API path answers index.html (client-side routing).
 */
export function serveWebApp(app: Express, distDir: string): boolean {
  const root = path.resolve(distDir);
  const index = path.join(root, 'index.html');
  if (!fs.existsSync(index)) return false;
  app.get('/sw.js', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Service-Worker-Allowed', '/');
    res.sendFile(path.join(root, 'sw.js'));
  });
  const assets = path.join(root, 'assets');
  app.use('/assets', precompressed(assets), express.static(assets, { immutable: true, maxAge: '365d', fallthrough: false }));
  // API, socket and probe requests never name a file: they skip the file-system look-up (a stat per
  // request on the API's hot path otherwise, since this middleware runs before Nest's routes).
  const files = express.static(root, { index: false, maxAge: '1h' });
  app.use((req, res, next) => (NOT_FILES.test(req.path) ? next() : files(req, res, next)));
  // Pages prerendered at build time (apps/web/scripts/prerender.mjs): /auth → auth.html, …
  const pages = new Set(fs.readdirSync(root).filter((f) => f.endsWith('.html') && f !== 'index.html' && f !== '404.html').map((f) => `/${f.slice(0, -5)}`));
  app.get(/^(?!\/(api|socket\.io|health|metrics)(\/|$)).*/, (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(pages.has(req.path) ? path.join(root, `${req.path.slice(1)}.html`) : index);
  });
  return true;
}

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** The content codings an Accept-Encoding header allows (q=0 refuses one). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

/**
 * The build writes `<file>.br` and `<file>.gz` beside each text asset (tools/build.mjs). Sends the
 * best one the browser accepts, with the original's content type; the hashed files never change
 * while the gateway runs, so the list is read once.
 */
function precompressed(dir: string): RequestHandler {
  const files = new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  return (req, res, next) => {
    const name = req.path.slice(1);
    const variants = ENCODINGS.filter((e) => files.has(`${name}${e.suffix}`));
    if (!variants.length || name.includes('/')) return next();
    res.setHeader('Vary', 'Accept-Encoding');
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    const chosen = variants.find((e) => accepted.has(e.name));
    if (!chosen) return next();
    res.setHeader('Content-Encoding', chosen.name);
    res.type(path.extname(name));
    req.url = `/${name}${chosen.suffix}`;
    next();
  };
}
