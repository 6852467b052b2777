import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** Spec table event_alignment_overrides: the user's own verdict on one event, winning over the rules. */
@Entity({ tableName: 'event_alignment_overrides' })
export class AlignmentOverrideEntity {
  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  @PrimaryKey({ type: 'uuid' })
  eventId!: string;

  @Property({ type: 'boolean' })
  isAligned!: boolean;

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
