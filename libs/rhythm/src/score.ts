import type { AlignmentStatus, FlowScore, RhythmBlock } from '@flow/contracts';
import { BUSY_DAY_EVENTS, MAX_TIPS, SCORE_BANDS, SCORE_WEIGHTS } from './constants';
import { alignEvent, DayEvent, eventRange } from './merge';

/**
 * The day's flow score (spec sections 3, 4 and 9): events weighted by duration, aligned 100%, neutral
 * 70%, misaligned 30%; an empty day scores 100. Bands: excellent ≥ 85, good 70–84, fair 50–69,
 * poor < 50. At most 3 tips.
 */

export interface ScoredEvent {
  status: AlignmentStatus;
  /** Duration in minutes (a zero-length event still counts as one minute). */
  minutes: number;
}

export const SCORE_STATUS_COLORS = { excellent: '#16A34A', good: '#2563EB', fair: '#D97706', poor: '#DC2626' } as const;

export const SCORE_MESSAGES = {
  empty: 'Your day is open: schedule in harmony with your rhythm',
  excellent: 'Your day flows with your natural rhythm',
  good: 'Your day is mostly in tune with your rhythm',
  fair: 'Parts of your day work against your energy',
  poor: 'Your schedule is fighting your natural rhythm',
} as const;

export const SCORE_TIPS = {
  moveMisaligned: (n: number) => `Move ${n === 1 ? 'your misaligned event' : `your ${n} misaligned events`} to a block that matches the activity`,
  noneAligned: 'Place meetings in collaboration blocks and deep work in your peak window',
  busyDay: 'A full day: leave short breaks between events to protect your energy',
  lowScore: 'Protect your peak hours for focus and keep low-energy times free of meetings',
  maintain: 'Maintain this rhythm',
} as const;

export function scoreBand(score: number): FlowScore['status'] {
  if (score >= SCORE_BANDS.excellent) return 'excellent';
  if (score >= SCORE_BANDS.good) return 'good';
  if (score >= SCORE_BANDS.fair) return 'fair';
  return 'poor';
}

export function flowScore(events: readonly ScoredEvent[]): FlowScore {
  const counts = { aligned: 0, neutral: 0, misaligned: 0 };
  let weighted = 0;
  let total = 0;
  for (const e of events) {
    const minutes = Math.max(1, Number.isFinite(e.minutes) ? e.minutes : 1);
    counts[e.status]++;
    // Whole percents: 60 × 0.3 is 17.999… in floating point and would round a x.5 score down.
    weighted += minutes * Math.round(SCORE_WEIGHTS[e.status] * 100);
    total += minutes;
  }
  const score = total === 0 ? 100 : Math.round(weighted / total);
  const status = scoreBand(score);

  const tips: string[] = [];
  if (counts.misaligned > 0) tips.push(SCORE_TIPS.moveMisaligned(counts.misaligned));
  if (events.length > 0 && score < SCORE_BANDS.excellent && counts.aligned === 0) tips.push(SCORE_TIPS.noneAligned);
  if (events.length > BUSY_DAY_EVENTS) tips.push(SCORE_TIPS.busyDay);
  if (score < SCORE_BANDS.good) tips.push(SCORE_TIPS.lowScore);
  if (tips.length === 0 && score >= SCORE_BANDS.excellent) tips.push(SCORE_TIPS.maintain);

  return {
    score,
    status,
    statusColor: SCORE_STATUS_COLORS[status],
    alignedCount: counts.aligned,
    neutralCount: counts.neutral,
    misalignedCount: counts.misaligned,
    totalEvents: events.length,
    message: events.length === 0 ? SCORE_MESSAGES.empty : SCORE_MESSAGES[status],
    tips: tips.slice(0, MAX_TIPS),
  };
}

/** The score of a day's events against its rhythm (overrides included). */
export function scoreDay(events: readonly DayEvent[], rhythm: readonly RhythmBlock[]): FlowScore {
  return flowScore(
    events.map((e) => {
      const r = eventRange(e);
      return { status: alignEvent(e, rhythm).status, minutes: r.end - r.start };
    }),
  );
}
