import { Inject, Injectable } from '@nestjs/common';
import { httpRoutes, languageFromAcceptLanguage, type Session } from '@flow/contracts';
import { DomainError, RpcClient } from '@flow/platform';
import type { FastifyReply as Response, FastifyRequest as Request } from 'fastify';
import type { z } from 'zod';
import { GATEWAY_ENV, type GatewayEnv } from '../gateway.env';
import { AuthRateLimiter, RateLimitError } from './rate-limiter';

export const REFRESH_COOKIE = 'flow_refresh';
type SignUpBody = z.output<typeof httpRoutes.signUp.body>;
type SignInBody = z.output<typeof httpRoutes.signIn.body>;

/**
 * Sign-in and sign-up as the JSON API (api/auth) and the HTML form of /auth (http/auth-form.ts) both do
 * them: the same rate limits, the same identity calls, the same refresh cookie.
 */
@Injectable()
export class AuthFlows {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limiter: AuthRateLimiter,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
  ) {}

  async signUp(req: Request, res: Response, body: SignUpBody): Promise<Session> {
    await this.limit(res, () => this.limiter.hitIp(clientIp(req)));
    // The person's language is chosen at sign-up from the browser's languages unless the request names one.
    const language = body.language ?? languageFromAcceptLanguage(req.headers['accept-language']);
    return this.withCookie(res, await this.rpc.request('flow.identity.signup', { ...body, language }));
  }

  async signIn(req: Request, res: Response, body: SignInBody): Promise<Session> {
    const ip = clientIp(req);
    await this.limit(res, async () => {
      await this.limiter.hitIp(ip);
      await this.limiter.assertSignInAllowed(body.email, ip);
    });
    try {
      return this.withCookie(res, await this.rpc.request('flow.identity.signin', { ...body, client: clientInfo(req) }));
    } catch (error) {
      if (error instanceof DomainError && error.code === 'INVALID_CREDENTIALS') await this.limiter.recordFailedSignIn(body.email, ip);
      throw error;
    }
  }

  /** Browsers say where a request comes from (Origin, or Sec-Fetch-Site); only our own pages may use the cookie. */
  assertSameOrigin(req: Request) {
    const own = new URL(this.env.APP_ORIGIN).origin;
    const origin = req.headers.origin ?? refererOrigin(req.headers.referer);
    const site = req.headers['sec-fetch-site'];
    if ((origin && origin !== own) || site === 'cross-site' || site === 'same-site') throw DomainError.forbidden('Cross-origin request refused.');
  }

  async limit(res: Response, check: () => Promise<void>) {
    try {
      await check();
    } catch (error) {
      if (error instanceof RateLimitError) res.header('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
  }

  withCookie(res: Response, session: Session): Session {
    this.setCookie(res, session.refresh_token);
    return session;
  }

  setCookie(res: Response, refreshToken: string) {
    res.setCookie(REFRESH_COOKIE, refreshToken, {
      httpOnly: true,
      secure: this.env.APP_ORIGIN.startsWith('https://'),
      sameSite: 'lax',
      path: '/api/auth',
      maxAge: this.env.REFRESH_TOKEN_TTL_DAYS * 86_400, // seconds
    });
  }

  clearCookie(res: Response) {
    res.clearCookie(REFRESH_COOKIE, { path: '/api/auth', httpOnly: true, sameSite: 'lax', secure: this.env.APP_ORIGIN.startsWith('https://') });
  }
}

function refererOrigin(referer: string | undefined): string | undefined {
  try {
    return referer ? new URL(referer).origin : undefined;
  } catch {
    return 'null';
  }
}

/** Fastify resolves X-Forwarded-For only when TRUST_PROXY turned trustProxy on. */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket?.remoteAddress ?? 'unknown';
}

/** Who is asking, for identity's security audit log. */
export function clientInfo(req: Request): { ip: string; userAgent?: string } {
  const agent = req.headers['user-agent'];
  return { ip: clientIp(req).slice(0, 100), ...(agent ? { userAgent: agent.slice(0, 500) } : {}) };
}
