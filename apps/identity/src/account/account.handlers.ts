import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcPayload } from '@flow/contracts';
import { RpcHandler } from '@flow/platform';
import { AccountService } from './account.service';

/** NATS request-reply for the account protocol: payloads arrive validated; each handler delegates. */
@Controller()
export class AccountHandlers {
  constructor(private readonly accounts: AccountService) {}

  @RpcHandler('flow.identity.account.export')
  export(@Payload() body: RpcPayload<'flow.identity.account.export'>) {
    return this.accounts.export(body.userId);
  }

  @RpcHandler('flow.identity.account.delete')
  async delete(@Payload() body: RpcPayload<'flow.identity.account.delete'>) {
    await this.accounts.delete(body);
    return { ok: true as const };
  }
}
