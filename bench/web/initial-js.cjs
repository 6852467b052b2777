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
 * 1 KiB when Quick Add's fit check and remembered event types added theirs (164.06 KiB measured); issue 39 made
 * /auth HTML that works alone, the app's JavaScript loading after the first paint (public/load-app.js): 1 KiB;
 * the signed-in routes rose 2.3 KiB with its offline notice, notices place and kept day (197.2 and 196.5 KiB
 * measured; the offline queue itself loads only when a request fails or the page is idle). 180 is not reached yet.
 * Issue 41 (FLOW in Hindi) added the i18n library to the signed-in routes: i18next, react-i18next, i18next-icu and
 * intl-messageformat with its ICU parser, about 32 KiB gzip, plus the English catalogs of the converted pages (Hindi
 * and the pseudo-locale load on demand); with the timeline-first Today (issue 39) the signed-in routes measured 240.4 (/) and
 * 231.0 KiB (/co-flow); the budgets are those plus 1 KiB. /auth loads none of it before the first tap.
 * The next round took the i18n libraries out again (the same catalogs and `useTranslation`/`t` over the app's own runtime
 * and ICU formatter, src/i18n/runtime.ts and message-format.ts: −26.5 KiB), Today's block progress and score ring and
 * Co-Flow's invite tabs off Ark's state machines (components/ui/progress.tsx, tabs.tsx), and Today's first fold (the
 * check-in with the current flow, Daily Alignment) into a chunk loaded when it renders: 194.3 (/) and 190.6 KiB
 * (/co-flow) measured. The rest of the web app in the catalogs (Today, Quick Add, the shell's notices: their English in
 * the first load; tasks, planning, insights, settings, Co-Flow, calendar, auth and onboarding as page namespaces that
 * come with their page's chunk, src/i18n/page-catalog.ts): 196.6 (/) and 193.2 KiB (/co-flow), below the 197.2 and
 * 196.5 of before the i18n work; the budgets those plus 1 KiB, rounded up. Issue 39 then reached 180: the app's shell
 * as one chunk, react-router's unused components dropped, the app's own link and colour mode, hidden source maps,
 * chunks named by hash, Co-Flow's plain field, Today's later folds loaded as they render: 178.2 (/) and 173.8 KiB
 * (/co-flow) measured; the budgets those plus 1 KiB, rounded up (bench/web/analysis.md).
 */
const ROUTES = [
  { route: '/auth', boot: [], budgetKiB: 60, targetKiB: 60 },
  { route: '/', signedIn: true, boot: ['apps/web/src/app/routes/today-page.tsx'], budgetKiB: 180, targetKiB: 180 },
  { route: '/co-flow', signedIn: true, boot: ['apps/web/src/features/co-flow/components/co-flow-page.tsx'], budgetKiB: 175, targetKiB: 180 },
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
  // Module scripts, module preloads and classic scripts (theme-init.js, the public pages' load-app.js).
  const tags = [...html.matchAll(/<script[^>]*\ssrc="\/([^"]+)"|<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g)];
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
    // The app's chunks are named by hash alone (vite.config.ts): the manifest says what each one is.
    const key = byFile.get(file);
    const name = key ? (manifest[key].src ?? manifest[key].name ?? key) : file;
    return { file, name, raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length };
  });
  list.sort((a, b) => b.gzip - a.gzip);
  return { route, html: path.relative(dist, htmlFor(dist, route)), gzip: list.reduce((sum, f) => sum + f.gzip, 0), files: list };
}

module.exports = { ROUTES, initialJs };
