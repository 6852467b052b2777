import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcPayload } from '@flow/contracts';
import { DomainError, RpcHandler } from '@flow/platform';
import { CalendarMessages } from '@flow/contracts';
import { CaldavConnectService } from './connections/caldav-connect.service';
import { ConnectionService } from './connections/connection.service';
import { GoogleConnectService } from './connections/google-connect.service';
import { FeedService } from './feed/feed.service';
import { MirrorService } from './mirror/mirror.service';
import { PeakProtectionService } from './peak/peak-protection.service';
import { SyncService } from './sync/sync.service';

const MAX_WINDOW_MS = 366 * 86_400_000;

function window(timeMin: string, timeMax: string): [Date, Date] {
  const from = new Date(timeMin);
  const to = new Date(timeMax);
  if (!(to > from) || to.getTime() - from.getTime() > MAX_WINDOW_MS) throw DomainError.validation(CalendarMessages.badWindow);
  return [from, to];
}

/** NATS request-reply for calendar-sync: payloads arrive validated; each handler delegates. */
@Controller()
export class CalendarHandlers {
  constructor(
    private readonly google: GoogleConnectService,
    private readonly caldav: CaldavConnectService,
    private readonly connections: ConnectionService,
    private readonly sync: SyncService,
    private readonly mirror: MirrorService,
    private readonly feed: FeedService,
    private readonly peak: PeakProtectionService,
  ) {}

  @RpcHandler('flow.calendar.events.list')
  list(@Payload() body: RpcPayload<'flow.calendar.events.list'>) {
    return this.sync.listForService(body.userId, ...window(body.timeMin, body.timeMax));
  }

  @RpcHandler('flow.calendar.events.fetch')
  fetch(@Payload() body: RpcPayload<'flow.calendar.events.fetch'>) {
    return this.sync.listForBrowser(body.userId, ...window(body.timeMin, body.timeMax), body.refresh);
  }

  @RpcHandler('flow.calendar.busy.snapshot')
  snapshot(@Payload() body: RpcPayload<'flow.calendar.busy.snapshot'>) {
    return this.sync.snapshot(body.userId);
  }

  @RpcHandler('flow.calendar.mirror.create')
  mirrorCreate(@Payload() body: RpcPayload<'flow.calendar.mirror.create'>) {
    return this.mirror.create(body.userId, body.event);
  }

  @RpcHandler('flow.calendar.mirror.update')
  mirrorUpdate(@Payload() body: RpcPayload<'flow.calendar.mirror.update'>) {
    return this.mirror.update(body.userId, body.externalEventId, body.event);
  }

  @RpcHandler('flow.calendar.mirror.delete')
  mirrorDelete(@Payload() body: RpcPayload<'flow.calendar.mirror.delete'>) {
    return this.mirror.delete(body.userId, body.externalEventId, body.eventId);
  }

  @RpcHandler('flow.calendar.google.auth-url')
  authUrl(@Payload() body: RpcPayload<'flow.calendar.google.auth-url'>) {
    return this.google.authUrl(body.userId, body.redirectUri);
  }

  @RpcHandler('flow.calendar.google.connect')
  connectGoogle(@Payload() body: RpcPayload<'flow.calendar.google.connect'>) {
    return this.google.connect(body.userId, body.code, body.redirectUri, body.state);
  }

  @RpcHandler('flow.calendar.caldav.connect')
  connectCaldav(@Payload() body: RpcPayload<'flow.calendar.caldav.connect'>) {
    const { userId, ...input } = body;
    return this.caldav.connect(userId, input);
  }

  @RpcHandler('flow.calendar.connection.get')
  connection(@Payload() body: RpcPayload<'flow.calendar.connection.get'>) {
    return this.connections.status(body.userId);
  }

  @RpcHandler('flow.calendar.connection.update')
  updateConnection(@Payload() body: RpcPayload<'flow.calendar.connection.update'>) {
    const { userId, provider, ...changes } = body;
    return this.connections.update(userId, provider, changes);
  }

  @RpcHandler('flow.calendar.peak-protection.update')
  async updatePeakProtection(@Payload() body: RpcPayload<'flow.calendar.peak-protection.update'>) {
    const { userId, provider, ...change } = body;
    await this.peak.update(userId, provider, change);
    return this.connections.status(userId);
  }

  @RpcHandler('flow.calendar.connection.delete')
  disconnect(@Payload() body: RpcPayload<'flow.calendar.connection.delete'>) {
    return this.connections.disconnect(body.userId, body.provider);
  }

  @RpcHandler('flow.calendar.feed.get')
  getFeed(@Payload() body: RpcPayload<'flow.calendar.feed.get'>) {
    return this.feed.get(body.userId);
  }

  @RpcHandler('flow.calendar.feed.rotate')
  rotateFeed(@Payload() body: RpcPayload<'flow.calendar.feed.rotate'>) {
    return this.feed.rotate(body.userId);
  }

  @RpcHandler('flow.calendar.feed.delete')
  deleteFeed(@Payload() body: RpcPayload<'flow.calendar.feed.delete'>) {
    return this.feed.delete(body.userId);
  }

  @RpcHandler('flow.calendar.google.notification')
  googleNotification(@Payload() body: RpcPayload<'flow.calendar.google.notification'>) {
    return this.sync.onNotification(body);
  }

  @RpcHandler('flow.calendar.feed.render')
  renderFeed(@Payload() body: RpcPayload<'flow.calendar.feed.render'>) {
    return this.feed.render(body.secret);
  }
}
