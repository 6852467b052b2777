import type { TestHttpClient } from '@flow/testing';

/** One operation of the gateway's OpenAPI document, with the path in Express form (`/api/events/:id`). */
export interface ApiOperation {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  isPublic: boolean;
  pathParams: string[];
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { operationId: string; security?: unknown[] }>>;
}

/** Every operation the running gateway documents: new routes are covered without touching the tests. */
export async function apiOperations(api: TestHttpClient): Promise<ApiOperation[]> {
  const res = await api.get<OpenApiDocument>('/api/docs/openapi.json');
  if (res.status !== 200) throw new Error(`no OpenAPI document: ${res.status}`);
  const operations: ApiOperation[] = [];
  for (const [path, methods] of Object.entries(res.body.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      operations.push({
        name: op.operationId,
        method: method.toUpperCase() as ApiOperation['method'],
        path: path.replace(/\{([A-Za-z]+)\}/g, ':$1'),
        isPublic: Array.isArray(op.security) && op.security.length === 0,
        pathParams: [...path.matchAll(/\{([A-Za-z]+)\}/g)].map((m) => m[1]!),
      });
    }
  }
  return operations.sort((a, b) => a.name.localeCompare(b.name));
}

export interface RouteRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}

/** The URL of an operation with its path parameters and query filled in. */
export function operationUrl(op: Pick<ApiOperation, 'path'>, request: RouteRequest = {}): string {
  const path = op.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = request.params?.[name];
    if (value === undefined) throw new Error(`${op.path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams(request.query ?? {}).toString();
  return query ? `${path}?${query}` : path;
}

/** Sends one operation; bodies go only with methods that carry one. */
export function send(api: TestHttpClient, op: ApiOperation, request: RouteRequest, token?: string) {
  // A DELETE carries a body only where its fixture gives one (DELETE /api/notifications/subscriptions names the endpoint).
  const withBody = op.method !== 'GET' && (op.method !== 'DELETE' || request.body !== undefined);
  return api.request(op.method, operationUrl(op, request), {
    token,
    headers: request.headers,
    ...(withBody ? { body: request.body ?? {} } : {}),
  });
}
