import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { timestamptz } from '../orm-columns';

/** A Google push channel (events.watch) on one calendar of a connection; the token is kept as its SHA-256. */
@Entity({ tableName: 'google_channels' })
export class GoogleChannelEntity {
  /** The channel id FLOW chose; Google sends it back as X-Goog-Channel-ID. */
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  @Index()
  connectionId!: string;

  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'text' })
  calendarId!: string;

  @Property({ type: 'text' })
  tokenHash!: string;

  /** Google's id of the watched resource, needed to stop the channel. */
  @Property({ type: 'text' })
  resourceId!: string;

  @Property(timestamptz())
  @Index()
  expiresAt!: Date;
}
