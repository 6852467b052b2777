import { Controller, type OnModuleInit } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcPayload } from '@flow/contracts';
import { EventConsumers, registerUserErasure, RpcHandler } from '@flow/platform';
import { MikroORM } from '@mikro-orm/postgresql';
import { SchedulingAccountRepository } from './scheduling-account.repository';

/**
 * scheduling's part of the account protocol: the user's events, attendees and overrides in the export,
 * and erased on user-deleted. (Copies FLOW made in the person's own Google Calendar are theirs and stay.)
 */
@Controller()
export class SchedulingAccountHandlers implements OnModuleInit {
  constructor(
    private readonly repository: SchedulingAccountRepository,
    private readonly consumers: EventConsumers,
    private readonly orm: MikroORM,
  ) {}

  onModuleInit(): void {
    registerUserErasure(this.consumers, this.orm, 'scheduling', (tx, { userId }) => this.repository.erase(tx!, userId));
  }

  @RpcHandler('flow.scheduling.account.export')
  async export(@Payload() body: RpcPayload<'flow.scheduling.account.export'>) {
    return { service: 'scheduling', data: await this.repository.rowsOf(body.userId) };
  }
}
