import { Injectable } from '@nestjs/common';
import { NotificationsRepository } from './notifications.repository';

/**
 * What changes a day changes its notifications: the events that make a cached flow stale (profile and
 * place, FLOW and calendar events, check-ins) ask the planner to plan the people again (CacheInvalidation
 * calls this for a burst's people at once). Asking twice is harmless, so redeliveries are too.
 */
@Injectable()
export class NotificationReplanning {
  constructor(private readonly repository: NotificationsRepository) {}

  async request(userIds: string[]): Promise<void> {
    await this.repository.requestPlan(this.repository.fork(), userIds);
  }
}
