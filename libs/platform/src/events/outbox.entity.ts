import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { EventEnvelope } from '@flow/contracts';

/** A domain event written in the same transaction as the change it describes. */
@Entity({ tableName: 'outbox' })
export class OutboxMessage {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'text' })
  subject!: string;

  @Property({ type: 'json' })
  envelope!: EventEnvelope;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  publishedAt?: Date | null;
}

/** Tables every service with a database needs; each service's first migration creates them. */
export const PLATFORM_TABLES_SQL = [
  `create table if not exists "outbox" ("id" uuid primary key, "subject" text not null, "envelope" jsonb not null, "created_at" timestamptz not null default now(), "published_at" timestamptz null)`,
  `create index if not exists "outbox_unpublished_idx" on "outbox" ("created_at") where "published_at" is null`,
  `create table if not exists "processed_messages" ("consumer" text not null, "message_id" text not null, "processed_at" timestamptz not null default now(), primary key ("consumer", "message_id"))`,
];
