import type { Planet, RhythmBlock } from '@flow/contracts';
import { draftFor, DraftContext, round2 } from './block-drafts';
import { DEFAULT_BLUEPRINT, elementsOf, RhythmBlueprint } from './blueprint';
import { DAY_END, DAY_START } from './constants';
import { dayContext, DayContext, DayPanchanga } from './day-context';
import type { BlockKind, DayPlan } from './day-plan';
import { ENERGY_STYLES } from './energy-styles';
import { PLANET_DAY_THEMES } from './planet-themes';
import { clamp, formatClock, formatRange, MINUTES_PER_DAY, roundTo } from './time';

/**
 * The rhythm of one local day: contiguous blocks from 06:00 to 22:00 and the night rest (22:00–06:00).
 *
 * Layout: the day is painted on 15-minute slots, lowest priority first, so each later layer wins where
 * it overlaps: time-of-day fillers, the sunset pause, collaboration, creative work, Rahu kalam's
 * routine hours, the weekday's second window, movement, deep focus (the peak window) with its sprint
 * resets, planning, meals, the morning rise and the wind-down. Fragments shorter than 30 minutes are
 * then absorbed by a neighbour. Every block records why it is where it is.
 */

const SLOT = 15;
const SLOTS = (DAY_END - DAY_START) / SLOT;
/** Kinds that may be shorter than 30 minutes. */
const SHORT_OK: ReadonlySet<BlockKind> = new Set(['rise', 'sprint-break', 'planning', 'sunset', 'breakfast', 'wind-down']);
const FILLERS: ReadonlySet<BlockKind> = new Set(['morning', 'afternoon', 'evening']);

/** Which block the running mahadasha emphasises, and how. */
const DASHA_EMPHASIS: Readonly<Record<Planet, { kind: BlockKind; extraMinutes: number; intensityShift: number; note: string }>> = {
  Sun: { kind: 'collaboration', extraMinutes: 30, intensityShift: 0.05, note: 'lead the conversation and let your work be seen' },
  Moon: { kind: 'wind-down', extraMinutes: 30, intensityShift: 0, note: 'begin winding down earlier and give feelings their time' },
  Mars: { kind: 'movement', extraMinutes: 15, intensityShift: 0.1, note: 'put your extra drive into the body first' },
  Mercury: { kind: 'collaboration', extraMinutes: 30, intensityShift: 0, note: 'talk ideas through; conversations move your work now' },
  Jupiter: { kind: 'second', extraMinutes: 30, intensityShift: 0, note: 'keep time for learning and teaching' },
  Venus: { kind: 'creative', extraMinutes: 30, intensityShift: 0.05, note: 'give creative work more room than usual' },
  Saturn: { kind: 'second', extraMinutes: 30, intensityShift: 0, note: 'patient, structured work pays off now' },
  Rahu: { kind: 'creative', extraMinutes: 30, intensityShift: 0.05, note: 'make room to experiment with the unfamiliar' },
  Ketu: { kind: 'rise', extraMinutes: 15, intensityShift: 0, note: 'start the day in stillness before anything else' },
};

export interface RhythmInput {
  date: string;
  blueprint: RhythmBlueprint;
  /** The day's panchanga at the user's place; without it only the weekday shapes the day. */
  panchanga?: DayPanchanga | null;
}

const q = (m: number) => roundTo(m, SLOT);

