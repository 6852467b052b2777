import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  type BusyInterval,
  type CreateEventRequest,
  type CreateEventResponse,
  type DeleteEventResponse,
  type ScheduledEvent,
  SchedulingMessages,
  type UpdateEventRequest,
  type UpdateEventResponse,
} from '@flow/contracts';
import { DomainError, OutboxRelay, recordEvent } from '@flow/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CalendarSyncClient, type ExternalEvents, type MirrorOutcome } from './calendar-sync.client';
import { ScheduledEventEntity } from './events.entities';
import { toMirrorEvent, toScheduledEvent } from './events.mapper';
import { type AttendeeRow, EventsRepository } from './events.repository';
import { findOverlaps } from './overlaps';
import { RecurringEventsService, type ScopeTarget } from './recurrence/recurring-events.service';

const NOT_MIRRORED: MirrorOutcome = { mirrored: false, externalEventId: null, error: null };

/**
 * The user's FLOW events. Every change commits with its domain event (outbox) first; the copy in
 * the external calendar is made afterwards, so a calendar failure never loses the FLOW event.
 */
@Injectable()
export class EventsService {
  constructor(
    private readonly repository: EventsRepository,
    private readonly calendar: CalendarSyncClient,
    private readonly relay: OutboxRelay,
    private readonly recurring: RecurringEventsService,
  ) {}

  async list(userId: string, from?: string, to?: string): Promise<ScheduledEvent[]> {
    const em = this.repository.fork();
    return this.withAttendees(em, await this.repository.listInRange(em, userId, from ? new Date(from) : undefined, to ? new Date(to) : undefined));
  }

  async get(userId: string, id: string): Promise<ScheduledEvent> {
    const em = this.repository.fork();
    const [event] = await this.withAttendees(em, [await this.owned(em, userId, id)]);
    return event!;
  }

  async create(userId: string, input: CreateEventRequest): Promise<CreateEventResponse> {
    const start = new Date(input.startTime);
    const end = new Date(input.endTime);
    const external = this.calendar.externalEvents(userId, start, end);
    const em = this.repository.fork();
    let attendees: AttendeeRow[] = [];
    const entity = await em.transactional(async (tx) => {
      const created = tx.create(ScheduledEventEntity, {
        id: randomUUID(),
        userId,
        title: input.title,
        startTime: start,
        endTime: end,
        location: input.location ?? null,
        meetingType: input.meetingType ?? null,
        description: input.description ?? null,
        googleCalendarEventId: null,
        isAligned: null,
        createdAt: new Date(),
        updatedAt: new Date(),
        ...this.recurring.seriesFields(input.recurrence, start, end, input.timeZone),
      });
      attendees = this.repository.addAttendees(tx, created.id, input.attendees.map((a) => ({ email: a.email, name: a.name ?? null })), randomUUID);
      recordEvent(tx, 'flow.evt.scheduling.event-created', { id: created.id, userId }, [userId]);
      return created;
    });
    this.relay.kick();

    // What was just written, without reading it back.
    let event = toScheduledEvent(entity, attendees);
    let mirror = NOT_MIRRORED;
    if (input.createGoogleEvent) {
      mirror = await this.calendar.mirrorCreate(userId, toMirrorEvent(event));
      if (mirror.mirrored) event = await this.rememberExternalId(em, userId, event, mirror.externalEventId);
    }
    const { overlaps, externalCalendar } = await this.overlapsOf(em, userId, event, await external);
    return { event, overlaps, externalCalendar, googleEventCreated: mirror.mirrored && !mirror.error, googleEventError: mirror.error };
  }

