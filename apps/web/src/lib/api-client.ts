import { type ErrorBody, type httpRoutes, type HttpBody, type HttpQuery, type HttpResponse, type HttpRouteName } from '@flow/contracts';
import { API_TIMEOUT_MS } from '../config/constants';
import { i18n } from '../i18n';
import { deviceTimeZone } from './device-time-zone';
import { routeTable } from './http-route-table';

/** An answer of the API that carried `{ error: { code, message } }` (or at least a status). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** What the person reads when a request could not go out or got no answer, in the language on screen. */
export const NetworkMessages = {
  get unreachable() {
    return i18n.t('network.unreachable');
  },
  get offline() {
    return i18n.t('network.offline');
  },
  get timeout() {
    return i18n.t('network.timeout');
  },
};

/** The request never got an answer (offline, server unreachable). */
export class NetworkError extends Error {
  constructor(message: string = NetworkMessages.unreachable) {
    super(message);
    this.name = 'NetworkError';
  }
}

/** No answer within the request's time limit (API_TIMEOUT_MS): a slow or half-open network. */
export class RequestTimeoutError extends NetworkError {
  constructor() {
    super(NetworkMessages.timeout);
    this.name = 'RequestTimeoutError';
  }
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Every request has a time limit (issue 39: nothing waits forever on a dead network). */
let requestTimeoutMs = API_TIMEOUT_MS;
/** For tests. */
export function setRequestTimeout(ms: number) {
  requestTimeoutMs = ms;
}

type IsNever<T> = [T] extends [never] ? true : false;
/** ':id' segments of a route path, as an object of strings. */
type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
type RoutePath<R extends HttpRouteName> = (typeof httpRoutes)[R]['path'];

export type CallOptions<R extends HttpRouteName> = { signal?: AbortSignal; keepalive?: boolean } & (IsNever<HttpBody<R>> extends true
  ? { body?: never }
  : { body: HttpBody<R> }) &
  (IsNever<HttpQuery<R>> extends true ? { query?: never } : { query: HttpQuery<R> }) &
  (IsNever<PathParamNames<RoutePath<R>>> extends true ? { params?: never } : { params: Record<PathParamNames<RoutePath<R>>, string> });

/** How the client reaches the session without importing it (the session uses this client too). */
export interface AuthHooks {
  getAccessToken(): string | null;
  /** Called once on a 401 of a private route; true when a fresh token is now available. */
  refreshAfterUnauthorized(): Promise<boolean>;
}

let authHooks: AuthHooks = { getAccessToken: () => null, refreshAfterUnauthorized: async () => false };
export function configureApiAuth(hooks: AuthHooks) {
  authHooks = hooks;
}

/** The URL of a route with its path parameters and query filled in (same origin). */
export function routeUrl<R extends HttpRouteName>(name: R, options: { params?: Record<string, string>; query?: Record<string, unknown> } = {}): string {
  let path = routeTable[name].path;
  for (const [key, value] of Object.entries(options.params ?? {})) path = path.replace(`:${key}`, encodeURIComponent(value));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) if (value !== undefined && value !== null) search.set(key, String(value));
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** `{ error: { code, message } }`, checked by hand: the client carries no schemas (the server validates). */
function isErrorBody(value: unknown): value is ErrorBody {
  const error = (value as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}

async function readError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  // The service worker's answer offline says so in English: the screen says it in its language.
  if (isErrorBody(parsed))
    return new ApiError(
      response.status,
      parsed.error.code,
      parsed.error.code === 'OFFLINE' ? i18n.t('network.offlineLater') : parsed.error.message,
      parsed.error.details,
    );
  const fallback = response.status === 503 || response.status === 502 || response.status === 504 ? i18n.t('network.unavailable') : i18n.t('network.internal');
  return new ApiError(response.status, `HTTP_${response.status}`, fallback);
}

async function send(method: string, url: string, body: unknown, token: string | null, signal?: AbortSignal, keepalive?: boolean): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  // profile-chart uses it for a profile that has none.
  const zone = deviceTimeZone();
  if (zone) headers['x-time-zone'] = zone;
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  // The caller's signal (a query cancelled) or the time limit, whichever comes first.
  const limit = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    limit.abort();
  }, requestTimeoutMs);
  const cancel = () => limit.abort();
  if (signal?.aborted) limit.abort();
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    const response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: limit.signal,
      ...(keepalive ? { keepalive } : {}),
    });
    return response;
  } catch (error) {
    if (timedOut) throw new RequestTimeoutError();
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new NetworkError(isOffline() ? NetworkMessages.offline : NetworkMessages.unreachable);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}

/**
 * Calls one gateway route by its name in `httpRoutes`: the path, body, query and answer are typed
 * by the contract. The gateway validates requests with the contract's schemas and the services
 * answer by them; the client does not check answers again, which keeps zod out of the JavaScript a
 * page loads first.
 */
export async function apiCall<R extends HttpRouteName>(
  name: R,
  ...[options]: IsNever<HttpBody<R>> extends true ? [CallOptions<R>?] : [CallOptions<R>]
): Promise<HttpResponse<R>> {
  const route = routeTable[name];
  const opts = (options ?? {}) as {
    body?: unknown;
    query?: Record<string, unknown>;
    params?: Record<string, string>;
    signal?: AbortSignal;
    keepalive?: boolean;
  };
  const url = routeUrl(name, opts);
  const isPublic = route.public;
  // Bodies go out even when empty for routes that declare one, so strict schemas see `{}`.
  const body = route.body ? (opts.body ?? {}) : undefined;

  let response = await send(route.method, url, body, isPublic ? null : authHooks.getAccessToken(), opts.signal, opts.keepalive);
  if (response.status === 401 && !isPublic && (await authHooks.refreshAfterUnauthorized())) {
    response = await send(route.method, url, body, authHooks.getAccessToken(), opts.signal);
  }
  if (!response.ok) throw await readError(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as HttpResponse<R>;
}

/** The message to show for any failure: the server's own text for API errors. */
export function errorMessage(error: unknown, fallback: string = i18n.t('network.internal')): string {
  if (error instanceof ApiError || error instanceof NetworkError) return error.message;
  return fallback;
}