export function planDay(blueprint: RhythmBlueprint, day: DayContext): DayPlan {
  const style = ENERGY_STYLES[blueprint.energyType];
  const emphasis = blueprint.dashaLord ? DASHA_EMPHASIS[blueprint.dashaLord] : null;
  const extra = (kind: BlockKind) => (emphasis?.kind === kind ? emphasis.extraMinutes : 0);

  const riseEnd = DAY_START + 30 + extra('rise');
  const peakStart = clamp(q(blueprint.peak.start), 7 * 60, 15 * 60);
  const peakEnd = clamp(q(blueprint.peak.end), peakStart + 90, Math.min(peakStart + 6 * 60, 19 * 60));

  const movementMinutes = style.movement.minutes + extra('movement');
  const windDownStart = clamp(q(blueprint.recovery.start) - extra('wind-down'), 20 * 60, 21.5 * 60);
  const dinnerEnd = clamp(q(blueprint.recovery.start - 120), 18.5 * 60, Math.min(20.5 * 60, windDownStart));
  const dinner = { start: dinnerEnd - 45, end: dinnerEnd };

  const lunchStart = q(clamp(peakEnd, 12 * 60, 13.5 * 60));
  const lunch = { start: lunchStart, end: lunchStart + style.lunchMinutes };
  const afterLunch = Math.max(lunch.end, peakEnd);
  const collaboration = { start: afterLunch, end: afterLunch + style.collaborationMinutes + extra('collaboration') };

  const air = elementsOf(blueprint.energyType).air;
  // The second window opens about two hours after the peak, leaving collaboration at least an hour.
  const secondStart = Math.max(Math.min(q(peakEnd + 120), 18 * 60), collaboration.start + 60);
  const second = { start: secondStart, end: secondStart + (air ? 60 : 90) + extra('second') };

  const creativeMinutes = 60 + extra('creative');
  const creative =
    style.creative.placement === 'evening'
      ? { start: dinner.end, end: Math.min(dinner.end + creativeMinutes, windDownStart) }
      : { start: second.end, end: second.end + creativeMinutes };

  // Morning movers move before breakfast when the morning is long enough, else right before dinner;
  // evening movement follows the afternoon's creative work and ends by dinner.
  const morningMover = style.movement.start < 12 * 60;
  const fitsMorning = riseEnd + movementMinutes + 30 <= peakStart;
  let movement: DayPlan['movement'];
  if (morningMover && fitsMorning) {
    movement = { start: riseEnd, end: riseEnd + movementMinutes, movedToEvening: false };
  } else {
    const after = style.creative.placement === 'afternoon' ? creative.end : 0;
    const start = morningMover ? dinner.start - movementMinutes : Math.min(Math.max(style.movement.start, after), dinner.start - movementMinutes);
    movement = { start, end: start + movementMinutes, movedToEvening: morningMover };
  }

  const earliestBreakfast = movement.movedToEvening || !morningMover ? riseEnd : movement.end;
  const breakfastStart = clamp(peakStart - 60, earliestBreakfast, Math.max(earliestBreakfast, 9 * 60));
  const breakfast = { start: breakfastStart, end: breakfastStart + 30 };

  const sunset = day.sunset !== null && day.sunset >= 16.5 * 60 && day.sunset <= 21 * 60 ? { start: q(day.sunset), end: q(day.sunset) + 30 } : null;
  const rahu = day.rahuKalam ? { start: q(day.rahuKalam.start), end: q(day.rahuKalam.end) } : null;

  const sprintBreaks: number[] = [];
  if (style.focus.sprints) {
    for (let t = peakStart + 90; t + 15 <= peakEnd - 45; t += 105) sprintBreaks.push(t);
  }

  return {
    peak: { start: peakStart, end: peakEnd },
    riseEnd,
    movement,
    breakfast,
    lunch,
    collaboration,
    second,
    creative,
    dinner,
    windDownStart,
    sunset,
    rahu,
    sprintBreaks,
  };
}

/** Paints the plan on 15-minute slots; returns the kind of each slot from 06:00 to 22:00. */
export function paintDay(plan: DayPlan): BlockKind[] {
  const slots: BlockKind[] = [];
  for (let i = 0; i < SLOTS; i++) {
    const t = DAY_START + i * SLOT;
    // Before a late peak, the hours after 10:00 are ordinary working time, not a morning routine.
    slots.push(t < Math.min(plan.peak.start, 10 * 60) ? 'morning' : t < plan.dinner.start ? 'afternoon' : 'evening');
  }
  const paint = (kind: BlockKind, range: { start: number; end: number } | null) => {
    if (!range) return;
    for (let t = Math.max(range.start, DAY_START); t < Math.min(range.end, DAY_END); t += SLOT) slots[(t - DAY_START) / SLOT] = kind;
  };
  paint('sunset', plan.sunset);
  paint('collaboration', plan.collaboration);
  paint('creative', plan.creative);
  paint('rahu', plan.rahu);
  paint('second', plan.second);
  paint('movement', plan.movement);
  paint('focus', plan.peak);
  for (const t of plan.sprintBreaks) paint('sprint-break', { start: t, end: t + 15 });
  paint('planning', { start: Math.max(plan.breakfast.end, plan.peak.start - 30), end: plan.peak.start });
  paint('breakfast', plan.breakfast);
  paint('lunch', plan.lunch);
  paint('dinner', plan.dinner);
  paint('rise', { start: DAY_START, end: plan.riseEnd });
  paint('wind-down', { start: plan.windDownStart, end: DAY_END });
  return slots;
}

interface Run {
  kind: BlockKind;
  start: number;
  end: number;
}

