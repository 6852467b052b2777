import { Migration } from '@mikro-orm/migrations';
import { PLATFORM_TABLES_SQL } from '@flow/platform';

export class Migration20261123000000_initial extends Migration {
  override async up(): Promise<void> {
    for (const sql of PLATFORM_TABLES_SQL) this.addSql(sql);
    this.addSql(
      `create table "users" ("id" uuid primary key, "email" text not null unique, "password_hash" text null, "full_name" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now())`,
    );
    this.addSql(
      `create table "sessions" ("id" uuid primary key, "user_id" uuid not null references "users" ("id") on delete cascade deferrable initially deferred, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "revoked_at" timestamptz null)`,
    );
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id")`);
    this.addSql(
      `create table "refresh_tokens" ("id" uuid primary key, "session_id" uuid not null references "sessions" ("id") on delete cascade deferrable initially deferred, "token_hash" text not null unique, "created_at" timestamptz not null default now(), "rotated_at" timestamptz null)`,
    );
    this.addSql(`create index "refresh_tokens_session_id_index" on "refresh_tokens" ("session_id")`);
    this.addSql(
      `create table "password_reset_tokens" ("id" uuid primary key, "user_id" uuid not null references "users" ("id") on delete cascade deferrable initially deferred, "token_hash" text not null unique, "expires_at" timestamptz not null, "used_at" timestamptz null)`,
    );
    this.addSql(
      `create table "oauth_identities" ("id" uuid primary key, "user_id" uuid not null references "users" ("id") on delete cascade deferrable initially deferred, "provider" text not null, "subject" text not null, "email" text not null, "created_at" timestamptz not null default now(), unique ("provider", "subject"))`,
    );
    this.addSql(`create index "oauth_identities_user_id_index" on "oauth_identities" ("user_id")`);
  }
}
