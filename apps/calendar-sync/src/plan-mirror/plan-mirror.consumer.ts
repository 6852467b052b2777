import { Injectable, type OnModuleInit } from '@nestjs/common';
import { type EventEnvelope, events } from '@flow/contracts';
import { EventConsumers } from '@flow/platform';
import { ConnectedPeople } from '../connections/connected-people';
import { PlanMirrorService } from './plan-mirror.service';
import { PlanMirrorWriter } from './plan-mirror.writer';

const PLAN_CHANGED = 'flow.evt.scheduling.plan-changed' as const;
const SYNCED = 'flow.evt.calendar.calendar-synced' as const;

/** The blocks follow the plan (plan-changed) and the calendar (a sync may bring an event over an item, or an edit). */
@Injectable()
export class PlanMirrorConsumer implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly settings: PlanMirrorService,
    private readonly writer: PlanMirrorWriter,
    private readonly connected: ConnectedPeople,
  ) {}

  onModuleInit(): void {
    this.consumers.register({ durable: 'calendar-sync-plan-mirror', subjects: [PLAN_CHANGED, SYNCED], handle: (envelope) => this.onChange(envelope) });
  }

  private async onChange(envelope: EventEnvelope): Promise<void> {
    const { userId } = envelope.type === PLAN_CHANGED ? events[PLAN_CHANGED].parse(envelope.data) : events[SYNCED].parse(envelope.data);
    if (!(await this.connected.has(userId))) return;
    for (const connectionId of await this.settings.connectionsOf(userId)) await this.writer.run(connectionId);
  }
}
