import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { timestamptz } from '../orm-columns';

/** The private iCalendar feed: looked up by the secret's SHA-256; the secret itself is kept sealed to show it again. */
@Entity({ tableName: 'calendar_feeds' })
export class FeedEntity {
  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'text' })
  @Unique()
  secretHash!: string;

  @Property({ type: 'text' })
  secretEnc!: string;

  @Property(timestamptz())
  createdAt: Date = new Date();
}
