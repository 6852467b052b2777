import type { PlanPlacement } from '@flow/contracts';

/** 90 → '1 h 30', 180 → '3 h', 45 → '45 min' (the planner's words). */
export function durationText(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${String(m).padStart(2, '0')}` : `${h} h`;
}

/** The placements of one item, soonest first, from now on. */
export function upcoming(placements: readonly PlanPlacement[], id: string, now: number): PlanPlacement[] {
  return placements.filter((p) => p.id === id && Date.parse(p.end) > now).sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

/** Placements that start on the local day [dayStart, dayEnd). */
export function placementsOfDay(placements: readonly PlanPlacement[], dayStart: number, dayEnd: number): PlanPlacement[] {
  return placements.filter((p) => Date.parse(p.start) >= dayStart && Date.parse(p.start) < dayEnd).sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}
