import { type AddressReclaimedEvent, events } from '@flow/contracts';
import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventConsumers } from '../event-consumers';
import { idempotent } from '../events/idempotent';

/**
 * A service's part of taking an address back (identity's address-reclaimed): a durable consumer that
 * calls `revoke` once per event, in one transaction with the processed-message row, so a redelivery
 * revokes nothing twice. `revoke` removes what the account set up that reaches outside FLOW (feed
 * secrets, push devices, invitations, connections, calendar connections), and nothing else.
 */
export function registerAddressReclaimed(
  consumers: EventConsumers,
  orm: MikroORM,
  service: string,
  revoke: (tx: EntityManager, reclaimed: AddressReclaimedEvent) => Promise<void>,
): void {
  const durable = `${service}-address-reclaimed`;
  consumers.register({
    durable,
    subjects: ['flow.evt.identity.address-reclaimed'],
    handle: idempotent(orm, durable, (envelope, tx) => revoke(tx, events['flow.evt.identity.address-reclaimed'].parse(envelope.data))),
  });
}
