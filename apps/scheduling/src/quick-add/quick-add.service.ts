import { Injectable } from '@nestjs/common';
import type { ParseEventResponse } from '@flow/contracts';
import { instantOf, parseClock, parseEventRequest } from '@flow/rhythm';
import { EventTypesService } from '../event-types/event-types.service';
import { RhythmSourcesClient } from '../rhythm/rhythm-sources.client';
import { resolveTimeZone } from './time-zone';

export interface ParseInput {
  userId: string;
  message: string;
  currentDate?: string;
  conversationHistory: (string | { role: 'user' | 'assistant'; content: string })[];
  timezone?: string;
  /** The browser's locale: numeric dates in its order (absent: the zone's country's, decided in libs/rhythm). */
  locale?: string;
}

/** Quick Add: the sentence the user typed, read by the rhythm library's parser, at the place of the day. */
@Injectable()
export class QuickAddService {
  constructor(
    private readonly sources: RhythmSourcesClient,
    private readonly eventTypes: EventTypesService,
  ) {}

  async parse(input: ParseInput, now: Date = new Date()): Promise<ParseEventResponse> {
    const at = input.currentDate ? new Date(input.currentDate) : now;
    // The zone the sentence is read in: the one the request names (body or X-Time-Zone), else where the person's today is.
    // "Tomorrow" counts from the person's today, which a trip's last evening can put a day off the zone's clock.
    const timezone = input.timezone ? resolveTimeZone(input.timezone) : undefined;
    const today = await this.sources.placeOfDay(input.userId, timezone, at);
    const zone = timezone ?? today.timeZone;
    const history = input.conversationHistory.flatMap((entry) => (typeof entry === 'string' ? [entry] : entry.role === 'user' ? [entry.content] : []));
    const read = parseEventRequest({ message: input.message, now: at, timeZone: zone, today: today.date, locale: input.locale, history });
    // The person's own type for this title wins over the words' guess.
    const corrected = await this.eventTypes.correctionFor(input.userId, read.eventData.title);
    const parsed = corrected ? { ...read, eventData: { ...read.eventData, meetingType: corrected }, typeSource: 'remembered' as const } : read;
    const { date, startTime } = parsed.eventData;
    if (startTime === null) return { ...parsed, timezone: zone };
    // The named time on the parsed date's own clock: a trip may put that day in another zone than today.
    const day = await this.sources.day(input.userId, date, input.timezone, at);
    return { ...parsed, timezone: zone, startsAt: instantOf(date, parseClock(startTime) ?? 0, day.timeZone) };
  }
}
