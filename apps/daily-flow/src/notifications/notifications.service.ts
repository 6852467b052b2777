import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DEFAULT_NOTIFICATION_PREFERENCES, NotificationMessages, type NotificationSettings, type RpcPayload, SNOOZE_MINUTES } from '@flow/contracts';
import { DomainError } from '@flow/platform';
import { applyPreferences, toPreferences, toSettings } from './notification.mapper';
import { NotificationWorker } from './notification.worker';
import { NotificationsRepository } from './notifications.repository';
import { WebPushSender } from './web-push.sender';

const MAX_SUBSCRIPTIONS = 20;

/** Settings, devices, the test push and snoozes of one person; each call names its user (a snooze, its device). */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly repository: NotificationsRepository,
    private readonly sender: WebPushSender,
    private readonly worker: NotificationWorker,
  ) {}

  async settings({ userId }: RpcPayload<'flow.daily-flow.notifications.settings.get'>): Promise<NotificationSettings> {
    const em = this.repository.fork();
    const [entity, subscriptions] = await Promise.all([this.repository.settings(em, userId), this.repository.countSubscriptions(em, userId)]);
    return toSettings(entity ? toPreferences(entity) : DEFAULT_NOTIFICATION_PREFERENCES, this.sender.publicKey, subscriptions);
  }

  /** Saves the change and asks for a new plan in the same transaction. */
  async update({ userId, changes }: RpcPayload<'flow.daily-flow.notifications.settings.update'>): Promise<NotificationSettings> {
    const em = this.repository.fork();
    const entity = await em.transactional(async (tx) => {
      const row = await this.repository.settingsForUpdate(tx, userId);
      applyPreferences(row, changes);
      row.plannedUntil = null;
      row.updatedAt = new Date();
      return row;
    });
    return toSettings(toPreferences(entity), this.sender.publicKey, await this.repository.countSubscriptions(em, userId));
  }

  /** A device starts receiving: its subscription is stored and the person's notifications are planned. */
  async subscribe({ userId, subscription, userAgent }: RpcPayload<'flow.daily-flow.notifications.subscribe'>): Promise<{ subscribed: true }> {
    if (!this.sender.endpointAllowed(subscription.endpoint)) throw DomainError.validation(NotificationMessages.endpointRefused);
    await this.repository.fork().transactional(async (tx) => {
      const settings = await this.repository.settingsForUpdate(tx, userId);
      if ((await this.repository.countSubscriptions(tx, userId)) >= MAX_SUBSCRIPTIONS) throw DomainError.validation(NotificationMessages.subscriptionLimit);
      const stored = await this.repository.upsertSubscription(tx, {
        id: randomUUID(),
        userId,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        userAgent: userAgent ?? null,
      });
      if (!stored) throw DomainError.conflict(NotificationMessages.subscriptionTaken);
      settings.plannedUntil = null;
    });
    return { subscribed: true };
  }

  async unsubscribe({ userId, endpoint }: RpcPayload<'flow.daily-flow.notifications.unsubscribe'>): Promise<{ unsubscribed: boolean }> {
    return { unsubscribed: await this.repository.deleteSubscription(this.repository.fork(), userId, endpoint) };
  }

  /** "Send a test notification": due now, to every device of the person (and as a toast in open tabs). */
  async test({ userId }: RpcPayload<'flow.daily-flow.notifications.test'>): Promise<{ accepted: true; subscriptions: number }> {
    const em = this.repository.fork();
    const id = randomUUID();
    await em.transactional((tx) =>
      this.repository.insertDue(tx, {
        id,
        userId,
        key: `test:${id}`,
        kind: 'test',
        title: 'FLOW notifications are on',
        body: 'This is how FLOW tells you when your day turns.',
        url: '/settings',
      }),
    );
    this.worker.kick();
    return { accepted: true, subscriptions: await this.repository.countSubscriptions(em, userId) };
  }

  /** "Snooze 10 min": the notification that device showed is due again in 10 minutes, on every device of its person. */
  async snooze({ id, endpoint, auth }: RpcPayload<'flow.daily-flow.notifications.snooze'>): Promise<{ snoozed: true; dueAt: string }> {
    const dueAt = await this.repository.snooze(this.repository.fork(), { id, endpoint, auth }, SNOOZE_MINUTES);
    // An unknown device, someone else's notification and a missing one look the same.
    if (!dueAt) throw DomainError.notFound(NotificationMessages.notificationNotFound);
    return { snoozed: true, dueAt: dueAt.toISOString() };
  }
}
