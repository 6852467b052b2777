import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { httpRoutes } from '@flow/contracts';
import { GATEWAY_CONTROLLERS } from '../gateway.module';
import { IS_PUBLIC } from './public.decorator';

/** Every route the gateway serves, read from the controllers' own metadata. */
function servedRoutes() {
  const routes: { method: string; path: string; isPublic: boolean }[] = [];
  for (const controller of GATEWAY_CONTROLLERS) {
    const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '').replace(/^\/|\/$/g, '');
    const proto = controller.prototype as unknown as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(proto)) {
      const handler = proto[name];
      if (name === 'constructor' || typeof handler !== 'function' || Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
      const sub = String(Reflect.getMetadata(PATH_METADATA, handler)).replace(/^\/|\/$/g, '');
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      const isPublic = Boolean(Reflect.getMetadata(IS_PUBLIC, handler) ?? Reflect.getMetadata(IS_PUBLIC, controller));
      routes.push({ method, path: '/' + [base, sub].filter(Boolean).join('/'), isPublic });
    }
  }
  return routes;
}

describe('route guards', () => {
  const declared = Object.values(httpRoutes).map((r) => ({ method: r.method, path: r.path, isPublic: 'public' in r && r.public === true }));

  it('declares every served route in the contract route map, with the same public/private choice', () => {
    const served = servedRoutes();
    expect(served.length).toBeGreaterThan(10);
    for (const route of served) {
      expect(declared).toContainEqual(route);
    }
  });

  it('keeps every route private unless the contract says it is public', () => {
    const publicRoutes = servedRoutes()
      .filter((r) => r.isPublic)
      .map((r) => `${r.method} ${r.path}`)
      .sort();
    expect(publicRoutes).toEqual([
      'GET /api/auth/google/callback',
      'GET /api/auth/google/start',
      'GET /api/auth/microsoft/callback',
      'GET /api/auth/microsoft/start',
      'GET /api/calendar/feed/:file',
      'GET /api/health',
      'GET /health/live',
      'GET /health/ready',
      'POST /api/auth/confirm-email',
      'POST /api/auth/recover',
      'POST /api/auth/refresh',
      'POST /api/auth/signin',
      'POST /api/auth/signup',
      'POST /api/auth/verify-recovery',
      'POST /api/calendar/google/notifications',
      'POST /api/calendar/outlook/notifications',
      'POST /api/notifications/snooze',
    ]);
  });
});
