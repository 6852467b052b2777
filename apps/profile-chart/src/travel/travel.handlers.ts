import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcPayload } from '@flow/contracts';
import { RpcHandler } from '@flow/platform';
import { TravelService } from './travel.service';

/** NATS request-reply for travel stays, always for the caller named by the gateway. */
@Controller()
export class TravelHandlers {
  constructor(private readonly travel: TravelService) {}

  @RpcHandler('flow.profile.travel.list')
  list(@Payload() body: RpcPayload<'flow.profile.travel.list'>) {
    return this.travel.list(body.userId);
  }

  @RpcHandler('flow.profile.travel.create')
  create(@Payload() body: RpcPayload<'flow.profile.travel.create'>) {
    return this.travel.create(body.userId, body.stay);
  }

  @RpcHandler('flow.profile.travel.replace')
  replace(@Payload() body: RpcPayload<'flow.profile.travel.replace'>) {
    return this.travel.replace(body.userId, body.stay);
  }

  @RpcHandler('flow.profile.travel.delete')
  delete(@Payload() body: RpcPayload<'flow.profile.travel.delete'>) {
    return this.travel.delete(body.userId, body.id);
  }
}
