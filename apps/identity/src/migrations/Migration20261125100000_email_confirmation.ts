import { Migration } from '@mikro-orm/migrations';

/** E-mail confirmation, the "Others can find me by e-mail" setting, and sessions opened by a recovery link. */
export class Migration20261125100000_email_confirmation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "email_confirmed_at" timestamptz null, add column "findable_by_email" boolean not null default true`);
    // Google vouched for the addresses of accounts that signed in with it.
    this.addSql(`update "users" set "email_confirmed_at" = now() where "id" in (select "user_id" from "oauth_identities")`);
    this.addSql(`alter table "sessions" add column "recovered_at" timestamptz null`);
    this.addSql(
      `create table "email_confirmation_tokens" ("id" uuid primary key, "user_id" uuid not null references "users" ("id") on delete cascade deferrable initially deferred, "email" text not null, "token_hash" text not null unique, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "used_at" timestamptz null)`,
    );
    this.addSql(`create index "email_confirmation_tokens_user_id_index" on "email_confirmation_tokens" ("user_id")`);
    this.addSql(`create index "users_email_prefix_index" on "users" ("email" text_pattern_ops)`);
  }
}
