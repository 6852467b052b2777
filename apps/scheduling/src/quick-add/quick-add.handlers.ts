import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcPayload } from '@flow/contracts';
import { RpcHandler } from '@flow/platform';
import { QuickAddService } from './quick-add.service';

/** NATS request-reply for the Quick Add wizard. */
@Controller()
export class QuickAddHandlers {
  constructor(private readonly quickAdd: QuickAddService) {}

  @RpcHandler('flow.scheduling.events.parse')
  parse(@Payload() body: RpcPayload<'flow.scheduling.events.parse'>) {
    return this.quickAdd.parse(body);
  }
}
