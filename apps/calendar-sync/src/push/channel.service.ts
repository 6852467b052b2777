import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { CalendarSummary, GoogleChannelNotification } from '@flow/contracts';
import { LOGGER } from '@flow/platform';
import type { Logger } from 'pino';
import { CALENDAR_SYNC_ENV, type CalendarSyncEnv } from '../calendar-sync.env';
import type { ConnectionEntity } from '../connections/connection.entity';
import { GoogleAccount } from '../providers/google/google.account';
import { ChannelRepository } from './channel.repository';
import { GoogleChannelEntity } from './google-channel.entity';

export const NOTIFICATIONS_PATH = '/api/calendar/google/notifications';
const sha256 = (value: string) => createHash('sha256').update(value).digest();

/**
 * Google push channels (events.watch): one per read calendar of a Google connection while
 * PUBLIC_WEBHOOK_BASE_URL is set, renewed GOOGLE_CHANNEL_RENEW_BEFORE_SECONDS before they end, stopped
 * when the calendar is no longer read or the connection goes. A notification counts only with the
 * channel's id and the token FLOW gave it.
 */
@Injectable()
export class ChannelService {
  constructor(
    private readonly repository: ChannelRepository,
    @Inject(CALENDAR_SYNC_ENV) private readonly env: CalendarSyncEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  get enabled(): boolean {
    return Boolean(this.env.PUBLIC_WEBHOOK_BASE_URL);
  }

  /** The connection's channels after a sync: one live one per read calendar. Returns until when all are live. */
  async ensure(connection: ConnectionEntity, account: GoogleAccount, calendars: CalendarSummary[], now = new Date()): Promise<Date | null> {
    if (!this.enabled) return null;
    const em = this.repository.fork();
    const channels = await this.repository.channelsOf(em, connection.id);
    const renewBy = now.getTime() + this.env.GOOGLE_CHANNEL_RENEW_BEFORE_SECONDS * 1000;
    const wanted = new Set(calendars.map((c) => c.id));
    const live = new Map(channels.filter((c) => wanted.has(c.calendarId) && c.expiresAt.getTime() > renewBy).map((c) => [c.calendarId, c]));
    const address = new URL(NOTIFICATIONS_PATH, this.env.PUBLIC_WEBHOOK_BASE_URL).href;
    for (const calendar of calendars) {
      if (live.has(calendar.id)) continue;
      const id = randomUUID();
      const token = randomBytes(24).toString('base64url');
      // Stored before Google is asked: its "sync" message can arrive before the watch call returns.
      const channel = Object.assign(new GoogleChannelEntity(), {
        id,
        connectionId: connection.id,
        userId: connection.userId,
        calendarId: calendar.id,
        tokenHash: sha256(token).toString('base64url'),
        resourceId: '',
        expiresAt: new Date(now.getTime() + this.env.GOOGLE_CHANNEL_TTL_SECONDS * 1000),
      });
      await em.persistAndFlush(channel);
      try {
        Object.assign(channel, await account.watch(calendar.id, { id, token, address, ttlSeconds: this.env.GOOGLE_CHANNEL_TTL_SECONDS }));
      } catch (error) {
        await em.removeAndFlush(channel);
        throw error;
      }
      live.set(calendar.id, channel);
    }
    await em.flush();
    // Replaced and unwanted channels: stopped at Google, then forgotten.
    const kept = new Set([...live.values()].map((c) => c.id));
    for (const old of channels.filter((c) => !kept.has(c.id))) {
      await account
        .stopChannel(old.id, old.resourceId)
        .catch((error) => this.logger.warn({ err: error, channelId: old.id }, 'stopping a Google channel failed'));
      await em.removeAndFlush(old);
    }
    return live.size ? new Date(Math.min(...[...live.values()].map((c) => c.expiresAt.getTime()))) : null;
  }

  /** Stops every channel of a connection that is going away (before its grant is revoked). */
  async stopAll(connection: ConnectionEntity, account: GoogleAccount): Promise<void> {
    const em = this.repository.fork();
    for (const channel of await this.repository.channelsOf(em, connection.id)) {
      await account
        .stopChannel(channel.id, channel.resourceId)
        .catch((error) => this.logger.warn({ err: error, channelId: channel.id }, 'stopping a Google channel failed'));
      await em.removeAndFlush(channel);
    }
  }

  /** The connection a genuine notification is for: known channel id, matching token; else null. */
  async verify(notification: GoogleChannelNotification): Promise<string | null> {
    if (!/^[0-9a-f-]{36}$/i.test(notification.channelId)) return null;
    const channel = await this.repository.channelById(this.repository.fork(), notification.channelId.toLowerCase());
    if (!channel) return null;
    const genuine = timingSafeEqual(sha256(notification.token), Buffer.from(channel.tokenHash, 'base64url'));
    // A resource id not known yet: the channel is being opened (Google's "sync" message).
    const sameResource = !channel.resourceId || !notification.resourceId || notification.resourceId === channel.resourceId;
    return genuine && sameResource ? channel.connectionId : null;
  }

  /** Connections whose channels end soon (to renew with a sync). */
  dueForRenewal(now = new Date()): Promise<string[]> {
    if (!this.enabled) return Promise.resolve([]);
    return this.repository.connectionsWithChannelsExpiring(
      this.repository.fork(),
      new Date(now.getTime() + this.env.GOOGLE_CHANNEL_RENEW_BEFORE_SECONDS * 1000),
      100,
    );
  }
}
