import { Body, Controller, Delete, Get, Headers, HttpCode, Post, Put } from '@nestjs/common';
import { httpRoutes } from '@flow/contracts';
import { RpcClient } from '@flow/platform';
import type { AuthUser } from '../auth/access-token.verifier';
import { CurrentUser } from '../auth/current-user.decorator';
import { Public } from '../http/public.decorator';
import type { BodyOf } from '../http/route-types';
import { PersonLimits } from '../http/person-limits';
import { ZodPipe } from '../http/zod.pipe';

/** Notifications of the signed-in person: this device's push subscription, the settings and a test push. */
@Controller('api/notifications')
export class NotificationsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limits: PersonLimits,
  ) {}

  @Post('subscriptions')
  subscribe(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(httpRoutes.subscribeNotifications.body)) body: BodyOf<'subscribeNotifications'>,
    @Headers('user-agent') agent?: string,
  ) {
    return this.rpc.request('flow.daily-flow.notifications.subscribe', { userId: user.userId, subscription: body, userAgent: agent?.slice(0, 512) });
  }

  @Delete('subscriptions')
  unsubscribe(@CurrentUser() user: AuthUser, @Body(new ZodPipe(httpRoutes.unsubscribeNotifications.body)) body: BodyOf<'unsubscribeNotifications'>) {
    return this.rpc.request('flow.daily-flow.notifications.unsubscribe', { userId: user.userId, endpoint: body.endpoint });
  }

  @Get('settings')
  settings(@CurrentUser() user: AuthUser) {
    return this.rpc.request('flow.daily-flow.notifications.settings.get', { userId: user.userId });
  }

  @Put('settings')
  update(@CurrentUser() user: AuthUser, @Body(new ZodPipe(httpRoutes.updateNotificationSettings.body)) body: BodyOf<'updateNotificationSettings'>) {
    return this.rpc.request('flow.daily-flow.notifications.settings.update', { userId: user.userId, changes: body });
  }

  /** 202: queued; the push reaches every device of the person within a few seconds. */
  @Post('test')
  @HttpCode(202)
  async test(@CurrentUser() user: AuthUser) {
    await this.limits.testPush(user.userId);
    return this.rpc.request('flow.daily-flow.notifications.test', { userId: user.userId });
  }

  /**
   * "Snooze 10 min" on a shown notification. The service worker that asks holds no access token, so the
   * device proves itself with its push subscription instead; daily-flow finds the person by it.
   */
  @Public()
  @Post('snooze')
  @HttpCode(202)
  snooze(@Body(new ZodPipe(httpRoutes.snoozeNotification.body)) body: BodyOf<'snoozeNotification'>) {
    return this.rpc.request('flow.daily-flow.notifications.snooze', body);
  }
}
