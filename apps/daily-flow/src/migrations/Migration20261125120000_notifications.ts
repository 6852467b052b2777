import { Migration } from '@mikro-orm/migrations';

/**
 * Notifications: each person's settings, their devices' push subscriptions, the planned (due) notifications
 * and one delivery per device and attempt chain. A due row is claimed with FOR UPDATE SKIP LOCKED and marked
 * sent in the claiming transaction, before any push leaves, so no replica or restart sends it twice.
 */
export class Migration20261125120000_notifications extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "notification_settings" ("user_id" uuid primary key, "block_transitions" boolean not null default true, "event_reminders" boolean not null default true, "external_event_reminders" boolean not null default false, "morning_briefing" boolean not null default true, "evening_wind_down" boolean not null default false, "lead_minutes" smallint not null default 10 check ("lead_minutes" between 0 and 120), "quiet_start" text not null default '22:00', "quiet_end" text not null default '07:00', "briefing_time" text null, "briefing_channel" text not null default 'push' check ("briefing_channel" in ('push', 'email', 'both')), "planned_until" timestamptz null, "updated_at" timestamptz not null default now())`,
    );
    this.addSql(`create index "notification_settings_planned_idx" on "notification_settings" ("planned_until")`);
    this.addSql(
      `create table "push_subscriptions" ("id" uuid primary key, "user_id" uuid not null, "endpoint" text not null, "p256dh" text not null, "auth" text not null, "user_agent" text null, "created_at" timestamptz not null default now(), constraint "push_subscriptions_endpoint_key" unique ("endpoint"))`,
    );
    this.addSql(`create index "push_subscriptions_user_idx" on "push_subscriptions" ("user_id")`);
    this.addSql(
      `create table "due_notifications" ("id" uuid primary key, "user_id" uuid not null, "key" text not null, "kind" text not null, "due_at" timestamptz not null, "title" text not null, "body" text not null, "url" text not null, "push" boolean not null default true, "email" boolean not null default false, "state" text not null default 'pending' check ("state" in ('pending', 'sent', 'dropped')), "sent_at" timestamptz null, "created_at" timestamptz not null default now(), constraint "due_notifications_user_key" unique ("user_id", "key"))`,
    );
    this.addSql(`create index "due_notifications_pending_idx" on "due_notifications" ("due_at") where "state" = 'pending'`);
    this.addSql(
      `create table "notification_deliveries" ("id" uuid primary key, "notification_id" uuid not null references "due_notifications" ("id") on delete cascade, "subscription_id" uuid null references "push_subscriptions" ("id") on delete set null, "channel" text not null check ("channel" in ('push', 'email')), "state" text not null check ("state" in ('sending', 'retry', 'accepted', 'gone', 'failed')), "attempts" smallint not null default 1, "next_attempt_at" timestamptz null, "last_status" integer null, "accepted_at" timestamptz null, "created_at" timestamptz not null default now())`,
    );
    this.addSql(`create index "notification_deliveries_retry_idx" on "notification_deliveries" ("next_attempt_at") where "state" = 'retry'`);
    this.addSql(`create index "notification_deliveries_notification_idx" on "notification_deliveries" ("notification_id")`);
  }
}
