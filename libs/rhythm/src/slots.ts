import type { MeetingType, RhythmBlock, Suggestion } from '@flow/contracts';
import { RhythmBlueprint } from './blueprint';
import { planDay } from './blocks';
import { FIRST_SLOT, LAST_SLOT, MAX_OPTIMAL_TIMES, SLOT_STEP_MINUTES, TIME_MATCH_TOLERANCE_MINUTES } from './constants';
import { energyLevel, suggestionIcon } from './current';
import { dayContext } from './day-context';
import { blockRange } from './merge';
import { ClockFormat, formatTimeOfDay } from './day-model/clock';
import { dayModelOf } from './day-model/day-model';
import { fitOf } from './day-model/fit';
import { addDays, formatClock, instantOf, MinuteRange, overlapMinutes } from './time';

/**
 * Slots and optimal times (spec sections 2, 5 and 9): 30-minute slots from 06:00 to 20:30, none in the
 * past and none overlapping an event (1-minute tolerance); the best 3 for a meeting type and duration,
 * ranked and labelled by the day model's fitOf ('Peak Flow' only inside the day's peakWindow); meal
 * windows from the blueprint, and a meal with no time left today moves to tomorrow.
 */

/** The local date and minute of "now" in the user's zone. */
export interface LocalNow {
  date: string;
  minutes: number;
}

export interface TimeSlot {
  /** 'HH:MM' */
  time: string;
  start: number;
  end: number;
  available: boolean;
  /** Why a slot is unavailable. */
  reason: 'past' | 'busy' | null;
  /** The event a busy slot clashes with (its title), so a dropped time says why: '18:00 clashes with Team call'. */
  clashesWith?: string | null;
}

export interface SlotRequest {
  date: string;
  now: LocalNow;
  durationMinutes: number;
  /** The day's events (local minutes of `date`; DayEvent fits, its title names a clash). */
  busy: readonly (MinuteRange & { title?: string })[];
}

export function isPastSlot(date: string, start: number, now: LocalNow): boolean {
  if (date !== now.date) return date < now.date;
  return start < now.minutes - TIME_MATCH_TOLERANCE_MINUTES;
}

export function overlapsBusy(range: MinuteRange, busy: readonly MinuteRange[]): boolean {
  return busy.some((b) => overlapMinutes(range, { start: b.start, end: Math.max(b.end, b.start + 1) }) > TIME_MATCH_TOLERANCE_MINUTES);
}

export function timeSlots(request: SlotRequest): TimeSlot[] {
  const duration = Math.max(1, request.durationMinutes);
  const slots: TimeSlot[] = [];
  for (let start = FIRST_SLOT; start <= LAST_SLOT; start += SLOT_STEP_MINUTES) {
    const end = start + duration;
    const clash = request.busy.find((b) => overlapsBusy({ start, end }, [b]));
    const reason = isPastSlot(request.date, start, request.now) ? 'past' : clash ? 'busy' : null;
    slots.push({ time: formatClock(start), start, end, available: reason === null, reason, clashesWith: reason === 'busy' ? (clash?.title ?? null) : null });
  }
  return slots;
}

/** The slot a typed or suggested time falls on (within 1 minute), or null. */
export function findSlot(slots: readonly TimeSlot[], minutes: number): TimeSlot | null {
  return slots.find((s) => Math.abs(s.start - minutes) <= TIME_MATCH_TOLERANCE_MINUTES) ?? null;
}

/** 'Jump to next available': the first available slot at or after a time. */
export function nextAvailableSlot(slots: readonly TimeSlot[], fromMinutes = 0): TimeSlot | null {
  return slots.find((s) => s.available && s.start >= fromMinutes - TIME_MATCH_TOLERANCE_MINUTES) ?? null;
}

export type FlowLabel = 'Peak Flow' | 'In Flow';

export interface OptimalTime extends Suggestion {
  date: string;
  /** 'HH:MM' start and end. */
  time: string;
  endTime: string;
  start: number;
  end: number;
  label: FlowLabel;
  /** 0–1: how well the slot fits (higher is better). */
  score: number;
}

interface Coverage {
  intensity: number;
  main: RhythmBlock;
}

