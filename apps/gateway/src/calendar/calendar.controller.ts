import { Body, Controller, Delete, Get, Headers, HttpCode, Inject, Param, Patch, Post, Put, Query, Req, Res } from '@nestjs/common';
import {
  CalendarMessages,
  GoogleChannelNotification,
  httpRoutes,
  OutlookNotificationBatch,
  type CalendarConnectionStatus,
  type CalendarFeed,
} from '@flow/contracts';
import { calendarStatusIn } from '@flow/i18n';
import { DomainError, RpcClient } from '@flow/platform';
import type { FastifyReply as Response, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthUser } from '../auth/access-token.verifier';
import { CurrentUser } from '../auth/current-user.decorator';
import { GATEWAY_ENV, type GatewayEnv } from '../gateway.env';
import { Public } from '../http/public.decorator';
import { InvalidatesFlows } from '../daily-flow/invalidates-flows';
import { PersonLanguages } from '../i18n/person-languages';
import { ZodPipe } from '../http/zod.pipe';

const DAY_MS = 86_400_000;
const FEED_FILE = /^([A-Za-z0-9_-]{20,128})\.ics$/;
/** The web app's pages the consent screens send the person back to. */
const CALLBACK_PATHS = { google: '/auth/google/callback', outlook: '/auth/microsoft/callback' } as const;
type BodyOf<R extends keyof typeof httpRoutes> = (typeof httpRoutes)[R] extends { body: infer B extends z.ZodType } ? z.output<B> : never;
type QueryOf<R extends keyof typeof httpRoutes> = (typeof httpRoutes)[R] extends { query: infer Q extends z.ZodType } ? z.output<Q> : never;

