import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcPayload } from '@flow/contracts';
import { RpcHandler } from '@flow/platform';
import { CalendarAccountService } from './calendar-account.service';

/** NATS request-reply for the account protocol: payloads arrive validated; the handler delegates. */
@Controller()
export class CalendarAccountHandlers {
  constructor(private readonly accounts: CalendarAccountService) {}

  @RpcHandler('flow.calendar.account.export')
  export(@Payload() body: RpcPayload<'flow.calendar.account.export'>) {
    return this.accounts.export(body.userId);
  }
}
