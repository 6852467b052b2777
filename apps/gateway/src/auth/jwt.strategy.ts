import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import passport from 'passport';
import { Strategy } from 'passport-strategy';
import { AccessTokenVerifier } from './access-token.verifier';

const BEARER = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/;

/** The access token of an `Authorization: Bearer …` header, or undefined. */
export const bearerToken = (authorization: string | undefined): string | undefined => BEARER.exec(authorization ?? '')?.[1];

/**
 * Passport strategy 'jwt': a Bearer access token, verified locally by AccessTokenVerifier. A verifier
 * that cannot decide (Redis and identity both away) is an error (503); anything else a failure (401).
 */
class BearerJwtStrategy extends Strategy {
  constructor(private readonly verifyToken: (token: string) => Promise<unknown>) {
    super();
  }
  /** Nest hands passport Fastify's request; only its headers are read. */
  override authenticate(req: Pick<IncomingMessage, 'headers'>) {
    const token = bearerToken(req.headers.authorization);
    if (!token) return this.fail(401);
    this.verifyToken(token).then(
      (user) => this.success(user as Express.User),
      (error: unknown) => ((error as { status?: number }).status === 503 ? this.error(error as Error) : this.fail(401)),
    );
  }
}

@Injectable()
export class JwtStrategy implements OnModuleInit {
  constructor(private readonly verifier: AccessTokenVerifier) {}
  onModuleInit() {
    passport.use('jwt', new BearerJwtStrategy((token) => this.verifier.verify(token)));
  }
}
