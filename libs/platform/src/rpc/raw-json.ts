import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { map, type Observable } from 'rxjs';

/** JSON that is already bytes (from a service, or the read model): sent as it is, never parsed here. */
export class RawJson {
  constructor(readonly bytes: Buffer) {}
}

/** The header methods Fastify's reply and Express's response share. */
interface HeaderWriter {
  header(name: string, value: string): unknown;
}

/**
 * Global HTTP interceptor: a handler that returns RawJson answers with its bytes and the JSON content
 * type; everything else passes as before. One place, so routes only choose rpc.raw() over rpc.request().
 */
@Injectable()
export class RawJsonInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((value: unknown) => {
        if (!(value instanceof RawJson)) return value;
        context.switchToHttp().getResponse<HeaderWriter>().header('content-type', 'application/json; charset=utf-8');
        return value.bytes;
      }),
    );
  }
}
