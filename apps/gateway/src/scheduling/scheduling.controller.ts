import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Patch, Post, Put, Query, Res, type PipeTransform } from '@nestjs/common';
import { httpRoutes, SchedulingMessages } from '@flow/contracts';
import { DomainError, RpcClient } from '@flow/platform';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AuthUser } from '../auth/access-token.verifier';
import { CurrentUser } from '../auth/current-user.decorator';
import { FlowEdge } from '../daily-flow/flow-edge';
import { InvalidatesFlows } from '../daily-flow/invalidates-flows';
import { PersonLimits } from '../http/person-limits';
import { ZodPipe } from '../http/zod.pipe';
import { PersonLanguages } from '../i18n/person-languages';
import { BrowserZone } from '../http/browser-zone.decorator';

type BodyOf<R extends keyof typeof httpRoutes> = (typeof httpRoutes)[R] extends { body: infer B extends z.ZodType } ? z.output<B> : never;
type QueryOf<R extends keyof typeof httpRoutes> = (typeof httpRoutes)[R] extends { query: infer Q extends z.ZodType } ? z.output<Q> : never;

/** FLOW event ids are UUIDs; anything else (a Google event id) is not an event this API can touch. */
class EventIdPipe implements PipeTransform<string, string> {
  constructor(private readonly message: string) {}
  transform(value: string): string {
    if (!z.uuid().safeParse(value).success) throw DomainError.notFound(this.message);
    return value.toLowerCase();
  }
}
const readableId = new EventIdPipe(SchedulingMessages.eventNotFound);
const ownEventId = new EventIdPipe(SchedulingMessages.externalEvent);

/** The browser's zone (X-Time-Zone) when the body names none; the service refuses unknown names. */
const browserZone = (header: string | undefined) => (header && header.length <= 64 ? header : undefined);

