import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EventEnvelope } from '@flow/contracts';
import { EventConsumers } from '@flow/platform';
import { INVALIDATING_SUBJECTS } from '../flow/cache-invalidation';
import { NotificationsRepository } from './notifications.repository';

/**
 * What changes a day changes its notifications: the events that make a cached flow stale (profile and
 * place, FLOW and calendar events, check-ins) ask the planner to plan the person again. Asking twice is
 * harmless, so redeliveries are too.
 */
@Injectable()
export class NotificationReplanning implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly repository: NotificationsRepository,
  ) {}

  onModuleInit() {
    this.consumers.register({ durable: 'daily-flow-notifications', subjects: INVALIDATING_SUBJECTS, handle: (envelope) => this.handle(envelope) });
  }

  async handle(envelope: EventEnvelope): Promise<void> {
    const data = (envelope.data ?? {}) as { userId?: unknown };
    const userIds = new Set(envelope.userIds);
    if (typeof data.userId === 'string') userIds.add(data.userId);
    await this.repository.requestPlan(this.repository.fork(), [...userIds]);
  }
}
