import { Migration } from '@mikro-orm/migrations';

/**
 * Writes answer after one transaction: the external copy is made afterwards by calendar-sync, so the
 * event carries where its copy stands. And the overlap check reads external events from a read model
 * kept from calendar-sync's events instead of asking calendar-sync on every create.
 */
export class Migration20261201000001_mirror_state_busy_model extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "scheduled_events"
      add column "mirror_state" text not null default 'none' check ("mirror_state" in ('none', 'pending', 'synced', 'failed')),
      add column "mirror_error" text null`);
    this.addSql(`create table "external_calendars" (
      "user_id" uuid primary key,
      "connected" boolean not null,
      "needs_auth" boolean not null,
      "window_start" timestamptz null,
      "window_end" timestamptz null,
      "refreshed_at" timestamptz not null default now()
    )`);
    this.addSql(`create table "external_busy" (
      "user_id" uuid not null references "external_calendars" ("user_id") on delete cascade,
      "external_id" text not null,
      "source" text not null check ("source" in ('google', 'caldav')),
      "title" text not null,
      "start_time" timestamptz not null,
      "end_time" timestamptz not null,
      "is_all_day" boolean not null,
      "location" text null,
      "description" text null,
      "flow_event_id" text null
    )`);
    this.addSql(`create index "external_busy_user_id_start_time_index" on "external_busy" ("user_id", "start_time")`);
  }
}
