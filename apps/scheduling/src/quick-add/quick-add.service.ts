import { Injectable } from '@nestjs/common';
import { type ParseEventResponse, SchedulingMessages } from '@flow/contracts';
import { DomainError } from '@flow/platform';
import { parseEventRequest } from '@flow/rhythm';
import { IANAZone } from 'luxon';

export interface ParseInput {
  message: string;
  currentDate?: string;
  conversationHistory: (string | { role: 'user' | 'assistant'; content: string })[];
  timezone?: string;
}

/** The zone a request is read in: the one it names, else UTC. An unknown name is a 422, not a guess. */
export function resolveTimeZone(timeZone: string | undefined): string {
  if (!timeZone) return 'UTC';
  if (!IANAZone.isValidZone(timeZone)) throw DomainError.validation(`${SchedulingMessages.unknownTimeZone}: ${timeZone}`);
  return new IANAZone(timeZone).name;
}

/** Quick Add: the sentence the user typed, read by the rhythm library's parser. */
@Injectable()
export class QuickAddService {
  parse(input: ParseInput, now: Date = new Date()): ParseEventResponse {
    const timezone = resolveTimeZone(input.timezone);
    const history = input.conversationHistory.flatMap((entry) => (typeof entry === 'string' ? [entry] : entry.role === 'user' ? [entry.content] : []));
    const parsed = parseEventRequest({ message: input.message, now: input.currentDate ? new Date(input.currentDate) : now, timeZone: timezone, history });
    return { ...parsed, timezone };
  }
}
