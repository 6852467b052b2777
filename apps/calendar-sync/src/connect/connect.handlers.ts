import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcPayload } from '@flow/contracts';
import { RpcHandler } from '@flow/platform';
import { PeakProtectionService } from '../peak/peak-protection.service';
import { PlanMirrorService } from '../plan-mirror/plan-mirror.service';
import { CaldavConnectService } from './caldav-connect.service';
import { ConnectionService } from './connection.service';
import { OAuthConnectService } from './oauth-connect.service';

/** NATS request-reply for Settings → Integrations: connecting, adjusting and removing calendars. */
@Controller()
export class ConnectHandlers {
  constructor(
    private readonly oauth: OAuthConnectService,
    private readonly caldav: CaldavConnectService,
    private readonly connections: ConnectionService,
    private readonly peak: PeakProtectionService,
    private readonly planMirror: PlanMirrorService,
  ) {}

  @RpcHandler('flow.calendar.google.auth-url')
  authUrl(@Payload() body: RpcPayload<'flow.calendar.google.auth-url'>) {
    return this.oauth.authUrl('google', body.userId, body.redirectUri);
  }

  @RpcHandler('flow.calendar.google.connect')
  connectGoogle(@Payload() body: RpcPayload<'flow.calendar.google.connect'>) {
    return this.oauth.connect('google', body.userId, body.code, body.redirectUri, body.state);
  }

  @RpcHandler('flow.calendar.outlook.auth-url')
  outlookAuthUrl(@Payload() body: RpcPayload<'flow.calendar.outlook.auth-url'>) {
    return this.oauth.authUrl('outlook', body.userId, body.redirectUri);
  }

  @RpcHandler('flow.calendar.outlook.connect')
  connectOutlook(@Payload() body: RpcPayload<'flow.calendar.outlook.connect'>) {
    return this.oauth.connect('outlook', body.userId, body.code, body.redirectUri, body.state);
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

  /** A connection's setting, answered with the whole connection status (as the card shows it). */
  @RpcHandler('flow.calendar.peak-protection.update')
  async updatePeakProtection(@Payload() body: RpcPayload<'flow.calendar.peak-protection.update'>) {
    const { userId, provider, ...change } = body;
    await this.peak.update(userId, provider, change);
    return this.connections.status(userId);
  }

  /** Defence on calendars: the plan mirrored as busy blocks in one connection's calendar. */
  @RpcHandler('flow.calendar.plan-mirror.update')
  updatePlanMirror(@Payload() body: RpcPayload<'flow.calendar.plan-mirror.update'>) {
    return this.planMirror.update(body.userId, body.provider, body.mirrorPlanToCalendar);
  }

  @RpcHandler('flow.calendar.connection.delete')
  disconnect(@Payload() body: RpcPayload<'flow.calendar.connection.delete'>) {
    return this.connections.disconnect(body.userId, body.provider);
  }
}
