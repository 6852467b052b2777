/**
 * FLOW's service worker, served at /sw.js. It makes the app shell load offline and keeps the last
 * copy of the user's day (and profile) for when the network is gone. Self-contained on purpose: it
 * imports nothing, so the build emits it as one classic script (the build checks this).
 *
 * - the app shell (index.html and every built file) is precached; the build writes the list;
 * - a new version waits until the page asks it to take over (the page offers "Reload"), so an open
 *   page never runs against a half-replaced set of files; the very first install starts at once;
 * - page navigations of the signed-in app: the precached shell at once (issue 39: a returning person's
 *   day paints without waiting for the network; the app then refreshes its data in place). The public
 *   pages (/auth, the legal pages, /install) and /api navigations: network first (with navigation
 *   preload, so the request does not wait for the worker to start), the cached shell when offline;
 * - built assets: cache first (their names carry a hash);
 * - the user's data (daily flow, rhythm blocks, events, score, profile): network first, the last
 *   good answer when offline. Sign-out deletes that cache from the page (`flow-data`);
 * - notifications: a push shows its notification unless a FLOW tab is open and focused (that tab shows
 *   the same message as a toast over socket.io, so it is never shown twice); a click (or "Open") focuses
 *   a FLOW tab on the notification's screen, or opens one; "Snooze 10 min" asks FLOW to send it again
 *   in 10 minutes (the device proves itself with its push subscription: a worker holds no access token).
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
interface PushEventLike extends ExtendableEventLike {
  data: { json(): unknown } | null;
}
interface NotificationLike {
  data: unknown;
  close(): void;
}
interface NotificationEventLike extends ExtendableEventLike {
  notification: NotificationLike;
  action: string;
}
interface WindowClientLike {
  url: string;
  focused: boolean;
  visibilityState: string;
  focus(): Promise<WindowClientLike>;
  navigate(url: string): Promise<WindowClientLike | null>;
}
interface ServiceWorkerScope {
  location: Location;
  registration: {
    active: unknown;
    navigationPreload?: { enable(): Promise<void> };
    showNotification(
      title: string,
      options: { body: string; tag: string; data: unknown; icon: string; badge: string; actions?: { action: string; title: string }[]; timestamp?: number },
    ): Promise<void>;
    pushManager: { getSubscription(): Promise<{ toJSON(): { endpoint?: string; keys?: Record<string, string> } } | null> };
  };
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEventLike) => void): void;
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
/** The notification action that snoozes (the other, 'open', does what a click does). */
const SNOOZE = 'snooze';
/** The prerendered public pages and the server's own paths: never answered by the cached app shell. */
const NOT_SHELL = /^\/(api|auth|privacy-policy|terms-of-service|install|socket\.io|health|metrics)(\/|$)/;
const SHELL_PAGE = (pathname: string) => !NOT_SHELL.test(pathname) && !/\.[a-z0-9]+$/i.test(pathname);
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
    if (SHELL_PAGE(url.pathname)) event.respondWith(shellFirst(event));
    else event.respondWith(navigationResponse(event).catch(() => cachedOr(SHELL_URL, offlineText())));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (OFFLINE_DATA.some((pattern) => pattern.test(url.pathname))) {
    event.respondWith(networkFirst(request));
  } else if (!url.pathname.startsWith('/api/') && !url.pathname.startsWith('/socket.io')) {
    // Icons, manifest and other public files: the precached copy when offline.
    event.respondWith(fetch(request).catch(() => cachedOr(request, offlineText())));
  }
});

/** What FLOW's pushes carry (NotificationMessage in libs/contracts). */
interface PushedNotification {
  id: string;
  title: string;
  body: string;
  url: string;
  tag: string;
}

sw.addEventListener('push', (event) => {
  const message = readPush(event);
  if (message) event.waitUntil(showUnlessOpen(message));
});

sw.addEventListener('notificationclick', (event) => {
  const message = event.notification.data as PushedNotification;
  event.notification.close();
  event.waitUntil(event.action === SNOOZE ? snooze(message) : openScreen(message.url));
});

