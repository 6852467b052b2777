import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcPayload } from '@flow/contracts';
import { RpcHandler } from '@flow/platform';
import { InvitesService } from './invites.service';

/** NATS request-reply for user search and invitations: payloads arrive validated; each handler delegates. */
@Controller()
export class InvitesHandlers {
  constructor(private readonly invites: InvitesService) {}

  @RpcHandler('flow.coflow.users.search')
  async search(@Payload() body: RpcPayload<'flow.coflow.users.search'>) {
    return { results: await this.invites.search(body.userId, body.q) };
  }

  @RpcHandler('flow.coflow.invites.list')
  list(@Payload() body: RpcPayload<'flow.coflow.invites.list'>) {
    return this.invites.list(body.userId);
  }

  @RpcHandler('flow.coflow.invites.send')
  send(@Payload() body: RpcPayload<'flow.coflow.invites.send'>) {
    return this.invites.send(body.userId, body.invite);
  }

  @RpcHandler('flow.coflow.invites.accept')
  accept(@Payload() body: RpcPayload<'flow.coflow.invites.accept'>) {
    return this.invites.accept(body.userId, body.inviteId);
  }

  @RpcHandler('flow.coflow.invites.decline')
  decline(@Payload() body: RpcPayload<'flow.coflow.invites.decline'>) {
    return this.invites.decline(body.userId, body.inviteId);
  }
}
