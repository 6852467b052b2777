#!/usr/bin/env node
// Writes the HTML of the public routes and of the signed-in app shell at build time (issue 20): each
// page's first screen rendered by React (src/prerender.tsx, built with `vite build --ssr`) inside the
// built index.html, with module preloads for the route's own chunk, so it paints before any
// JavaScript runs and React hydrates it (src/main.tsx).
//
// The server's contract: GET /<route> answers dist/<route>.html when that file exists (auth.html,
// privacy-policy.html, terms-of-service.html, install.html), every other page path index.html
// (the signed-in shell, "/"); 404.html is the not-found page for a server that knows its routes.
// `node apps/web/scripts/prerender.mjs <dist> <renderer.mjs>`
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [dist, renderer] = process.argv.slice(2).map((p) => path.resolve(p));
/**
 * Route → output file, and the lazy page module it shows (its chunk is preloaded). `later`: a page that
 * works as HTML alone (issue 39): the app's JavaScript loads after the first paint (public/load-app.js).
 */
const PAGES = [
  { route: '/', file: 'index.html', module: null },
  { route: '/auth', file: 'auth.html', module: 'src/features/auth/components/auth-page.tsx', later: true },
  { route: '/privacy-policy', file: 'privacy-policy.html', module: 'src/features/legal/components/privacy-policy-page.tsx', later: true },
  { route: '/terms-of-service', file: 'terms-of-service.html', module: 'src/features/legal/components/terms-of-service-page.tsx', later: true },
  { route: '/install', file: 'install.html', module: 'src/features/install/components/install-page.tsx' },
  { route: '/404', file: '404.html', module: null },
];

const { render } = await import(pathToFileURL(renderer).href);
const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const rootTag = /<div id="root">[\s\S]*?<\/div>\s*<\/div>/;
if (!rootTag.test(template)) throw new Error('index.html: the boot shell in <div id="root"> is missing');

/** Module preload tags for a lazy page's chunk and the chunks it imports. */
function preloads(module) {
  if (!module) return '';
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`no chunk for ${key} in the build manifest`);
    if (seen.has(chunk.file)) return;
    seen.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  visit(module);
  const already = new Set([...template.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]));
  return [...seen]
    .filter((f) => !already.has(f))
    .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
    .join('\n    ');
}

/** The entry module's tag becomes the loader's (public/load-app.js), and nothing is preloaded before the first paint. */
function loadAppLater(html) {
  const entry = /<script type="module" crossorigin src="(\/assets\/main-[^"]+\.js)"><\/script>/;
  const match = html.match(entry);
  if (!match) throw new Error('index.html: the entry module script is missing');
  return html
    .replace(entry, `<script defer src="/load-app.js" data-app="${match[1]}"></script>`)
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/\s*<!--[^>]*\(public\/glance\.js\)\. -->/, '') // Today's glance is not a public page's
    .replace(/\s*<script src="\/glance\.js" defer><\/script>/, '');
}

for (const page of PAGES) {
  const body = await render(page.route);
  // data-prerendered: the client hydrates only when the address is this route (src/main.tsx).
  let html = template.replace(rootTag, () => `<div id="root" data-prerendered="${page.route}">${body}</div>`);
  if (page.later) html = loadAppLater(html);
  else {
    const links = preloads(page.module);
    if (links) html = html.replace('</head>', `  ${links}\n  </head>`);
  }
  fs.writeFileSync(path.join(dist, page.file), html);
}
console.log(`prerendered ${PAGES.map((p) => p.route).join(', ')}`);
// The app's modules may leave a timer behind (a palette tick, a query cache's gc): a one-shot script ends here.
process.exit(0);
