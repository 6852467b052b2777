import { Migration } from '@mikro-orm/migrations';
import { PLATFORM_TABLES_SQL } from '@flow/platform';

export class Migration20261201000000_initial extends Migration {
  override async up(): Promise<void> {
    for (const sql of PLATFORM_TABLES_SQL) this.addSql(sql);
    this.addSql(
      `create table "co_flow_invites" ("id" uuid primary key, "sender_id" uuid not null, "recipient_email" text not null, "recipient_id" uuid null, "status" text not null default 'pending' check ("status" in ('pending', 'accepted', 'declined')), "created_at" timestamptz not null default now(), "responded_at" timestamptz null)`,
    );
    this.addSql(`create index "co_flow_invites_sender_idx" on "co_flow_invites" ("sender_id", "created_at" desc)`);
    this.addSql(`create index "co_flow_invites_recipient_email_idx" on "co_flow_invites" ("recipient_email") where "status" = 'pending'`);
    this.addSql(`create index "co_flow_invites_recipient_id_idx" on "co_flow_invites" ("recipient_id") where "status" = 'pending'`);
    // No duplicate pending invite from one sender to one address, even when two requests race.
    this.addSql(`create unique index "co_flow_invites_one_pending_idx" on "co_flow_invites" ("sender_id", "recipient_email") where "status" = 'pending'`);
    this.addSql(
      `create table "co_flow_connections" ("id" uuid primary key, "user_id_1" uuid not null, "user_id_2" uuid not null, "invite_id" uuid null, "created_at" timestamptz not null default now(), check ("user_id_1" <> "user_id_2"))`,
    );
    // One connection per pair, whichever side is user_id_1.
    this.addSql(
      `create unique index "co_flow_connections_pair_idx" on "co_flow_connections" (least("user_id_1", "user_id_2"), greatest("user_id_1", "user_id_2"))`,
    );
    this.addSql(`create index "co_flow_connections_user_1_idx" on "co_flow_connections" ("user_id_1")`);
    this.addSql(`create index "co_flow_connections_user_2_idx" on "co_flow_connections" ("user_id_2")`);
    this.addSql(
      `create table "manual_coflow_profiles" ("id" uuid primary key, "creator_id" uuid not null, "created_at" timestamptz not null default now(), "full_name" text not null, "email" text null, "birth_date" date null, "birth_time" text null, "birth_location" text null, "peak_energy_start" text null, "peak_energy_end" text null, "vedic_analysis" jsonb null, "notes" text null)`,
    );
    this.addSql(`create index "manual_coflow_profiles_creator_idx" on "manual_coflow_profiles" ("creator_id", "created_at" desc)`);
  }
}
