import { Injectable, type OnModuleInit } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { UserRegisteredEvent } from '@flow/contracts';
import { EventConsumers, idempotent } from '@flow/platform';
import { CoflowRepository } from '../coflow.repository';

const CONSUMER = 'co-flow-attach-invites';

/** When someone signs up with an address that was invited, the waiting invitations become theirs. */
@Injectable()
export class UserRegisteredConsumer implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly orm: MikroORM,
    private readonly repository: CoflowRepository,
  ) {}

  onModuleInit() {
    this.consumers.register({
      durable: CONSUMER,
      subjects: ['flow.evt.identity.user-registered'],
      handle: idempotent(this.orm, CONSUMER, async (envelope, em) => {
        const { userId, email } = UserRegisteredEvent.parse(envelope.data);
        await this.repository.attachInvites(em, email.trim().toLowerCase(), userId);
      }),
    });
  }
}
