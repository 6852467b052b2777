import { Entity, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import type { AutoDeclineMode } from '@flow/contracts';
import { timestamptz } from '../orm-columns';

/** "Protect my peak" of one connection, and when its blocks are planned next. */
@Entity({ tableName: 'peak_protections' })
export class PeakProtectionEntity {
  @PrimaryKey({ type: 'uuid' })
  connectionId!: string;

  @Property({ type: 'uuid' })
  @Index()
  userId!: string;

  @Property({ type: 'boolean' })
  enabled: Opt<boolean> = false;

  @Property({ type: 'text' })
  autoDeclineMode!: AutoDeclineMode;

  @Property({ type: 'text' })
  declineMessage!: string;

  /** Plan (or, turned off, clean up) at this time; null: nothing to do. A change of the day sets it to now. */
  @Property({ ...timestamptz(), nullable: true })
  @Index()
  dueAt: Date | null = null;

  @Property({ ...timestamptz(), nullable: true })
  plannedAt: Date | null = null;

  /** Failed plans in a row (their back-off), and the last reason. */
  @Property({ type: 'integer' })
  failures: Opt<number> = 0;

  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  @Property({ ...timestamptz(), onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}

/**
 * A focus block FLOW booked at the person's peak: what it wrote, and the provider's version of it
 * after its own write (Google's etag and updated, a CalDAV object's ETag). Another version means the
 * person moved or edited it: `edited`, and FLOW never touches it again.
 */
@Entity({ tableName: 'peak_blocks' })
@Index({ properties: ['connectionId', 'date'] })
export class PeakBlockEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  connectionId!: string;

  @Property({ type: 'uuid' })
  @Index()
  userId!: string;

  @Property({ type: 'text' })
  calendarId!: string;

  /** Google's event id; CalDAV's UID. */
  @Property({ type: 'text' })
  externalId!: string;

  /** CalDAV: the object's URL. */
  @Property({ type: 'text', nullable: true })
  objectUrl: string | null = null;

  @Property({ type: 'text', nullable: true })
  etag: string | null = null;

  /** Google's `updated` of FLOW's last write. */
  @Property({ type: 'text', nullable: true })
  providerUpdated: string | null = null;

  /** The person's local date of the block, and the times FLOW wrote. */
  @Property({ type: 'text' })
  date!: string;

  @Property(timestamptz())
  startTime!: Date;

  @Property(timestamptz())
  endTime!: Date;

  @Property({ type: 'boolean' })
  free!: boolean;

  /** The mode and message it was written with (a changed setting rewrites FLOW's blocks). */
  @Property({ type: 'text' })
  autoDeclineMode!: AutoDeclineMode;

  @Property({ type: 'text' })
  declineMessage!: string;

  @Property({ type: 'boolean' })
  edited: Opt<boolean> = false;

  @Property(timestamptz())
  createdAt: Opt<Date> = new Date();
}
