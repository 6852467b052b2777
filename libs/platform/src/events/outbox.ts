import { randomUUID } from 'node:crypto';
import { events, type EventData, type EventSubject } from '@flow/contracts';
import type { EntityManager } from '@mikro-orm/core';
import { currentTraceparent } from '../telemetry/trace-context';
import { OutboxMessage } from './outbox.entity';

/**
 * Records a domain event in the caller's unit of work. It is published only if the transaction
 * commits, and the relay retries until JetStream has it: nothing is lost when NATS is down.
 */
export function recordEvent<S extends EventSubject>(em: EntityManager, subject: S, data: EventData<S>, userIds: string[]): OutboxMessage {
  const parsed = events[subject].parse(data);
  const id = randomUUID();
  const message = em.create(OutboxMessage, {
    id,
    subject,
    createdAt: new Date(),
    publishedAt: null,
    envelope: { id, type: subject, occurredAt: new Date().toISOString(), userIds: [...new Set(userIds)], data: parsed, traceparent: currentTraceparent() },
  });
  em.persist(message);
  return message;
}
