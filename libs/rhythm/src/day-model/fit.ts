import type { ActivityType, MeetingType } from '@flow/contracts';
import { checkAlignment } from '../alignment';
import { ClockFormat, formatTimeRange } from './clock';
import { DayModel, DayWindow, energyOver, Interval, MEAL_WINDOWS, sharedMs, within } from './day-model';

/**
 * What fits where: the one place that says 'Peak Flow', 'In Flow' or 'Misaligned' for a piece of
 * work at a time of the day. 'Peak Flow' only inside the day's peakWindow; never over a meal or
 * the night's sleep unless the work is that meal or rest, or the caller allows it.
 */
export type FitLabel = 'Peak Flow' | 'In Flow' | 'Misaligned';

/** What the work is: an activity type, a meeting type, or an activity with the energy it needs. */
export type FitDemand = ActivityType | MeetingType | { activity: ActivityType; energy?: EnergyNeed };
export type EnergyNeed = 'high' | 'medium' | 'low';

export interface Fit {
  label: FitLabel;
  /** 0–1, higher fits better; 0 over a meal or sleep. */
  score: number;
  /** The time-weighted energy of the day over the interval (0–1). */
  energy: number;
  /** The meal and sleep windows the interval runs over (empty when allowed or none). */
  clashes: DayWindow[];
  /** The theme of the rhythm block covering most of the interval. */
  theme: string;
  /** One sentence, times in the person's clock. */
  reason: string;
}

export interface FitOptions {
  /** Windows the work may run over (say, a working lunch the person asked for). */
  allow?: readonly ('meals' | 'sleep')[];
  clock?: ClockFormat;
}

const MEETING_ACTIVITY: Readonly<Record<MeetingType, ActivityType>> = {
  deep_work: 'focus',
  creative: 'creative',
  collaboration: 'collaboration',
  one_on_one: 'collaboration',
  light_meeting: 'collaboration',
  social: 'meals',
};
const MEETING_NEED: Readonly<Record<MeetingType, number | 'max'>> = {
  deep_work: 'max',
  creative: 'max',
  collaboration: 'max',
  one_on_one: 0.6,
  light_meeting: 0.55,
  social: 0.4,
};
const ACTIVITY_NEED: Readonly<Record<ActivityType, number | 'max'>> = {
  focus: 'max',
  creative: 'max',
  collaboration: 'max',
  movement: 0.6,
  meals: 0.4,
  rest: 0.3,
  sleep: 0,
};
const NEED_LEVEL: Readonly<Record<EnergyNeed, number | 'max'>> = { high: 'max', medium: 0.55, low: 0.35 };
const FIT_VALUE = { aligned: 1, neutral: 0.5, misaligned: 0 } as const;
const WINDOW_WORDS: Readonly<Record<string, string>> = { breakfast: 'breakfast', lunch: 'main meal', dinner: 'dinner', sleep: 'sleep' };

function readDemand(demand: FitDemand): { activity: ActivityType; meetingType: MeetingType | null; need: number | 'max' } {
  if (typeof demand === 'object')
    return { activity: demand.activity, meetingType: null, need: demand.energy ? NEED_LEVEL[demand.energy] : ACTIVITY_NEED[demand.activity] };
  if (demand in MEETING_ACTIVITY)
    return { activity: MEETING_ACTIVITY[demand as MeetingType], meetingType: demand as MeetingType, need: MEETING_NEED[demand as MeetingType] };
  return { activity: demand as ActivityType, meetingType: null, need: ACTIVITY_NEED[demand as ActivityType] };
}

/** How well work of a kind fits an interval of the person's day (the interval should lie in the modelled span). */
export function fitOf(model: DayModel, demand: FitDemand, interval: Interval, options: FitOptions = {}): Fit {
  const { activity, meetingType, need } = readDemand(demand);
  const clock = options.clock ?? '24h';
  const allowMeals = activity === 'meals' || options.allow?.includes('meals');
  const allowSleep = activity === 'sleep' || activity === 'rest' || options.allow?.includes('sleep');
  // A minute's touch is not a clash (back-to-back with a meal is fine).
  const clashes = model.windows.filter(
    (w) => sharedMs(w, interval) > 60_000 && ((!allowMeals && MEAL_WINDOWS.includes(w.name)) || (!allowSleep && w.name === 'sleep')),
  );
  const over = energyOver(model, interval);
  const energy = over ? Math.round(over.energy * 1000) / 1000 : 0;
  const theme = over?.main.theme ?? 'Restorative Sleep';
  if (clashes.length > 0 || !over) {
    const w = clashes[0];
    const reason = w ? `Runs over your ${WINDOW_WORDS[w.name]} (${formatTimeRange(w.startMinute, w.endMinute, clock)})` : 'Outside your day';
    return { label: 'Misaligned', score: 0, energy, clashes, theme, reason };
  }
  const alignment = checkAlignment({
    rhythmActivity: over.main.theme,
    rhythmActivityType: over.main.activityType,
    rhythmIntensity: over.energy,
    eventTitle: '',
    meetingType: meetingType ?? ACTIVITY_MEETING[activity],
  });
  const energyFit = need === 'max' ? over.energy : 1 - Math.abs(over.energy - need);
  const score = Math.round((0.6 * FIT_VALUE[alignment.status] + 0.4 * energyFit) * 1000) / 1000;
  if (alignment.status === 'misaligned') return { label: 'Misaligned', score, energy, clashes, theme, reason: `${theme}: ${alignment.reason}` };
  const peak = model.peakWindow;
  // 'Peak Flow' is the peak's own badge: demanding work inside the day's peakWindow, nowhere else.
  const label: FitLabel = need === 'max' && within(interval, peak) ? 'Peak Flow' : 'In Flow';
  const reason = label === 'Peak Flow' ? `Inside your peak (${formatTimeRange(peak.startMinute, peak.endMinute, clock)})` : `${theme}: ${alignment.reason}`;
  return { label, score, energy, clashes, theme, reason };
}

/** The meeting type alignment reads for an activity (checkAlignment speaks meeting types). */
const ACTIVITY_MEETING: Readonly<Record<ActivityType, MeetingType | null>> = {
  focus: 'deep_work',
  creative: 'creative',
  collaboration: 'collaboration',
  meals: 'social',
  movement: null,
  rest: null,
  sleep: null,
};
