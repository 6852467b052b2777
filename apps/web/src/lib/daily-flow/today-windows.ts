import { profileTimesOf } from '@flow/rhythm';
import { DateTime } from 'luxon';
import { useClockPreference } from '../clock-preference';
import { formatTime } from '../local-day';
import { useDailyFlow } from './get-daily-flow';

/** Today's peak and wind-down from the day model (GET /api/daily-flow), on the person's clock at the day's place; null until loaded. */
export function useTodayWindows(): { peak: string; windDown: string | null } | null {
  const { flow } = useDailyFlow();
  useClockPreference(); // a changed clock writes the times again
  if (!flow) return null;
  const write = (instant: string) => formatTime(DateTime.fromISO(instant, { zone: flow.timeZone }));
  const { peak, windDown } = profileTimesOf(flow);
  return { peak: `${write(peak.start)}–${write(peak.end)}`, windDown: windDown ? `${write(windDown.start)}–${write(windDown.end)}` : null };
}
