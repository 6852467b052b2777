import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Inject } from '@nestjs/common';
import { CommonMessages, type Language, languageFromAcceptLanguage } from '@flow/contracts';
import { errorMessageIn } from '@flow/i18n';
import { DomainError, isZodError, fromZodError, LOGGER } from '@flow/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { RateLimitError } from '../auth/rate-limiter';
import { PersonLanguages } from '../i18n/person-languages';

/**
 * One place turns every error into `{ error: { code, message } }` with its status. A 4xx message is in
 * the person's language (their profile's when signed in, else Accept-Language); `code` and `details`
 * stay as they are for programs.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly languages: PersonLanguages,
  ) {}

  catch(exception: unknown, host: ArgumentsHost) {
    if (host.getType() !== 'http') return;
    const http = host.switchToHttp();
    void this.answer(exception, http.getRequest(), http.getResponse<FastifyReply>());
  }

  /** The answer to a request that failed with `exception` (also for routes answered before Nest); resolves once sent. */
  answer(exception: unknown, req: FastifyRequest & { user?: { userId?: string } }, res: FastifyReply): Promise<unknown> {
    const { status, code, message, details } = this.describe(exception);
    if (status >= 500 && status !== 503) this.logger.error({ err: exception }, 'request failed');
    if (status === 503) res.header('Retry-After', '5');
    if (exception instanceof RateLimitError) res.header('Retry-After', String(exception.retryAfterSeconds));
    const send = (language: Language) =>
      res.status(status).send({ error: { code, message: errorMessageIn(message, status, language), ...(details === undefined ? {} : { details }) } });
    const acceptLanguage = headerText(req?.headers?.['accept-language']);
    const userId = req?.user?.userId;
    if (status >= 500 || !userId) return Promise.resolve(send(languageFromAcceptLanguage(acceptLanguage)));
    // Nest answers Fastify with the reply itself after a filter, so the body may follow a moment later.
    return this.languages.of(userId, acceptLanguage).then(send, () => send(languageFromAcceptLanguage(acceptLanguage)));
  }

  private describe(exception: unknown): { status: number; code: string; message: string; details?: unknown } {
    if (exception instanceof DomainError) return { status: exception.status, code: exception.code, message: exception.message, details: exception.details };
    if (isZodError(exception)) return this.describe(fromZodError(exception));
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const body = exception.getResponse();
      const raw = typeof body === 'string' ? body : (body as { message?: unknown }).message;
      const message = Array.isArray(raw) ? String(raw[0]) : typeof raw === 'string' ? raw : exception.message;
      const code =
        status === 404 ? 'NOT_FOUND' : status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 400 ? 'BAD_REQUEST' : status === 401 ? 'UNAUTHORIZED' : 'HTTP_ERROR';
      return { status, code, message: status === 401 ? CommonMessages.unauthorized : message };
    }
    return describeFastifyError(exception as FastifyError | undefined);
  }
}

type FastifyError = { statusCode?: unknown; code?: unknown; message?: unknown };

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(',') : value);

/**
 * Errors Fastify and its plugins raise before a route runs (body parsing, request decompression):
 * each carries its 4xx status. Their messages name internals, so the common ones get ours.
 */
function describeFastifyError(error: FastifyError | undefined): { status: number; code: string; message: string } {
  const status = typeof error?.statusCode === 'number' ? error.statusCode : 500;
  if (status < 400 || status >= 500) return { status: 500, code: 'INTERNAL', message: CommonMessages.internal };
  const code = typeof error?.code === 'string' ? error.code : '';
  if (status === 413) return { status, code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large (limit 1 MiB).' };
  if (status === 415)
    return {
      status,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: code === 'UNSUPPORTED_MEDIA_TYPE' ? String(error?.message) : 'Send the request body as application/json.',
    };
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || /JSON/.test(String(error?.message))) {
    return { status: 400, code: 'BAD_REQUEST', message: 'Request body is not valid JSON.' };
  }
  if (code === 'BAD_REQUEST') return { status, code, message: String(error?.message) };
  return { status, code: status === 400 ? 'BAD_REQUEST' : 'HTTP_ERROR', message: 'The request could not be read.' };
}
