import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcPayload } from '@flow/contracts';
import { RpcHandler } from '@flow/platform';
import { NotificationsService } from './notifications.service';

/** NATS request-reply of notifications: payloads arrive validated; each handler delegates. */
@Controller()
export class NotificationsHandlers {
  constructor(private readonly notifications: NotificationsService) {}

  @RpcHandler('flow.daily-flow.notifications.subscribe')
  subscribe(@Payload() body: RpcPayload<'flow.daily-flow.notifications.subscribe'>) {
    return this.notifications.subscribe(body);
  }

  @RpcHandler('flow.daily-flow.notifications.unsubscribe')
  unsubscribe(@Payload() body: RpcPayload<'flow.daily-flow.notifications.unsubscribe'>) {
    return this.notifications.unsubscribe(body);
  }

  @RpcHandler('flow.daily-flow.notifications.settings.get')
  settings(@Payload() body: RpcPayload<'flow.daily-flow.notifications.settings.get'>) {
    return this.notifications.settings(body);
  }

  @RpcHandler('flow.daily-flow.notifications.settings.update')
  update(@Payload() body: RpcPayload<'flow.daily-flow.notifications.settings.update'>) {
    return this.notifications.update(body);
  }

  @RpcHandler('flow.daily-flow.notifications.test')
  test(@Payload() body: RpcPayload<'flow.daily-flow.notifications.test'>) {
    return this.notifications.test(body);
  }

  @RpcHandler('flow.daily-flow.notifications.snooze')
  snooze(@Payload() body: RpcPayload<'flow.daily-flow.notifications.snooze'>) {
    return this.notifications.snooze(body);
  }
}
