import { Body, Controller, Get, HttpCode, Patch, Post, Query, Res } from '@nestjs/common';
import { httpRoutes } from '@flow/contracts';
import { DomainError, RpcClient } from '@flow/platform';
import type { FastifyReply as Response } from 'fastify';
import type { z } from 'zod';
import type { AuthUser } from '../auth/access-token.verifier';
import { CurrentUser } from '../auth/current-user.decorator';
import { InvalidatesFlows } from '../daily-flow/invalidates-flows';
import { ZodPipe } from '../http/zod.pipe';
import { BrowserZone } from '../http/browser-zone.decorator';
import { PersonLanguages } from '../i18n/person-languages';

/** The browser's IANA zone, if it sent a plausible one; profile-chart checks it against the zone database. */
function browserZone(header: string | undefined): string | undefined {
  const zone = header?.trim();
  return zone && zone.length <= 64 && /^[A-Za-z0-9_+\-/]+$/.test(zone) ? zone : undefined;
}

/** Profile and chart routes: validate, ask profile-chart over NATS, always for the signed-in user. */
@Controller('api')
export class ProfileController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly languages: PersonLanguages,
  ) {}

  @Get('profile')
  getProfile(@CurrentUser() user: AuthUser) {
    return this.rpc.raw('flow.profile.get', { userId: user.userId });
  }

  @Patch('profile')
  @InvalidatesFlows()
  async updateProfile(
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) res: Response,
    @Body(new ZodPipe(httpRoutes.updateProfile.body)) changes: z.output<typeof httpRoutes.updateProfile.body>,
    @BrowserZone() timeZone?: string,
  ) {
    const saved = await withRetryAfter(res, this.rpc.request('flow.profile.update', { userId: user.userId, changes, browserTimeZone: browserZone(timeZone) }));
    // The next answer (a day, an error) is already in the language just chosen.
    if (saved.profile.language) this.languages.remember(user.userId, saved.profile.language);
    return saved;
  }

  @Post('charts/analyze')
  @HttpCode(200)
  @InvalidatesFlows()
  analyze(
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) res: Response,
    @Body(new ZodPipe(httpRoutes.analyzeChart.body)) input: z.output<typeof httpRoutes.analyzeChart.body>,
    @BrowserZone() timeZone?: string,
  ) {
    return withRetryAfter(res, this.rpc.request('flow.profile.analyze', { userId: user.userId, input, browserTimeZone: browserZone(timeZone) }));
  }

  @Post('charts/analyze-manual')
  @HttpCode(200)
  @InvalidatesFlows()
  analyzeManual(
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) res: Response,
    @Body(new ZodPipe(httpRoutes.analyzeManualChart.body)) input: z.output<typeof httpRoutes.analyzeManualChart.body>,
  ) {
    return withRetryAfter(res, this.rpc.request('flow.profile.analyze-manual', { userId: user.userId, input }));
  }

  @Get('charts/dasha')
  dasha(@CurrentUser() user: AuthUser) {
    return this.rpc.raw('flow.profile.dasha', { userId: user.userId });
  }

  @Get('charts/transits')
  transits(@CurrentUser() user: AuthUser) {
    return this.rpc.raw('flow.profile.transits', { userId: user.userId });
  }

  @Get('places')
  places(@Query(new ZodPipe(httpRoutes.searchPlaces.query)) query: z.output<typeof httpRoutes.searchPlaces.query>) {
    return this.rpc.request('flow.profile.places', { q: query.q });
  }
}

/** A 429 from the analysis limit also tells the browser when to retry. */
async function withRetryAfter<T>(res: Response, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const details = error instanceof DomainError ? (error.details as { retryAfterSeconds?: unknown } | undefined) : undefined;
    if (error instanceof DomainError && error.status === 429 && typeof details?.retryAfterSeconds === 'number') {
      res.header('Retry-After', String(details.retryAfterSeconds));
    }
    throw error;
  }
}
