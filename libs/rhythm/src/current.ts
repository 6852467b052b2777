import type { ActivityType, RhythmBlock, Suggestion } from '@flow/contracts';
import { COMING_UP_MAX, COMING_UP_WINDOW_MINUTES, HIGH_ENERGY_INTENSITY, SUGGESTED_NOW_MAX } from './constants';
import { formatClock, MINUTES_PER_DAY, minutesUntilEnd, parseRange, rangeContains } from './time';

/**
 * The current-flow card (spec sections 2 and 4): the block whose range contains the local time (start
 * inclusive, end exclusive; null is the 'Threshold Moment'), the time left in it, up to 3 'Coming Up'
 * events within 3 hours and up to 3 'Suggested Now'.
 */

export const THRESHOLD_MOMENT = 'Threshold Moment';

export interface CurrentActivity {
  block: RhythmBlock;
  index: number;
  /** Whole minutes left in the block. */
  remainingMinutes: number;
  /** 0–1, how much of the block has passed. */
  progress: number;
}

const minuteOf = (time: number | string): number => {
  if (typeof time === 'number') return time;
  const m = /^(\d{1,2}):(\d{2})/.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : NaN;
};

/**
 * The block in progress at a local time (minutes since midnight, or 'HH:MM'). An event or transition
 * wins over the rhythm where both contain the time; otherwise the first block in order.
 */
export function currentActivity(blocks: readonly RhythmBlock[], localTime: number | string): CurrentActivity | null {
  const t = minuteOf(localTime);
  if (!Number.isFinite(t)) return null;
  let found: CurrentActivity | null = null;
  blocks.forEach((block, index) => {
    const range = parseRange(block.timeRange);
    if (!range || !rangeContains(range, t)) return;
    if (found && !(found.block.type !== 'event' && block.type === 'event')) return;
    const remaining = minutesUntilEnd(range, t);
    const length = range.end - range.start;
    found = { block, index, remainingMinutes: Math.ceil(remaining), progress: Math.min(1, Math.max(0, 1 - remaining / length)) };
  });
  return found;
}

export interface ComingUp {
  block: RhythmBlock;
  /** 'HH:MM' */
  startsAt: string;
  inMinutes: number;
}

/** Events starting after the local time and within the next 3 hours, at most 3, soonest first. */
export function comingUp(blocks: readonly RhythmBlock[], localTime: number | string): ComingUp[] {
  const t = minuteOf(localTime);
  const out: ComingUp[] = [];
  for (const block of blocks) {
    if (block.type !== 'event') continue;
    const range = parseRange(block.timeRange);
    if (!range) continue;
    const inMinutes = range.start - t;
    if (inMinutes > 0 && inMinutes <= COMING_UP_WINDOW_MINUTES) out.push({ block, startsAt: formatClock(range.start), inMinutes });
  }
  return out.sort((a, b) => a.inMinutes - b.inMinutes).slice(0, COMING_UP_MAX);
}

const TYPE_ICON: Readonly<Record<ActivityType, Suggestion['icon']>> = {
  focus: 'brain',
  collaboration: 'heart',
  movement: 'dumbbell',
  meals: 'utensils',
  creative: 'zap',
  sleep: 'waves',
  rest: 'wind',
};

/** The spec's suggestion icon for a block. */
export function suggestionIcon(block: RhythmBlock): Suggestion['icon'] {
  if (block.type === 'transition') return 'wind';
  if (block.activityType === 'meals' && block.icon === 'Sunrise') return 'coffee';
  if (block.activityType === 'rest' && (block.icon === 'Sunrise' || block.icon === 'Sunset')) return 'sun';
  if (block.icon === 'Clock' && block.activityType === 'focus') return 'clock';
  return TYPE_ICON[block.activityType] ?? 'clock';
}

export function energyLevel(intensity: number): Suggestion['energy_level'] {
  return intensity >= HIGH_ENERGY_INTENSITY ? 'high' : intensity >= 0.4 ? 'medium' : 'low';
}

/**
 * Up to 3 things to do now: the current block's recommendations, then a heads-up for the next
 * high-energy block within 2 hours. Outside any block: a pause to re-orient.
 */
export function suggestedNow(blocks: readonly RhythmBlock[], localTime: number | string): Suggestion[] {
  const t = minuteOf(localTime);
  const now = formatClock(t);
  const current = currentActivity(blocks, t);
  const out: Suggestion[] = [];
  if (!current) {
    out.push({
      time: now,
      title: 'Pause and re-orient',
      reason: `${THRESHOLD_MOMENT}: you are between blocks; choose what comes next on purpose.`,
      energy_level: 'low',
      icon: 'wind',
    });
  } else {
    const b = current.block;
    if (b.type === 'event') {
      out.push({
        time: now,
        title: `Be present in ${b.activity}`,
        reason: b.alignment?.reason ?? 'Give this event your full attention.',
        energy_level: energyLevel(b.intensity),
        icon: suggestionIcon(b),
      });
    }
    for (const rec of b.recommendations) {
      if (out.length >= SUGGESTED_NOW_MAX - 1) break;
      out.push({
        time: now,
        title: rec,
        reason: `${b.theme} until ${formatClock(parseRange(b.timeRange)!.end)}`,
        energy_level: energyLevel(b.intensity),
        icon: suggestionIcon(b),
      });
    }
  }
  const ahead = blocks
    .map((block) => ({ block, range: parseRange(block.timeRange)! }))
    .filter(
      ({ block, range }) =>
        range &&
        block.type !== 'event' &&
        block.intensity >= HIGH_ENERGY_INTENSITY &&
        range.start > t &&
        range.start - t <= 120 &&
        range.start < MINUTES_PER_DAY,
    )
    .sort((a, b) => a.range.start - b.range.start)[0];
  if (ahead && out.length < SUGGESTED_NOW_MAX) {
    out.push({
      time: formatClock(ahead.range.start),
      title: `Prepare for ${ahead.block.theme}`,
      reason: `${ahead.block.activity} starts at ${formatClock(ahead.range.start)}`,
      energy_level: 'high',
      icon: suggestionIcon(ahead.block),
    });
  }
  return out.slice(0, SUGGESTED_NOW_MAX);
}
