import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const API = /^\/api(\/|\?|$)/;

/** `{ error: { code, message } }` with its status: what every refusal of the gateway looks like. */
export function refuse(reply: FastifyReply, status: number, code: string, message: string) {
  return reply
    .code(status)
    .header('content-type', 'application/json; charset=utf-8')
    .send(JSON.stringify({ error: { code, message } }));
}

/**
 * Before a route runs: API answers are never cached, and a body that is not JSON is refused
 * (nothing else is parsed, so nothing else gets past unread).
 */
export function refuseMalformedRequests(fastify: FastifyInstance) {
  fastify.addHook('onRequest', (req: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (!API.test(req.url)) return done();
    // API answers are personal (sessions, profiles, exports): no shared or browser cache keeps them.
    reply.header('cache-control', 'no-store');
    const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    const type = req.headers['content-type'];
    if (hasBody && !(type && /^application\/json\s*(;|$)/i.test(type))) {
      return refuse(reply, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json.');
    }
    done();
  });
}

/**
 * An empty body sent as JSON (`curl -X POST -H 'content-type: application/json'`, clients that always set
 * the header) is read as no body, as when the header is absent; anything else goes to Fastify's own
 * JSON parser, which refuses `__proto__` and `constructor` keys.
 */
export function readEmptyJsonAsNoBody(fastify: FastifyInstance) {
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) =>
    body === '' ? done(null, undefined) : parseJson(req, body as string, done),
  );
}

/** Fastify's own answers to a URL it cannot route (`/assets/%`, a path segment too long), in the gateway's error shape. */
export function badUrl(error: Error & { code?: string }, _req: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return refuse(reply, 414, 'URI_TOO_LONG', 'The request path is too long.');
  return refuse(reply, 400, 'BAD_REQUEST', 'The request path is not a valid URL.');
}

/**
 * An empty text/plain body is read as no body: Microsoft Graph's subscription validation is a POST with
 * `Content-Type: text/plain` and nothing in it. A text body with content never gets here (refused above).
 */
export function readEmptyTextAsNoBody(fastify: FastifyInstance) {
  fastify.removeContentTypeParser('text/plain');
  fastify.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) =>
    body === '' ? done(null, undefined) : done(Object.assign(new Error('Send the request body as application/json.'), { statusCode: 415 }), undefined),
  );
}
