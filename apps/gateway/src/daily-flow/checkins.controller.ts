import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { httpRoutes } from '@flow/contracts';
import { insightsIn } from '@flow/i18n';
import { RpcClient } from '@flow/platform';
import type { AuthUser } from '../auth/access-token.verifier';
import { CurrentUser } from '../auth/current-user.decorator';
import type { BodyOf, QueryOf } from '../http/route-types';
import { ZodPipe } from '../http/zod.pipe';
import { InvalidatesFlows } from './invalidates-flows';
import { timeZoneHeader } from './daily-flow.controller';
import { BrowserZone } from '../http/browser-zone.decorator';
import { PersonLanguages } from '../i18n/person-languages';

/** Energy check-ins and Insights of the signed-in user; daily-flow scopes every one to them. */
@Controller('api')
export class CheckinsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly languages: PersonLanguages,
  ) {}

  @Post('checkins')
  @InvalidatesFlows()
  create(@CurrentUser() user: AuthUser, @Body(new ZodPipe(httpRoutes.createCheckin.body)) body: BodyOf<'createCheckin'>, @BrowserZone() zone?: string) {
    return this.rpc.request('flow.daily-flow.checkins.create', { userId: user.userId, timeZone: timeZoneHeader(zone), checkin: body });
  }

  @Get('checkins')
  list(@CurrentUser() user: AuthUser, @Query(new ZodPipe(httpRoutes.listCheckins.query)) query: QueryOf<'listCheckins'>) {
    return this.rpc.request('flow.daily-flow.checkins.list', { userId: user.userId, from: query.from, to: query.to });
  }

  @Patch('checkins/:id')
  @InvalidatesFlows()
  update(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body(new ZodPipe(httpRoutes.updateCheckin.body)) body: BodyOf<'updateCheckin'>,
    @BrowserZone() zone?: string,
  ) {
    return this.rpc.request('flow.daily-flow.checkins.update', {
      userId: user.userId,
      checkinId: id.slice(0, 64),
      timeZone: timeZoneHeader(zone),
      changes: body,
    });
  }

  @Delete('checkins/:id')
  @InvalidatesFlows()
  remove(@CurrentUser() user: AuthUser, @Param('id') id: string, @BrowserZone() zone?: string) {
    return this.rpc.request('flow.daily-flow.checkins.delete', { userId: user.userId, checkinId: id.slice(0, 64), timeZone: timeZoneHeader(zone) });
  }

  @Get('insights')
  async insights(@CurrentUser() user: AuthUser, @BrowserZone() zone?: string, @Headers('accept-language') acceptLanguage?: string) {
    // The summary in the person's language (the weekdays are data: the screen names them).
    const [insights, language] = await Promise.all([
      this.rpc.request('flow.daily-flow.insights', { userId: user.userId, timeZone: timeZoneHeader(zone) }),
      this.languages.of(user.userId, acceptLanguage),
    ]);
    return insightsIn(insights, language);
  }

  @Put('insights/settings')
  @InvalidatesFlows()
  settings(@CurrentUser() user: AuthUser, @Body(new ZodPipe(httpRoutes.updateInsightsSettings.body)) body: BodyOf<'updateInsightsSettings'>) {
    return this.rpc.request('flow.daily-flow.insights.settings', { userId: user.userId, enabled: body.enabled });
  }

  @Post('insights/reset')
  @InvalidatesFlows()
  @HttpCode(200)
  reset(@CurrentUser() user: AuthUser) {
    return this.rpc.request('flow.daily-flow.insights.reset', { userId: user.userId });
  }
}
