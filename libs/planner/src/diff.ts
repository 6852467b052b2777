import type { Placement } from './types';

/** How many placements of `before` are not in `after` at the same time (moved or dropped). */
export function changedPlacements(before: readonly Placement[], after: readonly Placement[]): number {
  const key = (p: Placement) => `${p.kind}|${p.id}|${p.start}|${p.end}`;
  const next = new Set(after.map(key));
  return before.filter((p) => !next.has(key(p))).length;
}
