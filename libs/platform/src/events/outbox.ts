import { randomUUID } from 'node:crypto';
import { events, type EventData, type EventEnvelope, type EventSubject } from '@flow/contracts';
import type { EntityManager } from '@mikro-orm/core';
import { currentTraceparent } from '../telemetry/trace-context';
import type { CommittedEvent } from './outbox-relay';
import { OutboxMessage } from './outbox.entity';

/**
 * An outbox row, validated, for a repository that writes it with its own statement (one round trip with
 * the change it records). Hand it to `OutboxRelay.kick` after the commit.
 */
export function outboxRow<S extends EventSubject>(subject: S, data: EventData<S>, userIds: string[]) {
  const parsed = events[subject].parse(data);
  const id = randomUUID();
  const traceparent = currentTraceparent();
  // No key without a value: a plain insert would store an undefined one as null, which the envelope refuses.
  const envelope: EventEnvelope = {
    id,
    type: subject,
    occurredAt: new Date().toISOString(),
    userIds: [...new Set(userIds)],
    data: parsed,
    ...(traceparent ? { traceparent } : {}),
  };
  return { id, subject, createdAt: new Date(), publishedAt: null, envelope };
}

/**
 * Records a domain event in the caller's unit of work. It is published only if the transaction
 * commits, and the relay retries until JetStream has it: nothing is lost when NATS is down.
 */
export function recordEvent<S extends EventSubject>(em: EntityManager, subject: S, data: EventData<S>, userIds: string[]): OutboxMessage {
  const message = em.create(OutboxMessage, outboxRow(subject, data, userIds));
  em.persist(message);
  return message;
}

/**
 * The same, written at once with a plain insert inside the caller's transaction (no unit of work to
 * compute at commit): for hot paths whose other writes are plain inserts too. Hand the row to
 * `OutboxRelay.kick` after the commit and it is published without being read back.
 */
export async function insertEvent<S extends EventSubject>(em: EntityManager, subject: S, data: EventData<S>, userIds: string[]): Promise<CommittedEvent> {
  const row = outboxRow(subject, data, userIds);
  await em.insert(OutboxMessage, row);
  return row;
}

/** Many events of one subject in one plain multi-row insert (a worker recording a batch). */
export async function insertEvents<S extends EventSubject>(
  em: EntityManager,
  subject: S,
  items: { data: EventData<S>; userIds: string[] }[],
): Promise<CommittedEvent[]> {
  if (!items.length) return [];
  const rows = items.map((item) => outboxRow(subject, item.data, item.userIds));
  await em.insertMany(OutboxMessage, rows);
  return rows;
}
