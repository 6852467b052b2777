import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcPayload } from '@flow/contracts';
import { RpcHandler } from '@flow/platform';
import { ProfileService } from './profile.service';

/** NATS request-reply for profiles: payloads arrive validated; each handler delegates. */
@Controller()
export class ProfileHandlers {
  constructor(private readonly profiles: ProfileService) {}

  @RpcHandler('flow.profile.get')
  get(@Payload() body: RpcPayload<'flow.profile.get'>) {
    return this.profiles.get(body.userId);
  }

  @RpcHandler('flow.profile.language')
  language(@Payload() body: RpcPayload<'flow.profile.language'>) {
    return this.profiles.language(body.userId);
  }

  @RpcHandler('flow.profile.update')
  update(@Payload() body: RpcPayload<'flow.profile.update'>) {
    return this.profiles.update(body.userId, body.changes, body.browserTimeZone);
  }

  @RpcHandler('flow.profile.byIds')
  byIds(@Payload() body: RpcPayload<'flow.profile.byIds'>) {
    return this.profiles.byIds(body.ids);
  }
}
