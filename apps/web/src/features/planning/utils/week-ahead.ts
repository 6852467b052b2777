import type { TransitResult } from '@flow/contracts';
import { addDays } from '@flow/rhythm';
import type { TFunction } from 'i18next';

export type TransitEntry = TransitResult['currentTransits'][number];

/** Spec 2: 'Your Week Ahead' lists up to 3 positive, 2 neutral and 2 challenging items. */
export const WEEK_AHEAD_LIMITS = { positive: 3, neutral: 2, challenging: 2 } as const;

/**
 * The transits that colour the next seven days: those in force now, then those that begin within
 * the week (by date), grouped by impact and cut to the spec's limits.
 */
export function weekAhead(transits: TransitResult, today: string): Record<keyof typeof WEEK_AHEAD_LIMITS, TransitEntry[]> {
  const weekEnd = addDays(today, 7);
  const upcoming = transits.upcomingTransits.filter((t) => !t.date || (t.date.slice(0, 10) >= today && t.date.slice(0, 10) < weekEnd));
  const all = [...transits.currentTransits, ...upcoming];
  const pick = (impact: keyof typeof WEEK_AHEAD_LIMITS) => all.filter((t) => t.impact === impact).slice(0, WEEK_AHEAD_LIMITS[impact]);
  return { positive: pick('positive'), neutral: pick('neutral'), challenging: pick('challenging') };
}

/** '4 years 3 months' (dasha years remaining, in words). */
export function yearsInWords(t: TFunction<'planning'>, years: number): string {
  const totalMonths = Math.max(0, Math.round(years * 12));
  const y = Math.floor(totalMonths / 12);
  const m = totalMonths % 12;
  const parts = [y ? t('years', { count: y }) : '', m ? t('months', { count: m }) : ''].filter(Boolean);
  return parts.length ? parts.join(' ') : t('lessThanMonth');
}
