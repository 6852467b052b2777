import type { ActivityType, RhythmBlock } from '@flow/contracts';
import { DEFAULT_BLUEPRINT, RhythmBlueprint } from '../blueprint';
import { LaidBlock, layoutDay } from '../blocks';
import { DAY_END, DEEP_FOCUS_THEME } from '../constants';
import type { DayPanchanga } from '../day-context';
import type { BlockKind } from '../day-plan';
import { LearnedDay, withLearnedIntensities } from '../learning/learned-day';
import { instantOf, MINUTES_PER_DAY, parseRange } from '../time';

/** The named stretches of a day a person, a suggestion or a text can point at. */
export type WindowName = 'sleep' | 'rise' | 'breakfast' | 'peak' | 'lunch' | 'dip' | 'dinner' | 'wind-down';
export const MEAL_WINDOWS: readonly WindowName[] = ['breakfast', 'lunch', 'dinner'];

/** A stretch of real time; `startMinute`/`endMinute` are wall-clock minutes of the model's date (may pass 1440). */
export interface DayWindow {
  name: WindowName;
  /** ISO instants with the zone's offset. */
  start: string;
  end: string;
  startMinute: number;
  endMinute: number;
}

/** One step of the energy curve: a rhythm block's energy (0–1) over real instants. */
export interface EnergySegment {
  start: string;
  end: string;
  startMinute: number;
  endMinute: number;
  energy: number;
  kind: BlockKind;
  theme: string;
  activityType: ActivityType;
}

export interface DayModelInput {
  /** The local date at the place of the day. */
  date: string;
  /** The canonical IANA zone of the place of the day. */
  timeZone: string;
  blueprint: RhythmBlueprint;
  panchanga?: DayPanchanga | null;
  /** The learned rhythm; its intensities apply once it is confident (its blueprint should be the one passed). */
  learned?: LearnedDay;
}

export interface DayModel {
  date: string;
  timeZone: string;
  /** The day's rhythm before events (06:00–22:00, then the night rest to 06:00). */
  rhythm: RhythmBlock[];
  /** Energy from the previous night's rest (local midnight) to the next rise (06:00 the next day). */
  curve: EnergySegment[];
  /** Every named window, in time order. */
  windows: DayWindow[];
  /** The day's deep-focus stretch: the one peak every screen, badge and text names. */
  peakWindow: DayWindow;
  /** Rise to the start of the night's rest. */
  waking: { start: string; end: string; startMinute: number; endMinute: number };
  /** Real sunrise and sunset at the place (null without a place, or on a polar day/night). */
  sunriseMinute: number | null;
  sunsetMinute: number | null;
}

/** Kinds that are never the afternoon dip: meals, short rituals and the peak itself. */
const NOT_DIP: ReadonlySet<BlockKind> = new Set(['breakfast', 'lunch', 'dinner', 'sprint-break', 'sunset', 'focus', 'wind-down', 'night', 'rise', 'planning']);

function laidBlocks(input: DayModelInput): { blocks: LaidBlock[]; sunrise: number | null; sunset: number | null } {
  let laid: ReturnType<typeof layoutDay>;
  try {
    laid = layoutDay({ date: input.date, blueprint: input.blueprint, panchanga: input.panchanga });
  } catch {
    // The spec's built-in default day (section 8).
    laid = layoutDay({ date: input.date, blueprint: DEFAULT_BLUEPRINT });
  }
  const blocks = input.learned
    ? withLearnedIntensities(
        laid.blocks.map((b) => b.block),
        input.learned,
      )
    : null;
  return {
    blocks: blocks ? laid.blocks.map((b, i) => ({ ...b, block: blocks[i]! })) : laid.blocks,
    sunrise: laid.day.sunrise,
    sunset: laid.day.sunset,
  };
}

/** The model of one person's day at their place: one truth that every reader of the day uses. */
export function buildDayModel(input: DayModelInput): DayModel {
  const { blocks, sunrise, sunset } = laidBlocks(input);
  return modelOf(input.date, input.timeZone, blocks, sunrise, sunset);
}

/** Themes of the blocks whose kind a model needs (block-drafts.ts writes them). */
const KIND_OF_THEME: Readonly<Record<string, BlockKind>> = {
  'Morning Rise': 'rise',
  'Quiet Start': 'rise',
  'Nourishing Breakfast': 'breakfast',
  'Plan & Prime': 'planning',
  [DEEP_FOCUS_THEME]: 'focus',
  'Breath & Reset': 'sprint-break',
  'Main Meal': 'lunch',
  'Sunset Pause': 'sunset',
  'Light Dinner': 'dinner',
  'Wind Down': 'wind-down',
  'Restorative Sleep': 'night',
};

/**
 * The model of a day from its rhythm as daily-flow computed it (`DayRhythm.rhythmBlocks`, before
 * events): what scheduling and co-flow read, so they agree with the day view to the minute.
 */
export function dayModelOf(date: string, timeZone: string, rhythm: readonly RhythmBlock[]): DayModel {
  const blocks: LaidBlock[] = [];
  for (const block of rhythm) {
    if (block.type && block.type !== 'rhythm') continue;
    const range = parseRange(block.timeRange);
    if (!range) continue;
    blocks.push({ kind: KIND_OF_THEME[block.theme] ?? (block.activityType === 'sleep' ? 'night' : 'afternoon'), start: range.start, end: range.end, block });
  }
  if (!blocks.some((b) => b.kind === 'night')) return buildDayModel({ date, timeZone, blueprint: DEFAULT_BLUEPRINT });
  return modelOf(date, timeZone, blocks, null, null);
}

