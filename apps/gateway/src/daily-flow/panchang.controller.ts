import { Controller, Get, Headers, Query } from '@nestjs/common';
import { httpRoutes } from '@flow/contracts';
import { RpcClient } from '@flow/platform';
import type { z } from 'zod';
import type { AuthUser } from '../auth/access-token.verifier';
import { CurrentUser } from '../auth/current-user.decorator';
import { ZodPipe } from '../http/zod.pipe';
import { timeZoneHeader } from './daily-flow.controller';
import { BrowserZone } from '../http/browser-zone.decorator';
import { PersonLanguages } from '../i18n/person-languages';

/** The signed-in person's panchang of a local day, at their place of that day (daily-flow computes it). */
@Controller('api')
export class PanchangController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly languages: PersonLanguages,
  ) {}

  @Get('panchang')
  async getPanchang(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(httpRoutes.getPanchang.query)) query: z.output<typeof httpRoutes.getPanchang.query>,
    @BrowserZone() zone?: string,
    @Headers('accept-language') acceptLanguage?: string,
  ) {
    const timeZone = timeZoneHeader(zone);
    const language = await this.languages.of(user.userId, acceptLanguage);
    return this.rpc.request('flow.daily-flow.panchang', { userId: user.userId, date: query.date, timeZone, language });
  }
}
