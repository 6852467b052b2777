import { Injectable, type OnModuleInit } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { EmailConfirmedEvent } from '@flow/contracts';
import { EventConsumers, idempotent } from '@flow/platform';
import { CoFlowRepository } from '../co-flow.repository';

const CONSUMER = 'co-flow-attach-invites-on-confirm';

/**
 * When someone confirms an address that was invited, the waiting invitations become theirs. Not at
 * sign-up: anyone can sign up with any address, only its owner can confirm it.
 */
@Injectable()
export class EmailConfirmedConsumer implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly orm: MikroORM,
    private readonly repository: CoFlowRepository,
  ) {}

  onModuleInit() {
    this.consumers.register({
      durable: CONSUMER,
      subjects: ['flow.evt.identity.email-confirmed'],
      handle: idempotent(this.orm, CONSUMER, async (envelope, em) => {
        const { userId, email } = EmailConfirmedEvent.parse(envelope.data);
        await this.repository.attachInvites(em, email.trim().toLowerCase(), userId);
      }),
    });
  }
}
