import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventConsumers } from '@flow/platform';
import { PlanService } from './plan.service';

/**
 * What a plan depends on, beside tasks and habits, from other services: the synced calendar (the
 * busy-time model), check-ins that shift the learned rhythm, and the place of the day (the profile).
 * Each marks the person's plan for a coalesced replan; replanning is idempotent, so a redelivered
 * event costs one more (cheap) run, never a wrong plan. FLOW events (created, moved, deleted) are
 * this service's own: EventsService asks for the replan itself, so the stream does not bring every
 * create back here.
 */
const PLAN_INPUTS = [
  'flow.evt.calendar.calendar-synced',
  'flow.evt.calendar.calendar-connected',
  'flow.evt.calendar.calendar-disconnected',
  'flow.evt.daily-flow.checkin-changed',
  'flow.evt.profile.profile-updated',
];

@Injectable()
export class PlanTriggersConsumer implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly plan: PlanService,
  ) {}

  onModuleInit(): void {
    this.consumers.register({
      durable: 'scheduling-plan-triggers',
      subjects: PLAN_INPUTS,
      retiredSubjects: ['flow.evt.scheduling.event-created', 'flow.evt.scheduling.event-updated', 'flow.evt.scheduling.event-deleted'],
      handle: async (envelope) => {
        for (const userId of envelope.userIds) this.plan.schedule(userId);
      },
    });
  }
}
