import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import type { MeetingType, MirrorState } from '@flow/contracts';

/** A FLOW event (spec table scheduled_events). Always read and changed together with its owner's id. */
@Entity({ tableName: 'scheduled_events' })
@Index({ properties: ['userId', 'startTime'] })
export class ScheduledEventEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'text' })
  title!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  startTime!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  endTime!: Date;

  @Property({ type: 'text', nullable: true })
  location?: string | null;

  @Property({ type: 'text', nullable: true })
  meetingType?: MeetingType | null;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  /** The id of its copy in the user's external calendar (Google or CalDAV), once mirrored. */
  @Property({ type: 'text', nullable: true })
  googleCalendarEventId?: string | null;

  /** Where its copy in the external calendar stands; calendar-sync reports it after the create answered. */
  @Property({ type: 'text' })
  mirrorState: MirrorState = 'none';

  @Property({ type: 'text', nullable: true })
  mirrorError?: string | null;

  /** The user's alignment override of this event (null: automatic), written with event_alignment_overrides. */
  @Property({ type: 'boolean', nullable: true })
  isAligned?: boolean | null;

  /** A repeating event (a series): its RRULE, without 'RRULE:'; startTime/endTime are the first occurrence. */
  @Property({ type: 'text', nullable: true })
  recurrence?: string | null;

  /** The zone whose wall clock the series keeps (09:00 stays 09:00 across DST). */
  @Property({ type: 'text', nullable: true })
  recurrenceTimeZone?: string | null;

  /** EXDATE: original starts (ISO instants) of cancelled occurrences. */
  @Property({ type: 'json', nullable: true })
  recurrenceExdates?: string[] | null;

  /** Where the series ends (its last occurrence's end), null when it never does: range queries skip ended series. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  recurrenceEnd?: Date | null;

  /** A changed occurrence: the series it belongs to, and its start in the rule (RECURRENCE-ID). */
  @Property({ type: 'uuid', nullable: true })
  recurringEventId?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  originalStartTime?: Date | null;

  /** Its own reminder, minutes before the start (0: none); null: the person's lead time. daily-flow plans it. */
  @Property({ type: 'smallint', nullable: true })
  reminderMinutes?: number | null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/** Spec table event_attendees; `position` keeps the order they were entered in. */
@Entity({ tableName: 'event_attendees' })
export class EventAttendeeEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  @Index()
  eventId!: string;

  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text', nullable: true })
  name?: string | null;

  @Property({ type: 'integer' })
  position!: number;
}
