import { Migration } from '@mikro-orm/migrations';

/** Outlook's events in the busy-time read model beside Google's and CalDAV's. */
export class Migration20261204000000_outlook_busy extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "external_busy" drop constraint "external_busy_source_check"`);
    this.addSql(`alter table "external_busy" add constraint "external_busy_source_check" check ("source" in ('google', 'caldav', 'outlook'))`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "external_busy" drop constraint "external_busy_source_check"`);
    this.addSql(`alter table "external_busy" add constraint "external_busy_source_check" check ("source" in ('google', 'caldav'))`);
  }
}
