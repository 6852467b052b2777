/**
 * The day at a glance kept on the device (issue 39): Today's NOW and NEXT lines for the rest of the day,
 * as text. `public/glance.js` paints them from here the moment a returning person opens /, before the
 * app's JavaScript has loaded and run; the app's own lines replace them. Words only, no logic: the app
 * decides what the lines say (features/today/utils/now-next-lines.ts), the script only picks the frame
 * of the current minute. Signing out forgets it with the rest of the kept day.
 */
export const DAY_GLANCE_KEY = 'flow.glance';

export interface DayGlanceFrame {
  /** Minutes of the day in `zone`, [from, to). */
  from: number;
  to: number;
  now: string;
  nowRange?: string;
  next?: string;
  nextRange?: string;
}

export interface DayGlance {
  /** The day (YYYY-MM-DD) in `zone` that the frames belong to: any other day shows nothing. */
  day: string;
  zone: string;
  lang: string;
  labels: { now: string; next: string };
  frames: DayGlanceFrame[];
}

export function keepDayGlance(glance: DayGlance): void {
  try {
    localStorage.setItem(DAY_GLANCE_KEY, JSON.stringify(glance));
  } catch {
    // Full or no storage: the next visit waits for the app, as before.
  }
}

export function forgetDayGlance(): void {
  try {
    localStorage.removeItem(DAY_GLANCE_KEY);
  } catch {
    // No storage: nothing was kept.
  }
}
