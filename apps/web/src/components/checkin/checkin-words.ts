import type { Checkin } from '@flow/contracts';
import { parseClock } from '@flow/rhythm';
import type { TFunction } from 'i18next';

export const SCALE = [1, 2, 3, 4, 5] as const;
export type Score = (typeof SCALE)[number];

/** The energy scale in words, 1 to 5 ('drained', 'low', 'steady', 'high', 'peak'). */
export const energyWord = (t: TFunction<'today'>, score: number): string => t('checkin.word', { score: String(score) });

/** What was saved, in one line: "Saved: energy 4 (high), focus 3, mood 5 at 9:30 AM." */
export function savedText(
  checkin: Pick<Checkin, 'energy' | 'focus' | 'mood' | 'time' | 'counts'>,
  clock: (minutes: number) => string,
  t: TFunction<'today'>,
): string {
  const parts: string[] = [t('checkin.savedEnergy', { score: checkin.energy, word: energyWord(t, checkin.energy) })];
  if (checkin.focus) parts.push(t('checkin.savedFocus', { score: checkin.focus }));
  if (checkin.mood) parts.push(t('checkin.savedMood', { score: checkin.mood }));
  const minutes = parseClock(checkin.time);
  const at = minutes === null ? checkin.time : clock(minutes);
  const text = t('checkin.saved', { parts: parts.join(', '), time: at });
  return checkin.counts ? text : `${text} ${t('checkin.notCounted')}`;
}
