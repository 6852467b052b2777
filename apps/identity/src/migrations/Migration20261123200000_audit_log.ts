import { Migration } from '@mikro-orm/migrations';

export class Migration20261123200000_audit_log extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "audit_log" ("id" uuid primary key, "event" text not null, "user_id" uuid null, "email" text null, "ip" text null, "user_agent" text null, "details" jsonb null, "created_at" timestamptz not null default now())`,
    );
    this.addSql(`create index "audit_log_user_id_index" on "audit_log" ("user_id")`);
    this.addSql(`create index "audit_log_email_index" on "audit_log" ("email")`);
  }
}
