import type { DailyGuidance, RhythmBlock, Suggestion } from '@flow/contracts';
import { RhythmBlueprint } from './blueprint';
import { defaultRhythmBlocks, generateRhythmBlocks } from './blocks';
import { dayContext, DayPanchanga } from './day-context';
import { dailyGuidance, daySuggestions, reflectionFor } from './guidance';
import { buildDayModel, DayModel } from './day-model/day-model';
import { LearnedDay } from './learning/learned-day';
import { DayEvent, mergeWithEvents } from './merge';

/** Everything of a day's flow the engine computes (the service adds the Vedic influences and sources). */
export interface DayFlowInput {
  date: string;
  /** The zone of the place of the day (default UTC): the day model's instants. */
  timeZone?: string;
  blueprint: RhythmBlueprint;
  panchanga?: DayPanchanga | null;
  events: readonly DayEvent[];
  /** The learned rhythm of the person (from learnedBlueprint); its intensities apply once it is confident. */
  learned?: LearnedDay;
}

export interface DayFlow {
  /** The one model of the day every label and text here reads. */
  model: DayModel;
  /** The rhythm before events (what scheduling and co-flow build on). */
  rhythm: RhythmBlock[];
  /** The rhythm merged with the day's events. */
  rhythmBlocks: RhythmBlock[];
  dailyGuidance: DailyGuidance;
  reflection: string;
  suggestions: Suggestion[];
}

/** The rhythm of a day, or the built-in default day when it cannot be made (spec section 8). */
export function rhythmForDay(date: string, blueprint: RhythmBlueprint, panchanga?: DayPanchanga | null): RhythmBlock[] {
  try {
    const blocks = generateRhythmBlocks({ date, blueprint, panchanga });
    if (blocks.length > 0) return blocks;
  } catch {
    // fall through to the default day
  }
  return defaultRhythmBlocks(date);
}

export function composeDayFlow(input: DayFlowInput): DayFlow {
  const day = dayContext(input.date, input.panchanga);
  const model = buildDayModel({
    date: input.date,
    timeZone: input.timeZone ?? 'UTC',
    blueprint: input.blueprint,
    panchanga: input.panchanga,
    learned: input.learned,
  });
  const rhythm = model.rhythm;
  const rhythmBlocks = mergeWithEvents(rhythm, input.events);
  return {
    model,
    rhythm,
    rhythmBlocks,
    dailyGuidance: dailyGuidance(input.blueprint, day, model),
    reflection: reflectionFor(day, input.blueprint),
    suggestions: daySuggestions(rhythmBlocks),
  };
}
