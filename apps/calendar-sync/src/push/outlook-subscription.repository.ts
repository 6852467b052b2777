import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { OutlookSubscriptionEntity } from './outlook-subscription.entity';

/** Graph subscriptions, per connection. */
@Injectable()
export class OutlookSubscriptionRepository {
  constructor(private readonly em: EntityManager) {}

  fork(): EntityManager {
    return this.em.fork();
  }

  subscriptionsOf(em: EntityManager, connectionId: string) {
    return em.find(OutlookSubscriptionEntity, { connectionId });
  }

  subscriptionById(em: EntityManager, id: string) {
    return em.findOne(OutlookSubscriptionEntity, { id });
  }

  deleteSubscriptionsOf(em: EntityManager, connectionId: string) {
    return em.nativeDelete(OutlookSubscriptionEntity, { connectionId });
  }

  /** Connections with a subscription that ends before `before`: they are renewed. */
  async connectionsWithSubscriptionsExpiring(em: EntityManager, before: Date, limit: number): Promise<string[]> {
    const rows = await em.find(OutlookSubscriptionEntity, { expiresAt: { $lt: before } }, { fields: ['connectionId'], orderBy: { expiresAt: 'asc' }, limit });
    return [...new Set(rows.map((r) => r.connectionId))];
  }
}
