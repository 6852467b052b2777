import { Catch, Logger, type RpcExceptionFilter } from '@nestjs/common';
import { type Observable, throwError } from 'rxjs';
import { loggableErrorText } from '../logging/safe-error';
import { toWireError } from './wire-error';

/** Every error a NATS handler throws leaves the service as `{ code, message, status }`. */
@Catch()
export class RpcErrorFilter implements RpcExceptionFilter<unknown> {
  private readonly logger = new Logger('RpcErrorFilter');

  catch(exception: unknown): Observable<never> {
    const wire = toWireError(exception);
    if (wire.status >= 500) this.logger.error(loggableErrorText(exception));
    return throwError(() => wire);
  }
}
