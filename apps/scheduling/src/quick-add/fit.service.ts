import { Injectable } from '@nestjs/common';
import type { EventFitResponse, MeetingType } from '@flow/contracts';
import { dayModelOf, fitOf, localMinuteOf } from '@flow/rhythm';
import { assertPlannableDate } from '../rhythm/date-range';
import { RhythmSourcesClient } from '../rhythm/rhythm-sources.client';
import { resolveTimeZone } from './time-zone';
import { SuggestionsService } from './suggestions.service';

export interface FitInput {
  meetingType: MeetingType;
  startsAt: string;
  duration: number;
  date?: string;
  timezone?: string;
}

/**
 * How a chosen time fits the person's day before it is booked: the day model's own verdict (fitOf)
 * and, when it is poor, the best suggestion of that day that fits better.
 */
@Injectable()
export class FitService {
  constructor(
    private readonly sources: RhythmSourcesClient,
    private readonly suggestions: SuggestionsService,
  ) {}

  async fit(userId: string, input: FitInput, now: Date = new Date()): Promise<EventFitResponse> {
    // The local day of the start where the person is (the request's zone, else where today is spent).
    const zone = input.timezone ? resolveTimeZone(input.timezone) : (await this.sources.day(userId, undefined, undefined, now)).timeZone;
    const date = input.date ?? localMinuteOf(input.startsAt, zone).date;
    assertPlannableDate(date, now);
    const day = await this.sources.day(userId, date, input.timezone, now);
    const model = dayModelOf(day.date, day.timeZone, day.rhythm);
    const interval = { start: input.startsAt, end: new Date(Date.parse(input.startsAt) + input.duration * 60_000).toISOString() };
    const { label, score, reason } = fitOf(model, input.meetingType, interval);
    const poor = label === 'Misaligned';
    let better: EventFitResponse['better'] = null;
    if (poor) {
      const request = { meetingType: input.meetingType, duration: input.duration, preferredDays: [], date: day.date, timezone: input.timezone };
      const answer = await this.suggestions.suggest(userId, request, now);
      better = answer.suggestions.find((s) => s.date === day.date && s.score > score && s.startsAt !== input.startsAt) ?? null;
    }
    return { date: day.date, timezone: day.timeZone, fit: { label, score, reason }, poor, better };
  }
}
