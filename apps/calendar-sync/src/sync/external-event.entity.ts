import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import type { CalendarProvider } from '@flow/contracts';
import { timestamptz } from '../orm-columns';

/** The kept copy of a connection's events (recurring events already expanded). */
@Entity({ tableName: 'external_events' })
@Index({ properties: ['userId', 'startTime'] })
export class ExternalEventEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  @Index()
  connectionId!: string;

  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'text' })
  provider!: CalendarProvider;

  @Property({ type: 'text' })
  calendarId!: string;

  @Property({ type: 'text' })
  externalId!: string;

  /** The provider item it came from (Google event id, CalDAV object URL): an incremental change replaces its rows. */
  @Property({ type: 'text', nullable: true })
  sourceKey: string | null = null;

  @Property({ type: 'text' })
  summary!: string;

  @Property(timestamptz())
  startTime!: Date;

  @Property(timestamptz())
  endTime!: Date;

  @Property({ type: 'boolean' })
  isAllDay!: boolean;

  @Property({ type: 'text', nullable: true })
  location: string | null = null;

  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @Property({ type: 'text', nullable: true })
  flowEventId: string | null = null;
}