/** Consecutive slots of one kind become runs; runs under 30 minutes join their longer neighbour. */
export function runsOf(slots: BlockKind[]): Run[] {
  const runs: Run[] = [];
  slots.forEach((kind, i) => {
    const t = DAY_START + i * SLOT;
    const last = runs[runs.length - 1];
    if (last && last.kind === kind) last.end = t + SLOT;
    else runs.push({ kind, start: t, end: t + SLOT });
  });
  for (let changed = true; changed;) {
    changed = false;
    for (let i = 0; i < runs.length; i++) {
      const run = runs[i];
      if (run.end - run.start >= 30 || SHORT_OK.has(run.kind)) continue;
      const prev = runs[i - 1];
      const next = runs[i + 1];
      const into = !prev ? next : !next ? prev : absorbs(prev) >= absorbs(next) ? prev : next;
      if (!into) continue;
      into.start = Math.min(into.start, run.start);
      into.end = Math.max(into.end, run.end);
      runs.splice(i, 1);
      // Neighbours of the same kind now touch: join them.
      for (let j = 1; j < runs.length; j++) {
        if (runs[j].kind === runs[j - 1].kind) {
          runs[j - 1].end = runs[j].end;
          runs.splice(j, 1);
          j--;
        }
      }
      changed = true;
      break;
    }
  }
  return runs;
}

/**
 * Which neighbour takes over a fragment: fillers and long blocks before meals and short rituals, and
 * deep focus last, so it never grows beyond the peak window.
 */
function absorbs(run: Run): number {
  if (FILLERS.has(run.kind)) return 10_000 + (run.end - run.start);
  if (run.kind === 'focus') return -20_000;
  if (SHORT_OK.has(run.kind) || run.kind === 'lunch' || run.kind === 'dinner') return run.end - run.start - 10_000;
  return run.end - run.start;
}

function toBlock(run: Run, c: DraftContext): RhythmBlock {
  const draft = draftFor(run.kind, c);
  const recommendations = [...draft.recommendations];
  const why = [...draft.why];
  const emphasis = c.blueprint.dashaLord ? DASHA_EMPHASIS[c.blueprint.dashaLord] : null;
  let intensity = draft.intensity;
  if (emphasis && emphasis.kind === run.kind) {
    const theme = PLANET_DAY_THEMES[c.blueprint.dashaLord!].theme;
    recommendations.push(`Your ${c.blueprint.dashaLord} period (${theme}): ${emphasis.note}`);
    why.push(`${c.blueprint.dashaLord} mahadasha (${theme}) gives this block more room`);
    intensity = round2(intensity + emphasis.intensityShift);
  }
  const sunset = c.day.sunset;
  // Where no separate pause survived, the block the sun sets in carries the hint.
  if (sunset !== null && run.kind !== 'sunset' && run.kind !== 'night' && q(sunset) >= run.start && q(sunset) < run.end) {
    recommendations.push(`Sunset at ${formatClock(sunset)}: step outside for a moment`);
  }
  const rk = c.day.rahuKalam;
  if (rk && run.kind !== 'rahu' && run.kind !== 'night' && Math.min(run.end, rk.end) - Math.max(run.start, rk.start) >= 15) {
    recommendations.push(`Rahu kalam ${formatRange(rk.start, rk.end)}: carry on with work underway; start new things outside it`);
    why.push(`Overlaps Rahu kalam ${formatRange(rk.start, rk.end)}`);
  }
  return {
    timeRange: formatRange(run.start, run.end),
    theme: draft.theme,
    icon: draft.icon,
    activity: draft.activity,
    activityType: draft.activityType,
    description: draft.description,
    intensity,
    recommendations,
    why,
    type: 'rhythm',
  };
}

/** A rhythm block with the kind of time it is and its wall-clock minutes (what the day model reads). */
export interface LaidBlock {
  kind: BlockKind;
  start: number;
  end: number;
  block: RhythmBlock;
}

/** The day's blocks with their kinds: 06:00–22:00 without gaps, then the night rest 22:00–06:00. */
export function layoutDay(input: RhythmInput): { plan: DayPlan; day: DayContext; blocks: LaidBlock[] } {
  const day = dayContext(input.date, input.panchanga);
  const plan = planDay(input.blueprint, day);
  const c: DraftContext = { blueprint: input.blueprint, day, plan, style: ENERGY_STYLES[input.blueprint.energyType], vara: PLANET_DAY_THEMES[day.varaLord] };
  const runs = [...runsOf(paintDay(plan)), { kind: 'night' as const, start: DAY_END, end: DAY_START + MINUTES_PER_DAY }];
  return { plan, day, blocks: runs.map((run) => ({ ...run, block: toBlock(run, c) })) };
}

/** Rhythm blocks of a local day: 06:00–22:00 without gaps, then the night rest 22:00–06:00. */
export function generateRhythmBlocks(input: RhythmInput): RhythmBlock[] {
  return layoutDay(input).blocks.map((b) => b.block);
}

/** The built-in day used when a profile's blocks cannot be made (spec section 8): every default. */
export function defaultRhythmBlocks(date: string): RhythmBlock[] {
  return generateRhythmBlocks({ date, blueprint: DEFAULT_BLUEPRINT });
}
