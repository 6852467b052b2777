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

/** scheduled_events' columns as the entity's fields (a raw read gives the same objects as the ORM's). */
const EVENT_COLUMNS: [keyof ScheduledEventEntity, string][] = [
  ['id', 'id'],
  ['userId', 'user_id'],
  ['title', 'title'],
  ['startTime', 'start_time'],
  ['endTime', 'end_time'],
  ['location', 'location'],
  ['meetingType', 'meeting_type'],
  ['description', 'description'],
  ['googleCalendarEventId', 'google_calendar_event_id'],
  ['mirrorState', 'mirror_state'],
  ['mirrorError', 'mirror_error'],
  ['isAligned', 'is_aligned'],
  ['recurrence', 'recurrence'],
  ['recurrenceTimeZone', 'recurrence_time_zone'],
  ['recurrenceExdates', 'recurrence_exdates'],
  ['recurrenceEnd', 'recurrence_end'],
  ['recurringEventId', 'recurring_event_id'],
  ['originalStartTime', 'original_start_time'],
  ['reminderMinutes', 'reminder_minutes'],
  ['createdAt', 'created_at'],
  ['updatedAt', 'updated_at'],
];
const JSON_COLUMNS = new Set(['recurrence_exdates']);
const DATE_COLUMNS = new Set(['start_time', 'end_time', 'recurrence_end', 'original_start_time', 'created_at', 'updated_at']);
const columnList = EVENT_COLUMNS.map(([, c]) => c).join(', ');
const eventValues = `(${EVENT_COLUMNS.map(([, c]) => (JSON_COLUMNS.has(c) ? '?::jsonb' : '?')).join(', ')})`;
/**
 * A create in one statement (one round trip, atomic without a transaction around it): the event, its
 * attendees and its outbox rows are inserted, and the user's other events in the window are read. The
 * read does not see the inserts (one snapshot for the whole statement): it answers the overlaps.
 */
const createSql = (attendees: number, outbox: number) => `with new_event as (insert into scheduled_events (${columnList}) values ${eventValues} returning id)${
  attendees
    ? `, new_attendees as (insert into event_attendees (id, event_id, email, name, position) values ${Array.from({ length: attendees }, () => '(?, ?, ?, ?, ?)').join(', ')})`
    : ''
}, new_outbox as (insert into outbox (id, subject, envelope, created_at, published_at) values ${Array.from({ length: outbox }, () => '(?, ?, ?::jsonb, ?, null)').join(', ')})
select ${columnList} from scheduled_events where user_id = ? and (
  (recurrence is null and start_time < ? and end_time > ?)
  or (recurrence is not null and start_time < ? and (recurrence_end is null or recurrence_end > ?)))
order by start_time, id`;

/** The ORM's driver leaves timestamps as text (it maps them itself): a raw row is mapped here. */
function eventFromRow(row: Record<string, unknown>): ScheduledEventEntity {
  const event = new ScheduledEventEntity();
  for (const [field, column] of EVENT_COLUMNS) {
    const value = row[column];
    (event as unknown as Record<string, unknown>)[field] =
      value === null || value === undefined
        ? null
        : DATE_COLUMNS.has(column) && !(value instanceof Date)
          ? new Date(value as string)
          : JSON_COLUMNS.has(column) && typeof value === 'string'
            ? JSON.parse(value)
            : value;
  }
  return event;
}

export interface OutboxInsert {
  id: string;
  subject: string;
  envelope: unknown;
  createdAt: Date;
}

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

  /**
   * A new event with its attendees (the same address twice is kept once) and its outbox rows, in one
   * statement, and the user's other events overlapping it (repeating ones as their occurrences).
   */
  async create(
    em: EntityManager,
    event: ScheduledEventEntity,
    attendees: AttendeeRow[],
    outbox: OutboxInsert[],
    newId: () => string,
  ): Promise<{ attendees: AttendeeRow[]; others: ScheduledEventEntity[] }> {
    const kept = new Map<string, AttendeeRow>();
    for (const a of attendees) if (!kept.has(a.email)) kept.set(a.email, { email: a.email, name: a.name ?? null });
    const rows = [...kept.values()];
    const values = [
      ...EVENT_COLUMNS.map(([field, column]) => {
        const value = (event as unknown as Record<string, unknown>)[field] ?? null;
        return JSON_COLUMNS.has(column) && value !== null ? JSON.stringify(value) : value;
      }),
      ...rows.flatMap((a, position) => [newId(), event.id, a.email, a.name, position]),
      ...outbox.flatMap((row) => [row.id, row.subject, JSON.stringify(row.envelope), row.createdAt]),
      event.userId,
      event.endTime,
      event.startTime,
      event.endTime,
      event.startTime,
    ];
    const found = await em.getConnection().execute<Record<string, unknown>[]>(createSql(rows.length, outbox.length), values, 'all', em.getTransactionContext());
    return { attendees: rows, others: withOccurrences(found.map(eventFromRow), event.startTime, event.endTime) };
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
