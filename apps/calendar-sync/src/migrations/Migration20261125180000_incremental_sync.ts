import { Migration } from '@mikro-orm/migrations';

/** Incremental sync (sync tokens, ETags), back-off after failed syncs, the provider item of each kept event, Google push channels. */
export class Migration20261125180000_incremental_sync extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "calendar_connections" add column "sync_state" jsonb not null default '{}', add column "sync_failures" integer not null default 0, add column "retry_at" timestamptz null, add column "pushed_until" timestamptz null, drop column "events_hash"`,
    );
    this.addSql(`alter table "external_events" add column "source_key" text null`);
    this.addSql(`create index "external_events_connection_id_source_key_index" on "external_events" ("connection_id", "source_key")`);
    this.addSql(`create table "google_channels" (
      "id" uuid primary key, "connection_id" uuid not null references "calendar_connections" ("id") on delete cascade,
      "user_id" uuid not null, "calendar_id" text not null, "token_hash" text not null, "resource_id" text not null, "expires_at" timestamptz not null)`);
    this.addSql(`create index "google_channels_connection_id_index" on "google_channels" ("connection_id")`);
    this.addSql(`create index "google_channels_expires_at_index" on "google_channels" ("expires_at")`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "google_channels"`);
    this.addSql(`drop index "external_events_connection_id_source_key_index"`);
    this.addSql(`alter table "external_events" drop column "source_key"`);
    this.addSql(
      `alter table "calendar_connections" drop column "sync_state", drop column "sync_failures", drop column "retry_at", drop column "pushed_until", add column "events_hash" text null`,
    );
  }
}
