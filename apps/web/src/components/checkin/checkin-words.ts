import type { Checkin } from '@flow/contracts';
import { parseClock } from '@flow/rhythm';

export const SCALE = [1, 2, 3, 4, 5] as const;
export type Score = (typeof SCALE)[number];

/** The energy scale in words, 1 to 5. */
export const ENERGY_WORDS = ['drained', 'low', 'steady', 'high', 'peak'] as const;

/** What was saved, in one line: "Saved: energy 4 (high), focus 3, mood 5 at 9:30 AM." */
export function savedText(checkin: Pick<Checkin, 'energy' | 'focus' | 'mood' | 'time' | 'counts'>, clock: (minutes: number) => string): string {
  const parts = [`energy ${checkin.energy} (${ENERGY_WORDS[checkin.energy - 1]})`];
  if (checkin.focus) parts.push(`focus ${checkin.focus}`);
  if (checkin.mood) parts.push(`mood ${checkin.mood}`);
  const minutes = parseClock(checkin.time);
  const at = minutes === null ? checkin.time : clock(minutes);
  const text = `Saved: ${parts.join(', ')} at ${at}.`;
  return checkin.counts ? text : `${text} Only one check-in per 30 minutes counts towards learning.`;
}
