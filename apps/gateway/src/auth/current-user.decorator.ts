import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthUser } from './access-token.verifier';

export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): AuthUser => context.switchToHttp().getRequest().user);
