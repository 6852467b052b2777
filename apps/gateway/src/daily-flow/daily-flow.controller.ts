import { Controller, Get, Headers, Query, Res } from '@nestjs/common';
import { DailyFlowMessages, httpRoutes } from '@flow/contracts';
import { DomainError, RpcClient } from '@flow/platform';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { AuthUser } from '../auth/access-token.verifier';
import { CurrentUser } from '../auth/current-user.decorator';
import { ZodPipe } from '../http/zod.pipe';
import { FlowEdge } from './flow-edge';
import { BrowserZone } from '../http/browser-zone.decorator';
import { PersonLanguages } from '../i18n/person-languages';

type DailyFlowQuery = z.output<typeof httpRoutes.getDailyFlow.query>;

/**
 * The signed-in user's daily flow and rhythm blocks, from the flow read model (daily-flow over NATS
 * on a miss); the browser may name its time zone in X-Time-Zone.
 */
@Controller('api')
export class DailyFlowController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly edge: FlowEdge,
    private readonly languages: PersonLanguages,
  ) {}

  @Get('daily-flow')
  async getDailyFlow(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(httpRoutes.getDailyFlow.query)) query: DailyFlowQuery,
    @Res() reply: FastifyReply,
    @BrowserZone() zone?: string,
    @Headers('if-none-match') ifNoneMatch?: string,
    @Headers('accept-language') acceptLanguage?: string,
  ) {
    const timeZone = timeZoneHeader(zone);
    // The day's texts are in the person's language: each language is its own entry of the read model.
    const language = await this.languages.of(user.userId, acceptLanguage);
    await this.edge.serve({ kind: 'flow', userId: user.userId, date: query.date, browserZone: timeZone, language, ifNoneMatch }, reply, () =>
      this.rpc.raw('flow.daily-flow.get', { userId: user.userId, date: query.date, timeZone, language }),
    );
  }

  @Get('rhythm-blocks')
  async getRhythmBlocks(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(httpRoutes.getRhythmBlocks.query)) query: DailyFlowQuery,
    @Res() reply: FastifyReply,
    @BrowserZone() zone?: string,
    @Headers('if-none-match') ifNoneMatch?: string,
  ) {
    const timeZone = timeZoneHeader(zone);
    await this.edge.serve({ kind: 'rhythm', userId: user.userId, date: query.date, browserZone: timeZone, ifNoneMatch }, reply, () =>
      this.rpc.raw('flow.daily-flow.rhythm', { userId: user.userId, date: query.date, timeZone }),
    );
  }
}

/** An IANA zone name looks like 'Europe/Berlin' or 'UTC'; anything else is refused before it travels. */
export function timeZoneHeader(zone: string | undefined): string | undefined {
  if (zone === undefined || zone === '') return undefined;
  if (zone.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(zone)) throw DomainError.validation(DailyFlowMessages.invalidTimeZone);
  return zone;
}
