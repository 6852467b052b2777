import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { refuse } from './request-guards';

/** API, socket and probe paths never name a file of the app. */
const NOT_FILES = /^\/(api|socket\.io|health|metrics)(\/|\?|$)/;
/** Longer than any route of the app; a path this long is a probe, not a page. */
const MAX_PAGE_PATH = 1024;
/** A one-segment page the build may have prerendered (index.html and 404.html are not pages of their own). */
const PRERENDERED = /^(?!index$|404$)[a-z0-9-]+$/;

/**
 * Serves the built web app: hashed assets cached for a year (the brotli or gzip copy the build wrote,
 * when the browser takes it), /sw.js never cached (so updates reach people), the other files of the
 * app's root for an hour, and every other page path answers index.html (client-side routing).
 * Paths that cannot name a page (`..`, NUL and other control characters, very long ones) get a 4xx.
 */
export async function serveWebApp(fastify: FastifyInstance, distDir: string): Promise<boolean> {
  const root = path.resolve(distDir);
  if (!fs.existsSync(path.join(root, 'index.html'))) return false;
  const assets = path.join(root, 'assets');
  await fastify.register(fastifyStatic, {
    root: fs.existsSync(assets) ? assets : root,
    prefix: '/assets/',
    preCompressed: true,
    immutable: true,
    maxAge: '365d',
    index: false,
    // Missing assets are a 404 (never the app's HTML under a script's name).
  });
  // The app page is answered for every client-side route: kept in memory, compressed per the browser.
  const appPage = fs.readFileSync(path.join(root, 'index.html'));
  // The root's own files (manifest, icons, sw.js): read once, the build does not change them while we run.
  const rootFiles = new Set(fs.readdirSync(root, { withFileTypes: true }).flatMap((entry) => (entry.isFile() ? [entry.name] : [])));

  fastify.get('/*', (req: FastifyRequest, reply: FastifyReply) => {
    const rawPath = req.url.split('?', 1)[0]!;
    if (NOT_FILES.test(rawPath)) {
      refuse(reply, 404, 'NOT_FOUND', `Cannot GET ${rawPath.slice(0, 200)}`);
      return;
    }
    const page = pagePath(rawPath);
    if (page === null) {
      refuse(reply, 400, 'BAD_REQUEST', 'The request path is not a page of the app.');
      return;
    }
    const name = page.slice(1);
    if (name === 'sw.js' && rootFiles.has(name)) {
      reply.header('cache-control', 'no-cache').header('service-worker-allowed', '/');
      void reply.sendFile(name, root, { cacheControl: false });
    } else if (rootFiles.has(name) && name !== 'index.html') {
      void reply.sendFile(name, root, { maxAge: '1h' });
    } else if (PRERENDERED.test(name) && rootFiles.has(`${name}.html`)) {
      // A page prerendered at build time (apps/web/scripts/prerender.mjs): /auth → auth.html, …
      reply.header('cache-control', 'no-cache');
      void reply.sendFile(`${name}.html`, root, { cacheControl: false });
    } else {
      void reply.header('cache-control', 'no-cache').header('content-type', 'text/html; charset=utf-8').send(appPage);
    }
  });
  return true;
}

/** The decoded page path, or null when it cannot be one: undecodable, dot segments, control characters, too long. */
export function pagePath(rawPath: string): string | null {
  if (rawPath.length > MAX_PAGE_PATH) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(decoded) || decoded.split('/').some((segment) => segment === '..' || segment === '.')) return null;
  return decoded;
}