/** Scheduling routes: validate, then ask the scheduling service over NATS as the signed-in user. */
@Controller()
export class SchedulingController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limits: PersonLimits,
    private readonly edge: FlowEdge,
    private readonly languages: PersonLanguages,
  ) {}

  @Get('api/events')
  listEvents(@CurrentUser() user: AuthUser, @Query(new ZodPipe(httpRoutes.listEvents.query)) query: QueryOf<'listEvents'>) {
    return this.rpc.raw('flow.scheduling.events.list', { userId: user.userId, ...query });
  }

  /**
   * The hottest write: answered before Nest by answerEventCreates (event-creates.ts), which takes the
   * same steps; this route is what it hooks into, and the reference for what it does. The service's
   * answer is passed on as its bytes; the user's stored days go before it is answered.
   */
  @Post('api/events')
  async createEvent(
    @CurrentUser() user: AuthUser,
    @BrowserZone() zone: string | undefined,
    @Body(new ZodPipe(httpRoutes.createEvent.body)) body: BodyOf<'createEvent'>,
    @Res() reply: FastifyReply,
  ) {
    await this.limits.eventWrite(user.userId);
    const answer = await this.rpc.raw('flow.scheduling.events.create', {
      userId: user.userId,
      event: { ...body, timeZone: body.timeZone ?? browserZone(zone) },
    });
    await this.edge.invalidate(user.userId);
    reply.code(201).header('content-type', 'application/json; charset=utf-8').send(answer.bytes);
  }

  @Post('api/events/parse')
  @HttpCode(200)
  parseEvent(
    @CurrentUser() user: AuthUser,
    @BrowserZone() zone: string | undefined,
    @Body(new ZodPipe(httpRoutes.parseEvent.body)) body: BodyOf<'parseEvent'>,
  ) {
    return this.rpc.request('flow.scheduling.events.parse', { userId: user.userId, ...body, timezone: body.timezone ?? browserZone(zone) });
  }

  @Post('api/events/suggest-times')
  @HttpCode(200)
  async suggestTimes(
    @CurrentUser() user: AuthUser,
    @BrowserZone() zone: string | undefined,
    @Body(new ZodPipe(httpRoutes.suggestTimes.body)) body: BodyOf<'suggestTimes'>,
    @Headers('accept-language') acceptLanguage?: string,
  ) {
    const language = await this.languages.of(user.userId, acceptLanguage);
    // The spec's call carries a userId; the signed-in user is the only one it can be.
    return this.rpc.request('flow.scheduling.suggest-times', { ...body, userId: user.userId, timezone: body.timezone ?? browserZone(zone), language });
  }

  @Post('api/events/fit')
  @HttpCode(200)
  async eventFit(
    @CurrentUser() user: AuthUser,
    @BrowserZone() zone: string | undefined,
    @Body(new ZodPipe(httpRoutes.eventFit.body)) body: BodyOf<'eventFit'>,
    @Headers('accept-language') acceptLanguage?: string,
  ) {
    const language = await this.languages.of(user.userId, acceptLanguage);
    return this.rpc.request('flow.scheduling.events.fit', { ...body, userId: user.userId, timezone: body.timezone ?? browserZone(zone), language });
  }

  @Put('api/event-types')
  rememberEventType(@CurrentUser() user: AuthUser, @Body(new ZodPipe(httpRoutes.rememberEventType.body)) body: BodyOf<'rememberEventType'>) {
    return this.rpc.request('flow.scheduling.event-types.remember', { ...body, userId: user.userId });
  }

  @Get('api/events/:id')
  getEvent(@CurrentUser() user: AuthUser, @Param('id', readableId) id: string) {
    return this.rpc.raw('flow.scheduling.events.get', { userId: user.userId, id });
  }

  @Patch('api/events/:id')
  @InvalidatesFlows()
  async updateEvent(
    @CurrentUser() user: AuthUser,
    @Param('id', ownEventId) id: string,
    @BrowserZone() zone: string | undefined,
    @Query(new ZodPipe(httpRoutes.updateEvent.query)) scope: QueryOf<'updateEvent'>,
    @Body(new ZodPipe(httpRoutes.updateEvent.body)) body: BodyOf<'updateEvent'>,
  ) {
    await this.limits.eventWrite(user.userId);
    return this.rpc.request('flow.scheduling.events.update', {
      userId: user.userId,
      id,
      ...scope,
      changes: { ...body, timeZone: body.timeZone ?? browserZone(zone) },
    });
  }

  @Delete('api/events/:id')
  @InvalidatesFlows()
  async deleteEvent(
    @CurrentUser() user: AuthUser,
    @Param('id', ownEventId) id: string,
    @Query(new ZodPipe(httpRoutes.deleteEvent.query)) scope: QueryOf<'deleteEvent'>,
  ) {
    await this.limits.eventWrite(user.userId);
    return this.rpc.request('flow.scheduling.events.delete', { userId: user.userId, id, ...scope });
  }

  /** Copy the event to the external calendar again (its mirror_state was failed). */
  @Post('api/events/:id/mirror/retry')
  @HttpCode(200)
  retryEventMirror(@CurrentUser() user: AuthUser, @Param('id', readableId) id: string) {
    return this.rpc.request('flow.scheduling.events.retry-mirror', { userId: user.userId, id });
  }

  @Post('api/alignment/check')
  @HttpCode(200)
  async checkAlignment(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(httpRoutes.checkAlignment.body)) body: BodyOf<'checkAlignment'>,
    @Headers('accept-language') acceptLanguage?: string,
  ) {
    const language = await this.languages.of(user.userId, acceptLanguage);
    return this.rpc.request('flow.scheduling.alignment.check', { ...body, language });
  }

  @Get('api/flow-score')
  async flowScore(
    @CurrentUser() user: AuthUser,
    @BrowserZone() zone: string | undefined,
    @Query(new ZodPipe(httpRoutes.flowScore.query)) query: QueryOf<'flowScore'>,
    @Headers('accept-language') acceptLanguage?: string,
  ) {
    const language = await this.languages.of(user.userId, acceptLanguage);
    return this.rpc.raw('flow.scheduling.flow-score', { userId: user.userId, date: query.date, timeZone: browserZone(zone), language });
  }

  @Get('api/alignment/overrides')
  listOverrides(@CurrentUser() user: AuthUser) {
    return this.rpc.raw('flow.scheduling.overrides.list', { userId: user.userId });
  }

  @Put('api/alignment/overrides/:eventId')
  @InvalidatesFlows()
  setOverride(
    @CurrentUser() user: AuthUser,
    @Param('eventId', ownEventId) eventId: string,
    @Body(new ZodPipe(httpRoutes.setOverride.body)) body: BodyOf<'setOverride'>,
  ) {
    return this.rpc.request('flow.scheduling.overrides.set', { userId: user.userId, eventId, isAligned: body.isAligned });
  }

  @Delete('api/alignment/overrides/:eventId')
  @InvalidatesFlows()
  clearOverride(@CurrentUser() user: AuthUser, @Param('eventId', ownEventId) eventId: string) {
    return this.rpc.request('flow.scheduling.overrides.clear', { userId: user.userId, eventId });
  }
}
