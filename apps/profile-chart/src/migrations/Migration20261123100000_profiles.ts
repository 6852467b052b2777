import { Migration } from '@mikro-orm/migrations';
import { PLATFORM_TABLES_SQL } from '@flow/platform';

export class Migration20261123100000_profiles extends Migration {
  override async up(): Promise<void> {
    for (const sql of PLATFORM_TABLES_SQL) this.addSql(sql);
    // Keyed by the identity user id; birth_time and the peak window are stored HH:MM:SS (shown HH:MM).
    this.addSql(`create table "profiles" (
      "id" uuid primary key,
      "full_name" text null,
      "birth_date" date null,
      "birth_time" time(0) null,
      "birth_location" text null,
      "birth_latitude" double precision null,
      "birth_longitude" double precision null,
      "birth_time_zone" text null,
      "onboarding_completed" boolean not null default false,
      "vedic_analysis" jsonb null,
      "vedic_constitution" text null,
      "peak_energy_start" time(0) null,
      "peak_energy_end" time(0) null,
      "last_transit_check" timestamptz null,
      "avatar_url" text null,
      "time_zone" text null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now())`);
  }
}