function modelOf(date: string, timeZone: string, blocks: readonly LaidBlock[], sunrise: number | null, sunset: number | null): DayModel {
  const at = (minute: number) => instantOf(date, minute, timeZone);
  const span = (startMinute: number, endMinute: number) => ({ start: at(startMinute), end: at(endMinute), startMinute, endMinute });
  const window = (name: WindowName, startMinute: number, endMinute: number): DayWindow => ({ name, ...span(startMinute, endMinute) });
  const night = blocks.find((b) => b.kind === 'night')!;

  const segment = (b: LaidBlock, start = b.start, end = b.end): EnergySegment => ({
    ...span(start, end),
    energy: b.block.intensity,
    kind: b.kind,
    theme: b.block.theme,
    activityType: b.block.activityType,
  });
  // The night before this day is the same rest as the night after it.
  const curve = [segment(night, 0, night.end - MINUTES_PER_DAY), ...blocks.map((b) => segment(b))];

  const windows: DayWindow[] = [window('sleep', 0, night.end - MINUTES_PER_DAY)];
  for (const b of blocks) {
    if (b.kind === 'rise') windows.push(window('rise', b.start, b.end));
    if (b.kind === 'breakfast' || b.kind === 'lunch' || b.kind === 'dinner') windows.push(window(b.kind, b.start, b.end));
    if (b.kind === 'wind-down') windows.push(window('wind-down', b.start, b.end));
  }
  windows.push(window('sleep', night.start, night.end));

  const peakWindow = window('peak', ...peakSpan(blocks));
  windows.push(peakWindow);
  const dip = dipOf(blocks, peakWindow.endMinute);
  if (dip) windows.push(window('dip', dip.start, dip.end));
  windows.sort((a, b) => a.startMinute - b.startMinute || a.endMinute - b.endMinute);

  return {
    date,
    timeZone,
    rhythm: blocks.map((b) => b.block),
    curve,
    windows,
    peakWindow,
    waking: span(night.end - MINUTES_PER_DAY, night.start),
    sunriseMinute: sunrise,
    sunsetMinute: sunset,
  };
}

/** The longest run of deep focus (its short resets inside it); the plan always paints one. */
function peakSpan(blocks: readonly LaidBlock[]): [number, number] {
  let best: [number, number] | null = null;
  let current: [number, number] | null = null;
  for (const b of blocks) {
    if (b.kind === 'sprint-break') continue;
    if (b.kind !== 'focus') {
      current = null;
      continue;
    }
    current = current ? [current[0], b.end] : [b.start, b.end];
    if (!best || current[1] - current[0] > best[1] - best[0]) best = [current[0], current[1]];
  }
  if (best) return best;
  // A rhythm without deep focus (a stand-in day): the peak is the top of its curve.
  const top = blocks.filter((b) => b.kind !== 'night').reduce<LaidBlock | null>((x, b) => (!x || b.block.intensity > x.block.intensity ? b : x), null);
  return top ? [top.start, top.end] : [9 * 60, 13 * 60];
}

/** The afternoon's low point: the lowest-energy waking stretch after the peak and before dinner. */
function dipOf(blocks: readonly LaidBlock[], peakEnd: number): { start: number; end: number } | null {
  const dinner = blocks.find((b) => b.kind === 'dinner')?.start ?? DAY_END;
  let dip: LaidBlock | null = null;
  for (const b of blocks) {
    if (b.start < peakEnd || b.end > dinner || NOT_DIP.has(b.kind)) continue;
    if (!dip || b.block.intensity < dip.block.intensity) dip = b;
  }
  return dip ? { start: dip.start, end: dip.end } : null;
}

/** Every window of a name (two for sleep: the night before and the night after). */
export const windowsNamed = (model: DayModel, name: WindowName): DayWindow[] => model.windows.filter((w) => w.name === name);

/** The energy (0–1) at an instant, or null outside the modelled span (local midnight to the next rise). */
export function energyAt(model: DayModel, instant: string | Date): number | null {
  const t = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  const s = model.curve.find((c) => Date.parse(c.start) <= t && t < Date.parse(c.end));
  return s ? s.energy : null;
}

/** The time-weighted energy of an interval, and the segment covering most of it (null outside the curve). */
export function energyOver(model: DayModel, interval: Interval): { energy: number; main: EnergySegment } | null {
  const from = Date.parse(interval.start);
  const to = Date.parse(interval.end);
  let weighted = 0;
  let covered = 0;
  let main: EnergySegment | null = null;
  let mainOverlap = 0;
  for (const s of model.curve) {
    const o = Math.min(to, Date.parse(s.end)) - Math.max(from, Date.parse(s.start));
    if (o <= 0) continue;
    weighted += o * s.energy;
    covered += o;
    if (o > mainOverlap) {
      main = s;
      mainOverlap = o;
    }
  }
  return main && covered > 0 ? { energy: weighted / covered, main } : null;
}

/** A span of real time as ISO instants. */
export interface Interval {
  start: string;
  end: string;
}

/** Milliseconds two intervals share. */
export function sharedMs(a: Interval, b: Interval): number {
  return Math.max(0, Math.min(Date.parse(a.end), Date.parse(b.end)) - Math.max(Date.parse(a.start), Date.parse(b.start)));
}

/** Whether `inner` lies inside `outer` (both ends included). */
export function within(inner: Interval, outer: Interval): boolean {
  return Date.parse(outer.start) <= Date.parse(inner.start) && Date.parse(inner.end) <= Date.parse(outer.end);
}
