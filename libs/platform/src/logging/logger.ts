import type { LoggerService } from '@nestjs/common';
import { trace } from '@opentelemetry/api';
import pino, { type Logger } from 'pino';
import { loggableError } from './safe-error';

/** Database errors lose their SQL text and values (birth data, e-mails) before they are written. */
export const logSerializers = { err: loggableError, error: loggableError };

/** JSON logs with the service name and the active trace id; secrets are redacted, SQL and its values never written. */
export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    level,
    base: { service },
    serializers: logSerializers,
    redact: {
      paths: [
        'password',
        '*.password',
        'refresh_token',
        '*.refresh_token',
        'access_token',
        '*.access_token',
        'token',
        '*.token',
        'authorization',
        '*.authorization',
        'headers.cookie',
        'req.headers.authorization',
        'req.headers.cookie',
      ],
      censor: '[redacted]',
    },
    mixin() {
      const span = trace.getActiveSpan();
      return span ? { traceId: span.spanContext().traceId } : {};
    },
  });
}

/**
 * Writes the lines pino still holds, synchronously (its default destination writes asynchronously).
 * For the last moments of a process, which may end before an asynchronous write lands.
 */
export function flushLogsSync(logger: Logger): void {
  const stream = (logger as unknown as Record<symbol, { flushSync?: () => void } | undefined>)[pino.symbols.streamSym];
  try {
    stream?.flushSync?.();
  } catch {
    // Not ready yet (a destination still opening): nothing buffered to lose.
  }
}

/** Nest's logger interface on top of pino, so framework messages are JSON too. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