function readPush(event: PushEventLike): PushedNotification | null {
  try {
    const data = event.data?.json() as Partial<PushedNotification> | undefined;
    if (!data || typeof data.title !== 'string' || typeof data.url !== 'string' || !data.url.startsWith('/')) return null;
    return { id: String(data.id ?? ''), title: data.title, body: String(data.body ?? ''), url: data.url, tag: String(data.tag ?? data.id ?? '') };
  } catch {
    return null;
  }
}

/** A focused, visible FLOW tab shows the toast itself. */
async function showUnlessOpen(message: PushedNotification): Promise<void> {
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (windows.some((w) => w.focused && w.visibilityState === 'visible')) return;
  await show(message);
}

/**
 * The action buttons in the notification's own language: the server wrote its title and body in the
 * person's language (Hindi in Devanagari), and a worker can read neither the page's language nor its storage.
 */
const ACTION_LABELS = {
  en: { snooze: 'Snooze 10 min', open: 'Open' },
  hi: { snooze: '10 मिनट बाद फिर बताएँ', open: 'खोलें' },
};

/** Actions show where the platform has them (Chromium on desktop and Android); elsewhere a click opens. */
function show(message: PushedNotification): Promise<void> {
  const labels = ACTION_LABELS[/[\u0900-\u097F]/.test(`${message.title} ${message.body}`) ? 'hi' : 'en'];
  // A snooze names the notification by its id: a push without one can only be opened.
  const actions = message.id
    ? [
        { action: SNOOZE, title: labels.snooze },
        { action: 'open', title: labels.open },
      ]
    : [{ action: 'open', title: labels.open }];
  return sw.registration.showNotification(message.title, {
    body: message.body,
    tag: message.tag,
    data: message,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    actions,
  });
}

/**
 * "Snooze 10 min": FLOW sends the notification again in 10 minutes (POST /api/notifications/snooze, see
 * SnoozeNotificationBody in libs/contracts). When it cannot be asked (offline, no subscription any more),
 * the notification is shown again rather than lost.
 */
async function snooze(message: PushedNotification): Promise<void> {
  const subscription = (await sw.registration.pushManager.getSubscription())?.toJSON();
  const asked =
    subscription?.endpoint && subscription.keys?.auth
      ? await fetch('/api/notifications/snooze', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ id: message.id, endpoint: subscription.endpoint, auth: subscription.keys.auth }),
        }).then(
          (response) => response.ok,
          () => false,
        )
      : false;
  if (!asked) await show(message);
}

/** Take a FLOW tab to the screen and focus it, or open a new one there. */
async function openScreen(path: string): Promise<void> {
  const target = new URL(path, sw.location.origin).href;
  // Controlled tabs only: navigate() works on those.
  const [tab] = await sw.clients.matchAll({ type: 'window', includeUncontrolled: false });
  if (!tab) {
    await sw.clients.openWindow(target);
    return;
  }
  const there = tab.url === target ? tab : ((await tab.navigate(target)) ?? tab);
  // Focusing needs the click's user activation; where the browser refuses, the tab is still on the screen.
  await there.focus().catch(() => undefined);
}

/** The preloaded answer when the browser made one, else the network. */
async function navigationResponse(event: FetchEventLike): Promise<Response> {
  const preloaded = await event.preloadResponse?.catch(() => undefined);
  return preloaded ?? fetch(event.request);
}

/** The precached shell (this worker's version of the app) without a network round trip; the network when absent. */
async function shellFirst(event: FetchEventLike): Promise<Response> {
  const cached = await caches.match(SHELL_URL, { cacheName: SHELL_CACHE } as CacheQueryOptions);
  if (cached) {
    // The preload the browser started is not needed; let it settle instead of being cancelled.
    if (event.preloadResponse) event.waitUntil(event.preloadResponse.catch(() => undefined));
    return cached;
  }
  return navigationResponse(event).catch(() => cachedOr(SHELL_URL, offlineText()));
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
