import { Injectable, type OnModuleInit } from '@nestjs/common';
import { events } from '@flow/contracts';
import { EventConsumers, idempotent, OutboxRelay } from '@flow/platform';
import { MikroORM } from '@mikro-orm/postgresql';
import { EventsService } from './events.service';

const DURABLE = 'scheduling-mirror-outcome';

/** calendar-sync's outcome of copying an event becomes its mirror_state (once per outcome event). */
@Injectable()
export class MirrorOutcomeConsumer implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly orm: MikroORM,
    private readonly events: EventsService,
    private readonly relay: OutboxRelay,
  ) {}

  onModuleInit(): void {
    const apply = idempotent(this.orm, DURABLE, (envelope, tx) =>
      this.events.applyMirrorOutcome(tx, events['flow.evt.calendar.event-mirrored'].parse(envelope.data)),
    );
    this.consumers.register({
      durable: DURABLE,
      subjects: ['flow.evt.calendar.event-mirrored'],
      handle: async (envelope) => {
        await apply(envelope);
        this.relay.kick();
      },
    });
  }
}
