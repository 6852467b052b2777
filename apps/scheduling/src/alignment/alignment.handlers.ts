import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcPayload } from '@flow/contracts';
import { RpcHandler } from '@flow/platform';
import { OverridesService } from './overrides.service';

/** NATS request-reply for alignment: overrides. */
@Controller()
export class AlignmentHandlers {
  constructor(private readonly overrides: OverridesService) {}

  @RpcHandler('flow.scheduling.overrides.list')
  async listOverrides(@Payload() body: RpcPayload<'flow.scheduling.overrides.list'>) {
    return { overrides: await this.overrides.list(body.userId) };
  }

  @RpcHandler('flow.scheduling.overrides.set')
  setOverride(@Payload() body: RpcPayload<'flow.scheduling.overrides.set'>) {
    return this.overrides.set(body.userId, body.eventId, body.isAligned);
  }

  @RpcHandler('flow.scheduling.overrides.clear')
  clearOverride(@Payload() body: RpcPayload<'flow.scheduling.overrides.clear'>) {
    return this.overrides.clear(body.userId, body.eventId);
  }
}
