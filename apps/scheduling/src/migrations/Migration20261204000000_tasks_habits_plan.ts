import { Migration } from '@mikro-orm/migrations';

/** Tasks, habits and the plan FLOW makes of them (issue 37). */
export class Migration20261204000000_tasks_habits_plan extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "tasks" (
      "id" uuid primary key, "user_id" uuid not null, "title" text not null, "notes" text null,
      "duration_minutes" int not null check ("duration_minutes" between 15 and 600),
      "due_at" timestamptz null, "earliest_start" timestamptz null,
      "priority" smallint not null default 2 check ("priority" between 1 and 4),
      "energy" text not null, "splittable" boolean not null default false, "min_chunk_minutes" int not null default 30,
      "status" text not null default 'open', "pinned_start" timestamptz null, "pinned_end" timestamptz null,
      "completed_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null)`);
    this.addSql(`create index "tasks_user_id_status_index" on "tasks" ("user_id", "status")`);
    this.addSql(`create table "habits" (
      "id" uuid primary key, "user_id" uuid not null, "title" text not null,
      "duration_minutes" int not null check ("duration_minutes" between 15 and 480),
      "days" jsonb null, "times_per_week" smallint null, "window_start" text not null, "window_end" text not null,
      "flexibility_minutes" int not null default 30, "energy" text not null, "paused" boolean not null default false,
      "skip_dates" jsonb not null default '[]', "created_at" timestamptz not null, "updated_at" timestamptz not null)`);
    this.addSql(`create index "habits_user_id_index" on "habits" ("user_id")`);
    this.addSql(`create table "plan_placements" (
      "id" uuid primary key, "user_id" uuid not null, "kind" text not null, "item_id" uuid not null,
      "start_time" timestamptz not null, "end_time" timestamptz not null, "date" text not null,
      "reason" text not null, "energy_match" real not null, "pinned" boolean not null default false)`);
    this.addSql(`create index "plan_placements_user_id_start_time_index" on "plan_placements" ("user_id", "start_time")`);
    this.addSql(
      `create table "plans" ("user_id" uuid primary key, "planned_at" timestamptz not null, "dirty" boolean not null default false, "time_zone" text not null default 'UTC', "at_risk" jsonb not null default '[]', "version" int not null default 0)`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "plans"`);
    this.addSql(`drop table if exists "plan_placements"`);
    this.addSql(`drop table if exists "habits"`);
    this.addSql(`drop table if exists "tasks"`);
  }
}
