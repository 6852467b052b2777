import { Controller, Get, Headers, Query } from '@nestjs/common';
import { DailyFlowMessages, httpRoutes } from '@flow/contracts';
import { DomainError, RpcClient } from '@flow/platform';
import type { z } from 'zod';
import type { AuthUser } from '../auth/access-token.verifier';
import { CurrentUser } from '../auth/current-user.decorator';
import { ZodPipe } from '../http/zod.pipe';

type DailyFlowQuery = z.output<typeof httpRoutes.getDailyFlow.query>;

/** The signed-in user's daily flow and rhythm blocks; the browser may name its time zone in X-Time-Zone. */
@Controller('api')
export class DailyFlowController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('daily-flow')
  getDailyFlow(@CurrentUser() user: AuthUser, @Query(new ZodPipe(httpRoutes.getDailyFlow.query)) query: DailyFlowQuery, @Headers('x-time-zone') zone?: string) {
    return this.rpc.request('flow.daily-flow.get', { userId: user.userId, date: query.date, timeZone: timeZoneHeader(zone) });
  }

  @Get('rhythm-blocks')
  getRhythmBlocks(@CurrentUser() user: AuthUser, @Query(new ZodPipe(httpRoutes.getRhythmBlocks.query)) query: DailyFlowQuery, @Headers('x-time-zone') zone?: string) {
    return this.rpc.request('flow.daily-flow.rhythm', { userId: user.userId, date: query.date, timeZone: timeZoneHeader(zone) });
  }
}

/** An IANA zone name looks like 'Europe/Berlin' or 'UTC'; anything else is refused before it travels. */
export function timeZoneHeader(zone: string | undefined): string | undefined {
  if (zone === undefined || zone === '') return undefined;
  if (zone.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(zone)) throw DomainError.validation(DailyFlowMessages.invalidTimeZone);
  return zone;
}
