import { localMinuteOf, profileTimesOf } from '@flow/rhythm';
import { useClockPreference } from '../../../lib/clock-preference';
import { formatMinutes } from '../../../lib/local-day';
import { useDailyFlow } from './get-daily-flow';

/** Today's peak and wind-down from the day model (GET /api/daily-flow), on the person's clock at the day's place; null until loaded. */
export function useTodayWindows(): { peak: string; windDown: string | null } | null {
  const { flow } = useDailyFlow();
  useClockPreference(); // a changed clock writes the times again
  const times = flow ? profileTimesOf(flow) : null;
  if (!flow || !times) return null;
  const range = (i: { start: string; end: string }) =>
    `${formatMinutes(localMinuteOf(i.start, flow.timeZone).minutes)}–${formatMinutes(localMinuteOf(i.end, flow.timeZone).minutes)}`;
  return { peak: range(times.peak), windDown: times.windDown ? range(times.windDown) : null };
}
