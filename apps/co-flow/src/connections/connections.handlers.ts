import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcPayload } from '@flow/contracts';
import { RpcHandler } from '@flow/platform';
import { ConnectionsService } from './connections.service';

/** NATS request-reply for connections and the profiles of connected people. */
@Controller()
export class ConnectionsHandlers {
  constructor(private readonly connections: ConnectionsService) {}

  @RpcHandler('flow.coflow.connections.list')
  async list(@Payload() body: RpcPayload<'flow.coflow.connections.list'>) {
    return { connections: await this.connections.list(body.userId) };
  }

  @RpcHandler('flow.coflow.connections.remove')
  async remove(@Payload() body: RpcPayload<'flow.coflow.connections.remove'>) {
    await this.connections.remove(body.userId, body.connectionId);
    return { ok: true as const };
  }

  @RpcHandler('flow.coflow.connected-profiles.list')
  async connectedProfiles(@Payload() body: RpcPayload<'flow.coflow.connected-profiles.list'>) {
    return { profiles: await this.connections.connectedProfiles(body.userId) };
  }

  @RpcHandler('flow.coflow.connected-profiles.get')
  connectedProfile(@Payload() body: RpcPayload<'flow.coflow.connected-profiles.get'>) {
    return this.connections.connectedProfile(body.userId, body.otherUserId);
  }
}
