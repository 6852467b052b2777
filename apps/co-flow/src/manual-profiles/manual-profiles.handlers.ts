import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcPayload } from '@flow/contracts';
import { RpcHandler } from '@flow/platform';
import { ManualProfilesService } from './manual-profiles.service';

/** NATS request-reply for manual co-flow profiles (the creator's own only). */
@Controller()
export class ManualProfilesHandlers {
  constructor(private readonly manualProfiles: ManualProfilesService) {}

  @RpcHandler('flow.coflow.manual-profiles.list')
  async list(@Payload() body: RpcPayload<'flow.coflow.manual-profiles.list'>) {
    return { manualProfiles: await this.manualProfiles.list(body.userId) };
  }

  @RpcHandler('flow.coflow.manual-profiles.create')
  create(@Payload() body: RpcPayload<'flow.coflow.manual-profiles.create'>) {
    return this.manualProfiles.create(body.userId, body.profile);
  }

  @RpcHandler('flow.coflow.manual-profiles.delete')
  async remove(@Payload() body: RpcPayload<'flow.coflow.manual-profiles.delete'>) {
    await this.manualProfiles.remove(body.userId, body.manualProfileId);
    return { ok: true as const };
  }
}