/** Time-weighted intensity of the rhythm in a range, and the block covering most of it. */
function coverage(range: MinuteRange, rhythm: readonly RhythmBlock[], ranges: readonly MinuteRange[]): Coverage | null {
  let weighted = 0;
  let covered = 0;
  let main: RhythmBlock | null = null;
  let mainOverlap = 0;
  rhythm.forEach((block, i) => {
    const o = overlapMinutes(ranges[i], range);
    weighted += o * block.intensity;
    covered += o;
    if (o > mainOverlap) {
      main = block;
      mainOverlap = o;
    }
  });
  return main && covered > 0 ? { intensity: weighted / covered, main } : null;
}

function toOptimal(date: string, slot: TimeSlot, cov: Coverage, score: number, reason: string, label: FlowLabel): OptimalTime {
  return {
    date,
    time: slot.time,
    endTime: formatClock(slot.end),
    start: slot.start,
    end: slot.end,
    label,
    energy_level: energyLevel(cov.intensity),
    icon: suggestionIcon(cov.main),
    title: cov.main.theme,
    reason,
    score: Math.round(score * 1000) / 1000,
  };
}

/** Greedy best-first, skipping slots that overlap one already chosen, so the choices differ. */
function pickSpread<T extends { start: number; end: number; score: number }>(ranked: T[]): T[] {
  const chosen: T[] = [];
  for (const c of ranked) {
    if (chosen.length >= MAX_OPTIMAL_TIMES) break;
    if (chosen.some((x) => overlapMinutes(x, c) > 0)) continue;
    chosen.push(c);
  }
  return chosen;
}

export interface OptimalTimesRequest extends SlotRequest {
  meetingType: MeetingType;
  /** The day's unmerged rhythm blocks. */
  rhythm: readonly RhythmBlock[];
  /** The zone of the place of the day (default UTC): slots become instants of the day model. */
  timeZone?: string;
  /** Offer slots over meals too (the person asked for a working meal). */
  allowMeals?: boolean;
  clock?: ClockFormat;
}

/**
 * The best slots for a meeting type, as the day model judges them (`fitOf`): nothing over a meal or
 * the night's sleep unless asked, 'Peak Flow' only inside the day's peakWindow.
 */
export function optimalTimes(request: OptimalTimesRequest): OptimalTime[] {
  const rhythm = request.rhythm.filter((b) => !b.type || b.type === 'rhythm');
  const ranges = rhythm.map(blockRange);
  const zone = request.timeZone ?? 'UTC';
  const model = dayModelOf(request.date, zone, rhythm);
  const candidates: (OptimalTime & { batched: boolean })[] = [];
  for (const slot of timeSlots(request)) {
    if (!slot.available) continue;
    const cov = coverage(slot, rhythm, ranges);
    if (!cov) continue;
    const interval = { start: instantOf(request.date, slot.start, zone), end: instantOf(request.date, slot.end, zone) };
    const fit = fitOf(model, request.meetingType, interval, { allow: request.allowMeals ? ['meals'] : [], clock: request.clock });
    if (fit.label === 'Misaligned') continue;
    const neighbour = MEETINGS.has(request.meetingType) ? adjacentMeeting(slot, request.busy) : null;
    const reason = neighbour ? batchingReason(neighbour, slot, request.clock) : fit.reason;
    candidates.push({ ...toOptimal(request.date, slot, cov, fit.score, reason, fit.label), batched: neighbour !== null });
  }
  // Meeting batching: of the slots that fit the rhythm, one beside a meeting comes first, so the
  // day's long stretches (the peak among them) stay whole.
  candidates.sort((a, b) => Number(b.batched) - Number(a.batched) || b.score - a.score || a.start - b.start);
  return pickSpread(candidates).map(({ batched: _batched, ...time }) => time);
}

/** Meeting types that batch with other meetings (focus work does not). */
const MEETINGS: ReadonlySet<MeetingType> = new Set(['collaboration', 'one_on_one', 'light_meeting', 'social']);

/** The meeting a slot starts right after or ends right before (1-minute tolerance), if any. */
export function adjacentMeeting(slot: MinuteRange, busy: readonly MinuteRange[]): MinuteRange | null {
  const touches = (a: number, b: number) => Math.abs(a - b) <= TIME_MATCH_TOLERANCE_MINUTES;
  return busy.find((b) => b.end > b.start && (touches(b.end, slot.start) || touches(b.start, slot.end))) ?? null;
}

