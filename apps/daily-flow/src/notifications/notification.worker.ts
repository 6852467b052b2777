import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { NotificationMessage } from '@flow/contracts';
import { type CommittedEvent, insertEvents, LOGGER, Mailer, OutboxRelay, RpcClient } from '@flow/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { NOTIFICATIONS_ENV, type NotificationsEnv } from './notifications.env';
import { type ClaimedNotification, type Delivery, NotificationsRepository } from './notifications.repository';
import { WebPushSender } from './web-push.sender';

const MAX_BACKOFF_MS = 3_600_000;

export function toMessage(n: ClaimedNotification): NotificationMessage {
  return { id: n.id, kind: n.kind as NotificationMessage['kind'], title: n.title, body: n.body, url: n.url, tag: n.id, dueAt: n.dueAt.toISOString() };
}

/**
 * Sends due notifications. Each tick claims due rows and retries (FOR UPDATE SKIP LOCKED, so replicas
 * share the work and never take the same row), records them sent with their in-app copy in one
 * transaction, then pushes. A 404/410 removes the device; other failures retry with a doubling back-off.
 */
@Injectable()
export class NotificationWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private stopped = false;
  private wake: (() => void) | null = null;
  private loop: Promise<void> | null = null;

  constructor(
    private readonly repository: NotificationsRepository,
    private readonly sender: WebPushSender,
    private readonly mailer: Mailer,
    private readonly rpc: RpcClient,
    private readonly relay: OutboxRelay,
    @Inject(NOTIFICATIONS_ENV) private readonly env: NotificationsEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    if (this.env.worker) this.loop = this.run();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.kick();
    await this.loop;
  }

  /** Look now rather than at the next poll (a test push was queued). */
  kick(): void {
    this.wake?.();
  }

  /** One round: claim and send; the number of rows it handled (a full batch means: go again at once). */
  async tick(): Promise<number> {
    const committed: CommittedEvent[] = [];
    const due = await this.repository.claimDue(this.env.NOTIFY_BATCH_SIZE, this.env.NOTIFY_LATE_LIMIT_SECONDS, async (tx, sent) => {
      committed.push(...(await this.recordInApp(tx, sent)));
    });
    if (committed.length) this.relay.kick(...committed);
    if (due.dropped) this.logger.info({ dropped: due.dropped }, 'notifications dropped: found due too late to be useful');
    const retries = await this.repository.claimRetries(this.env.NOTIFY_BATCH_SIZE);
    await this.deliverAll([...due.deliveries, ...retries]);
    return due.sent + due.dropped + retries.length;
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      let handled = 0;
      try {
        handled = await this.tick();
      } catch (error) {
        this.logger.warn({ err: error }, 'notification worker round failed; trying again');
      }
      if (handled >= this.env.NOTIFY_BATCH_SIZE || this.stopped) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.env.NOTIFY_POLL_MS);
        this.wake = () => (clearTimeout(timer), resolve());
      });
      this.wake = null;
    }
  }

  /** The in-app copy: an event the gateway turns into a toast on the person's open tabs. */
  private recordInApp(tx: EntityManager, sent: ClaimedNotification[]): Promise<CommittedEvent[]> {
    return insertEvents(tx, 'flow.evt.daily-flow.notification-sent', sent.map((n) => ({ data: { ...toMessage(n), userId: n.userId }, userIds: [n.userId] })));
  }

  private async deliverAll(deliveries: Delivery[]): Promise<void> {
    const accepted: string[] = [];
    let next = 0;
    const lane = async () => {
      while (next < deliveries.length) {
        const delivery = deliveries[next++];
        try {
          if (await this.deliver(delivery)) accepted.push(delivery.id);
        } catch (error) {
          this.logger.warn({ err: error, delivery: delivery.id }, 'notification delivery failed');
          await this.repository.markRetry(delivery, null, this.backoff(delivery, null), this.env.NOTIFY_MAX_ATTEMPTS).catch(() => undefined);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.env.NOTIFY_CONCURRENCY, deliveries.length) }, lane));
    await this.repository.markAccepted(accepted);
  }

  /** True when taken; otherwise the delivery is already marked gone or for a retry. */
  private async deliver(delivery: Delivery): Promise<boolean> {
    if (delivery.channel === 'email') {
      await this.sendMail(delivery.notification);
      return true;
    }
    if (!delivery.subscription) {
      await this.repository.markGone(delivery, 0);
      return false;
    }
    const result = await this.sender.send(delivery.subscription, JSON.stringify(toMessage(delivery.notification)));
    if (result.outcome === 'accepted') return true;
    if (result.outcome === 'gone') {
      this.logger.info({ status: result.status, subscription: delivery.subscription.id }, 'push subscription gone; removed');
      await this.repository.markGone(delivery, result.status);
      return false;
    }
    await this.repository.markRetry(delivery, result.status, this.backoff(delivery, result.retryAfterMs), this.env.NOTIFY_MAX_ATTEMPTS);
    return false;
  }

  private backoff(delivery: Delivery, retryAfterMs: number | null): number {
    return Math.min(MAX_BACKOFF_MS, Math.max(retryAfterMs ?? 0, this.env.NOTIFY_RETRY_BASE_MS * 2 ** (delivery.attempts - 1)));
  }

  /** The morning briefing by e-mail, in plain text and HTML. */
  private async sendMail(n: ClaimedNotification): Promise<void> {
    const user = await this.rpc.request('flow.identity.user.get', { userId: n.userId });
    const link = new URL(n.url, this.env.APP_ORIGIN).toString();
    const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
    await this.mailer.send({
      to: user.email,
      subject: n.title,
      text: `${n.body}\n\nOpen FLOW: ${link}\n`,
      html: `<h1>${escape(n.title)}</h1>${n.body.split('\n').map((line) => `<p>${escape(line)}</p>`).join('')}<p><a href="${escape(link)}">Open FLOW</a></p>`,
    });
  }
}
