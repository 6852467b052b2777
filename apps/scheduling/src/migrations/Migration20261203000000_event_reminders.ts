import { Migration } from '@mikro-orm/migrations';

/** An event's own reminder (Quick Add / Edit): minutes before its start, 0 for none; null keeps the person's lead time. */
export class Migration20261203000000_event_reminders extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "scheduled_events" add column "reminder_minutes" smallint null check ("reminder_minutes" between 0 and 1440)`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "scheduled_events" drop column "reminder_minutes"`);
  }
}
