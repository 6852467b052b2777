import { Controller, type OnModuleInit } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcPayload } from '@flow/contracts';
import { EventConsumers, registerUserErasure, RpcHandler } from '@flow/platform';
import { FlowCache } from '../flow/flow-cache';

/**
 * daily-flow's part of the account protocol. It keeps no database, only cached flows in Redis: those
 * are in the export, and deleted on user-deleted (deleting is idempotent by nature).
 */
@Controller()
export class DailyFlowAccountHandlers implements OnModuleInit {
  constructor(
    private readonly cache: FlowCache,
    private readonly consumers: EventConsumers,
  ) {}

  onModuleInit(): void {
    registerUserErasure(this.consumers, null, 'daily-flow', (_tx, { userId }) => this.cache.forget(userId));
  }

  @RpcHandler('flow.daily-flow.account.export')
  async export(@Payload() body: RpcPayload<'flow.daily-flow.account.export'>) {
    // The cache only holds flows computed from the other services' data; without Redis there is none to show.
    const cached = await this.cache.entriesOf(body.userId).catch(() => null);
    return { service: 'daily-flow', data: { cached_flows: Object.entries(cached ?? {}).map(([key, value]) => ({ id: key, value })), ...(cached ? {} : { cache_unavailable: true }) } };
  }
}
