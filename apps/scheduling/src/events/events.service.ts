import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  type BusyInterval,
  type CreateEventRequest,
  type CreateEventResponse,
  type DeleteEventResponse,
  type ExternalCalendarCheck,
  type ScheduledEvent,
  SchedulingMessages,
  type UpdateEventRequest,
  type UpdateEventResponse,
} from '@flow/contracts';
import { DomainError, OutboxRelay, outboxRow, recordEvent } from '@flow/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BusyTimeModel, type ExternalEvents } from '../busy/busy-time.model';
import { ScheduledEventEntity } from './events.entities';
import { applyDetails, toScheduledEvent } from './events.mapper';
import { EventsRepository } from './events.repository';
import { COPY_REQUESTED, recordCopy, recordDeleted } from './mirror-work';
import { findOverlaps } from './overlaps';
import { RecurringEventsService, type ScopeTarget } from './recurrence/recurring-events.service';
import { RhythmSourcesClient } from '../rhythm/rhythm-sources.client';
import { PlanService } from '../tasks/plan.service';

/** Copying to the external calendar is asked for, and the user has one (as the busy-time model knows). */
const mirrorWanted = (asked: boolean, external: ExternalCalendarCheck) => (asked && external !== 'not_connected' ? 'pending' : 'none');

/**
 * The user's FLOW events. A change commits with its domain event (outbox) in one transaction and
 * answers; calendar-sync copies it to the external calendar afterwards, from the event, and reports
 * back (mirror_state). External events for the overlap check come from the busy-time read model.
 * A change asks for the person's plan to be made again here, in this process (plans are this
 * service's own; their replan was never more durable than a timer), not through the stream.
 */
@Injectable()
export class EventsService {
  constructor(
    private readonly repository: EventsRepository,
    private readonly busy: BusyTimeModel,
    private readonly relay: OutboxRelay,
    private readonly recurring: RecurringEventsService,
    private readonly sources: RhythmSourcesClient,
    private readonly plan: PlanService,
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
    const em = this.repository.fork();
    // The busy-time read model (external events) is this service's own; the overlap read of FLOW events is part of the insert.
    const external = await this.busy.externalEvents(userId, start, end);
    const now = new Date();
    // A series repeats on the wall clock of the person's own place when the browser says nothing (an API client, an import).
    const seriesZone = input.recurrence ? await this.sources.zoneOf(userId, input.timeZone, start) : 'UTC';
    const row: ScheduledEventEntity = Object.assign(new ScheduledEventEntity(), {
      id: randomUUID(),
      userId,
      title: input.title,
      startTime: start,
      endTime: end,
      location: input.location ?? null,
      meetingType: input.meetingType ?? null,
      description: input.description ?? null,
      reminderMinutes: input.reminderMinutes ?? null,
      googleCalendarEventId: null,
      isAligned: null,
      mirrorState: mirrorWanted(input.createGoogleEvent, external.status),
      mirrorError: null,
      createdAt: now,
      updatedAt: now,
      ...this.recurring.seriesFields(input.recurrence, start, end, seriesZone),
    });
    const copy = row.mirrorState === 'pending';
    const published = [
      outboxRow('flow.evt.scheduling.event-created', { id: row.id, userId, mirror: copy ? 'pending' : 'none' }, [userId]),
      ...(copy ? [outboxRow(COPY_REQUESTED, { id: row.id, userId, mirror: 'pending' }, [userId])] : []),
    ];
    // One statement, one round trip: the event, its attendees, its outbox rows, and the overlap read.
    const { attendees, others } = await this.repository.create(
      em,
      row,
      input.attendees.map((a) => ({ email: a.email, name: a.name ?? null })),
      published,
      randomUUID,
    );
    this.relay.kick(...published);
    this.plan.schedule(userId);
    const event = toScheduledEvent(row, attendees);
    return { event, ...this.overlapsOf(event, others, external), googleEventCreated: false, googleEventError: null };
  }

  async update(userId: string, eventId: string, changes: UpdateEventRequest, scope: ScopeTarget = {}): Promise<UpdateEventResponse> {
    // A series split or an occurrence made its own row may have committed before a refusal: replanned either way.
    try {
      return await this.updateEvent(userId, eventId, changes, scope);
    } finally {
      this.plan.schedule(userId);
    }
  }

  async delete(userId: string, eventId: string, scope: ScopeTarget = {}): Promise<DeleteEventResponse> {
    try {
      return await this.deleteEvent(userId, eventId, scope);
    } finally {
      this.plan.schedule(userId);
    }
  }

