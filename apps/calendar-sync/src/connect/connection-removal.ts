import { Inject, Injectable } from '@nestjs/common';
import type { CalendarProvider } from '@flow/contracts';
import { LOGGER, OutboxRelay, recordEvent } from '@flow/platform';
import type { Logger } from 'pino';
import { AccountFactory } from '../connections/account.factory';
import { ConnectionSecrets } from '../connections/connection-secrets';
import type { ConnectionEntity } from '../connections/connection.entity';
import { ConnectionRepository } from '../connections/connection.repository';
import { PeakPlanner } from '../peak/peak-planner';
import { PlanMirrorWriter } from '../plan-mirror/plan-mirror.writer';
import { GoogleApi } from '../providers/google/google-api';
import { GoogleAccount } from '../providers/google/google.account';
import { OutlookAccount } from '../providers/outlook/outlook.account';
import { ChannelService } from '../push/channel.service';
import { OutlookSubscriptionService } from '../push/outlook-subscription.service';

/** Removing a connection: FLOW's traces in the calendar first, then the rows; others hear about it. */
@Injectable()
export class ConnectionRemoval {
  constructor(
    private readonly repository: ConnectionRepository,
    private readonly secrets: ConnectionSecrets,
    private readonly google: GoogleApi,
    private readonly accounts: AccountFactory,
    private readonly channels: ChannelService,
    private readonly subscriptions: OutlookSubscriptionService,
    private readonly relay: OutboxRelay,
    private readonly peak: PeakPlanner,
    private readonly planMirror: PlanMirrorWriter,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Deletes the user's connections (one provider or all) with their kept events, links and focus-block
   * records; FLOW's unedited focus and plan blocks are removed from the calendar first; revokes Google's grant.
   */
  async remove(userId: string, provider?: CalendarProvider): Promise<void> {
    await this.peak.removeAll(userId, provider);
    await this.planMirror.removeAll(userId, provider);
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
      if (connection.provider === 'google' && token)
        await this.google.revoke(token).catch((error) => this.logger.warn({ err: error }, 'revoking the Google grant failed'));
    }
  }

  /**
   * Google's push channels and Outlook's Graph subscription are stopped while the grant still works;
   * failing to is logged, never the user's problem. (Graph has no endpoint that revokes a refresh token:
   * for Outlook, deleting the subscription and the sealed tokens is the whole of "revoke"; the person
   * can also remove FLOW at account.microsoft.com or myapps.microsoft.com.)
   */
  private async stopChannels(userId: string, provider?: CalendarProvider): Promise<void> {
    const connections = await this.repository.connectionsOf(this.repository.fork(), userId);
    for (const connection of connections.filter((c) => c.provider !== 'caldav' && c.status === 'connected' && (!provider || provider === c.provider))) {
      try {
        const account = await this.accounts.open(connection);
        if (account instanceof GoogleAccount) await this.channels.stopAll(connection, account);
        if (account instanceof OutlookAccount) await this.subscriptions.stopAll(connection, account);
      } catch (error) {
        this.logger.warn({ err: error, connectionId: connection.id }, 'stopping push notifications failed');
      }
    }
  }
}
