import type { EventEnvelope } from '@flow/contracts';
import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Wraps a handler so each event id is applied once: the processed-message row and the handler's
 * changes commit in one transaction, so a redelivery after a crash is a no-op.
 */
export function idempotent(orm: MikroORM, consumer: string, handler: (envelope: EventEnvelope, em: EntityManager) => Promise<void>) {
  return async (envelope: EventEnvelope): Promise<void> => {
    const em = orm.em.fork() as EntityManager;
    await em.transactional(async (tx) => {
      const inserted = (await tx
        .getConnection()
        .execute(
          'insert into processed_messages (consumer, message_id) values (?, ?) on conflict do nothing returning message_id',
          [consumer, envelope.id],
          'all',
          tx.getTransactionContext(),
        )) as unknown[];
      if (inserted.length === 0) return;
      await handler(envelope, tx);
    });
  };
}
