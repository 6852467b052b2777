import { Injectable } from '@nestjs/common';
import { type AlignmentOverride, SchedulingMessages } from '@flow/contracts';
import { DomainError, OutboxRelay, recordEvent } from '@flow/platform';
import { EventsRepository } from '../events/events.repository';
import { AlignmentRepository } from './alignment.repository';

/** Spec section 4, event alignment: auto → aligned → not aligned → auto (which deletes the override). */
@Injectable()
export class OverridesService {
  constructor(
    private readonly overrides: AlignmentRepository,
    private readonly events: EventsRepository,
    private readonly relay: OutboxRelay,
  ) {}

  async list(userId: string): Promise<AlignmentOverride[]> {
    const rows = await this.overrides.list(this.overrides.fork(), userId);
    return rows.map((row) => ({ event_id: row.eventId, is_aligned: row.isAligned }));
  }

  async set(userId: string, eventId: string, isAligned: boolean): Promise<AlignmentOverride> {
    await this.overrides.fork().transactional(async (tx) => {
      await this.assertOwnEvent(tx, userId, eventId);
      await this.overrides.upsert(tx, userId, eventId, isAligned);
      await this.events.setAligned(tx, userId, eventId, isAligned);
      recordEvent(tx, 'flow.evt.scheduling.override-changed', { id: eventId, userId, isAligned }, [userId]);
    });
    this.relay.kick();
    return { event_id: eventId, is_aligned: isAligned };
  }

  async clear(userId: string, eventId: string): Promise<{ ok: true }> {
    await this.overrides.fork().transactional(async (tx) => {
      await this.assertOwnEvent(tx, userId, eventId);
      if (!(await this.overrides.remove(tx, userId, eventId))) return;
      await this.events.setAligned(tx, userId, eventId, null);
      recordEvent(tx, 'flow.evt.scheduling.override-changed', { id: eventId, userId, isAligned: null }, [userId]);
    });
    this.relay.kick();
    return { ok: true };
  }

  /** Only the owner may override an event; anyone else learns nothing about it (404). */
  private async assertOwnEvent(em: Parameters<EventsRepository['findOwned']>[0], userId: string, eventId: string) {
    if (!(await this.events.findOwned(em, userId, eventId))) throw DomainError.notFound(SchedulingMessages.eventNotFound);
  }
}
