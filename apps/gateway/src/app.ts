import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { createLogger, loadConfig, metrics, PinoNestLogger } from '@flow/platform';
import cookieParser from 'cookie-parser';
import express from 'express';
import helmet from 'helmet';
import { GatewayEnv } from './gateway.env';
import { GatewayModule } from './gateway.module';
import { buildOpenApiDocument } from './http/openapi';
import { serveWebApp } from './http/static-app';

/** Builds the gateway: security headers, body limits, cookies, CORS, OpenAPI, the SPA. */
export async function createGateway(env: Record<string, string | undefined> = process.env): Promise<NestExpressApplication> {
  const config = loadConfig(GatewayEnv, env);
  const app = await NestFactory.create<NestExpressApplication>(GatewayModule.forRoot(env), {
    bodyParser: false,
    logger: new PinoNestLogger(createLogger('gateway', env.LOG_LEVEL)),
  });
  const origin = new URL(config.APP_ORIGIN).origin;
  app.set('trust proxy', config.TRUST_PROXY);
  app.disable('x-powered-by');
  // API answers are personal and not cached, so an ETag (a hash of every JSON body) buys nothing
  // (the ICS feed stamps each render with DTSTAMP, so its ETag never matched either); static files
  // keep theirs (express.static sets its own).
  app.set('etag', false);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'", origin.replace(/^http/, 'ws')],
          fontSrc: ["'self'", 'data:'],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          upgradeInsecureRequests: origin.startsWith('https://') ? [] : null,
        },
      },
      hsts: origin.startsWith('https://'),
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use('/api', refuseNonJsonBodies, noStore);
  app.use(express.json({ limit: config.BODY_LIMIT }));
  app.use(cookieParser());
  app.enableCors({ origin, credentials: true });
  app.use((req: express.Request, res: express.Response, next: express.NextFunction) => {
    const end = metrics.httpRequestDuration.startTimer({ method: req.method });
    res.on('finish', () => end({ route: req.route?.path ?? (req.path.startsWith('/api') ? 'unmatched' : 'static'), status: String(res.statusCode) }));
    next();
  });
  SwaggerModule.setup('api/docs', app as INestApplication, buildOpenApiDocument() as unknown as OpenAPIObject, { jsonDocumentUrl: 'api/docs/openapi.json' });
  serveWebApp(app.getHttpAdapter().getInstance() as express.Express, config.WEB_DIST_DIR);
  app.enableShutdownHooks();
  return app;
}

/** A request that carries a body must carry JSON: nothing else is parsed, so nothing else gets past unread. */
function refuseNonJsonBodies(req: express.Request, res: express.Response, next: express.NextFunction) {
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (!hasBody || req.is('application/json')) return next();
  res.status(415).json({ error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request body as application/json.' } });
}

/** API answers are personal (sessions, profiles, exports): no shared or browser cache keeps them. */
function noStore(_req: express.Request, res: express.Response, next: express.NextFunction) {
  res.setHeader('Cache-Control', 'no-store');
  next();
}

export async function startGateway(env: Record<string, string | undefined> = process.env) {
  const config = loadConfig(GatewayEnv, env);
  const app = await createGateway(env);
  await app.listen(config.PORT, config.HOST);
  // Idle keep-alive connections are closed by the client (or a load balancer, idle 60 s) first, never
  // by us as a request arrives on them: that race fails the request with "other side closed".
  const server = app.getHttpServer() as import('node:http').Server;
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return app;
}
