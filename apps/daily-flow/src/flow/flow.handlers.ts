import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcPayload } from '@flow/contracts';
import { RpcHandler } from '@flow/platform';
import { FlowService } from './flow.service';

/** NATS request-reply of daily-flow: payloads arrive validated; each handler delegates. */
@Controller()
export class FlowHandlers {
  constructor(private readonly flows: FlowService) {}

  @RpcHandler('flow.daily-flow.get')
  dailyFlow(@Payload() body: RpcPayload<'flow.daily-flow.get'>) {
    return this.flows.dailyFlow(body);
  }

  @RpcHandler('flow.daily-flow.rhythm')
  rhythm(@Payload() body: RpcPayload<'flow.daily-flow.rhythm'>) {
    return this.flows.rhythm(body);
  }

  @RpcHandler('flow.daily-flow.panchang')
  panchang(@Payload() body: RpcPayload<'flow.daily-flow.panchang'>) {
    return this.flows.panchang(body);
  }
}
