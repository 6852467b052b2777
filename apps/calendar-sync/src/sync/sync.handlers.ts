import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcPayload } from '@flow/contracts';
import { RpcHandler } from '@flow/platform';
import { SyncService } from './sync.service';

/** NATS request-reply: the providers' push notifications, relayed by the gateway. */
@Controller()
export class SyncHandlers {
  constructor(private readonly sync: SyncService) {}

  @RpcHandler('flow.calendar.google.notification')
  googleNotification(@Payload() body: RpcPayload<'flow.calendar.google.notification'>) {
    return this.sync.onNotification(body);
  }

  @RpcHandler('flow.calendar.outlook.notification')
  outlookNotification(@Payload() body: RpcPayload<'flow.calendar.outlook.notification'>) {
    return this.sync.onOutlookNotifications(body.notifications);
  }
}
