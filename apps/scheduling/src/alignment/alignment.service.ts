import { Injectable } from '@nestjs/common';
import type { AlignmentResult, DayFlowScore, MeetingType } from '@flow/contracts';
import { checkAlignment, eventsForDay, scoreDay } from '@flow/rhythm';
import { assertPlannableDate } from '../rhythm/date-range';
import { DayEventsReader } from '../rhythm/day-events.reader';
import { RhythmSourcesClient } from '../rhythm/rhythm-sources.client';

export interface AlignmentCheckInput {
  rhythmActivity: string;
  rhythmIntensity: number;
  eventTitle: string;
  eventDescription?: string | null;
  meetingType?: MeetingType | null;
}

/** check-event-alignment and the day's flow score, both by libs/rhythm's rules. */
@Injectable()
export class AlignmentService {
  constructor(
    private readonly sources: RhythmSourcesClient,
    private readonly dayEvents: DayEventsReader,
  ) {}

  /** The rules never throw; a case they cannot judge is the neutral 'Scheduled' result. */
  check(input: AlignmentCheckInput): AlignmentResult {
    return checkAlignment(input);
  }

  /** The local day's score from its FLOW and external events, its rhythm and the user's overrides. */
  async score(userId: string, date: string | undefined, zoneHint: string | undefined, now: Date = new Date()): Promise<DayFlowScore> {
    if (date) assertPlannableDate(date, now);
    const day = await this.sources.day(userId, date, zoneHint, now);
    const events = await this.dayEvents.read(userId, day.date, 1, day.timeZone);
    // A FLOW event's is_aligned is the user's override, which the score honours over the rules.
    const score = scoreDay(eventsForDay(day.date, day.timeZone, events.own, events.external), day.rhythm);
    return { ...score, date: day.date, timezone: day.timeZone, rhythmSource: day.rhythmSource, missing: [...day.missing, ...events.missing] };
  }
}
