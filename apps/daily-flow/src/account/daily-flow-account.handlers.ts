import { Controller, type OnModuleInit } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcPayload } from '@flow/contracts';
import { EventConsumers, registerAddressReclaimed, registerUserErasure, RpcHandler } from '@flow/platform';
import { MikroORM } from '@mikro-orm/postgresql';
import { CheckinsRepository } from '../checkins/checkins.repository';
import { FlowCache } from '../flow/flow-cache';
import { NotificationsRepository } from '../notifications/notifications.repository';

/**
 * daily-flow's part of the account protocol: the person's check-ins and learning settings, their
 * notification settings, devices and notifications, and their cached flows in Redis, are in the export
 * and deleted on user-deleted.
 */
@Controller()
export class DailyFlowAccountHandlers implements OnModuleInit {
  constructor(
    private readonly cache: FlowCache,
    private readonly consumers: EventConsumers,
    private readonly repository: CheckinsRepository,
    private readonly notifications: NotificationsRepository,
    private readonly orm: MikroORM,
  ) {}

  onModuleInit(): void {
    registerUserErasure(this.consumers, this.orm, 'daily-flow', async (tx, { userId }) => {
      await this.repository.erase(tx!, userId);
      await this.notifications.erase(tx!, userId);
      await this.cache.forget(userId);
    });
    // Taking an address back: the devices a squatter subscribed stop receiving this account's pushes.
    registerAddressReclaimed(this.consumers, this.orm, 'daily-flow', (tx, { userId }) => this.notifications.forgetDevices(tx, userId));
  }

  @RpcHandler('flow.daily-flow.account.export')
  async export(@Payload() body: RpcPayload<'flow.daily-flow.account.export'>) {
    // The cache only holds flows computed from the other services' data; without Redis there is none to show.
    const cached = await this.cache.entriesOf(body.userId).catch(() => null);
    const [rows, notifications] = await Promise.all([this.repository.rowsOf(body.userId), this.notifications.rowsOf(body.userId)]);
    return {
      service: 'daily-flow',
      data: {
        ...rows,
        ...notifications,
        cached_flows: Object.entries(cached ?? {}).map(([key, value]) => ({ id: key, value })),
        ...(cached ? {} : { cache_unavailable: true }),
      },
    };
  }
}
