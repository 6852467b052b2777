// The JavaScript a route loads before anyone can tap: the scripts and module preloads of the HTML the
// server sends for it, the pages it loads at start (its lazy route chunk), and every chunk those
// import statically, as gzip bytes of the built files. What the app loads once the page is first idle
// (the live connection's socket.io-client, the toasts' view: lib/when-idle.ts) is not in it. Read from
// the build (apps/web/dist and Vite's manifest), so it runs in `npm test` without a browser; bench/web
// measures what Chromium loads until the network is idle (the idle-time chunks included).
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

/**
 * Each route, the lazy modules it loads at start, the budget `npm test` enforces (what the build
 * weighs today plus 1 KiB, rounded up: growth fails) and issue 20's target (bench/web/analysis.md says what
 * is left between the two). The signed-in budgets rose 1 KiB when tasks, Outlook and Microsoft sign-in added
 * their routes to the shell's route tables (194.2 and 194.5 KiB measured); issue 39 brings them to 180. /auth rose
 * 1 KiB when Quick Add's fit check and remembered event types added theirs (164.06 KiB measured). Issue 41 (FLOW
 * in Hindi) added the i18n library to every route: i18next, react-i18next, i18next-icu and intl-messageformat with
 * its ICU parser, about 32 KiB gzip, and the English catalogs of the converted pages (Hindi and the pseudo-locale
 * load on demand); measured 197.2 KiB (/auth) and 227.8 KiB (signed in), each budget rose by exactly that.
 */
const ROUTES = [
  { route: '/auth', boot: [], budgetKiB: 198, targetKiB: 120 },
  { route: '/', signedIn: true, boot: ['apps/web/src/app/routes/today-page.tsx'], budgetKiB: 229, targetKiB: 180 },
  { route: '/co-flow', signedIn: true, boot: ['apps/web/src/features/co-flow/components/co-flow-page.tsx'], budgetKiB: 229, targetKiB: 180 },
];

/** The HTML the server sends for a route: its prerendered page when there is one, else the app shell. */
function htmlFor(dist, route) {
  const own = path.join(dist, `${route.slice(1) || 'index'}.html`);
  return fs.existsSync(own) ? own : path.join(dist, 'index.html');
}

function initialJs(dist, { route, boot }) {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`${manifestFile} missing: build the web app first (node tools/build.mjs)`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const html = fs.readFileSync(htmlFor(dist, route), 'utf8');
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const tags = [...html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+)"|<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g)];
  for (const match of tags) {
    const file = match[1] ?? match[2];
    if (byFile.has(file)) visit(byFile.get(file));
    else files.add(file);
  }
  for (const module of boot) {
    // Keys are paths from the web app's root (apps/web).
    const key = path.relative('apps/web', module).split(path.sep).join('/');
    if (!manifest[key]) throw new Error(`${route} loads ${module} at start, but the build has no chunk for it (renamed? no longer lazy?)`);
    visit(key);
  }
  const list = [...files].map((file) => {
    const bytes = fs.readFileSync(path.join(dist, file));
    return { file, raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length };
  });
  list.sort((a, b) => b.gzip - a.gzip);
  return { route, html: path.relative(dist, htmlFor(dist, route)), gzip: list.reduce((sum, f) => sum + f.gzip, 0), files: list };
}

module.exports = { ROUTES, initialJs };
