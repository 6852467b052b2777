/**
 * FLOW's service worker, served at /sw.js. It makes the app shell load offline and keeps the last
 * copy of the user's day (and profile) for when the network is gone. Self-contained on purpose: it
 * imports nothing, so the build emits it as one classic script (the build checks this).
 *
 * - the app shell (index.html and every built file) is precached; the build writes the list;
 * - a new version waits until the page asks it to take over (the page offers "Reload"), so an open
 *   page never runs against a half-replaced set of files; the very first install starts at once;
 * - page navigations: network first (with navigation preload, so the request does not wait for the
 *   worker to start), the cached shell when offline (client-side routing does the rest);
 * - built assets: cache first (their names carry a hash);
 * - the user's data (daily flow, rhythm blocks, events, score, profile): network first, the last
 *   good answer when offline. Sign-out deletes that cache from the page (`flow-data`).
 */

interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEventLike extends ExtendableEventLike {
  request: Request;
  /** The navigation preload answer, when preload is on. */
  preloadResponse?: Promise<Response | undefined>;
  respondWith(response: Promise<Response> | Response): void;
}
interface ServiceWorkerScope {
  location: Location;
  registration: { active: unknown; navigationPreload?: { enable(): Promise<void> } };
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

const sw = self as unknown as ServiceWorkerScope;

// Replaced at build time by the list of built files (see vite.config.ts).
const PRECACHE = '__PRECACHE_MANIFEST__' as unknown as string[];
const SHELL_PREFIX = 'flow-shell-';
const SHELL_CACHE = `${SHELL_PREFIX}${fingerprint(PRECACHE.join('|'))}`;
/** Keep in step with DATA_CACHE in lib/pwa/register-service-worker.ts. */
const DATA_CACHE = 'flow-data';
const SHELL_URL = '/index.html';
/** The message of the page's "Reload" (lib/pwa/app-update.ts). */
const SKIP_WAITING = 'SKIP_WAITING';
const OFFLINE_DATA = [/^\/api\/profile$/, /^\/api\/daily-flow$/, /^\/api\/rhythm-blocks$/, /^\/api\/events$/, /^\/api\/flow-score$/];

function fingerprint(text: string): string {
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash << 5) + hash + text.charCodeAt(i)) | 0;
  return (hash >>> 0).toString(36);
}

sw.addEventListener('install', (event) => {
  // The first worker takes over at once; an update waits for the page's Reload.
  const first = !sw.registration.active;
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(PRECACHE.map((url) => new Request(url, { cache: 'reload' }))))
      .then(() => (first ? sw.skipWaiting() : undefined)),
  );
});

sw.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING) void sw.skipWaiting();
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all([
      sw.registration.navigationPreload?.enable().catch(() => undefined),
      caches.keys().then((keys) => Promise.all(keys.filter((key) => key.startsWith(SHELL_PREFIX) && key !== SHELL_CACHE).map((key) => caches.delete(key)))),
    ]).then(() => sw.clients.claim()),
  );
});

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;

  if (request.mode === 'navigate') {
    event.respondWith(navigation(event).catch(() => cachedOr(SHELL_URL, offlineText())));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (OFFLINE_DATA.some((pattern) => pattern.test(url.pathname))) {
    event.respondWith(networkFirst(request));
  } else if (!url.pathname.startsWith('/api/') && !url.pathname.startsWith('/socket.io')) {
    // Icons, manifest and other public files: the precached copy when offline.
    event.respondWith(fetch(request).catch(() => cachedOr(request, offlineText())));
  }
});

/** The preloaded answer when the browser made one, else the network. */
async function navigation(event: FetchEventLike): Promise<Response> {
  const preloaded = await event.preloadResponse?.catch(() => undefined);
  return preloaded ?? fetch(event.request);
}

async function cachedOr(request: Request | string, fallback: Response): Promise<Response> {
  return (await caches.match(request, { ignoreVary: true })) ?? fallback;
}

async function cacheFirst(request: Request): Promise<Response> {
  // The gateway answers with `Vary: Origin` (CORS); module scripts are fetched with an Origin header
  // the precache request did not have. Hashed asset names make the URL enough.
  const cached = await caches.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(SHELL_CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

async function networkFirst(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const cache = await caches.open(DATA_CACHE);
      await cache.put(request, response.clone());
    }
    return response;
  } catch {
    const cached = await caches.match(request, { ignoreVary: true, cacheName: DATA_CACHE } as CacheQueryOptions);
    return cached ?? offlineJson();
  }
}

function offlineJson(): Response {
  return new Response(JSON.stringify({ error: { code: 'OFFLINE', message: 'You are offline. This will load when you are back online.' } }), {
    status: 503,
    headers: { 'content-type': 'application/json' },
  });
}

function offlineText(): Response {
  return new Response('You are offline.', { status: 503, headers: { 'content-type': 'text/plain' } });
}
