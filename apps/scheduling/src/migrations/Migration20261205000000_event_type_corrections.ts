import { Migration } from '@mikro-orm/migrations';

/** The person's corrections of an event's type, one per title (Quick Add reads the title so from then on). */
export class Migration20261205000000_event_type_corrections extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "event_type_corrections" (
      "user_id" uuid not null,
      "title_key" text not null check (length("title_key") between 1 and 200),
      "meeting_type" text not null check ("meeting_type" in ('deep_work', 'creative', 'collaboration', 'one_on_one', 'light_meeting', 'social')),
      "updated_at" timestamptz not null default now(),
      primary key ("user_id", "title_key"))`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "event_type_corrections"`);
  }
}
