import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcPayload } from '@flow/contracts';
import { RpcHandler } from '@flow/platform';
import { EventsService } from './events.service';

/** NATS request-reply for FLOW events: payloads arrive validated; each handler delegates. */
@Controller()
export class EventsHandlers {
  constructor(private readonly events: EventsService) {}

  @RpcHandler('flow.scheduling.events.list')
  async list(@Payload() body: RpcPayload<'flow.scheduling.events.list'>) {
    return { events: await this.events.list(body.userId, body.from, body.to) };
  }

  /** daily-flow merges these into the day. */
  @RpcHandler('flow.scheduling.events.range')
  async range(@Payload() body: RpcPayload<'flow.scheduling.events.range'>) {
    return { events: await this.events.list(body.userId, body.from, body.to) };
  }

  /** co-flow: when people are busy, never what they do. */
  @RpcHandler('flow.scheduling.busy')
  async busy(@Payload() body: RpcPayload<'flow.scheduling.busy'>) {
    return { busy: await this.events.busyOf(body.userIds, body.from, body.to) };
  }

  @RpcHandler('flow.scheduling.events.get')
  get(@Payload() body: RpcPayload<'flow.scheduling.events.get'>) {
    return this.events.get(body.userId, body.id);
  }

  @RpcHandler('flow.scheduling.events.create')
  create(@Payload() body: RpcPayload<'flow.scheduling.events.create'>) {
    return this.events.create(body.userId, body.event);
  }

  @RpcHandler('flow.scheduling.events.update')
  update(@Payload() body: RpcPayload<'flow.scheduling.events.update'>) {
    return this.events.update(body.userId, body.id, body.changes, { scope: body.scope, occurrence: body.occurrence });
  }

  @RpcHandler('flow.scheduling.events.delete')
  delete(@Payload() body: RpcPayload<'flow.scheduling.events.delete'>) {
    return this.events.delete(body.userId, body.id, { scope: body.scope, occurrence: body.occurrence });
  }

  @RpcHandler('flow.scheduling.events.retry-mirror')
  retryMirror(@Payload() body: RpcPayload<'flow.scheduling.events.retry-mirror'>) {
    return this.events.retryMirror(body.userId, body.id);
  }
}
