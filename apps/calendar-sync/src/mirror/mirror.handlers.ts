import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcPayload } from '@flow/contracts';
import { RpcHandler } from '@flow/platform';
import { MirrorService } from './mirror.service';

/** NATS request-reply: copies of FLOW events in the connected calendars. */
@Controller()
export class MirrorHandlers {
  constructor(private readonly mirror: MirrorService) {}

  @RpcHandler('flow.calendar.mirror.create')
  mirrorCreate(@Payload() body: RpcPayload<'flow.calendar.mirror.create'>) {
    return this.mirror.create(body.userId, body.event);
  }

  @RpcHandler('flow.calendar.mirror.update')
  mirrorUpdate(@Payload() body: RpcPayload<'flow.calendar.mirror.update'>) {
    return this.mirror.update(body.userId, body.externalEventId, body.event);
  }

  @RpcHandler('flow.calendar.mirror.delete')
  mirrorDelete(@Payload() body: RpcPayload<'flow.calendar.mirror.delete'>) {
    return this.mirror.delete(body.userId, body.externalEventId, body.eventId);
  }
}
