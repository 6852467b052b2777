import { localMinuteOf, profileTimesOf, profileTimeTexts, type ProfileTimeTexts } from '@flow/rhythm';
import { useDailyFlow } from '../../daily-flow/api/get-daily-flow';
import { formatMinutes } from '../../../lib/local-day';
import { useClockPreference } from '../../../lib/clock-preference';

/** Today's windows from the day model (GET /api/daily-flow), written in the person's clock at the day's place; null until loaded. */
export function useProfileTimes(): ProfileTimeTexts | null {
  const { flow } = useDailyFlow();
  useClockPreference(); // a changed clock writes the times again
  const times = flow ? profileTimesOf(flow) : null;
  if (!flow || !times) return null;
  return profileTimeTexts(times, (instant) => formatMinutes(localMinuteOf(instant, flow.timeZone).minutes));
}
