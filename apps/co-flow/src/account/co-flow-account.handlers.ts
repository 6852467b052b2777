import { Controller, type OnModuleInit } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcPayload } from '@flow/contracts';
import { EventConsumers, recordEvent, registerAddressReclaimed, registerUserErasure, RpcHandler } from '@flow/platform';
import { MikroORM } from '@mikro-orm/postgresql';
import { CoFlowAccountRepository } from './co-flow-account.repository';

/** Stands for a deleted person in the events that tell the others. */
const GONE = '00000000-0000-0000-0000-000000000000';

/**
 * co-flow's part of the account protocol: the person's invites, connections and manual profiles in the
 * export, and erased on user-deleted. The people they were connected with hear connection-removed, so
 * their Co-Flow page drops the connection at once.
 */
@Controller()
export class CoFlowAccountHandlers implements OnModuleInit {
  constructor(
    private readonly repository: CoFlowAccountRepository,
    private readonly consumers: EventConsumers,
    private readonly orm: MikroORM,
  ) {}

  onModuleInit(): void {
    registerUserErasure(this.consumers, this.orm, 'co-flow', async (tx, { userId, email }) => {
      const removed = await this.repository.erase(tx!, userId, email);
      for (const c of removed) {
        // The deleted person is not named, not even by id (outbox rows outlive the deletion a day).
        const [userId1, userId2] = [c.user_id_1, c.user_id_2].map((id) => (id === userId ? GONE : id)) as [string, string];
        recordEvent(tx!, 'flow.evt.coflow.connection-removed', { id: c.id, userId1, userId2 }, [c.user_id_1 === userId ? c.user_id_2 : c.user_id_1]);
      }
    });
    this.registerReclaim();
  }

  /**
   * Taking an address back: the invitations the account sent that still wait are withdrawn and its
   * connections end (both sides hear connection-removed, so their pages drop it). Manual profiles stay:
   * they reach no one outside.
   */
  private registerReclaim(): void {
    registerAddressReclaimed(this.consumers, this.orm, 'co-flow', async (tx, { userId }) => {
      for (const c of await this.repository.revokeOutside(tx, userId)) {
        recordEvent(tx, 'flow.evt.coflow.connection-removed', { id: c.id, userId1: c.user_id_1, userId2: c.user_id_2 }, [c.user_id_1, c.user_id_2]);
      }
    });
  }

  @RpcHandler('flow.coflow.account.export')
  async export(@Payload() body: RpcPayload<'flow.coflow.account.export'>) {
    return { service: 'co-flow', data: await this.repository.rowsOf(body.userId) };
  }
}
