/**
 * Where an arrow key moves in a grid of `columns` (a roving tabindex group): Left/Right one item,
 * Up/Down one row, Home/End to the ends; null for any other key. `items` are the focusable ones.
 */
export function rovingTarget<T>(items: readonly T[], active: T | null, key: string, columns: number): T | null {
  if (items.length === 0) return null;
  const at = active === null ? -1 : items.indexOf(active);
  const step: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns, ArrowUp: -columns };
  if (key === 'Home') return items[0];
  if (key === 'End') return items[items.length - 1];
  if (!(key in step)) return null;
  if (at === -1) return items[0];
  return items[Math.min(items.length - 1, Math.max(0, at + step[key]))];
}
