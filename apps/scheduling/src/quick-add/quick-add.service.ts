import { Injectable } from '@nestjs/common';
import type { ParseEventResponse } from '@flow/contracts';
import { parseEventRequest } from '@flow/rhythm';
import { resolveTimeZone } from './time-zone';

export interface ParseInput {
  message: string;
  currentDate?: string;
  conversationHistory: (string | { role: 'user' | 'assistant'; content: string })[];
  timezone?: string;
}

/** Quick Add: the sentence the user typed, read by the rhythm library's parser. */
@Injectable()
export class QuickAddService {
  parse(input: ParseInput, now: Date = new Date()): ParseEventResponse {
    // The zone the sentence is read in: the one the request names (body or X-Time-Zone), else UTC.
    const timezone = input.timezone ? resolveTimeZone(input.timezone) : 'UTC';
    const history = input.conversationHistory.flatMap((entry) => (typeof entry === 'string' ? [entry] : entry.role === 'user' ? [entry.content] : []));
    const parsed = parseEventRequest({ message: input.message, now: input.currentDate ? new Date(input.currentDate) : now, timeZone: timezone, history });
    return { ...parsed, timezone };
  }
}
