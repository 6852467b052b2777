import { Body, Controller, Get, Headers, HttpCode, Inject, Post, Put, Query, Req, Res } from '@nestjs/common';
import { httpRoutes, IdentityMessages, languageFromAcceptLanguage, type Session } from '@flow/contracts';
import { errorMessageIn } from '@flow/i18n';
import { DomainError, RpcClient } from '@flow/platform';
import type { FastifyReply as Response, FastifyRequest as Request } from 'fastify';
import { z } from 'zod';
import { GATEWAY_ENV, type GatewayEnv } from '../gateway.env';
import { Public } from '../http/public.decorator';
import { ZodPipe } from '../http/zod.pipe';
import type { AuthUser } from './access-token.verifier';
import { CurrentUser } from './current-user.decorator';
import { AuthFlows, clientInfo, clientIp, REFRESH_COOKIE } from './auth-flows';
import { AuthRateLimiter } from './rate-limiter';

export { clientInfo, clientIp, REFRESH_COOKIE } from './auth-flows';
/** What Google and Microsoft send back to the callback. */
const ProviderCallbackQuery = z.object({ code: z.string().max(2048).optional(), state: z.string().max(512).optional(), error: z.string().max(200).optional() });

/** Auth routes: validate, rate-limit, ask identity over NATS, keep the refresh token in an HttpOnly cookie. */
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limiter: AuthRateLimiter,
    private readonly flows: AuthFlows,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
  ) {}

  @Public()
  @Post('signup')
  async signUp(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Body(new ZodPipe(httpRoutes.signUp.body)) body: z.output<typeof httpRoutes.signUp.body>,
  ) {
    return this.flows.signUp(req, res, body);
  }

  @Public()
  @Post('signin')
  @HttpCode(200)
  async signIn(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Body(new ZodPipe(httpRoutes.signIn.body)) body: z.output<typeof httpRoutes.signIn.body>,
  ) {
    return this.flows.signIn(req, res, body);
  }

  @Public()
  @Post('refresh')
  async refresh(@Req() req: Request, @Res() res: Response, @Body(new ZodPipe(httpRoutes.refresh.body)) body: z.output<typeof httpRoutes.refresh.body>) {
    const fromCookie = req.cookies?.[REFRESH_COOKIE] as string | undefined;
    // The cookie is sent by the browser on its own, so a cross-site page must not be able to use it.
    if (!body.refresh_token && fromCookie) this.assertSameOrigin(req);
    const refreshToken = body.refresh_token ?? fromCookie;
    // No token at all is the usual case of a visitor who is not signed in, not a failure: a 204
    // keeps the sign-in page's session check out of the browser's error console.
    if (!refreshToken) {
      res.status(204).send();
      return;
    }
    try {
      res.status(200).send(this.withCookie(res, await this.rpc.request('flow.identity.refresh', { refreshToken, client: clientInfo(req) })));
    } catch (error) {
      if (error instanceof DomainError && error.status === 401) this.clearCookie(res);
      throw error;
    }
  }

  @Post('signout')
  @HttpCode(200)
  async signOut(
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) res: Response,
    @Body(new ZodPipe(httpRoutes.signOut.body)) body: z.output<typeof httpRoutes.signOut.body>,
  ) {
    await this.rpc.request('flow.identity.signout', { userId: user.userId, sessionId: user.sessionId, scope: body.scope });
    if (body.scope !== 'others') this.clearCookie(res);
    return { ok: true as const };
  }

  @Get('user')
  getUser(@CurrentUser() user: AuthUser) {
    return this.rpc.request('flow.identity.user.get', { userId: user.userId });
  }

  /** The current password is a password guess too: it shares the failed sign-in limit of the e-mail and client. */
  @Put('user')
  async updateUser(
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Body(new ZodPipe(httpRoutes.updateUser.body)) body: z.output<typeof httpRoutes.updateUser.body>,
  ) {
    const ip = clientIp(req);
    await this.limit(res, () => this.limiter.assertSignInAllowed(user.email, ip));
    try {
      return await this.rpc.request('flow.identity.user.update', { userId: user.userId, sessionId: user.sessionId, ...body, client: clientInfo(req) });
    } catch (error) {
      if (error instanceof DomainError && error.code === 'INVALID_CURRENT_PASSWORD') await this.limiter.recordFailedSignIn(user.email, ip);
      throw error;
    }
  }

  @Put('user/privacy')
  updatePrivacy(@CurrentUser() user: AuthUser, @Body(new ZodPipe(httpRoutes.updatePrivacy.body)) body: z.output<typeof httpRoutes.updatePrivacy.body>) {
    return this.rpc.request('flow.identity.user.privacy', { userId: user.userId, ...body });
  }

  @Public()
  @Post('confirm-email')
  @HttpCode(200)
  confirmEmail(@Body(new ZodPipe(httpRoutes.confirmEmail.body)) body: z.output<typeof httpRoutes.confirmEmail.body>) {
    return this.rpc.request('flow.identity.email.confirm', body);
  }

  @Post('resend-confirmation')
  @HttpCode(200)
  resendConfirmation(@CurrentUser() user: AuthUser) {
    return this.rpc.request('flow.identity.email.resend', { userId: user.userId });
  }

  @Public()
  @Post('recover')
  @HttpCode(200)
  async recover(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Body(new ZodPipe(httpRoutes.recover.body)) body: z.output<typeof httpRoutes.recover.body>,
  ) {
    await this.limit(res, () => this.limiter.hitIp(clientIp(req)));
    return this.rpc.request('flow.identity.recover', body);
  }

  @Public()
  @Post('verify-recovery')
  @HttpCode(200)
  async verifyRecovery(
    @Res({ passthrough: true }) res: Response,
    @Body(new ZodPipe(httpRoutes.verifyRecovery.body)) body: z.output<typeof httpRoutes.verifyRecovery.body>,
  ) {
    return this.withCookie(res, await this.rpc.request('flow.identity.recover.verify', body));
  }

  @Public()
  @Get('google/start')
  async googleStart(@Res() res: Response) {
    const { authUrl } = await this.rpc.request('flow.identity.google.start', { redirectUri: this.redirectUri('google') });
    res.redirect(authUrl, 302);
  }

  @Public()
  @Get('google/callback')
  googleCallback(
    @Res() res: Response,
    @Query(new ZodPipe(ProviderCallbackQuery)) query: z.output<typeof ProviderCallbackQuery>,
    @Headers('accept-language') acceptLanguage?: string,
  ) {
    return this.finishSignIn(res, query, 'flow.identity.google.callback', this.redirectUri('google'), IdentityMessages.googleFailed, acceptLanguage);
  }

  @Public()
  @Get('microsoft/start')
  async microsoftStart(@Res() res: Response) {
    const { authUrl } = await this.rpc.request('flow.identity.microsoft.start', { redirectUri: this.redirectUri('microsoft') });
    res.redirect(authUrl, 302);
  }

  @Public()
  @Get('microsoft/callback')
  microsoftCallback(
    @Res() res: Response,
    @Query(new ZodPipe(ProviderCallbackQuery)) query: z.output<typeof ProviderCallbackQuery>,
    @Headers('accept-language') acceptLanguage?: string,
  ) {
    return this.finishSignIn(res, query, 'flow.identity.microsoft.callback', this.redirectUri('microsoft'), IdentityMessages.microsoftFailed, acceptLanguage);
  }

  /** The provider's answer: a session in the refresh cookie and home, or back to /auth with the reason. */
  private async finishSignIn(
    res: Response,
    query: z.output<typeof ProviderCallbackQuery>,
    subject: 'flow.identity.google.callback' | 'flow.identity.microsoft.callback',
    redirectUri: string,
    failure: string,
    acceptLanguage: string | undefined,
  ) {
    // A new person's language: the ID token's locale when FLOW speaks it (identity decides), else the browser's;
    // nobody is signed in yet, so the reason for a failure is said in the browser's language too.
    const language = languageFromAcceptLanguage(acceptLanguage);
    const failed = (message: string, status = 400) => res.redirect(`/auth?error=${encodeURIComponent(errorMessageIn(message, status, language))}`, 302);
    if (query.error || !query.code || !query.state) return failed(failure);
    try {
      const session = await this.rpc.request(subject, { code: query.code, state: query.state, redirectUri, language });
      this.setCookie(res, session.refresh_token);
      res.redirect('/', 302);
    } catch (error) {
      if (error instanceof DomainError) failed(error.message, error.status);
      else failed(failure);
    }
  }

  private redirectUri(provider: 'google' | 'microsoft') {
    return `${this.env.APP_ORIGIN.replace(/\/$/, '')}/api/auth/${provider}/callback`;
  }

  private limit(res: Response, check: () => Promise<void>) {
    return this.flows.limit(res, check);
  }

  private assertSameOrigin(req: Request) {
    this.flows.assertSameOrigin(req);
  }

  private withCookie(res: Response, session: Session): Session {
    return this.flows.withCookie(res, session);
  }

  private setCookie(res: Response, refreshToken: string) {
    this.flows.setCookie(res, refreshToken);
  }

  private clearCookie(res: Response) {
    this.flows.clearCookie(res);
  }
}
