import { Migration } from '@mikro-orm/migrations';
import { PLATFORM_TABLES_SQL } from '@flow/platform';

export class Migration20261201000000_scheduling extends Migration {
  override async up(): Promise<void> {
    for (const sql of PLATFORM_TABLES_SQL) this.addSql(sql);
    this.addSql(`create table "scheduled_events" (
      "id" uuid primary key,
      "user_id" uuid not null,
      "title" text not null check (char_length("title") between 1 and 200),
      "start_time" timestamptz not null,
      "end_time" timestamptz not null,
      "location" text null check (char_length("location") <= 300),
      "meeting_type" text null check ("meeting_type" in ('deep_work', 'creative', 'collaboration', 'one_on_one', 'light_meeting', 'social')),
      "description" text null,
      "google_calendar_event_id" text null,
      "is_aligned" boolean null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "scheduled_events_end_after_start" check ("end_time" > "start_time")
    )`);
    this.addSql(`create index "scheduled_events_user_id_start_time_index" on "scheduled_events" ("user_id", "start_time")`);
    this.addSql(`create table "event_attendees" (
      "id" uuid primary key,
      "event_id" uuid not null references "scheduled_events" ("id") on delete cascade deferrable initially deferred,
      "email" text not null,
      "name" text null,
      "position" integer not null default 0,
      unique ("event_id", "email")
    )`);
    this.addSql(`create table "event_alignment_overrides" (
      "user_id" uuid not null,
      "event_id" uuid not null references "scheduled_events" ("id") on delete cascade deferrable initially deferred,
      "is_aligned" boolean not null,
      "updated_at" timestamptz not null default now(),
      primary key ("user_id", "event_id")
    )`);
    this.addSql(`create index "event_alignment_overrides_event_id_index" on "event_alignment_overrides" ("event_id")`);
  }
}
