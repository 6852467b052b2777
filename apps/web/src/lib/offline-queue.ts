import { ApiError, apiCall, NetworkError, RequestTimeoutError } from './api-client';
import { i18n } from '../i18n';
import { offline } from '../i18n/catalogs/en/offline';
import { pageNamespace } from '../i18n/page-catalog';
import { notify } from './notices';

/**
 * Requests made offline that must not be lost (issue 39): a check-in, a Quick Add event. Kept in
 * localStorage (a reload or a closed tab keeps them) and sent in order when the network returns. Only
 * requests that never reached the server are queued: a timeout may have been saved, so it is reported.
 */
export type QueueableRoute = 'createCheckin' | 'createEvent';
export interface QueuedRequest {
  id: string;
  route: QueueableRoute;
  body: unknown;
  queuedAt: string;
}
/** What a queued mutation resolves with instead of the server's answer. */
export interface Queued {
  queued: true;
  request: QueuedRequest;
}

const STORAGE_KEY = 'flow.offlineQueue';
const OFFLINE = pageNamespace('offline', offline);
const say = (id: keyof typeof offline, values?: Record<string, unknown>) => String(i18n.t(`${OFFLINE}:${id}`, values as never));
/** In the language on screen. */
export const OfflineQueueMessages = {
  get savedOffline() {
    return say('savedOffline');
  },
  get willSend() {
    return say('willSend');
  },
  sent: (count: number) => say('sent', { count }),
  get refused() {
    return say('refused');
  },
};

type Listener = (pending: QueuedRequest[]) => void;
const listeners = new Set<Listener>();

function read(): QueuedRequest[] {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as QueuedRequest[]) : [];
  } catch {
    return [];
  }
}

function write(pending: QueuedRequest[]) {
  try {
    if (pending.length) localStorage.setItem(STORAGE_KEY, JSON.stringify(pending));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // No storage (private mode): the queue lives as long as this page.
  }
  for (const listener of listeners) listener(pending);
}

export const pendingRequests = (): QueuedRequest[] => read();

/** Whether a failure means the request never left this device (so queueing cannot duplicate it). */
export const neverReachedServer = (error: unknown): boolean => error instanceof NetworkError && !(error instanceof RequestTimeoutError);

export function enqueue(route: QueueableRoute, body: unknown): QueuedRequest {
  const request: QueuedRequest = {
    id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    route,
    body,
    queuedAt: new Date().toISOString(),
  };
  write([...read(), request]);
  return request;
}

/**
 * A request that failed: queued (and the person told it is kept on the device) when it never reached
 * the server, else the failure stands (rethrown).
 */
export function queueIfNeverSent(route: QueueableRoute, body: unknown, error: unknown): Queued {
  if (!neverReachedServer(error)) throw error;
  const request = enqueue(route, body);
  notify.info(OfflineQueueMessages.savedOffline, OfflineQueueMessages.willSend);
  return { queued: true, request };
}

/**
 * Sends the request; if the device is offline (or the server unreachable) it is queued instead. This
 * module loads only then (a dynamic import): it is not part of a page's first JavaScript.
 */
export async function sendOrQueue<T>(route: QueueableRoute, body: unknown, send: () => Promise<T>): Promise<T | Queued> {
  try {
    return await send();
  } catch (error) {
    return queueIfNeverSent(route, body, error);
  }
}

export const isQueued = (value: unknown): value is Queued => (value as Queued | null)?.queued === true;

export function onQueueChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let flushing: Promise<number> | null = null;

/**
 * Sends what is queued, oldest first. Still offline: stops and keeps the rest. Refused by the server
 * (4xx: the check-in is no longer valid, say): dropped and reported. Resolves with how many were sent.
 */
export function flushQueue(send: (request: QueuedRequest) => Promise<unknown> = sendQueued): Promise<number> {
  flushing ??= (async () => {
    let sent = 0;
    try {
      for (const request of read()) {
        try {
          await send(request);
          sent++;
        } catch (error) {
          if (!(error instanceof ApiError) || error.status >= 500) break;
          notify.error(error.message, OfflineQueueMessages.refused);
        }
        write(read().filter((r) => r.id !== request.id));
      }
    } finally {
      flushing = null;
    }
    if (sent) notify.success(OfflineQueueMessages.sent(sent));
    return sent;
  })();
  return flushing;
}

function sendQueued(request: QueuedRequest): Promise<unknown> {
  return request.route === 'createCheckin'
    ? apiCall('createCheckin', { body: request.body as never })
    : apiCall('createEvent', { body: request.body as never });
}

/** Signing out forgets what this person queued (the next person must not send it). */
export const clearQueue = () => write([]);

/** Sends the queue now (if online) and whenever the network returns; `afterSend` refreshes what changed. */
export function startSendingQueue(afterSend: () => void): () => void {
  const flush = () => {
    if (navigator.onLine === false || read().length === 0) return;
    void flushQueue().then((sent) => sent && afterSend());
  };
  window.addEventListener('online', flush);
  flush();
  return () => window.removeEventListener('online', flush);
}