/** "Next to your 14:00 call — keeps your afternoon whole" (in the person's clock). */
export function batchingReason(meeting: MinuteRange, slot: MinuteRange, clock: ClockFormat = '24h'): string {
  const part = slot.start < 12 * 60 ? 'morning' : slot.start < 17 * 60 ? 'afternoon' : 'evening';
  return `Next to your ${formatTimeOfDay(meeting.start, clock)} call — keeps your ${part} whole`;
}

export const MEAL_TYPES = ['breakfast', 'brunch', 'lunch', 'coffee', 'snack', 'dinner'] as const;
export type MealType = (typeof MEAL_TYPES)[number];

export interface MealWindow {
  start: number;
  end: number;
  /** The best start inside the window. */
  ideal: number;
}

/** When each meal fits the blueprint: around the rhythm's breakfast, main meal and dinner. */
export function mealWindows(blueprint: RhythmBlueprint, date: string): Record<MealType, MealWindow[]> {
  const plan = planDay(blueprint, dayContext(date));
  return {
    breakfast: [{ start: Math.max(FIRST_SLOT, plan.breakfast.start - 30), end: plan.breakfast.end + 60, ideal: plan.breakfast.start }],
    brunch: [{ start: 10 * 60, end: 12 * 60, ideal: 10.5 * 60 }],
    lunch: [{ start: plan.lunch.start - 60, end: plan.lunch.start + 90, ideal: plan.lunch.start }],
    coffee: [
      { start: 9.5 * 60, end: 11.5 * 60, ideal: 10.5 * 60 },
      { start: 14.5 * 60, end: 16.5 * 60, ideal: 15 * 60 },
    ],
    snack: [{ start: 15 * 60, end: 17 * 60, ideal: 15.5 * 60 }],
    dinner: [{ start: plan.dinner.start - 60, end: plan.dinner.end + 60, ideal: plan.dinner.start }],
  };
}

export interface MealRequest {
  mealType: MealType;
  durationMinutes: number;
  blueprint: RhythmBlueprint;
  now: LocalNow;
  /** The first day to try (usually today) with its events and rhythm. */
  day: { date: string; busy: readonly MinuteRange[]; rhythm: readonly RhythmBlock[] };
  /** The next day, tried when the meal has no time left on the first. */
  nextDay: { busy: readonly MinuteRange[]; rhythm: readonly RhythmBlock[] };
}

export interface MealSuggestions {
  date: string;
  /** True when no time was left on the first day (the UI's 'Checking tomorrow'). */
  movedToTomorrow: boolean;
  times: OptimalTime[];
}

function mealTimesOn(date: string, request: MealRequest, busy: readonly MinuteRange[], rhythm: readonly RhythmBlock[]): OptimalTime[] {
  const windows = mealWindows(request.blueprint, date)[request.mealType];
  const blocks = rhythm.filter((b) => !b.type || b.type === 'rhythm');
  const ranges = blocks.map(blockRange);
  const out: OptimalTime[] = [];
  for (const slot of timeSlots({ date, now: request.now, durationMinutes: request.durationMinutes, busy })) {
    const window = windows.find((w) => slot.start >= w.start && slot.start + Math.min(request.durationMinutes, 30) <= w.end);
    if (!slot.available || !window) continue;
    const cov = coverage(slot, blocks, ranges);
    if (!cov) continue;
    const score = 1 - Math.abs(slot.start - window.ideal) / 180;
    // A meal is never the peak's badge: 'Peak Flow' is for demanding work inside the peakWindow.
    out.push(toOptimal(date, slot, cov, score, `Your ${request.mealType} window is ${formatClock(window.start)}–${formatClock(window.end)}`, 'In Flow'));
  }
  out.sort((a, b) => b.score - a.score || a.start - b.start);
  return pickSpread(out).map((t) => ({ ...t, icon: request.mealType === 'coffee' || request.mealType === 'breakfast' ? 'coffee' : 'utensils' }));
}

export function suggestMealTimes(request: MealRequest): MealSuggestions {
  const today = mealTimesOn(request.day.date, request, request.day.busy, request.day.rhythm);
  if (today.length > 0) return { date: request.day.date, movedToTomorrow: false, times: today };
  const tomorrow = addDays(request.day.date, 1);
  return { date: tomorrow, movedToTomorrow: true, times: mealTimesOn(tomorrow, request, request.nextDay.busy, request.nextDay.rhythm) };
}
