import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcPayload } from '@flow/contracts';
import { RpcHandler } from '@flow/platform';
import { AlignmentService } from './alignment.service';

/** NATS request-reply for View Alignment. */
@Controller()
export class AlignmentHandlers {
  constructor(private readonly alignment: AlignmentService) {}

  @RpcHandler('flow.coflow.alignment')
  get(@Payload() body: RpcPayload<'flow.coflow.alignment'>) {
    return this.alignment.alignment(body.userId, body.query);
  }
}