  private async updateEvent(userId: string, eventId: string, changes: UpdateEventRequest, scope: ScopeTarget): Promise<UpdateEventResponse> {
    // One occurrence of a repeating event becomes a row of its own, or the series is split, first.
    const { id, occurrence } = await this.recurring.target(userId, eventId, scope);
    const em = this.repository.fork();
    const entity = await em.transactional(async (tx) => {
      const found = await this.owned(tx, userId, id);
      applyDetails(found, changes);
      // A series' changed occurrences take its text and reminder changes: each is copied like any event.
      const occurrences = found.recurrence || changes.recurrence ? await this.recurring.applyToSeries(tx, found, changes, occurrence) : [];
      if (!found.recurrence && !changes.recurrence) {
        if (changes.startTime !== undefined) found.startTime = new Date(changes.startTime);
        if (changes.endTime !== undefined) found.endTime = new Date(changes.endTime);
      }
      // Moving only the start past the end (or the end before the start) is caught here.
      if (found.endTime <= found.startTime) throw DomainError.validation(SchedulingMessages.endBeforeStart);
      if (changes.attendees)
        await this.repository.replaceAttendees(
          tx,
          found.id,
          changes.attendees.map((a) => ({ email: a.email, name: a.name ?? null })),
          randomUUID,
        );
      const mirror = changes.updateGoogleEvent && (await this.busy.connected(userId)) ? 'pending' : 'none';
      // Not copying this change leaves the copy as it was (synced or failed) until a retry.
      for (const row of [found, ...occurrences]) {
        if (mirror === 'pending') Object.assign(row, { mirrorState: 'pending', mirrorError: null });
        row.updatedAt = new Date();
        recordEvent(tx, 'flow.evt.scheduling.event-updated', { id: row.id, userId, mirror }, [userId]);
        if (mirror === 'pending') recordCopy(tx, row);
      }
      return found;
    });
    this.relay.kick();

    const [event, external, others] = await Promise.all([
      this.withAttendees(em, [entity]).then((e) => e[0]!),
      this.busy.externalEvents(userId, entity.startTime, entity.endTime),
      this.repository.listInRange(em, userId, entity.startTime, entity.endTime),
    ]);
    return { event, ...this.overlapsOf(event, others, external), googleEventUpdated: false, googleEventError: null };
  }

  private async deleteEvent(userId: string, eventId: string, scope: ScopeTarget): Promise<DeleteEventResponse> {
    // One or the following occurrences of a repeating event are removed from the series there.
    const target = await this.recurring.deletion(userId, eventId, scope);
    if ('done' in target) return target.done;
    const { id } = target;
    await this.repository.fork().transactional(async (tx) => {
      const found = await this.owned(tx, userId, id);
      // A series' changed occurrences go with it (on delete cascade), and so do their copies.
      const occurrences = found.recurrence ? await this.repository.occurrencesOf(tx, userId, id) : [];
      // Attendees and overrides go with it (on delete cascade); calendar-sync removes the copy.
      tx.remove(found);
      for (const row of [found, ...occurrences]) recordDeleted(tx, row);
    });
    this.relay.kick();
    return { ok: true, googleEventDeleted: false, googleEventError: null };
  }

  /** Asks calendar-sync to copy the event again (after a failure): it is `pending` until it reports. */
  async retryMirror(userId: string, id: string): Promise<ScheduledEvent> {
    const em = this.repository.fork();
    const found = await em.transactional(async (tx) => {
      const owned = await this.owned(tx, userId, id);
      // A plain update: the event's content (and so updated_at, its version) stays as it is.
      await this.repository.setMirrorState(tx, userId, id, 'pending', null);
      recordCopy(tx, owned);
      return owned;
    });
    this.relay.kick();
    const [event] = await this.withAttendees(em, [found]);
    return { ...event!, mirror_state: 'pending', mirror_error: null };
  }

  /**
   * calendar-sync's outcome for one version of the event (`updatedAt`): a newer edit is on its way to
   * calendar-sync already and will bring its own outcome, so an older one is dropped.
   */
  async applyMirrorOutcome(
    tx: EntityManager,
    outcome: {
      userId: string;
      eventId: string;
      eventUpdatedAt: string;
      state: 'none' | 'synced' | 'failed';
      externalEventId: string | null;
      error: string | null;
    },
  ): Promise<void> {
    const applied = await this.repository.setMirrorOutcome(
      tx,
      outcome.userId,
      outcome.eventId,
      new Date(outcome.eventUpdatedAt),
      outcome.state,
      outcome.error,
      outcome.externalEventId,
    );
    if (applied) recordEvent(tx, 'flow.evt.scheduling.mirror-changed', { id: outcome.eventId, userId: outcome.userId, state: outcome.state }, [outcome.userId]);
  }

  async busyOf(userIds: string[], from: string, to: string): Promise<BusyInterval[]> {
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
    const attendees = await this.repository.attendeesOf(
      em,
      entities.map((e) => e.id),
    );
    return entities.map((e) => toScheduledEvent(e, attendees.get(e.id) ?? []));
  }

  private overlapsOf(event: ScheduledEvent, others: ScheduledEventEntity[], external: ExternalEvents) {
    const own = others.map((e) => toScheduledEvent(e, []));
    return { overlaps: findOverlaps(event, own, external.events), externalCalendar: external.status };
  }
}
