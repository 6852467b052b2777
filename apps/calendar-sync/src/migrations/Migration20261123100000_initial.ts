import { Migration } from '@mikro-orm/migrations';
import { PLATFORM_TABLES_SQL } from '@flow/platform';

export class Migration20261123100000_initial extends Migration {
  override async up(): Promise<void> {
    for (const sql of PLATFORM_TABLES_SQL) this.addSql(sql);
    this.addSql(`create table "calendar_connections" (
      "id" uuid primary key, "user_id" uuid not null, "provider" text not null check ("provider" in ('google', 'caldav')),
      "status" text not null default 'connected' check ("status" in ('connected', 'needs_auth')),
      "account_email" text null, "account_subject" text null, "server_url" text null, "username" text null,
      "password_enc" text null, "access_token_enc" text null, "access_expires_at" timestamptz null, "refresh_token_enc" text null,
      "scope" text null, "key_id" text null, "calendars" jsonb not null default '[]', "selection" jsonb not null default '{}',
      "write_calendar_id" text null, "window_start" timestamptz null, "window_end" timestamptz null, "events_hash" text null,
      "last_synced_at" timestamptz null, "last_error" text null,
      "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(),
      unique ("user_id", "provider"))`);
    this.addSql(`create index "calendar_connections_user_id_index" on "calendar_connections" ("user_id")`);
    this.addSql(`create index "calendar_connections_key_id_index" on "calendar_connections" ("key_id")`);
    this.addSql(
      `create table "oauth_states" ("id" uuid primary key, "user_id" uuid not null, "verifier_enc" text not null, "redirect_uri" text not null, "expires_at" timestamptz not null)`,
    );
    this.addSql(`create index "oauth_states_expires_at_index" on "oauth_states" ("expires_at")`);
    this.addSql(`create table "external_events" (
      "id" uuid primary key, "connection_id" uuid not null references "calendar_connections" ("id") on delete cascade,
      "user_id" uuid not null, "provider" text not null, "calendar_id" text not null, "external_id" text not null,
      "summary" text not null, "start_time" timestamptz not null, "end_time" timestamptz not null, "is_all_day" boolean not null,
      "location" text null, "description" text null, "flow_event_id" text null)`);
    this.addSql(`create index "external_events_connection_id_index" on "external_events" ("connection_id")`);
    this.addSql(`create index "external_events_user_id_start_time_index" on "external_events" ("user_id", "start_time")`);
    this.addSql(`create table "mirror_links" (
      "id" uuid primary key, "connection_id" uuid not null references "calendar_connections" ("id") on delete cascade,
      "user_id" uuid not null, "flow_event_id" uuid not null, "calendar_id" text not null, "external_id" text not null,
      "object_url" text null, "etag" text null, unique ("connection_id", "flow_event_id"))`);
    this.addSql(`create index "mirror_links_connection_id_index" on "mirror_links" ("connection_id")`);
    this.addSql(
      `create table "calendar_feeds" ("user_id" uuid primary key, "secret_hash" text not null unique, "secret_enc" text not null, "created_at" timestamptz not null default now())`,
    );
  }
}
