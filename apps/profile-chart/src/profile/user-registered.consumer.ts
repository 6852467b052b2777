import { Injectable, type OnModuleInit } from '@nestjs/common';
import { events } from '@flow/contracts';
import { EventConsumers, idempotent, RpcClient } from '@flow/platform';
import { MikroORM } from '@mikro-orm/postgresql';
import { ProfileService } from './profile.service';

const DURABLE = 'profile-chart-user-registered';

/** Every new user gets an empty profile (durable, each event applied once), unless the account is gone already. */
@Injectable()
export class UserRegisteredConsumer implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly orm: MikroORM,
    private readonly profiles: ProfileService,
    private readonly rpc: RpcClient,
  ) {}

  onModuleInit(): void {
    this.consumers.register({
      durable: DURABLE,
      subjects: ['flow.evt.identity.user-registered'],
      handle: idempotent(this.orm, DURABLE, async (envelope, tx) => {
        const user = events['flow.evt.identity.user-registered'].parse(envelope.data);
        // Events of two subjects arrive in no set order: an account deleted before its sign-up event got
        // here must not get a profile again.
        const [stillThere] = await this.rpc.request('flow.identity.users.byIds', { ids: [user.userId] });
        if (stillThere) await this.profiles.createEmpty(tx, user.userId, user.fullName, user.language);
      }),
    });
  }
}
