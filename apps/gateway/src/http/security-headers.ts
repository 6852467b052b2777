import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers for `origin`, worked out once: with our options they are the same for every
 * request (no nonces), and running helmet's middleware per request cost ~10% of the gateway's CPU
 * on the read path.
 */
export function securityHeaders(origin: string): Record<string, string> {
  const https = origin.startsWith('https://');
  const options: HelmetOptions = {
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
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    hsts: https,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  };
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let done = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => (done = true));
  if (!done) throw new Error('helmet did not finish synchronously: its headers cannot be computed once');
  return headers;
}

/** Every answer (API, app, errors, 404s) carries the security headers. */
export function sendSecurityHeaders(fastify: FastifyInstance, origin: string) {
  const headers = securityHeaders(origin);
  fastify.addHook('onRequest', (_req: FastifyRequest, reply: FastifyReply, done: () => void) => {
    reply.headers(headers);
    done();
  });
}
