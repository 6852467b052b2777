import { inUiLanguage } from '../../../lib/app-language';
import { browserLocale } from '../../../lib/clock-preference';
import { formatMinutes } from '../../../lib/local-day';

/** 'Nov 23, 2026' in the browser's zone and the screen's locale (an instant; '' when it is not one). */
export const formatDate = (iso: string) => {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? '' : inUiLanguage(new Intl.DateTimeFormat(browserLocale(), { month: 'short', day: 'numeric', year: 'numeric' }).format(at));
};

/** 'HH:MM' → minutes after midnight. */
export const clockMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** '13:00' → '1:00 PM' (or '13:00' on a 24-hour clock). */
export const formatClock = (hhmm: string) => formatMinutes(clockMinutes(hhmm));

/**
 * A peak window as pieces of one 24-hour band, in minutes: a window that wraps midnight
 * (22:00–02:00) is two pieces; an empty one (start = end) none.
 */
export function bandSegments(start: string, end: string): { from: number; to: number }[] {
  const a = clockMinutes(start);
  const b = clockMinutes(end);
  if (a === b) return [];
  return a < b
    ? [{ from: a, to: b }]
    : [
        { from: a, to: 1440 },
        { from: 0, to: b },
      ].filter((s) => s.to > s.from);
}
