import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { CalendarMessages, type RpcPayload } from '@flow/contracts';
import { DomainError, RpcHandler } from '@flow/platform';
import { CalendarReadService } from './calendar-read.service';

const MAX_WINDOW_MS = 366 * 86_400_000;

function window(timeMin: string, timeMax: string): [Date, Date] {
  const from = new Date(timeMin);
  const to = new Date(timeMax);
  if (!(to > from) || to.getTime() - from.getTime() > MAX_WINDOW_MS) throw DomainError.validation(CalendarMessages.badWindow);
  return [from, to];
}

/** NATS request-reply: the connected calendars' events, for services and for the browser. */
@Controller()
export class ReadHandlers {
  constructor(private readonly read: CalendarReadService) {}

  @RpcHandler('flow.calendar.events.list')
  list(@Payload() body: RpcPayload<'flow.calendar.events.list'>) {
    return this.read.listForService(body.userId, ...window(body.timeMin, body.timeMax));
  }

  @RpcHandler('flow.calendar.events.fetch')
  fetch(@Payload() body: RpcPayload<'flow.calendar.events.fetch'>) {
    return this.read.listForBrowser(body.userId, ...window(body.timeMin, body.timeMax), body.refresh);
  }

  @RpcHandler('flow.calendar.busy.snapshot')
  snapshot(@Payload() body: RpcPayload<'flow.calendar.busy.snapshot'>) {
    return this.read.snapshot(body.userId);
  }
}
