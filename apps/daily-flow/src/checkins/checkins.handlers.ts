import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcPayload } from '@flow/contracts';
import { RpcHandler } from '@flow/platform';
import { CheckinsService } from './checkins.service';
import { InsightsService } from './insights.service';
import { LearningService } from './learning.service';

/** NATS request-reply of check-ins and insights: payloads arrive validated; each handler delegates. */
@Controller()
export class CheckinsHandlers {
  constructor(
    private readonly checkins: CheckinsService,
    private readonly learning: LearningService,
    private readonly insightsOf: InsightsService,
  ) {}

  @RpcHandler('flow.daily-flow.checkins.create')
  create(@Payload() body: RpcPayload<'flow.daily-flow.checkins.create'>) {
    return this.checkins.create(body);
  }

  @RpcHandler('flow.daily-flow.checkins.list')
  list(@Payload() body: RpcPayload<'flow.daily-flow.checkins.list'>) {
    return this.checkins.list(body);
  }

  @RpcHandler('flow.daily-flow.checkins.update')
  update(@Payload() body: RpcPayload<'flow.daily-flow.checkins.update'>) {
    return this.checkins.update(body);
  }

  @RpcHandler('flow.daily-flow.checkins.delete')
  remove(@Payload() body: RpcPayload<'flow.daily-flow.checkins.delete'>) {
    return this.checkins.remove(body);
  }

  @RpcHandler('flow.daily-flow.insights')
  insights(@Payload() body: RpcPayload<'flow.daily-flow.insights'>) {
    return this.insightsOf.insights(body);
  }

  @RpcHandler('flow.daily-flow.insights.settings')
  settings(@Payload() body: RpcPayload<'flow.daily-flow.insights.settings'>) {
    return this.learning.setEnabled(body);
  }

  @RpcHandler('flow.daily-flow.insights.reset')
  reset(@Payload() body: RpcPayload<'flow.daily-flow.insights.reset'>) {
    return this.learning.reset(body);
  }
}
