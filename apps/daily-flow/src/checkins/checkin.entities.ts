import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** One energy check-in, with where on the person's local day it fell (the zone of that moment is kept). */
@Entity({ tableName: 'energy_checkins' })
export class CheckinEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  at!: Date;

  /** 'YYYY-MM-DD' local (the driver keeps dates as text). */
  @Property({ type: 'date' })
  localDate!: string;

  /** Minutes since local midnight. */
  @Property({ type: 'smallint' })
  localMinute!: number;

  /** 0 = Monday … 6 = Sunday, local. */
  @Property({ type: 'smallint' })
  weekday!: number;

  @Property({ type: 'text' })
  timeZone!: string;

  @Property({ type: 'smallint' })
  energy!: number;

  @Property({ type: 'smallint', nullable: true })
  focus?: number | null;

  @Property({ type: 'smallint', nullable: true })
  mood?: number | null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}

/** Settings → Preferences: "Learn from my check-ins", and when "Reset what FLOW learned" was last pressed. */
@Entity({ tableName: 'rhythm_learning' })
export class RhythmLearningEntity {
  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'boolean' })
  enabled: boolean = true;

  /** Check-ins before this instant no longer count (null: all count). */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  learnSince?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  updatedAt: Date = new Date();
}

export const dailyFlowEntities = [CheckinEntity, RhythmLearningEntity];
