import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { Request } from 'express';
import passport from 'passport';
import { Strategy } from 'passport-strategy';
import { AccessTokenVerifier } from './access-token.verifier';

/** Passport strategy 'jwt': a Bearer access token, verified locally by AccessTokenVerifier. */
class BearerJwtStrategy extends Strategy {
  constructor(private readonly verifyToken: (token: string) => Promise<unknown>) {
    super();
  }
  override authenticate(req: Request) {
    const header = req.headers.authorization ?? '';
    const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header);
    if (!match) return this.fail(401);
    this.verifyToken(match[1]!).then(
      (user) => this.success(user as Express.User),
      (error) => ((error as { status?: number }).status === 503 ? this.error(error) : this.fail(401)),
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
