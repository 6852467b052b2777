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

/** How long an upload may go on after it was answered, its rest read and dropped (nginx's lingering close). */
export const LINGER_MS = 5_000;

/**
 * An answer sent before the request's body was read (a 413 on its Content-Length, a 415) lets the client
 * finish sending before the connection closes. Fastify marks such answers `connection: close`, and Node
 * then closed the socket at once with the rest of the upload still arriving: the kernel answers that with
 * a reset, which can reach the client before it has read the answer, so it saw "write EPIPE" instead of
 * the 413 and its message (seen under load in the body-limit spec). The rest is now dropped as it arrives
 * (nothing is kept) for at most LINGER_MS, then the connection closes if the upload has not ended.
 */
export function lingerAfterEarlyAnswers(fastify: FastifyInstance, lingerMs = LINGER_MS) {
  fastify.addHook('onSend', (req: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
    const raw = req.raw;
    const sendsBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (sendsBody && !raw.complete) {
      // Without `connection: close`, Node reads the rest of the request and drops it once the answer is sent.
      reply.removeHeader('connection');
      const socket = raw.socket;
      const timer = setTimeout(() => socket.destroy(), lingerMs).unref();
      // Both listeners go when either fires: a kept-alive socket must not collect one per answer.
      const stopLingering = () => {
        clearTimeout(timer);
        raw.off('end', stopLingering);
        socket.off('close', stopLingering);
      };
      raw.once('end', stopLingering);
      socket.once('close', stopLingering);
    }
    done(null, payload);
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
