import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcPayload } from '@flow/contracts';
import { RpcHandler } from '@flow/platform';
import { AlignmentService } from './alignment.service';
import { OverridesService } from './overrides.service';

/** NATS request-reply for alignment: the rules, the flow score, overrides. */
@Controller()
export class AlignmentHandlers {
  constructor(
    private readonly alignment: AlignmentService,
    private readonly overrides: OverridesService,
  ) {}

  @RpcHandler('flow.scheduling.alignment.check')
  check(@Payload() body: RpcPayload<'flow.scheduling.alignment.check'>) {
    return this.alignment.check(body);
  }

  @RpcHandler('flow.scheduling.flow-score')
  score(@Payload() body: RpcPayload<'flow.scheduling.flow-score'>) {
    return this.alignment.score(body.userId, body.date, body.timeZone);
  }

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
