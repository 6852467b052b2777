import { events, type UserDeletedEvent } from '@flow/contracts';
import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventConsumers } from '../event-consumers';
import { idempotent } from '../events/idempotent';

/**
 * The half of the account protocol that runs on deletion (the other half is each service's
 * `flow.<service>.account.export`): a durable consumer of identity's user-deleted event that calls the
 * service's `erase`. With a database (`orm`), `erase` runs in one transaction with forgetting the
 * service's outbox rows about the person, once per event; without one (a cache only), `erase` must be
 * naturally idempotent. `erase` must delete or anonymise everything the service holds of the user.
 */
export function registerUserErasure(
  consumers: EventConsumers,
  orm: MikroORM | null,
  service: string,
  erase: (tx: EntityManager | null, user: UserDeletedEvent) => Promise<void>,
): void {
  const durable = `${service}-user-deleted`;
  const parse = (data: unknown) => events['flow.evt.identity.user-deleted'].parse(data);
  consumers.register({
    durable,
    subjects: ['flow.evt.identity.user-deleted'],
    handle: orm
      ? idempotent(orm, durable, async (envelope, tx) => {
          const user = parse(envelope.data);
          await erase(tx, user);
          await forgetUserEvents(tx, user.userId);
        })
      : async (envelope) => erase(null, parse(envelope.data)),
  });
}

/**
 * Outbox rows that name the person: the published ones (kept a day for debugging), and unpublished ones
 * meant for nobody else. An unpublished row also meant for others stays until it is delivered.
 */
export async function forgetUserEvents(tx: EntityManager, userId: string): Promise<void> {
  await tx
    .getConnection()
    .execute(
      `delete from outbox where strpos(envelope::text, ?) > 0 and (published_at is not null or envelope->'userIds' = jsonb_build_array(?::text))`,
      [userId, userId],
      'run',
      tx.getTransactionContext(),
    );
}
