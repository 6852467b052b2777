import { localMinuteOf, profileTimesOf, type ProfileTimes, type ProfileTimeTexts } from '@flow/rhythm';
import { useDailyFlow } from '../../daily-flow/api/get-daily-flow';
import { formatMinutes } from '../../../lib/local-day';
import { useClockPreference } from '../../../lib/clock-preference';
import { energyText } from './energy-profile-texts';

type Interval = ProfileTimes['peak'];

/** The profile's sentences with today's times (libs/rhythm's profileTimeTexts), in the language on screen. */
export function profileTimeTextsIn(times: ProfileTimes, write: (instant: string) => string): ProfileTimeTexts {
  const range = (i: Interval) => `${write(i.start)}–${write(i.end)}`;
  const advice = [
    times.breakfast && energyText('times.breakfast', { time: write(times.breakfast.end) }),
    times.lunch && energyText('times.lunch', { range: range(times.lunch) }),
    times.dinner && energyText('times.dinner', { time: write(times.dinner.end) }),
    times.windDown && energyText('times.windDown', { time: write(times.windDown.start) }),
  ].filter(Boolean);
  return {
    rhythm: energyText('times.rhythm', { range: range(times.peak) }),
    focusWindows: [
      energyText('times.focus', { range: range(times.peak) }),
      times.collaboration && energyText('times.collaboration', { range: range(times.collaboration) }),
    ]
      .filter(Boolean)
      .join(' '),
    advice: advice.join(' '),
  };
}

/** Today's windows from the day model (GET /api/daily-flow), written in the person's clock at the day's place; null until loaded. */
export function useProfileTimes(): ProfileTimeTexts | null {
  const { flow } = useDailyFlow();
  useClockPreference(); // a changed clock writes the times again
  const times = flow ? profileTimesOf(flow) : null;
  if (!flow || !times) return null;
  return profileTimeTextsIn(times, (instant) => formatMinutes(localMinuteOf(instant, flow.timeZone).minutes));
}
