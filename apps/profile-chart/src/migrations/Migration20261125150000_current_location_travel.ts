import { Migration } from '@mikro-orm/migrations';

/** Where the person lives (apart from the birth place), and their travel stays. */
export class Migration20261125150000_current_location_travel extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "profiles"
      add column "current_location" text null,
      add column "current_place_name" text null,
      add column "current_latitude" double precision null,
      add column "current_longitude" double precision null,
      add column "current_time_zone" text null`);
    // Overlaps are refused by the service under the profile's row lock (one writer per person).
    this.addSql(`create table "travel_stays" (
      "id" uuid primary key,
      "user_id" uuid not null,
      "place_name" text not null,
      "latitude" double precision not null,
      "longitude" double precision not null,
      "time_zone" text not null,
      "from_date" date not null,
      "to_date" date not null,
      "created_at" timestamptz not null default now(),
      constraint "travel_stays_dates" check ("to_date" >= "from_date"))`);
    this.addSql(`create index "travel_stays_user_from" on "travel_stays" ("user_id", "from_date")`);
  }
}
