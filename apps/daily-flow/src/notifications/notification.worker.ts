import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { NotificationMessage } from '@flow/contracts';
import { type CommittedEvent, insertEvents, LOGGER, Mailer, recipientLanguage, OutboxRelay, RpcClient } from '@flow/platform';
import { notificationTextIn } from '@flow/i18n';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { NOTIFICATIONS_ENV, type NotificationsEnv } from './notifications.env';
import { type Claim, type ClaimedNotification, type Delivery, NotificationsRepository } from './notifications.repository';
import { WebPushSender } from './web-push.sender';

const MAX_BACKOFF_MS = 3_600_000;

export function toMessage(n: ClaimedNotification): NotificationMessage {
  return { id: n.id, kind: n.kind as NotificationMessage['kind'], title: n.title, body: n.body, url: n.url, tag: n.id, dueAt: n.dueAt.toISOString() };
}

/** Accepted pushes are recorded in one statement per this many, or after this long. */
const ACCEPTED_BATCH = 500;
const ACCEPTED_FLUSH_MS = 200;
/**
 * After a claim that was not full, the least time before the next: rows falling due a few ms apart gather
 * into one claim instead of a transaction each (a trickle of 50 a second cost 6 ms of CPU per notification
 * at 20 ms), for at most this much delay.
 */
const MIN_CLAIM_GAP_MS = 100;

/**
 * Sends due notifications as a pipeline. The claim loop takes due rows and retries in batches (FOR UPDATE
 * SKIP LOCKED, so replicas share the work and never take the same row), records them sent with their
 * in-app copy in one transaction, and queues their deliveries; up to NOTIFY_CONCURRENCY pushes are in
 * flight, each one ending starts the next, while the loop claims the next batch as soon as the queue runs
 * below one batch (so little is claimed ahead of its push: a crash loses at most that). Accepted pushes
 * are recorded in batches. A 404/410 removes the device; other failures retry with a doubling back-off.
 * With nothing more due the loop sleeps until the next row falls due (at most NOTIFY_POLL_MS, to see rows
 * another replica added), or until kicked.
 */
