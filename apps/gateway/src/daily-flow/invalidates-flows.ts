import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, UseInterceptors } from '@nestjs/common';
import { mergeMap, type Observable } from 'rxjs';
import type { AuthUser } from '../auth/access-token.verifier';
import { FlowEdge } from './flow-edge';

@Injectable()
class InvalidateFlowsInterceptor implements NestInterceptor {
  constructor(private readonly edge: FlowEdge) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const user = context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
    return next.handle().pipe(
      mergeMap(async (answer: unknown) => {
        if (user) await this.edge.invalidate(user.userId);
        return answer;
      }),
    );
  }
}

/** A successful write of this route changes the signed-in user's days: their stored days go before it is answered. */
export const InvalidatesFlows = () => UseInterceptors(InvalidateFlowsInterceptor);