/** Calendar routes: Google, Outlook and CalDAV connections, external events, and the private iCalendar feed. */
@Controller('api/calendar')
export class CalendarController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
    private readonly languages: PersonLanguages,
  ) {}

  /** A connection status with each `lastError` in the person's language (their profile's, else the browser's). */
  private async inLanguage(user: AuthUser, acceptLanguage: string | undefined, status: Promise<CalendarConnectionStatus>): Promise<CalendarConnectionStatus> {
    const [answer, language] = await Promise.all([status, this.languages.of(user.userId, acceptLanguage)]);
    return calendarStatusIn(answer, language);
  }

  @Post('auth-url')
  @HttpCode(200)
  authUrl(@CurrentUser() user: AuthUser, @Body(new ZodPipe(httpRoutes.calendarAuthUrl.body)) body: BodyOf<'calendarAuthUrl'>) {
    const redirectUri = body.redirectUri ?? new URL(CALLBACK_PATHS[body.provider], this.env.APP_ORIGIN).toString();
    const request = { userId: user.userId, redirectUri };
    return body.provider === 'outlook'
      ? this.rpc.request('flow.calendar.outlook.auth-url', request)
      : this.rpc.request('flow.calendar.google.auth-url', request);
  }

  @Post('oauth')
  @HttpCode(200)
  @InvalidatesFlows()
  oauth(@CurrentUser() user: AuthUser, @Body(new ZodPipe(httpRoutes.calendarOAuth.body)) body: BodyOf<'calendarOAuth'>) {
    const { provider, ...code } = body;
    const request = { userId: user.userId, ...code };
    return provider === 'outlook'
      ? this.rpc.request('flow.calendar.outlook.connect', request, { timeoutMs: 15_000 })
      : this.rpc.request('flow.calendar.google.connect', request, { timeoutMs: 15_000 });
  }

  @Post('caldav')
  @HttpCode(200)
  @InvalidatesFlows()
  caldav(@CurrentUser() user: AuthUser, @Body(new ZodPipe(httpRoutes.calendarCaldav.body)) body: BodyOf<'calendarCaldav'>) {
    return this.rpc.request('flow.calendar.caldav.connect', { userId: user.userId, ...body }, { timeoutMs: 20_000 });
  }

  /** Default window: today (UTC) to 30 days ahead (spec section 9). */
  @Get('events')
  events(@CurrentUser() user: AuthUser, @Query(new ZodPipe(httpRoutes.calendarEvents.query)) query: QueryOf<'calendarEvents'>) {
    const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
    const timeMin = query.timeMin ?? new Date(today).toISOString();
    const timeMax = query.timeMax ?? new Date(new Date(timeMin).getTime() + 30 * DAY_MS).toISOString();
    return this.rpc.raw('flow.calendar.events.fetch', { userId: user.userId, timeMin, timeMax, refresh: query.refresh ?? false }, { timeoutMs: 10_000 });
  }

  @Get('connection')
  connection(@CurrentUser() user: AuthUser, @Headers('accept-language') acceptLanguage?: string) {
    return this.inLanguage(user, acceptLanguage, this.rpc.request('flow.calendar.connection.get', { userId: user.userId }));
  }

  @Patch('connection')
  @InvalidatesFlows()
  updateConnection(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(httpRoutes.calendarUpdateConnection.body)) body: BodyOf<'calendarUpdateConnection'>,
    @Headers('accept-language') acceptLanguage?: string,
  ) {
    return this.inLanguage(user, acceptLanguage, this.rpc.request('flow.calendar.connection.update', { userId: user.userId, ...body }, { timeoutMs: 15_000 }));
  }

  /** "Protect my peak" of one connection; the focus blocks are booked or removed in the background. */
  @Put('peak-protection')
  peakProtection(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(httpRoutes.calendarPeakProtection.body)) body: BodyOf<'calendarPeakProtection'>,
    @Headers('accept-language') acceptLanguage?: string,
  ) {
    return this.inLanguage(user, acceptLanguage, this.rpc.request('flow.calendar.peak-protection.update', { userId: user.userId, ...body }));
  }

  /** Defence on calendars: planned tasks and habits mirrored as busy in this connection's calendar. */
  @Put('plan-mirror')
  planMirror(@CurrentUser() user: AuthUser, @Body(new ZodPipe(httpRoutes.calendarPlanMirror.body)) body: BodyOf<'calendarPlanMirror'>) {
    return this.rpc.request('flow.calendar.plan-mirror.update', { userId: user.userId, ...body });
  }

  @Delete('connection')
  @InvalidatesFlows()
  disconnect(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(httpRoutes.calendarDisconnect.query)) query: QueryOf<'calendarDisconnect'>,
    @Headers('accept-language') acceptLanguage?: string,
  ) {
    const status = this.rpc.request('flow.calendar.connection.delete', { userId: user.userId, provider: query.provider }, { timeoutMs: 15_000 });
    return this.inLanguage(user, acceptLanguage, status);
  }

  @Get('feed')
  async feed(@CurrentUser() user: AuthUser) {
    const { feed } = await this.rpc.request('flow.calendar.feed.get', { userId: user.userId });
    return { feed: feed ? this.feedUrls(feed) : null };
  }

  @Post('feed')
  async rotateFeed(@CurrentUser() user: AuthUser): Promise<CalendarFeed> {
    return this.feedUrls(await this.rpc.request('flow.calendar.feed.rotate', { userId: user.userId }));
  }

  @Delete('feed')
  deleteFeed(@CurrentUser() user: AuthUser) {
    return this.rpc.request('flow.calendar.feed.delete', { userId: user.userId });
  }

  /** Public: calendar apps fetch it without a session; the secret in the file name is the credential. */
  @Public()
  @Get('feed/:file')
  async feedIcs(@Param('file') file: string, @Res() res: Response) {
    const secret = FEED_FILE.exec(file)?.[1];
    if (!secret) throw DomainError.notFound(CalendarMessages.feedNotFound);
    const { ics } = await this.rpc.request('flow.calendar.feed.render', { secret }, { timeoutMs: 10_000 });
    res.header('content-type', 'text/calendar; charset=utf-8');
    res.header('content-disposition', 'inline; filename="flow.ics"');
    res.header('cache-control', 'private, max-age=300');
    res.send(ics);
  }

  /**
   * Public: Google's push notifications (no body; X-Goog-* headers). calendar-sync checks the channel id
   * and token; anything else is 404, a genuine one 204 at once (the sync runs after the answer).
   */
  @Public()
  @Post('google/notifications')
  @HttpCode(204)
  async googleNotification(@Headers() headers: Record<string, string | undefined>): Promise<null> {
    const notification = GoogleChannelNotification.safeParse({
      channelId: headers['x-goog-channel-id'],
      token: headers['x-goog-channel-token'],
      resourceId: headers['x-goog-resource-id'],
      resourceState: headers['x-goog-resource-state'],
      messageNumber: headers['x-goog-message-number'],
    });
    if (!notification.success) throw DomainError.notFound(CalendarMessages.channelUnknown);
    const { accepted } = await this.rpc.request('flow.calendar.google.notification', notification.data);
    if (!accepted) throw DomainError.notFound(CalendarMessages.channelUnknown);
    return null;
  }

  /**
   * Public: Microsoft Graph's change and lifecycle notifications. The subscription handshake
   * (`?validationToken=`) is answered here at once with the token as text/plain (Graph waits 10 s at
   * most); a notification is 202 when calendar-sync knows its subscription and clientState, else 403
   * and nothing is done.
   */
  @Public()
  @Post('outlook/notifications')
  async outlookNotification(@Req() req: FastifyRequest, @Res() res: Response): Promise<void> {
    const validationToken = (req.query as Record<string, unknown>).validationToken;
    if (typeof validationToken === 'string' && validationToken.length > 0 && validationToken.length <= 1024) {
      res.code(200).header('content-type', 'text/plain; charset=utf-8').send(validationToken);
      return;
    }
    const batch = OutlookNotificationBatch.safeParse(req.body);
    if (!batch.success) throw DomainError.validation('Send Microsoft Graph notifications as { "value": [...] }.');
    const notifications = batch.data.value.map(({ subscriptionId, clientState, changeType, lifecycleEvent }) => ({
      subscriptionId,
      clientState,
      changeType,
      lifecycleEvent,
    }));
    const { accepted } = await this.rpc.request('flow.calendar.outlook.notification', { notifications });
    if (!accepted) throw DomainError.forbidden(CalendarMessages.subscriptionUnknown);
    res.code(202).send();
  }

  private feedUrls(feed: { path: string; createdAt: string }): CalendarFeed {
    const url = new URL(feed.path, this.env.APP_ORIGIN).toString();
    return { url, webcalUrl: url.replace(/^https?:/, 'webcal:'), createdAt: feed.createdAt };
  }
}
