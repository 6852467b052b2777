/** Spec section 1: the period of the visitor's local time (hours 6, 10, 14, 18). */
export type Period = 'morning' | 'midday' | 'afternoon' | 'evening';

export function periodOf(date: Date): Period {
  const hour = date.getHours();
  if (hour >= 6 && hour < 10) return 'morning';
  if (hour >= 10 && hour < 14) return 'midday';
  if (hour >= 14 && hour < 18) return 'afternoon';
  return 'evening';
}
