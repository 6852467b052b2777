import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcPayload } from '@flow/contracts';
import { alignmentResultIn, flowScoreIn } from '@flow/i18n';
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
    return alignmentResultIn(this.alignment.check(body), body.language);
  }

  @RpcHandler('flow.scheduling.flow-score')
  async score(@Payload() body: RpcPayload<'flow.scheduling.flow-score'>) {
    // Scored in English (the rules' words); the message and tips in the person's language.
    return flowScoreIn(await this.alignment.score(body.userId, body.date, body.timeZone), body.language);
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
