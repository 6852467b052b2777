import { Injectable, type OnModuleInit } from '@nestjs/common';
import { events } from '@flow/contracts';
import { EventConsumers, idempotent } from '@flow/platform';
import { MikroORM } from '@mikro-orm/postgresql';
import { ProfileService } from './profile.service';

const DURABLE = 'profile-chart-user-registered';

/** Every new user gets an empty profile (durable, each event applied once). */
@Injectable()
export class UserRegisteredConsumer implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly orm: MikroORM,
    private readonly profiles: ProfileService,
  ) {}

  onModuleInit(): void {
    this.consumers.register({
      durable: DURABLE,
      subjects: ['flow.evt.identity.user-registered'],
      handle: idempotent(this.orm, DURABLE, async (envelope, tx) => {
        const user = events['flow.evt.identity.user-registered'].parse(envelope.data);
        await this.profiles.createEmpty(tx, user.userId, user.fullName);
      }),
    });
  }
}
