import { Migration } from '@mikro-orm/migrations';

/** "Protect my peak": the setting of each connection, and the focus blocks FLOW booked with the version it wrote. */
export class Migration20261125220000_peak_protection extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "peak_protections" (
      "connection_id" uuid primary key references "calendar_connections" ("id") on delete cascade, "user_id" uuid not null,
      "enabled" boolean not null default false,
      "auto_decline_mode" text not null check ("auto_decline_mode" in ('declineNone', 'declineAllConflictingInvitations', 'declineOnlyNewConflictingInvitations')),
      "decline_message" text not null, "due_at" timestamptz null, "planned_at" timestamptz null,
      "failures" integer not null default 0, "last_error" text null, "updated_at" timestamptz not null default now())`);
    this.addSql(`create index "peak_protections_user_id_index" on "peak_protections" ("user_id")`);
    this.addSql(`create index "peak_protections_due_at_index" on "peak_protections" ("due_at")`);
    this.addSql(`create table "peak_blocks" (
      "id" uuid primary key, "connection_id" uuid not null references "calendar_connections" ("id") on delete cascade,
      "user_id" uuid not null, "calendar_id" text not null, "external_id" text not null, "object_url" text null,
      "etag" text null, "provider_updated" text null, "date" text not null,
      "start_time" timestamptz not null, "end_time" timestamptz not null, "free" boolean not null,
      "auto_decline_mode" text not null, "decline_message" text not null,
      "edited" boolean not null default false, "created_at" timestamptz not null default now())`);
    this.addSql(`create index "peak_blocks_connection_id_date_index" on "peak_blocks" ("connection_id", "date")`);
    this.addSql(`create index "peak_blocks_user_id_index" on "peak_blocks" ("user_id")`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "peak_blocks"`);
    this.addSql(`drop table "peak_protections"`);
  }
}
