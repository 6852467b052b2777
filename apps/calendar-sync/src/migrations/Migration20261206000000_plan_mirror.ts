import { Migration } from '@mikro-orm/migrations';

/** Defence on calendars: the opt-in per connection, and the busy blocks FLOW wrote for planned items (with the version it wrote). */
export class Migration20261206000000_plan_mirror extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "plan_mirrors" (
      "connection_id" uuid primary key references "calendar_connections" ("id") on delete cascade,
      "user_id" uuid not null, "enabled" boolean not null default false, "updated_at" timestamptz not null)`);
    this.addSql(`create index "plan_mirrors_user_id_index" on "plan_mirrors" ("user_id")`);
    this.addSql(`create table "plan_mirror_blocks" (
      "id" uuid primary key, "connection_id" uuid not null references "calendar_connections" ("id") on delete cascade,
      "user_id" uuid not null, "item_kind" text not null, "item_id" uuid not null, "calendar_id" text not null,
      "external_id" text not null, "object_url" text null, "etag" text null, "provider_updated" text null,
      "start_time" timestamptz not null, "end_time" timestamptz not null, "edited" boolean not null default false,
      "created_at" timestamptz not null)`);
    this.addSql(`create index "plan_mirror_blocks_connection_id_index" on "plan_mirror_blocks" ("connection_id")`);
    this.addSql(`create index "plan_mirror_blocks_user_id_index" on "plan_mirror_blocks" ("user_id")`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "plan_mirror_blocks"`);
    this.addSql(`drop table "plan_mirrors"`);
  }
}
