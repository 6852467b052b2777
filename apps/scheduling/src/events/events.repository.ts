import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventAttendeeEntity, ScheduledEventEntity } from './events.entities';

export interface AttendeeRow {
  email: string;
  name: string | null;
}

/** The only place that queries the events tables. Every read of one user's data filters by that user. */
@Injectable()
export class EventsRepository {
  constructor(private readonly em: EntityManager) {}

  fork(): EntityManager {
    return this.em.fork();
  }

  /** A user's events overlapping [from, to) (either bound optional), by start time. */
  listInRange(em: EntityManager, userId: string, from?: Date, to?: Date) {
    return em.find(
      ScheduledEventEntity,
      { userId, ...(to ? { startTime: { $lt: to } } : {}), ...(from ? { endTime: { $gt: from } } : {}) },
      { orderBy: { startTime: 'asc', id: 'asc' } },
    );
  }

  /** Events of several users overlapping [from, to): free/busy for co-flow. */
  listForUsers(em: EntityManager, userIds: string[], from: Date, to: Date) {
    return em.find(ScheduledEventEntity, { userId: { $in: userIds }, startTime: { $lt: to }, endTime: { $gt: from } }, { orderBy: { startTime: 'asc' }, fields: ['userId', 'startTime', 'endTime'] });
  }

  findOwned(em: EntityManager, userId: string, id: string) {
    return em.findOne(ScheduledEventEntity, { id, userId });
  }

  /** Attendees by event id, in the order they were entered. */
  async attendeesOf(em: EntityManager, eventIds: string[]): Promise<Map<string, AttendeeRow[]>> {
    const byEvent = new Map<string, AttendeeRow[]>(eventIds.map((id) => [id, []]));
    if (!eventIds.length) return byEvent;
    const rows = await em.find(EventAttendeeEntity, { eventId: { $in: eventIds } }, { orderBy: { eventId: 'asc', position: 'asc' } });
    for (const row of rows) byEvent.get(row.eventId)?.push({ email: row.email, name: row.name ?? null });
    return byEvent;
  }

  /** Replaces the attendee list; the same address twice is kept once. */
  async replaceAttendees(em: EntityManager, eventId: string, attendees: AttendeeRow[], newId: () => string) {
    await em.nativeDelete(EventAttendeeEntity, { eventId });
    const seen = new Set<string>();
    attendees.forEach((attendee) => {
      if (seen.has(attendee.email)) return;
      seen.add(attendee.email);
      em.create(EventAttendeeEntity, { id: newId(), eventId, email: attendee.email, name: attendee.name, position: seen.size - 1 });
    });
  }

  /** The user's own verdict, kept on the event so every reader of it (daily-flow too) sees it. */
  setAligned(em: EntityManager, userId: string, id: string, isAligned: boolean | null) {
    return em.nativeUpdate(ScheduledEventEntity, { id, userId }, { isAligned });
  }

  setExternalId(em: EntityManager, userId: string, id: string, externalId: string | null) {
    return em.nativeUpdate(ScheduledEventEntity, { id, userId }, { googleCalendarEventId: externalId });
  }
}
