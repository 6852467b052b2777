import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { PlanMirrorBlockEntity } from '../plan-mirror/plan-mirror.entities';
import { ExternalEventEntity } from './external-event.entity';

/** The kept copy of connections' events. Every query is scoped to a user or a connection. */
@Injectable()
export class EventRepository {
  constructor(private readonly em: EntityManager) {}

  fork(): EntityManager {
    return this.em.fork();
  }

  /**
   * The kept events of a window, without the busy blocks FLOW wrote for planned items (defence on
   * calendars): read back as busy, they would push the planner off its own items, again and again.
   */
  async eventsOf(em: EntityManager, userId: string, connectionIds: string[], from: Date, to: Date) {
    if (!connectionIds.length) return [];
    const [events, planBlocks] = await Promise.all([
      em.find(
        ExternalEventEntity,
        { userId, connectionId: { $in: connectionIds }, startTime: { $lt: to }, endTime: { $gt: from } },
        { orderBy: { startTime: 'asc', id: 'asc' } },
      ),
      em.find(PlanMirrorBlockEntity, { userId, edited: false }, { fields: ['externalId', 'objectUrl'] }),
    ]);
    if (!planBlocks.length) return events;
    const own = new Set(planBlocks.flatMap((b) => [b.externalId, ...(b.objectUrl ? [b.objectUrl] : [])]));
    return events.filter((e) => !own.has(e.externalId) && !own.has(e.sourceKey ?? ''));
  }

  /** Drops the kept rows of a connection's calendars that are no longer read. */
  deleteEventsOutside(em: EntityManager, connectionId: string, calendarIds: string[]) {
    return em.nativeDelete(ExternalEventEntity, { connectionId, calendarId: { $nin: calendarIds } });
  }

  calendarEventsOf(em: EntityManager, connectionId: string, calendarId: string) {
    return em.find(ExternalEventEntity, { connectionId, calendarId });
  }

  deleteCalendarEvents(em: EntityManager, connectionId: string, calendarId: string) {
    return em.nativeDelete(ExternalEventEntity, { connectionId, calendarId });
  }

  /** The rows of changed or deleted provider items (and of every instance of a deleted Google series). */
  deleteEventsFrom(em: EntityManager, connectionId: string, calendarId: string, sourceKeys: string[], seriesIds: string[]) {
    const series = seriesIds.map((id) => ({ sourceKey: { $like: `${id.replace(/[\\%_]/g, '\\$&')}\\_%` } }));
    if (!sourceKeys.length && !series.length) return Promise.resolve(0);
    return em.nativeDelete(ExternalEventEntity, {
      connectionId,
      calendarId,
      $or: [...(sourceKeys.length ? [{ sourceKey: { $in: sourceKeys } }] : []), ...series],
    });
  }

  insertEvents(em: EntityManager, rows: ExternalEventEntity[]) {
    return rows.length ? em.insertMany(ExternalEventEntity, rows) : Promise.resolve([]);
  }

  deleteEventsOf(em: EntityManager, connectionId: string) {
    return em.nativeDelete(ExternalEventEntity, { connectionId });
  }
}
