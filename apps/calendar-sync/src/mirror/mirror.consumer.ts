import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { type EventEnvelope, events, type MirrorEvent, type MirrorResult, type ScheduledEvent } from '@flow/contracts';
import { DomainError, EventConsumers, LOGGER, OutboxRelay, recordEvent, RpcClient } from '@flow/platform';
import type { Logger } from 'pino';
import { MirrorLinkRepository } from './mirror-link.repository';
import { MirrorService } from './mirror.service';

const COPY = 'flow.evt.scheduling.mirror.copy-requested' as const;
const REMOVE = 'flow.evt.scheduling.mirror.removal-requested' as const;

/**
 * Copies FLOW events to the connected calendars after scheduling has answered: one durable consumer
 * of the copies and removals scheduling asks for (flow.evt.scheduling.mirror.>, only for changes with
 * a calendar to copy to, so people without one cost nothing here), in stream order (a create, its
 * edits and its delete arrive in the order they were made). A copy reads the event's current state
 * from scheduling, so a redelivery or a late message converges on the same copy (links make it an
 * update), and reports the outcome (`event-mirrored`) for the event's mirror_state.
 */
@Injectable()
export class MirrorConsumer implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly mirror: MirrorService,
    private readonly rpc: RpcClient,
    private readonly repository: MirrorLinkRepository,
    private readonly relay: OutboxRelay,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.consumers.register({
      durable: 'calendar-sync-mirror',
      subjects: ['flow.evt.scheduling.mirror.>'],
      // Before the mirror work had subjects of its own, this durable read every scheduling event.
      retiredSubjects: ['flow.evt.scheduling.>'],
      handle: (envelope) => this.handle(envelope),
    });
  }

  async handle(envelope: EventEnvelope): Promise<void> {
    if (envelope.type === REMOVE) return this.removeCopies(events[REMOVE].parse(envelope.data));
    if (envelope.type !== COPY) return;
    const { id, userId } = events[COPY].parse(envelope.data);
    const event = await this.current(userId, id);
    if (!event) return;
    const result = await this.mirror.copy(userId, event.google_calendar_event_id, toMirrorEvent(event));
    await this.report(userId, event, result);
  }

  /** The event as it is now; null when it was deleted since (its delete comes next in the stream). */
  private async current(userId: string, id: string): Promise<ScheduledEvent | null> {
    try {
      return await this.rpc.request('flow.scheduling.events.get', { userId, id });
    } catch (error) {
      if (error instanceof DomainError && error.status === 404) return null;
      throw error;
    }
  }

  private async report(userId: string, event: ScheduledEvent, result: MirrorResult): Promise<void> {
    const state = result.error ? 'failed' : result.mirrored ? 'synced' : 'none';
    await this.repository.fork().transactional(async (tx) => {
      recordEvent(
        tx,
        'flow.evt.calendar.event-mirrored',
        { userId, eventId: event.id, eventUpdatedAt: event.updated_at, state, externalEventId: result.externalEventId, error: result.error },
        [userId],
      );
    });
    this.relay.kick();
  }

  private async removeCopies({ id, userId, externalEventId }: { id: string; userId: string; externalEventId?: string | null }): Promise<void> {
    // The FLOW event is gone, so there is no state left to show a failure on: it is logged.
    const result = await this.mirror.delete(userId, externalEventId ?? null, id);
    if (result.error) this.logger.warn({ userId, flowEventId: id, reason: result.error }, 'the copy of a deleted FLOW event was not removed');
  }
}

/** A series is copied as one repeating event; a changed occurrence is left out of it (EXDATE) and copied as an event of its own. */
function toMirrorEvent(event: ScheduledEvent): MirrorEvent {
  const series =
    event.recurrence && !event.recurringEventId
      ? { recurrence: event.recurrence, timeZone: event.recurrenceTimeZone ?? null, exdates: event.exdates ?? [] }
      : {};
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    start_time: event.start_time,
    end_time: event.end_time,
    location: event.location,
    attendees: event.attendees,
    ...series,
  };
}
