import type { RhythmBlock } from '@flow/contracts';
import { parseClock, parseRange } from '../time';
import { namesATime } from './clock';
import type { Interval } from './day-model';

/**
 * The Energy Profile's times, read from the day model (as GET /api/daily-flow answers it), never from
 * the chart's own peak: so the profile and the day view name the same windows to the minute.
 */
export interface ProfileTimes {
  /** The day's one peak (Deep Focus). */
  peak: Interval;
  /** The day's first collaboration stretch after the peak (the day view's Collaboration block). */
  collaboration: Interval | null;
  breakfast: Interval | null;
  lunch: Interval | null;
  dinner: Interval | null;
  windDown: Interval | null;
}

/** The parts of a day (DailyFlow) the profile reads. */
export interface ProfileDay {
  date: string;
  timeZone: string;
  peakWindow: { startsAt?: string; endsAt?: string; start: string; end: string };
  dayWindows?: readonly { name: string; start: string; end: string }[];
  rhythmBlocks: readonly RhythmBlock[];
}

/**
 * The profile's times from a day, or null for a day without the model's instants (an older cached one).
 * Luxon-free (the web's first load): a block's wall-clock minute becomes an instant by its distance from
 * the peak's, as no clock change falls inside the waking day.
 */
export function profileTimesOf(day: ProfileDay): ProfileTimes | null {
  const named = (name: string): Interval | null => {
    const w = day.dayWindows?.find((x) => x.name === name);
    return w ? { start: w.start, end: w.end } : null;
  };
  const { startsAt, endsAt } = day.peakWindow;
  const peak = named('peak') ?? (startsAt && endsAt ? { start: startsAt, end: endsAt } : null);
  const peakMinute = parseClock(day.peakWindow.start);
  if (!peak || peakMinute === null) return null;
  const at = (minute: number) => new Date(Date.parse(peak.start) + (minute - peakMinute) * 60_000).toISOString();
  const block = day.rhythmBlocks
    .filter((b) => (!b.type || b.type === 'rhythm') && b.activityType === 'collaboration')
    .map((b) => parseRange(b.timeRange))
    .find((r) => r !== null && Date.parse(at(r.start)) >= Date.parse(peak.end));
  return {
    peak,
    collaboration: block ? { start: at(block.start), end: at(block.end) } : null,
    breakfast: named('breakfast'),
    lunch: named('lunch'),
    dinner: named('dinner'),
    windDown: named('wind-down'),
  };
}

/** How the client writes an instant (its clock and locale, at the day's place). */
export type InstantWriter = (instant: string) => string;

export interface ProfileTimeTexts {
  rhythm: string;
  focusWindows: string;
  advice: string;
}

/** The profile's sentences that name times, every time written by `write` from the model's instants. */
export function profileTimeTexts(times: ProfileTimes, write: InstantWriter): ProfileTimeTexts {
  const range = (i: Interval) => `${write(i.start)}–${write(i.end)}`;
  const advice = [
    times.breakfast && `Eat breakfast by ${write(times.breakfast.end)} so your peak starts fuelled.`,
    times.lunch && `Make your main meal ${range(times.lunch)}, when digestive fire is strongest.`,
    times.dinner && `Finish a lighter dinner by ${write(times.dinner.end)}.`,
    times.windDown && `Wind down from ${write(times.windDown.start)}.`,
  ].filter(Boolean);
  return {
    rhythm: `Today your peak runs ${range(times.peak)}.`,
    focusWindows: `Deep focus: ${range(times.peak)}.` + (times.collaboration ? ` Lighter, collaborative work: ${range(times.collaboration)}.` : ''),
    advice: advice.join(' '),
  };
}

/**
 * A stored text without its sentences that name a time: the chart wrote them from its own peak, and
 * the model's sentences take their place. Sentences end in '.', '!', '?' or the Hindi danda '।'.
 */
export function withoutTimedSentences(text: string): string {
  return text
    .split(/(?<=[.!?।])\s+/)
    .filter((sentence) => !namesATime(sentence))
    .join(' ')
    .trim();
}
