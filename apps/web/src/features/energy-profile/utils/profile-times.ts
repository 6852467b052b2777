import { profileTimesOf, profileTimeTexts, type ProfileTimeTexts } from '@flow/rhythm';
import { DateTime } from 'luxon';
import { useDailyFlow } from '../../../lib/daily-flow/get-daily-flow';
import { formatTime } from '../../../lib/local-day';
import { useClockPreference } from '../../../lib/clock-preference';

/** Today's windows from the day model (GET /api/daily-flow), written in the person's clock at the day's place; null until loaded. */
export function useProfileTimes(): ProfileTimeTexts | null {
  const { flow } = useDailyFlow();
  useClockPreference(); // a changed clock writes the times again
  if (!flow) return null;
  return profileTimeTexts(profileTimesOf(flow), (instant) => formatTime(DateTime.fromISO(instant, { zone: flow.timeZone })));
}
