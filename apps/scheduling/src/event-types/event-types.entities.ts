import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { MeetingType } from '@flow/contracts';

/** A person's own type for a title ("Dentist" is social, not collaboration): Quick Add reads that title so from then on. */
@Entity({ tableName: 'event_type_corrections' })
export class EventTypeCorrectionEntity {
  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  /** eventTypeKey(title): lower case, single spaces. */
  @PrimaryKey({ type: 'text' })
  titleKey!: string;

  @Property({ type: 'text' })
  meetingType!: MeetingType;

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
