import type { RhythmPosterior } from './learned-rhythm';

/** The rules of energy check-ins that do not depend on storage. */

export const CHECKIN_MIN_ENERGY = 1;
export const CHECKIN_MAX_ENERGY = 5;
/** At most one check-in per this many minutes counts towards learning. */
export const CHECKIN_SPACING_MINUTES = 30;
/** More check-ins than this on one local day are refused. */
export const MAX_CHECKINS_PER_DAY = 48;
/** Weekday patterns are shown once this many check-ins count, and a weekday once it has this many. */
export const WEEKDAY_PATTERN_MIN_CHECKINS = 28;
export const WEEKDAY_MIN_CHECKINS = 3;

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** A stored check-in as the rules read it. */
export interface CheckinPoint {
  /** The instant, ISO 8601. */
  at: string;
  /** Local minute of the day and weekday (0 = Monday) where the person was. */
  minute: number;
  weekday: number;
  energy: number;
}

/**
 * The check-ins that count: in time order, one is kept when it is at least 30 minutes after the last
 * kept one, so tapping five times in a minute does not weigh five times.
 */
export function countedCheckins<T extends Pick<CheckinPoint, 'at'>>(checkins: readonly T[]): T[] {
  const sorted = [...checkins].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const kept: T[] = [];
  let last = -Infinity;
  for (const checkin of sorted) {
    const t = Date.parse(checkin.at);
    if (t - last >= CHECKIN_SPACING_MINUTES * 60_000) {
      kept.push(checkin);
      last = t;
    }
  }
  return kept;
}

export interface WeekdayPattern {
  weekday: (typeof WEEKDAYS)[number];
  checkins: number;
  /** Mean energy above (+) or below (−) the learned curve on that weekday; null until it has enough check-ins. */
  difference: number | null;
}

/** How each weekday runs against the learned curve; null until there are enough check-ins to say. */
export function weekdayPatterns(posterior: RhythmPosterior, counted: readonly CheckinPoint[]): WeekdayPattern[] | null {
  if (counted.length < WEEKDAY_PATTERN_MIN_CHECKINS) return null;
  const estimate = posterior.summary();
  return WEEKDAYS.map((weekday, index) => {
    const own = counted.filter((c) => c.weekday === index);
    if (own.length < WEEKDAY_MIN_CHECKINS) return { weekday, checkins: own.length, difference: null };
    const residual = own.reduce((sum, c) => sum + c.energy - posterior.energyAt(c.minute, estimate), 0) / own.length;
    return { weekday, checkins: own.length, difference: Math.round(residual * 10) / 10 };
  });
}

/** "Learned from 23 check-ins over 3 weeks: your peak starts 30 min later than your chart suggests." */
export function learnedSummary(
  learned: { checkins: number; learned: boolean; peakWindow: { start: number }; chartPeakWindow: { start: number } },
  counted: readonly Pick<CheckinPoint, 'at'>[],
): string {
  const n = learned.checkins;
  const plural = (k: number, word: string) => `${k} ${word}${k === 1 ? '' : 's'}`;
  if (n === 0) return 'No check-ins yet: your day follows your chart. Check in a few times a day and FLOW learns your rhythm.';
  if (!learned.learned) return `${plural(n, 'check-in')} so far: your day still follows your chart until FLOW is confident.`;
  const first = Date.parse(counted[0]?.at ?? '');
  const last = Date.parse(counted[counted.length - 1]?.at ?? '');
  const weeks = Math.max(1, Math.ceil((last - first) / (7 * 86_400_000)));
  const shift = learned.peakWindow.start - learned.chartPeakWindow.start;
  const how =
    shift === 0
      ? 'your peak starts when your chart suggests'
      : `your peak starts ${Math.abs(shift)} min ${shift > 0 ? 'later' : 'earlier'} than your chart suggests`;
  return `Learned from ${plural(n, 'check-in')} over ${plural(weeks, 'week')}: ${how}`;
}