  async update(userId: string, eventId: string, changes: UpdateEventRequest, scope: ScopeTarget = {}): Promise<UpdateEventResponse> {
    // One occurrence of a repeating event becomes a row of its own, or the series is split, first.
    const { id, occurrence } = await this.recurring.target(userId, eventId, scope);
    const em = this.repository.fork();
    const entity = await em.transactional(async (tx) => {
      const found = await this.owned(tx, userId, id);
      if (changes.title !== undefined) found.title = changes.title;
      if (changes.description !== undefined) found.description = changes.description;
      if (changes.meetingType !== undefined) found.meetingType = changes.meetingType;
      if (changes.location !== undefined) found.location = changes.location;
      if (found.recurrence || changes.recurrence) await this.recurring.applyToSeries(tx, found, changes, occurrence);
      else {
        if (changes.startTime !== undefined) found.startTime = new Date(changes.startTime);
        if (changes.endTime !== undefined) found.endTime = new Date(changes.endTime);
      }
      // Moving only the start past the end (or the end before the start) is caught here.
      if (found.endTime <= found.startTime) throw DomainError.validation(SchedulingMessages.endBeforeStart);
      if (changes.attendees) await this.repository.replaceAttendees(tx, found.id, changes.attendees.map((a) => ({ email: a.email, name: a.name ?? null })), randomUUID);
      found.updatedAt = new Date();
      recordEvent(tx, 'flow.evt.scheduling.event-updated', { id: found.id, userId }, [userId]);
      return found;
    });
    this.relay.kick();

    const external = this.calendar.externalEvents(userId, entity.startTime, entity.endTime);
    let event = (await this.withAttendees(em, [entity]))[0]!;
    let mirror = NOT_MIRRORED;
    if (changes.updateGoogleEvent) {
      mirror = await this.calendar.mirrorUpdate(userId, event.google_calendar_event_id, toMirrorEvent(event));
      // calendar-sync creates the copy when there was none yet (or it was deleted outside FLOW).
      if (mirror.mirrored && mirror.externalEventId !== event.google_calendar_event_id) event = await this.rememberExternalId(em, userId, event, mirror.externalEventId);
    }
    const { overlaps, externalCalendar } = await this.overlapsOf(em, userId, event, await external);
    return { event, overlaps, externalCalendar, googleEventUpdated: mirror.mirrored && !mirror.error, googleEventError: mirror.error };
  }

  async delete(userId: string, eventId: string, scope: ScopeTarget = {}): Promise<DeleteEventResponse> {
    // One or the following occurrences of a repeating event are removed from the series there.
    const target = await this.recurring.deletion(userId, eventId, scope);
    if ('done' in target) return target.done;
    const { id } = target;
    const em = this.repository.fork();
    const externalId = await em.transactional(async (tx) => {
      const found = await this.owned(tx, userId, id);
      const copy = found.googleCalendarEventId ?? null;
      // Attendees and overrides go with it (on delete cascade).
      tx.remove(found);
      recordEvent(tx, 'flow.evt.scheduling.event-deleted', { id, userId }, [userId]);
      return copy;
    });
    this.relay.kick();
    // Only an event that was copied has a copy to remove.
    if (!externalId) return { ok: true, googleEventDeleted: false, googleEventError: null };
    const mirror = await this.calendar.mirrorDelete(userId, externalId, id);
    return { ok: true, googleEventDeleted: mirror.mirrored && !mirror.error, googleEventError: mirror.error };
  }

  async busy(userIds: string[], from: string, to: string): Promise<BusyInterval[]> {
    const rows = await this.repository.listForUsers(this.repository.fork(), userIds, new Date(from), new Date(to));
    return rows.map((row) => ({ userId: row.userId, start: row.startTime.toISOString(), end: row.endTime.toISOString() }));
  }

  private async owned(em: EntityManager, userId: string, id: string): Promise<ScheduledEventEntity> {
    const found = await this.repository.findOwned(em, userId, id);
    // Someone else's event and a missing one look the same: no hint that it exists.
    if (!found) throw DomainError.notFound(SchedulingMessages.eventNotFound);
    return found;
  }

  private async withAttendees(em: EntityManager, entities: ScheduledEventEntity[]): Promise<ScheduledEvent[]> {
    const attendees = await this.repository.attendeesOf(em, entities.map((e) => e.id));
    return entities.map((e) => toScheduledEvent(e, attendees.get(e.id) ?? []));
  }

  private async rememberExternalId(em: EntityManager, userId: string, event: ScheduledEvent, externalId: string | null): Promise<ScheduledEvent> {
    if (!externalId) return event;
    await this.repository.setExternalId(em, userId, event.id, externalId);
    return { ...event, google_calendar_event_id: externalId };
  }

  private async overlapsOf(em: EntityManager, userId: string, event: ScheduledEvent, external: ExternalEvents) {
    const own = (await this.repository.listInRange(em, userId, new Date(event.start_time), new Date(event.end_time))).map((e) => toScheduledEvent(e, []));
    return { overlaps: findOverlaps(event, own, external.events), externalCalendar: external.status };
  }
}