@Injectable()
export class NotificationWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private stopped = false;
  private wake: (() => void) | null = null;
  private loop: Promise<void> | null = null;
  private readonly queue: Delivery[] = [];
  private inFlight = 0;
  /** Resolved when a push ends (room in the queue, or everything sent at shutdown). */
  private settled: (() => void) | null = null;
  private accepted: string[] = [];
  private flushTimer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

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

  /** Claims no more, lets the claimed pushes go out (they are recorded sent), then records what was taken. */
  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.kick();
    await this.loop;
    while (this.inFlight || this.queue.length) await new Promise<void>((resolve) => (this.settled = resolve));
    await this.flushAccepted();
    await this.sender.close();
  }

  /** Look now rather than at the next poll (a test push was queued). */
  kick(): void {
    this.wake?.();
  }

  private async run(): Promise<void> {
    let earliest = 0;
    while (!this.stopped) {
      if (this.queue.length >= this.env.NOTIFY_BATCH_SIZE) {
        await new Promise<void>((resolve) => (this.settled = resolve));
        continue;
      }
      let waitMs = this.env.NOTIFY_POLL_MS;
      try {
        const gap = earliest - Date.now();
        if (gap > 0) await sleep(gap);
        if (this.stopped) break;
        const claim = await this.claim();
        if (claim.full) continue;
        earliest = Date.now() + MIN_CLAIM_GAP_MS;
        if (claim.nextDueInMs !== null) waitMs = Math.min(waitMs, Math.max(0, claim.nextDueInMs));
      } catch (error) {
        this.logger.warn({ err: error }, 'notification worker round failed; trying again');
      }
      if (this.stopped || waitMs <= 0) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, waitMs);
        this.wake = () => (clearTimeout(timer), resolve());
      });
      this.wake = null;
    }
  }

  /** One claim of due rows and retries; their deliveries join the queue. */
  private async claim(): Promise<Claim> {
    const committed: CommittedEvent[] = [];
    const claim = await this.repository.claim(this.env.NOTIFY_BATCH_SIZE, this.env.NOTIFY_LATE_LIMIT_SECONDS, async (tx, sent) => {
      committed.push(...(await this.recordInApp(tx, sent)));
    });
    if (committed.length) this.relay.kick(...committed);
    if (claim.dropped) this.logger.info({ dropped: claim.dropped }, 'notifications dropped: found due too late to be useful');
    this.queue.push(...claim.deliveries);
    this.pump();
    return claim;
  }

  /** The in-app copy: an event the gateway turns into a toast on the person's open tabs. */
  private recordInApp(tx: EntityManager, sent: ClaimedNotification[]): Promise<CommittedEvent[]> {
    return insertEvents(
      tx,
      'flow.evt.daily-flow.notification-sent',
      sent.map((n) => ({ data: { ...toMessage(n), userId: n.userId }, userIds: [n.userId] })),
    );
  }

  /** Starts queued pushes while fewer than NOTIFY_CONCURRENCY are in flight. */
  private pump(): void {
    while (this.inFlight < this.env.NOTIFY_CONCURRENCY && this.queue.length) {
      const delivery = this.queue.shift()!;
      this.inFlight++;
      void this.attempt(delivery).finally(() => {
        this.inFlight--;
        this.pump();
        this.settled?.();
        this.settled = null;
      });
    }
  }

  private async attempt(delivery: Delivery): Promise<void> {
    try {
      if (await this.deliver(delivery)) this.recordAccepted(delivery.id);
    } catch (error) {
      this.logger.warn({ err: error, delivery: delivery.id }, 'notification delivery failed');
      await this.repository.markRetry(delivery, null, this.backoff(delivery, null), this.maxAttempts(delivery)).catch(() => undefined);
    }
  }

  private recordAccepted(id: string): void {
    this.accepted.push(id);
    if (this.accepted.length >= ACCEPTED_BATCH) void this.flushAccepted();
    else this.flushTimer ??= setTimeout(() => void this.flushAccepted(), ACCEPTED_FLUSH_MS);
  }

  /** One statement for the pushes taken since the last flush; flushes run one after another. */
  private flushAccepted(): Promise<void> {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    const ids = this.accepted.splice(0);
    if (!ids.length) return this.flushing;
    this.flushing = this.flushing
      .then(() => this.repository.markAccepted(ids))
      .catch((error: unknown) => {
        // They stay `sending`: pushed, but counted as lost with a crash (never sent again either way).
        this.logger.warn({ err: error, deliveries: ids.length }, 'recording accepted pushes failed');
      });
    return this.flushing;
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
    await this.repository.markRetry(delivery, result.status, this.backoff(delivery, result.retryAfterMs), this.maxAttempts(delivery));
    return false;
  }

  /** A test push is tried once: a failing endpoint (someone else's server, perhaps) is not called again for it. */
  private maxAttempts(delivery: Delivery): number {
    return delivery.notification.kind === 'test' ? 1 : this.env.NOTIFY_MAX_ATTEMPTS;
  }

  private backoff(delivery: Delivery, retryAfterMs: number | null): number {
    return Math.min(MAX_BACKOFF_MS, Math.max(retryAfterMs ?? 0, this.env.NOTIFY_RETRY_BASE_MS * 2 ** (delivery.attempts - 1)));
  }

  /**
   * The morning briefing by e-mail, in plain text and HTML; only to an address its owner confirmed (an
   * unconfirmed account may hold someone else's address, and the titles in it are its holder's words).
   * An unconfirmed one counts as done: nothing is sent, and nothing is retried.
   */
  private async sendMail(n: ClaimedNotification): Promise<void> {
    const user = await this.rpc.request('flow.identity.user.get', { userId: n.userId });
    if (!user.email_confirmed_at) {
      this.logger.info({ notification: n.id }, 'briefing mail not sent: the address is not confirmed');
      return;
    }
    const link = new URL(n.url, this.env.APP_ORIGIN).toString();
    const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
    // Title and body were written in the person's language when planned; the mail's own words follow it.
    const language = await recipientLanguage(this.rpc, this.logger, n.userId);
    await this.mailer.send({
      to: user.email,
      subject: n.title,
      text: `${n.body}\n\n${notificationTextIn(`Open FLOW: ${link}`, language)}\n`,
      html: `<h1>${escape(n.title)}</h1>${n.body
        .split('\n')
        .map((line) => `<p>${escape(line)}</p>`)
        .join('')}<p><a href="${escape(link)}">${escape(notificationTextIn('Open FLOW', language))}</a></p>`,
    });
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
