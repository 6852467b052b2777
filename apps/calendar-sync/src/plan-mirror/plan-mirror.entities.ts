import { Entity, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { timestamptz } from '../orm-columns';

/** Defence on calendars of one connection: the person's opt-in to mirror their plan as busy blocks. */
@Entity({ tableName: 'plan_mirrors' })
export class PlanMirrorEntity {
  @PrimaryKey({ type: 'uuid' })
  connectionId!: string;

  @Property({ type: 'uuid' })
  @Index()
  userId!: string;

  @Property({ type: 'boolean' })
  enabled: Opt<boolean> = false;

  @Property({ ...timestamptz(), onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}

/**
 * A busy block FLOW wrote for a planned task or habit, with the provider's version after FLOW's write.
 * Another version means the person moved or edited it: `edited`, and FLOW never touches it again.
 */
@Entity({ tableName: 'plan_mirror_blocks' })
export class PlanMirrorBlockEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  @Index()
  connectionId!: string;

  @Property({ type: 'uuid' })
  @Index()
  userId!: string;

  @Property({ type: 'text' })
  itemKind!: 'task' | 'habit';

  @Property({ type: 'uuid' })
  itemId!: string;

  @Property({ type: 'text' })
  calendarId!: string;

  /** Google's event id; CalDAV's UID; Outlook's id. */
  @Property({ type: 'text' })
  externalId!: string;

  @Property({ type: 'text', nullable: true })
  objectUrl: string | null = null;

  @Property({ type: 'text', nullable: true })
  etag: string | null = null;

  @Property({ type: 'text', nullable: true })
  providerUpdated: string | null = null;

  @Property(timestamptz())
  startTime!: Date;

  @Property(timestamptz())
  endTime!: Date;

  @Property({ type: 'boolean' })
  edited: Opt<boolean> = false;

  @Property(timestamptz())
  createdAt: Opt<Date> = new Date();
}
