import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcPayload } from '@flow/contracts';
import { alignmentIn } from '@flow/i18n';
import { RpcHandler } from '@flow/platform';
import { AlignmentService } from './alignment.service';

/** NATS request-reply for View Alignment. */
@Controller()
export class AlignmentHandlers {
  constructor(private readonly alignment: AlignmentService) {}

  @RpcHandler('flow.coflow.alignment')
  async get(@Payload() body: RpcPayload<'flow.coflow.alignment'>) {
    // Compared in English (the engines' words); the answer in the viewer's language.
    return alignmentIn(await this.alignment.alignment(body.userId, body.query), body.language);
  }
}
