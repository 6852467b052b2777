import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { DomainError } from '@flow/platform';
import { IS_PUBLIC } from '../http/public.decorator';

/**
 * Global guard: every route needs a valid access token (passport strategy 'jwt', see JwtStrategy)
 * unless it is marked @Public(). Passport puts the user on the request for @CurrentUser().
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    return isPublic ? true : super.canActivate(context);
  }

  override handleRequest<T>(error: unknown, user: T): T {
    if (error) throw error;
    if (!user) throw DomainError.unauthorized();
    return user;
  }
}
