import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/** Where a FLOW event was copied to in one connection. */
@Entity({ tableName: 'mirror_links' })
@Unique({ properties: ['connectionId', 'flowEventId'] })
export class MirrorLinkEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  @Index()
  connectionId!: string;

  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'uuid' })
  flowEventId!: string;

  @Property({ type: 'text' })
  calendarId!: string;

  @Property({ type: 'text' })
  externalId!: string;

  /** CalDAV: the object's URL and ETag. */
  @Property({ type: 'text', nullable: true })
  objectUrl: string | null = null;

  @Property({ type: 'text', nullable: true })
  etag: string | null = null;
}
