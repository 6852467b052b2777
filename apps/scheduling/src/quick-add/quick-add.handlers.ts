import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcPayload } from '@flow/contracts';
import { eventFitIn, suggestionsIn } from '@flow/i18n';
import { RpcHandler } from '@flow/platform';
import { EventTypesService } from '../event-types/event-types.service';
import { FitService } from './fit.service';
import { QuickAddService } from './quick-add.service';
import { SuggestionsService } from './suggestions.service';

/** NATS request-reply for the Quick Add wizard. */
@Controller()
export class QuickAddHandlers {
  constructor(
    private readonly quickAdd: QuickAddService,
    private readonly suggestions: SuggestionsService,
    private readonly fits: FitService,
    private readonly eventTypes: EventTypesService,
  ) {}

  @RpcHandler('flow.scheduling.events.parse')
  parse(@Payload() body: RpcPayload<'flow.scheduling.events.parse'>) {
    return this.quickAdd.parse(body);
  }

  @RpcHandler('flow.scheduling.suggest-times')
  suggestTimes(@Payload() body: RpcPayload<'flow.scheduling.suggest-times'>) {
    // Ranked on the English texts; the answer's reasons in the person's language.
    return this.suggestions.suggest(body.userId, body).then((answer) => suggestionsIn(answer, body.language));
  }

  @RpcHandler('flow.scheduling.events.fit')
  fit(@Payload() body: RpcPayload<'flow.scheduling.events.fit'>) {
    return this.fits.fit(body.userId, body).then((answer) => eventFitIn(answer, body.language));
  }

  @RpcHandler('flow.scheduling.event-types.remember')
  rememberType(@Payload() body: RpcPayload<'flow.scheduling.event-types.remember'>) {
    return this.eventTypes.remember(body.userId, body.title, body.meetingType);
  }
}
