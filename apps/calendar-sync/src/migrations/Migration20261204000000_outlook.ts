import { Migration } from '@mikro-orm/migrations';

/** Outlook (Microsoft Graph) as a third provider, and its change-notification subscriptions (the clientState kept as its SHA-256). */
export class Migration20261204000000_outlook extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "calendar_connections" drop constraint "calendar_connections_provider_check"`);
    this.addSql(
      `alter table "calendar_connections" add constraint "calendar_connections_provider_check" check ("provider" in ('google', 'caldav', 'outlook'))`,
    );
    this.addSql(`create table "outlook_subscriptions" (
      "id" text primary key, "connection_id" uuid not null references "calendar_connections" ("id") on delete cascade,
      "user_id" uuid not null, "client_state_hash" text not null, "expires_at" timestamptz not null)`);
    this.addSql(`create index "outlook_subscriptions_connection_id_index" on "outlook_subscriptions" ("connection_id")`);
    this.addSql(`create index "outlook_subscriptions_expires_at_index" on "outlook_subscriptions" ("expires_at")`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "outlook_subscriptions"`);
    this.addSql(`alter table "calendar_connections" drop constraint "calendar_connections_provider_check"`);
    this.addSql(`alter table "calendar_connections" add constraint "calendar_connections_provider_check" check ("provider" in ('google', 'caldav'))`);
  }
}
