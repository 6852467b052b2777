import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { timestamptz } from '../orm-columns';

/** A Graph change-notification subscription on a connection's events; the clientState is kept as its SHA-256. */
@Entity({ tableName: 'outlook_subscriptions' })
export class OutlookSubscriptionEntity {
  /** Graph's subscription id (it sends it back in every notification). */
  @PrimaryKey({ type: 'text' })
  id!: string;

  @Property({ type: 'uuid' })
  @Index()
  connectionId!: string;

  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'text' })
  clientStateHash!: string;

  @Property(timestamptz())
  @Index()
  expiresAt!: Date;
}
