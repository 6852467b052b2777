import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Compressing a response smaller than this costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/** Quality 11 (the default) is for files compressed once at build time; per response, 4 is within a few percent of its size at a small fraction of the CPU. */
export const BROTLI_QUALITY = 4;

/**
 * Brotli or gzip for every answer over the threshold (API JSON, the app's HTML) on the routes
 * registered after this; the app's hashed assets are sent as the build wrote them. Request bodies in gzip or deflate are read; any
 * other coding, or a body that does not decode, is refused with a 4xx.
 */
export async function registerCompression(fastify: FastifyInstance) {
  // The build compressed every asset worth it (tools/build.mjs): the rest are sent as they are.
  fastify.addHook('onRoute', (route) => {
    if (route.url.startsWith('/assets/')) (route as { compress?: boolean }).compress = false;
  });
  await fastify.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    requestEncodings: ['gzip', 'deflate', 'identity'],
    onUnsupportedRequestEncoding: (encoding: string) =>
      requestEncodingError(415, `Content-Encoding "${encoding.slice(0, 40)}" is not supported: send the body as plain JSON.`),
    onInvalidRequestPayload: () => requestEncodingError(400, 'The request body does not match its Content-Encoding.'),
  });
}

/** @fastify/compress copies the own properties of this onto its error: the message must be one of them. */
function requestEncodingError(statusCode: number, message: string) {
  return Object.assign(new Error(), { message, statusCode, code: statusCode === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'BAD_REQUEST' });
}
