import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** Settings → Preferences → Notifications; a row exists once the person enabled a device or saved a choice. */
@Entity({ tableName: 'notification_settings' })
export class NotificationSettingsEntity {
  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'boolean' })
  blockTransitions: boolean = true;

  @Property({ type: 'boolean' })
  eventReminders: boolean = true;

  @Property({ type: 'boolean' })
  externalEventReminders: boolean = false;

  @Property({ type: 'boolean' })
  morningBriefing: boolean = true;

  @Property({ type: 'boolean' })
  eveningWindDown: boolean = false;

  @Property({ type: 'smallint' })
  leadMinutes: number = 10;

  @Property({ type: 'text' })
  quietStart: string = '22:00';

  @Property({ type: 'text' })
  quietEnd: string = '07:00';

  /** 'HH:MM', or null: 30 minutes after sunrise. */
  @Property({ type: 'text', nullable: true })
  briefingTime?: string | null = null;

  @Property({ type: 'text' })
  briefingChannel: 'push' | 'email' | 'both' = 'push';

  /** The end of what is planned; the planner takes people whose plan runs out within a day. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  plannedUntil?: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  updatedAt: Date = new Date();
}

/** One device (browser profile) that receives Web Push. */
@Entity({ tableName: 'push_subscriptions' })
export class PushSubscriptionEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'text' })
  endpoint!: string;

  @Property({ type: 'text' })
  p256dh!: string;

  @Property({ type: 'text' })
  auth!: string;

  @Property({ type: 'text', nullable: true })
  userAgent?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}

export const notificationEntities = [NotificationSettingsEntity, PushSubscriptionEntity];
