import type { PlanPlacement } from '@flow/contracts';
import type { TFunction } from 'i18next';

/** 90 → '1 h 30', 180 → '3 h', 45 → '45 min' (the planner's words). */
export function durationText(t: TFunction<'tasks'>, minutes: number): string {
  if (minutes < 60) return t('duration.min', { minutes });
  const hours = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? t('duration.hm', { hours, minutes: String(m).padStart(2, '0') }) : t('duration.h', { hours });
}

/** The placements of one item, soonest first, from now on. */
export function upcoming(placements: readonly PlanPlacement[], id: string, now: number): PlanPlacement[] {
  return placements.filter((p) => p.id === id && Date.parse(p.end) > now).sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

/** Placements that start on the local day [dayStart, dayEnd). */
export function placementsOfDay(placements: readonly PlanPlacement[], dayStart: number, dayEnd: number): PlanPlacement[] {
  return placements.filter((p) => Date.parse(p.start) >= dayStart && Date.parse(p.start) < dayEnd).sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}
