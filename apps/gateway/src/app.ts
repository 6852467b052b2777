import type { Server } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { createLogger, keepServingOnStrayErrors, loadConfig, LOGGER, metrics, PinoNestLogger, RpcClient } from '@flow/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AccessTokenVerifier } from './auth/access-token.verifier';
import { answerCachedDayReads } from './daily-flow/cached-day-reads';
import { FlowEdge } from './daily-flow/flow-edge';
import { apiDocsEnabled, bodyLimitBytes, GatewayEnv } from './gateway.env';
import { AuthFlows } from './auth/auth-flows';
import { GatewayModule } from './gateway.module';
import { serveAuthForm } from './http/auth-form';
import { registerCompression } from './http/compression';
import { buildOpenApiDocument } from './http/openapi';
import { badUrl, lingerAfterEarlyAnswers, readEmptyJsonAsNoBody, readEmptyTextAsNoBody, refuseMalformedRequests } from './http/request-guards';
import { sendSecurityHeaders } from './http/security-headers';
import { serveWebApp } from './http/static-app';
import { HttpErrorFilter } from './http/error.filter';
import { PersonLimits } from './http/person-limits';
import { PersonLanguages } from './i18n/person-languages';
import { answerEventCreates } from './scheduling/event-creates';

/**
 * Builds the gateway on Fastify: security headers, body limits, cookies, CORS, compression, cached
 * day reads and event creates before Nest (answerCachedDayReads, answerEventCreates), OpenAPI (outside production unless API_DOCS says so), the SPA.
 */
export async function createGateway(env: Record<string, string | undefined> = process.env): Promise<NestFastifyApplication> {
  const config = loadConfig(GatewayEnv, env);
  const adapter = new FastifyAdapter({
    trustProxy: config.TRUST_PROXY,
    bodyLimit: bodyLimitBytes(config.BODY_LIMIT),
    // Idle keep-alive connections are closed by the client (or a load balancer, idle 60 s) first, never
    // by us as a request arrives on them: that race fails the request with "other side closed".
    keepAliveTimeout: 65_000,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // A body such as {"__proto__": …} is refused (400) rather than merged into an object (readEmptyJsonAsNoBody too).
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // badUrl sends the answer itself; its reply (a thenable) is nothing Fastify waits for here.
    frameworkErrors: (...args: Parameters<typeof badUrl>) => void badUrl(...args),
  });
  const logger = createLogger('gateway', env.LOG_LEVEL);
  const app = await NestFactory.create<NestFastifyApplication>(GatewayModule.forRoot(env), adapter, {
    bodyParser: false,
    logger: new PinoNestLogger(logger),
  });
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  // JSON is the only body the API reads (Fastify's own parser); text bodies are not parsed, so refused
  // (an empty one, as Graph's subscription validation sends, is no body).
  readEmptyTextAsNoBody(fastify);
  readEmptyJsonAsNoBody(fastify);
  const origin = new URL(config.APP_ORIGIN).origin;
  sendSecurityHeaders(fastify, origin);
  await registerCompression(fastify);
  await app.register(fastifyCookie as never);
  app.enableCors({ origin, credentials: true });
  refuseMalformedRequests(fastify);
  lingerAfterEarlyAnswers(fastify);
  recordRequestMetrics(fastify);
  answerCachedDayReads(fastify, app.get(AccessTokenVerifier), app.get(FlowEdge), app.get(PersonLanguages));
  answerEventCreates(fastify, {
    verifier: app.get(AccessTokenVerifier),
    limits: app.get(PersonLimits),
    rpc: app.get(RpcClient),
    edge: app.get(FlowEdge),
    errors: new HttpErrorFilter(app.get(LOGGER), app.get(PersonLanguages)),
  });
  if (apiDocsEnabled(config, env)) {
    SwaggerModule.setup('api/docs', app as INestApplication, buildOpenApiDocument() as unknown as OpenAPIObject, { jsonDocumentUrl: 'api/docs/openapi.json' });
  }
  await serveWebApp(fastify, config.WEB_DIST_DIR);
  // The sign-in and sign-up forms of the prerendered /auth, answered without the app's JavaScript.
  serveAuthForm(fastify, app.get(AuthFlows), config.APP_ORIGIN, config.WEB_DIST_DIR, logger);
  app.enableShutdownHooks();
  return app;
}

/** Request duration by route template (not by URL: ids would make every request a series of its own). */
function recordRequestMetrics(fastify: FastifyInstance) {
  const timers = new WeakMap<FastifyRequest, ReturnType<typeof metrics.httpRequestDuration.startTimer>>();
  fastify.addHook('onRequest', (req: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    timers.set(req, metrics.httpRequestDuration.startTimer({ method: req.method }));
    done();
  });
  fastify.addHook('onResponse', (req: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const template = req.routeOptions.url;
    const route = template && template !== '/*' ? template : req.url.startsWith('/api') ? 'unmatched' : 'static';
    timers.get(req)?.({ route, status: String(reply.statusCode) });
    done();
  });
}

export async function startGateway(env: Record<string, string | undefined> = process.env) {
  const config = loadConfig(GatewayEnv, env);
  const app = await createGateway(env);
  await app.listen(config.PORT, config.HOST);
  (app.getHttpServer() as Server).headersTimeout = 66_000;
  keepServingOnStrayErrors(createLogger('gateway', env.LOG_LEVEL));
  return app;
}
