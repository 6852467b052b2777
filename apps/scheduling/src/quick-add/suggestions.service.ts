import { Injectable } from '@nestjs/common';
import type { MealType, MeetingType, MissingSource, OptimalTime, SuggestTimesResponse } from '@flow/contracts';
import {
  addDays,
  eventsForDay,
  instantOf,
  localMinuteOf,
  optimalTimes,
  suggestMealTimes,
  timeSlots,
  type OptimalTime as RhythmOptimalTime,
} from '@flow/rhythm';
import { assertPlannableDate } from '../rhythm/date-range';
import { DayEventsReader } from '../rhythm/day-events.reader';
import { RhythmSourcesClient } from '../rhythm/rhythm-sources.client';

export interface SuggestInput {
  meetingType: MeetingType;
  duration: number;
  preferredDays: string[];
  date?: string;
  mealType?: MealType | null;
  timezone?: string;
}

/**
 * suggest-optimal-times: the rhythm library ranks the day's free 30-minute slots against the user's
 * rhythm; this service only gathers the day (rhythm, own and external events, the blueprint for
 * meal windows) and places the answer in time. Every source has a short limit and a fallback, so
 * the answer comes well inside the UI's 15 s.
 */
@Injectable()
export class SuggestionsService {
  constructor(
    private readonly sources: RhythmSourcesClient,
    private readonly dayEvents: DayEventsReader,
  ) {}

  async suggest(userId: string, input: SuggestInput, now: Date = new Date()): Promise<SuggestTimesResponse> {
    const requested = input.date ?? input.preferredDays[0];
    if (requested) assertPlannableDate(requested, now);
    const day = await this.sources.day(userId, requested, input.timezone, now);
    const zone = day.timeZone;
    const meal = input.mealType ?? null;
    const [events, blueprint, nextDay] = await Promise.all([
      this.dayEvents.read(userId, day.date, meal ? 2 : 1, zone),
      meal ? this.sources.blueprint(userId) : undefined,
      meal ? this.sources.day(userId, addDays(day.date, 1), input.timezone, now) : undefined,
    ]);
    const localNow = localMinuteOf(now, zone);
    const busyOn = (date: string) => eventsForDay(date, zone, events.own, events.external);

    let date = day.date;
    let movedToTomorrow = false;
    let times: RhythmOptimalTime[];
    if (meal && blueprint && nextDay) {
      const tomorrow = addDays(day.date, 1);
      const result = suggestMealTimes({
        mealType: meal,
        durationMinutes: input.duration,
        blueprint: blueprint.blueprint,
        now: localNow,
        day: { date: day.date, busy: busyOn(day.date), rhythm: day.rhythm },
        nextDay: { busy: busyOn(tomorrow), rhythm: nextDay.rhythm },
      });
      ({ date, movedToTomorrow, times } = result);
    } else {
      times = optimalTimes({
        date,
        now: localNow,
        durationMinutes: input.duration,
        busy: busyOn(date),
        meetingType: input.meetingType,
        rhythm: day.rhythm,
        timeZone: zone,
      });
    }

    const slots = timeSlots({ date, now: localNow, durationMinutes: input.duration, busy: busyOn(date) });
    const missing: MissingSource[] = [...day.missing, ...events.missing, ...(blueprint?.missing ?? []), ...(movedToTomorrow ? (nextDay?.missing ?? []) : [])];
    return {
      suggestions: times.map((t) => toOptimalTime(t, zone)),
      date,
      movedToTomorrow,
      timezone: zone,
      rhythmSource: movedToTomorrow && nextDay ? nextDay.rhythmSource : day.rhythmSource,
      slots: slots.map((s) => ({
        time: s.time,
        startsAt: instantOf(date, s.start, zone),
        available: s.available,
        reason: s.reason,
        clashesWith: s.clashesWith ?? null,
      })),
      missing: missing.filter((m, i) => missing.findIndex((other) => other.source === m.source) === i),
    };
  }
}

function toOptimalTime(t: RhythmOptimalTime, zone: string): OptimalTime {
  return {
    time: t.time,
    reason: t.reason,
    energy_level: t.energy_level,
    icon: t.icon,
    title: t.title,
    date: t.date,
    endTime: t.endTime,
    startsAt: instantOf(t.date, t.start, zone),
    endsAt: instantOf(t.date, t.end, zone),
    label: t.label,
    score: t.score,
  };
}
