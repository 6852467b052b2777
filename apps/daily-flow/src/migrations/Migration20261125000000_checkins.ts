import { Migration } from '@mikro-orm/migrations';
import { PLATFORM_TABLES_SQL } from '@flow/platform';

/** daily-flow's first tables: energy check-ins and the learning settings (plus the platform's outbox). */
export class Migration20261125000000_checkins extends Migration {
  override async up(): Promise<void> {
    for (const sql of PLATFORM_TABLES_SQL) this.addSql(sql);
    this.addSql(
      `create table "energy_checkins" ("id" uuid primary key, "user_id" uuid not null, "at" timestamptz not null, "local_date" date not null, "local_minute" smallint not null check ("local_minute" between 0 and 1439), "weekday" smallint not null check ("weekday" between 0 and 6), "time_zone" text not null, "energy" smallint not null check ("energy" between 1 and 5), "focus" smallint null check ("focus" between 1 and 5), "mood" smallint null check ("mood" between 1 and 5), "created_at" timestamptz not null default now())`,
    );
    this.addSql(`create index "energy_checkins_user_at_idx" on "energy_checkins" ("user_id", "at")`);
    this.addSql(`create index "energy_checkins_user_date_idx" on "energy_checkins" ("user_id", "local_date")`);
    this.addSql(
      `create table "rhythm_learning" ("user_id" uuid primary key, "enabled" boolean not null default true, "learn_since" timestamptz null, "updated_at" timestamptz not null default now())`,
    );
  }
}
