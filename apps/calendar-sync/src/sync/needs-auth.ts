import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, OutboxRelay, recordEvent } from '@flow/platform';
import type { Logger } from 'pino';
import { ConnectionSecrets } from '../connections/connection-secrets';
import { ConnectionRepository } from '../connections/connection.repository';
import { ChannelRepository } from '../push/channel.repository';
import { OutlookSubscriptionRepository } from '../push/outlook-subscription.repository';
import { EventRepository } from './event.repository';

/** A connection the provider disconnected: others must hear about it. */
@Injectable()
export class NeedsAuth {
  constructor(
    private readonly repository: ConnectionRepository,
    private readonly events: EventRepository,
    private readonly channels: ChannelRepository,
    private readonly subscriptions: OutlookSubscriptionRepository,
    private readonly secrets: ConnectionSecrets,
    private readonly relay: OutboxRelay,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * The grant was revoked or expired (or the password stopped working): the connection becomes
   * needs_auth, its useless secrets and its kept events go, and the user's views refresh.
   */
  async markNeedsAuth(connectionId: string, reason: string): Promise<void> {
    const changed = await this.repository.fork().transactional(async (em) => {
      const connection = await this.repository.connectionById(em, connectionId);
      if (!connection || connection.status === 'needs_auth') return false;
      connection.status = 'needs_auth';
      this.secrets.write(connection, { accessToken: null, refreshToken: null, password: null });
      connection.keyId = null;
      connection.accessExpiresAt = null;
      connection.syncState = {};
      connection.windowStart = connection.windowEnd = null;
      connection.lastError = reason;
      // Its push channels and subscriptions cannot be stopped without a grant: forgotten, they end on their own.
      connection.pushedUntil = null;
      await this.channels.deleteChannelsOf(em, connection.id);
      await this.subscriptions.deleteSubscriptionsOf(em, connection.id);
      await this.events.deleteEventsOf(em, connection.id);
      recordEvent(em, 'flow.evt.calendar.calendar-disconnected', { userId: connection.userId, provider: connection.provider }, [connection.userId]);
      return true;
    });
    if (changed) {
      this.logger.info({ connectionId, reason }, 'calendar connection needs authorisation');
      this.relay.kick();
    }
  }
}
