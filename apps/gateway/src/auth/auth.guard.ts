import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DomainError } from '@flow/platform';
import type { FastifyRequest } from 'fastify';
import { IS_PUBLIC } from '../http/public.decorator';
import { AccessTokenVerifier, type AuthUser } from './access-token.verifier';

const BEARER = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/;

/**
 * Global guard: every route needs a valid access token (Authorization: Bearer, verified locally by
 * AccessTokenVerifier) unless it is marked @Public(). The user goes on the request for @CurrentUser().
 * A verifier that cannot decide (Redis and identity both away) answers 503; anything else is a 401.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly verifier: AccessTokenVerifier,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (isPublic) return true;
    const req = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser }>();
    const token = BEARER.exec(req.headers.authorization ?? '')?.[1];
    if (!token) throw DomainError.unauthorized();
    try {
      req.user = await this.verifier.verify(token);
    } catch (error) {
      throw (error as { status?: number }).status === 503 ? error : DomainError.unauthorized();
    }
    return true;
  }
}
