import { Migration } from '@mikro-orm/migrations';

/** Repeating events: a series row carries its RRULE, zone, EXDATEs and end; a changed occurrence points to its series. */
export class Migration20261202000000_recurring_events extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "scheduled_events"
      add column "recurrence" text null check (char_length("recurrence") <= 500),
      add column "recurrence_time_zone" text null,
      add column "recurrence_exdates" jsonb null,
      add column "recurrence_end" timestamptz null,
      add column "recurring_event_id" uuid null references "scheduled_events" ("id") on delete cascade,
      add column "original_start_time" timestamptz null,
      add constraint "scheduled_events_occurrence_of_series" check (("recurring_event_id" is null) = ("original_start_time" is null)),
      add constraint "scheduled_events_series_or_occurrence" check ("recurrence" is null or "recurring_event_id" is null)`);
    this.addSql(
      `create unique index "scheduled_events_recurring_event_id_original_start_time_unique" on "scheduled_events" ("recurring_event_id", "original_start_time") where "recurring_event_id" is not null`,
    );
    this.addSql(`create index "scheduled_events_user_id_series_index" on "scheduled_events" ("user_id", "start_time") where "recurrence" is not null`);
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "scheduled_events" drop column "original_start_time", drop column "recurring_event_id", drop column "recurrence_end", drop column "recurrence_exdates", drop column "recurrence_time_zone", drop column "recurrence"`,
    );
  }
}
