import { Injectable } from '@nestjs/common';
import type { MirrorState } from '@flow/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventAttendeeEntity, ScheduledEventEntity } from './events.entities';
import { withOccurrences } from './recurrence/occurrences';

const SERIES_FIELDS = ['recurrence', 'recurrenceTimeZone', 'recurrenceExdates'] as const;
/** A series reaches [from, to) when it starts before `to` and has not ended by `from`. */
const seriesInRange = (from?: Date, to?: Date) => ({
  ...(to ? { startTime: { $lt: to } } : {}),
  ...(from ? { $or: [{ recurrenceEnd: null }, { recurrenceEnd: { $gt: from } }] } : {}),
});
/** One-offs and changed occurrences overlapping [from, to), and the series that may have occurrences there. */
const inRange = (from?: Date, to?: Date) => ({
  $or: [
    { recurrence: null, ...(to ? { startTime: { $lt: to } } : {}), ...(from ? { endTime: { $gt: from } } : {}) },
    { recurrence: { $ne: null }, ...seriesInRange(from, to) },
  ],
});

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

  /** A user's events overlapping [from, to) (either bound optional), by start time; repeating events as their occurrences. */
  async listInRange(em: EntityManager, userId: string, from?: Date, to?: Date) {
    return withOccurrences(await em.find(ScheduledEventEntity, { userId, ...inRange(from, to) }, { orderBy: { startTime: 'asc', id: 'asc' } }), from, to);
  }

  /** Events of several users overlapping [from, to): free/busy for co-flow, repeating events as their occurrences. */
  async listForUsers(em: EntityManager, userIds: string[], from: Date, to: Date) {
    const rows = await em.find(
      ScheduledEventEntity,
      { userId: { $in: userIds }, ...inRange(from, to) },
      { orderBy: { startTime: 'asc' }, fields: ['id', 'userId', 'startTime', 'endTime', ...SERIES_FIELDS] },
    );
    return withOccurrences(rows, from, to);
  }

  /** The changed occurrences of a series. */
  occurrencesOf(em: EntityManager, userId: string, seriesId: string) {
    return em.find(ScheduledEventEntity, { userId, recurringEventId: seriesId }, { orderBy: { originalStartTime: 'asc' } });
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

  /** A new event, as a plain insert (nothing for the unit of work to diff). */
  async insertEvent(em: EntityManager, event: ScheduledEventEntity): Promise<void> {
    await em.insert(ScheduledEventEntity, event);
  }

  /** Replaces the attendee list; the same address twice is kept once. */
  async replaceAttendees(em: EntityManager, eventId: string, attendees: AttendeeRow[], newId: () => string): Promise<AttendeeRow[]> {
    await em.nativeDelete(EventAttendeeEntity, { eventId });
    return this.insertAttendees(em, eventId, attendees, newId);
  }

  /**
   * The attendee list of an event that has none (yet), as one plain insert; the same address twice
   * is kept once. Returns the rows as attendeesOf will read them back.
   */
  async insertAttendees(em: EntityManager, eventId: string, attendees: AttendeeRow[], newId: () => string): Promise<AttendeeRow[]> {
    const kept = new Map<string, AttendeeRow>();
    for (const attendee of attendees) if (!kept.has(attendee.email)) kept.set(attendee.email, { email: attendee.email, name: attendee.name ?? null });
    const rows = [...kept.values()];
    if (rows.length)
      await em.insertMany(
        EventAttendeeEntity,
        rows.map((a, position) => ({ id: newId(), eventId, email: a.email, name: a.name, position })),
      );
    return rows;
  }

  /** The user's own verdict, kept on the event so every reader of it (daily-flow too) sees it. */
  setAligned(em: EntityManager, userId: string, id: string, isAligned: boolean | null) {
    return em.nativeUpdate(ScheduledEventEntity, { id, userId }, { isAligned });
  }

  setMirrorState(em: EntityManager, userId: string, id: string, mirrorState: MirrorState, mirrorError: string | null) {
    return em.nativeUpdate(ScheduledEventEntity, { id, userId }, { mirrorState, mirrorError });
  }

  /**
   * calendar-sync's outcome, applied only to the version it copied (`updatedAt`); a copy's id is
   * remembered. Leaves updated_at alone: the event's content did not change. True when applied.
   */
  async setMirrorOutcome(
    em: EntityManager,
    userId: string,
    id: string,
    updatedAt: Date,
    mirrorState: MirrorState,
    mirrorError: string | null,
    externalId: string | null,
  ): Promise<boolean> {
    const rows = await em
      .getConnection()
      .execute<unknown[]>(
        'update scheduled_events set mirror_state = ?, mirror_error = ?, google_calendar_event_id = coalesce(?, google_calendar_event_id) where id = ? and user_id = ? and updated_at = ? returning id',
        [mirrorState, mirrorError, externalId, id, userId, updatedAt],
        'all',
        em.getTransactionContext(),
      );
    return rows.length > 0;
  }
}
