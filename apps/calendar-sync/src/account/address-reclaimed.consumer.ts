import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventConsumers, registerAddressReclaimed } from '@flow/platform';
import { MikroORM } from '@mikro-orm/postgresql';
import { ConnectionRemoval } from '../connect/connection-removal';
import { FeedRepository } from '../feed/feed.repository';

/**
 * calendar-sync's part of taking an address back: the calendar feed (its secret URL stops serving),
 * unfinished OAuth flows and every calendar connection (with Google told the grant is no longer wanted)
 * of the account whose address was reclaimed. The feed goes in the consumer's transaction; the
 * connections go as a user's "Disconnect" removes them, which is naturally idempotent, so a redelivery
 * after a failed commit removes nothing twice.
 */
@Injectable()
export class AddressReclaimedConsumer implements OnModuleInit {
  constructor(
    private readonly feeds: FeedRepository,
    private readonly connections: ConnectionRemoval,
    private readonly consumers: EventConsumers,
    private readonly orm: MikroORM,
  ) {}

  onModuleInit(): void {
    registerAddressReclaimed(this.consumers, this.orm, 'calendar-sync', async (tx, { userId }) => {
      await this.feeds.deleteFeed(tx, userId);
      await tx.getConnection().execute('delete from oauth_states where user_id = ?', [userId], 'run', tx.getTransactionContext());
      await this.connections.remove(userId);
    });
  }
}
