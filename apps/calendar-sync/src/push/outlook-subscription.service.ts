import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { OutlookNotification } from '@flow/contracts';
import { LOGGER } from '@flow/platform';
import type { Logger } from 'pino';
import { CALENDAR_SYNC_ENV, type CalendarSyncEnv } from '../calendar-sync.env';
import type { ConnectionEntity } from '../connections/connection.entity';
import type { OutlookAccount } from '../providers/outlook/outlook.account';
import { OutlookSubscriptionEntity } from './outlook-subscription.entity';
import { OutlookSubscriptionRepository } from './outlook-subscription.repository';

export const OUTLOOK_NOTIFICATIONS_PATH = '/api/calendar/outlook/notifications';
const sha256 = (value: string) => createHash('sha256').update(value).digest();

/** What a batch of genuine notifications asks for, per connection. */
export interface OutlookNotificationWork {
  /** Events changed (or Graph missed some): sync. */
  sync: Set<string>;
  /** The subscription needs renewing (reauthorizationRequired) or is gone (subscriptionRemoved): subscribe again with a sync. */
  resubscribe: Set<string>;
}

/**
 * Graph change notifications on a person's events (https://learn.microsoft.com/graph/change-notifications-delivery-webhooks):
 * one subscription per Outlook connection while PUBLIC_WEBHOOK_BASE_URL is set, renewed before it ends,
 * deleted when the connection goes. A notification counts only for a subscription FLOW made, with the
 * clientState secret FLOW gave it.
 */
@Injectable()
export class OutlookSubscriptionService {
  constructor(
    private readonly repository: OutlookSubscriptionRepository,
    @Inject(CALENDAR_SYNC_ENV) private readonly env: CalendarSyncEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  get enabled(): boolean {
    return Boolean(this.env.PUBLIC_WEBHOOK_BASE_URL);
  }

  /** After a sync: one live subscription (renewed when it ends soon, else created). Returns until when it lives. */
  async ensure(connection: ConnectionEntity, account: OutlookAccount, now = new Date()): Promise<Date | null> {
    if (!this.enabled) return null;
    const em = this.repository.fork();
    const [current, ...extra] = await this.repository.subscriptionsOf(em, connection.id);
    const renewBy = now.getTime() + this.env.OUTLOOK_SUBSCRIPTION_RENEW_BEFORE_SECONDS * 1000;
    const expiresAt = new Date(now.getTime() + this.env.OUTLOOK_SUBSCRIPTION_TTL_SECONDS * 1000);
    for (const old of extra) await this.drop(em, account, old);
    if (current && current.expiresAt.getTime() > renewBy) return current.expiresAt;
    if (current) {
      try {
        current.expiresAt = await account.renewSubscription(current.id, expiresAt);
        await em.flush();
        return current.expiresAt;
      } catch (error) {
        // Gone at Graph (removed, or it lapsed): a new one below.
        this.logger.info({ err: error, connectionId: connection.id }, 'renewing the Outlook subscription failed: subscribing again');
        await em.removeAndFlush(current);
      }
    }
    const clientState = randomBytes(24).toString('base64url');
    const created = await account.subscribe({
      notificationUrl: new URL(OUTLOOK_NOTIFICATIONS_PATH, this.env.PUBLIC_WEBHOOK_BASE_URL).href,
      clientState,
      expiresAt,
    });
    await em.persistAndFlush(
      Object.assign(new OutlookSubscriptionEntity(), {
        id: created.id,
        connectionId: connection.id,
        userId: connection.userId,
        clientStateHash: sha256(clientState).toString('base64url'),
        expiresAt: created.expiresAt,
      }),
    );
    return created.expiresAt;
  }

  /** Deletes the connection's subscriptions at Graph (while the grant works) and here. */
  async stopAll(connection: ConnectionEntity, account: OutlookAccount): Promise<void> {
    const em = this.repository.fork();
    for (const subscription of await this.repository.subscriptionsOf(em, connection.id)) await this.drop(em, account, subscription);
  }

  /**
   * Checks every notification of one POST: all must name a subscription FLOW made with its clientState,
   * else none counts (null). Lifecycle events say what to do: reauthorizationRequired and
   * subscriptionRemoved subscribe again; missed syncs, as a change does.
   */
  async verify(notifications: OutlookNotification[]): Promise<OutlookNotificationWork | null> {
    const em = this.repository.fork();
    const work: OutlookNotificationWork = { sync: new Set(), resubscribe: new Set() };
    for (const notification of notifications) {
      const subscription = await this.repository.subscriptionById(em, notification.subscriptionId);
      const given = sha256(notification.clientState ?? '');
      if (!subscription || !timingSafeEqual(given, Buffer.from(subscription.clientStateHash, 'base64url'))) return null;
      if (notification.lifecycleEvent === 'reauthorizationRequired' || notification.lifecycleEvent === 'subscriptionRemoved') {
        // Forgotten here: the next sync subscribes anew (Graph's removed one cannot be renewed).
        if (notification.lifecycleEvent === 'subscriptionRemoved') await em.nativeDelete(OutlookSubscriptionEntity, { id: subscription.id });
        else await em.nativeUpdate(OutlookSubscriptionEntity, { id: subscription.id }, { expiresAt: new Date(0) });
        work.resubscribe.add(subscription.connectionId);
      }
      work.sync.add(subscription.connectionId);
    }
    return work;
  }

  /** Connections whose subscription ends within the renewal margin. */
  dueForRenewal(now = new Date()): Promise<string[]> {
    return this.repository.connectionsWithSubscriptionsExpiring(
      this.repository.fork(),
      new Date(now.getTime() + this.env.OUTLOOK_SUBSCRIPTION_RENEW_BEFORE_SECONDS * 1000),
      100,
    );
  }

  private async drop(em: ReturnType<OutlookSubscriptionRepository['fork']>, account: OutlookAccount, subscription: OutlookSubscriptionEntity): Promise<void> {
    await account
      .deleteSubscription(subscription.id)
      .catch((error) => this.logger.warn({ err: error, subscriptionId: subscription.id }, 'deleting an Outlook subscription failed'));
    await em.removeAndFlush(subscription);
  }
}
