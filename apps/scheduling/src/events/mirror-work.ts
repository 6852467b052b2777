import { recordEvent } from '@flow/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ScheduledEventEntity } from './events.entities';

type Row = Pick<ScheduledEventEntity, 'id' | 'userId' | 'mirrorState' | 'googleCalendarEventId'>;

/**
 * calendar-sync's work has subjects of its own (flow.evt.scheduling.mirror.>): it hears only the
 * changes that have something to copy or remove, so the many people without a calendar cost it nothing.
 */
export const COPY_REQUESTED = 'flow.evt.scheduling.mirror.copy-requested' as const;

/** calendar-sync copies the event's current state (after a create, an edit or a retry that asked for it). */
export function recordCopy(tx: EntityManager, row: Pick<Row, 'id' | 'userId'>): void {
  recordEvent(tx, COPY_REQUESTED, { id: row.id, userId: row.userId, mirror: 'pending' }, [row.userId]);
}

/** A copy may exist when one was asked for (pending), made (synced) or tried (failed), or its id is known. */
export const mayHaveCopy = (row: Row) => row.mirrorState !== 'none' || Boolean(row.googleCalendarEventId);

/** The event is gone: every reader hears it, and calendar-sync removes the copy when there may be one. */
export function recordDeleted(tx: EntityManager, row: Row): void {
  const data = { id: row.id, userId: row.userId, externalEventId: row.googleCalendarEventId ?? null };
  recordEvent(tx, 'flow.evt.scheduling.event-deleted', data, [row.userId]);
  if (mayHaveCopy(row)) recordEvent(tx, 'flow.evt.scheduling.mirror.removal-requested', data, [row.userId]);
}
