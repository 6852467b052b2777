import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { httpRoutes } from '@flow/contracts';
import { DomainError, RpcClient } from '@flow/platform';
import type { FastifyReply as Response, FastifyRequest as Request } from 'fastify';
import type { z } from 'zod';
import type { AuthUser } from '../auth/access-token.verifier';
import { clientInfo, clientIp, REFRESH_COOKIE } from '../auth/auth.controller';
import { CurrentUser } from '../auth/current-user.decorator';
import { AuthRateLimiter, RateLimitError } from '../auth/rate-limiter';
import { ZodPipe } from '../http/zod.pipe';
import { AccountExportService } from './account-export.service';

/** Settings → 'Export my data' and 'Delete my account'. */
@Controller('api/account')
export class AccountController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly exports: AccountExportService,
    private readonly limiter: AuthRateLimiter,
  ) {}

  @Get('export')
  async export(@CurrentUser() user: AuthUser, @Res({ passthrough: true }) res: Response) {
    const document = await this.exports.exportFor(user.userId);
    res.header('Content-Disposition', `attachment; filename="flow-export-${document.exportedAt.slice(0, 10)}.json"`);
    return document;
  }

  /** The password check is a password guess too: it shares the failed sign-in limit of the e-mail. */
  @Post('delete')
  @HttpCode(200)
  async delete(
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Body(new ZodPipe(httpRoutes.deleteAccount.body)) body: z.output<typeof httpRoutes.deleteAccount.body>,
  ) {
    try {
      await this.limiter.assertSignInAllowed(user.email, clientIp(req));
      await this.rpc.request('flow.identity.account.delete', { userId: user.userId, sessionId: user.sessionId, ...body, client: clientInfo(req) });
    } catch (error) {
      if (error instanceof RateLimitError) res.header('Retry-After', String(error.retryAfterSeconds));
      if (error instanceof DomainError && error.code === 'INVALID_CREDENTIALS') await this.limiter.recordFailedSignIn(user.email, clientIp(req));
      throw error;
    }
    await this.limiter.forget(user.email);
    res.clearCookie(REFRESH_COOKIE, { path: '/api/auth' });
    return { ok: true as const };
  }
}
