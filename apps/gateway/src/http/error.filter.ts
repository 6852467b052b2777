import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Inject } from '@nestjs/common';
import { CommonMessages } from '@flow/contracts';
import { DomainError, isZodError, fromZodError, LOGGER } from '@flow/platform';
import type { Response } from 'express';
import type { Logger } from 'pino';

/** One place turns every error into `{ error: { code, message } }` with its status. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost) {
    if (host.getType() !== 'http') return;
    const res = host.switchToHttp().getResponse<Response>();
    const { status, code, message, details } = this.describe(exception);
    if (status >= 500 && status !== 503) this.logger.error({ err: exception }, 'request failed');
    if (status === 503) res.setHeader('Retry-After', '5');
    res.status(status).json({ error: { code, message, ...(details === undefined ? {} : { details }) } });
  }

  private describe(exception: unknown): { status: number; code: string; message: string; details?: unknown } {
    if (exception instanceof DomainError) return { status: exception.status, code: exception.code, message: exception.message, details: exception.details };
    if (isZodError(exception)) return this.describe(fromZodError(exception));
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const body = exception.getResponse();
      const raw = typeof body === 'string' ? body : (body as { message?: unknown }).message;
      const message = Array.isArray(raw) ? String(raw[0]) : typeof raw === 'string' ? raw : exception.message;
      const code = status === 404 ? 'NOT_FOUND' : status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 400 ? 'BAD_REQUEST' : status === 401 ? 'UNAUTHORIZED' : 'HTTP_ERROR';
      return { status, code, message: status === 401 ? CommonMessages.unauthorized : message };
    }
    const httpError = exception as { status?: number; type?: string };
    if (httpError?.type === 'entity.too.large') return { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large (limit 1 MiB).' };
    if (httpError?.type === 'entity.parse.failed') return { status: 400, code: 'BAD_REQUEST', message: 'Request body is not valid JSON.' };
    return { status: 500, code: 'INTERNAL', message: CommonMessages.internal };
  }
}
