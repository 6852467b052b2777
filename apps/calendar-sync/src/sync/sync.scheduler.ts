import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { LOGGER } from '@flow/platform';
import type { Logger } from 'pino';
import { CALENDAR_SYNC_ENV, type CalendarSyncEnv } from '../calendar-sync.env';
import { ConnectionRepository } from '../connections/connection.repository';
import { FeedRepository } from '../feed/feed.repository';
import { ConnectionSecrets } from '../connections/connection-secrets';
import { TokenCipher } from '../crypto/token-cipher';
import { ChannelService } from '../push/channel.service';
import { OutlookSubscriptionService } from '../push/outlook-subscription.service';
import { ActiveUsers } from './active-users';
import { SyncService } from './sync.service';

const PARALLEL_USERS = 4;

/**
 * Every CALENDAR_SYNC_INTERVAL_SECONDS: syncs the users who read their calendar recently (the web
 * app reads every 60 s while open), and clears expired OAuth states. At start: re-seals secrets
 * still under a previous key.
 */
@Injectable()
export class SyncScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    private readonly sync: SyncService,
    private readonly active: ActiveUsers,
    private readonly channels: ChannelService,
    private readonly subscriptions: OutlookSubscriptionService,
    private readonly repository: ConnectionRepository,
    private readonly feeds: FeedRepository,
    private readonly secrets: ConnectionSecrets,
    private readonly cipher: TokenCipher,
    @Inject(CALENDAR_SYNC_ENV) private readonly env: CalendarSyncEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap() {
    void this.rotateKeys();
    this.timer = setInterval(() => {
      this.running ??= this.tick().finally(() => (this.running = undefined));
    }, this.env.CALENDAR_SYNC_INTERVAL_SECONDS * 1000);
    this.timer.unref();
  }

  async onApplicationShutdown() {
    clearInterval(this.timer);
    await this.running;
  }

  async tick(): Promise<void> {
    try {
      const users = await this.active.activeUsers();
      // Slightly less than the interval, so a user synced by the last tick is due again now.
      const maxAge = this.env.CALENDAR_SYNC_INTERVAL_SECONDS * 900;
      for (let i = 0; i < users.length; i += PARALLEL_USERS) {
        await Promise.all(users.slice(i, i + PARALLEL_USERS).map((userId) => this.sync.syncUser(userId, maxAge)));
      }
      // Push channels that end soon: a sync renews them (active or not, the person keeps being pushed).
      for (const connectionId of await this.channels.dueForRenewal()) await this.sync.syncConnection(connectionId);
      for (const connectionId of await this.subscriptions.dueForRenewal()) await this.sync.syncConnection(connectionId);
      await this.repository.purgeExpiredOAuthStates(this.repository.fork(), new Date());
    } catch (error) {
      this.logger.warn({ err: error }, 'calendar sync tick failed');
    }
  }

  /** Key rotation: every secret sealed with a previous key is opened and sealed again with the current one. */
  async rotateKeys(): Promise<number> {
    let rotated = 0;
    try {
      for (;;) {
        const em = this.repository.fork();
        const batch = await this.repository.connectionsSealedWithOtherKey(em, this.cipher.currentKeyId, 100);
        if (!batch.length) break;
        for (const connection of batch) this.secrets.write(connection, {});
        await em.flush();
        rotated += batch.length;
      }
      for (;;) {
        const em = this.repository.fork();
        const feeds = await this.feeds.feedsSealedWithOtherKey(em, this.cipher.currentKeyId, 100);
        if (!feeds.length) break;
        for (const feed of feeds) feed.secretEnc = this.cipher.seal(this.cipher.open(feed.secretEnc, `${feed.userId}:feed`), `${feed.userId}:feed`);
        await em.flush();
        rotated += feeds.length;
      }
      if (rotated) this.logger.info({ rotated }, 'calendar secrets re-encrypted with the current key');
    } catch (error) {
      this.logger.error({ err: error }, 'calendar key rotation failed');
    }
    return rotated;
  }
}
