import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcPayload } from '@flow/contracts';
import { RpcHandler } from '@flow/platform';
import { ChartService } from './chart.service';

/** NATS request-reply for the chart routes: payloads arrive validated; each handler delegates. */
@Controller()
export class ChartHandlers {
  constructor(private readonly charts: ChartService) {}

  @RpcHandler('flow.profile.analyze')
  analyze(@Payload() body: RpcPayload<'flow.profile.analyze'>) {
    return this.charts.analyze(body.userId, body.input, body.browserTimeZone);
  }

  @RpcHandler('flow.profile.analyze-manual')
  analyzeManual(@Payload() body: RpcPayload<'flow.profile.analyze-manual'>) {
    return this.charts.analyzeManual(body.userId, body.input);
  }

  @RpcHandler('flow.profile.dasha')
  dasha(@Payload() body: RpcPayload<'flow.profile.dasha'>) {
    return this.charts.dasha(body.userId);
  }

  @RpcHandler('flow.profile.transits')
  transits(@Payload() body: RpcPayload<'flow.profile.transits'>) {
    return this.charts.transits(body.userId);
  }

  @RpcHandler('flow.profile.places')
  places(@Payload() body: RpcPayload<'flow.profile.places'>) {
    return this.charts.places(body.q);
  }
}
