import { Migration } from '@mikro-orm/migrations';

/** What a due notification announces and when that starts, so a snoozed copy can say it from its own time. */
export class Migration20261126000000_notification_subject extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "due_notifications" add column "subject" text null, add column "starts_at" timestamptz null`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "due_notifications" drop column "subject", drop column "starts_at"`);
  }
}
