import { Inject, Injectable } from '@nestjs/common';
import type { CalendarProvider } from '@flow/contracts';
import { LOGGER, OutboxRelay, recordEvent } from '@flow/platform';
import type { Logger } from 'pino';
import type { ConnectionEntity } from '../calendar.entities';
import { CalendarRepository } from '../calendar.repository';
import { AccountFactory } from '../providers/account.factory';
import { GoogleApi } from '../providers/google/google-api';
import { GoogleAccount } from '../providers/google/google.account';
import { PeakPlanner } from '../peak/peak-planner';
import { ChannelService } from '../push/channel.service';
import { ConnectionSecrets } from './connection-secrets';

/** The transitions of a connection that others must hear about: disconnected by the provider, or removed. */
@Injectable()
export class ConnectionLifecycle {
  constructor(
    private readonly repository: CalendarRepository,
    private readonly secrets: ConnectionSecrets,
    private readonly google: GoogleApi,
    private readonly accounts: AccountFactory,
    private readonly channels: ChannelService,
    private readonly relay: OutboxRelay,
    private readonly peak: PeakPlanner,
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
      // Its push channels cannot be stopped without a grant: forgotten, they end at Google on their own.
      connection.pushedUntil = null;
      await this.repository.deleteChannelsOf(em, connection.id);
      await this.repository.deleteEventsOf(em, connection.id);
      recordEvent(em, 'flow.evt.calendar.calendar-disconnected', { userId: connection.userId, provider: connection.provider }, [connection.userId]);
      return true;
    });
    if (changed) {
      this.logger.info({ connectionId, reason }, 'calendar connection needs authorisation');
      this.relay.kick();
    }
  }

  /**
   * Deletes the user's connections (one provider or all) with their kept events, links and focus-block
   * records; FLOW's unedited focus blocks are removed from the calendar first; revokes Google's grant.
   */
  async remove(userId: string, provider?: CalendarProvider): Promise<void> {
    await this.peak.removeAll(userId, provider);
    await this.stopChannels(userId, provider);
    const removed: { connection: ConnectionEntity; token: string | null }[] = [];
    await this.repository.fork().transactional(async (em) => {
      const connections = (await this.repository.connectionsOf(em, userId)).filter((c) => !provider || c.provider === provider);
      for (const connection of connections) {
        let token: string | null = null;
        try {
          const secrets = this.secrets.read(connection);
          token = secrets.refreshToken ?? secrets.accessToken;
        } catch {
          /* undecryptable secrets: nothing to revoke */
        }
        removed.push({ connection, token });
        em.remove(connection);
        recordEvent(em, 'flow.evt.calendar.calendar-disconnected', { userId, provider: connection.provider }, [userId]);
      }
    });
    if (removed.length) this.relay.kick();
    // Tell Google the grant is no longer wanted; failing to is not the user's problem.
    for (const { connection, token } of removed) {
      if (connection.provider === 'google' && token) await this.google.revoke(token).catch((error) => this.logger.warn({ err: error }, 'revoking the Google grant failed'));
    }
  }

  /** Google's push channels are stopped while the grant still works; failing to is logged, never the user's problem. */
  private async stopChannels(userId: string, provider?: CalendarProvider): Promise<void> {
    const connections = await this.repository.connectionsOf(this.repository.fork(), userId);
    for (const connection of connections.filter((c) => c.provider === 'google' && c.status === 'connected' && (!provider || provider === 'google'))) {
      try {
        const account = await this.accounts.open(connection);
        if (account instanceof GoogleAccount) await this.channels.stopAll(connection, account);
      } catch (error) {
        this.logger.warn({ err: error, connectionId: connection.id }, 'stopping Google push channels failed');
      }
    }
  }
}
