import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcPayload } from '@flow/contracts';
import { RpcHandler } from '@flow/platform';
import { ProfileAccountService } from './profile-account.service';

/** NATS request-reply for the account protocol: payloads arrive validated; the handler delegates. */
@Controller()
export class ProfileAccountHandlers {
  constructor(private readonly accounts: ProfileAccountService) {}

  @RpcHandler('flow.profile.account.export')
  export(@Payload() body: RpcPayload<'flow.profile.account.export'>) {
    return this.accounts.export(body.userId);
  }
}
