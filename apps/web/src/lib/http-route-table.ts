import { httpRoutes, type HttpRouteName } from '@flow/contracts';

/** What the client needs to call a route: no schemas, so zod stays out of the first load. */
export interface RouteEntry {
  method: string;
  path: string;
  public: boolean;
  /** The route declares a body (sent as `{}` when the caller gives none). */
  body: boolean;
}

/**
 * Every route of the contracts without its schemas. This is the source for tests and type checks;
 * the web build replaces this module with the same table computed at build time (vite.config.ts,
 * `routeTableWithoutSchemas`), so the bundle carries plain data and no zod. The server validates.
 */
export const routeTable: Record<HttpRouteName, RouteEntry> = Object.fromEntries(
  Object.entries(httpRoutes).map(([name, route]) => [
    name,
    { method: route.method, path: route.path, public: 'public' in route && route.public === true, body: 'body' in route },
  ]),
) as Record<HttpRouteName, RouteEntry>;
