import { type DayPlace, isKnownTimeZone, type Profile, type TimeZoneSource, todayIn, type TravelStay } from '@flow/contracts';
import { addDays, instantOf } from './time';

/**
 * The place of a local day: where the person is that day (a travel stay, else their current
 * location), and the zone the day is read in. The services and the web app resolve it the same way.
 */

/** Where a day is spent and the zone it is read in; `place` is null when only a zone is known. */
export interface PlacedZone {
  timeZone: string;
  timeZoneSource: TimeZoneSource;
  place: DayPlace | null;
}

/** The user's zone away from travel: their current location's, else the profile's, else the browser's, else UTC (spec: say which). */
export function homeZone(profile: Profile | null, browser: string | null): PlacedZone {
  const current = profile?.current_place;
  if (current && isKnownTimeZone(current.timeZone)) return { timeZone: current.timeZone, timeZoneSource: 'profile', place: current };
  if (isKnownTimeZone(profile?.time_zone)) return { timeZone: profile.time_zone, timeZoneSource: 'profile', place: null };
  if (isKnownTimeZone(browser)) return { timeZone: browser, timeZoneSource: 'browser', place: null };
  return { timeZone: 'UTC', timeZoneSource: 'default', place: null };
}

export function stayOn(profile: Profile | null, date: string): TravelStay | undefined {
  return profile?.travel?.find((s) => s.from <= date && date <= s.to);
}

const atStay = (stay: TravelStay): PlacedZone => ({
  timeZone: stay.timeZone,
  timeZoneSource: 'travel',
  place: { name: stay.name, latitude: stay.latitude, longitude: stay.longitude, timeZone: stay.timeZone },
});

/**
 * The place of a local day: a travel stay covering it, else home. Without a date, the user's today:
 * today at home, or, when a stay covers that date, today where the stay is (a day ahead or behind
 * home) as long as a stay still covers it.
 */
export function placeOfDay(profile: Profile | null, browser: string | null, date: string | undefined, now: Date): PlacedZone & { date: string } {
  const home = homeZone(profile, browser);
  if (date) {
    const stay = stayOn(profile, date);
    return { date, ...(stay ? atStay(stay) : home) };
  }
  const homeToday = todayIn(home.timeZone, now);
  const stay = stayOn(profile, homeToday);
  if (!stay) return { date: homeToday, ...home };
  const there = todayIn(stay.timeZone, now);
  const stayThere = stayOn(profile, there);
  return stayThere ? { date: there, ...atStay(stayThere) } : { date: homeToday, ...atStay(stay) };
}

/**
 * When the user's today (placeOfDay without a date) may next turn: the first local midnight after
 * `now` on the clocks that answer reads. Nothing else it reads moves with time (a change of the
 * profile or its stays is an event, and drops what was stored), so until then it answers the same
 * day in the same zone; a stored "today" is good until this instant (the flow read model's
 * validUntil). A midnight that leaves the answer as it was only ends the stored day early, never late.
 *
 * The clocks are home's, always, and, when a stay covers home's today, that stay's: that is where the
 * day may be a day ahead or behind. The answer's own zone is not the right second clock: on the first
 * day of a stay behind home, today can be the day before's stay, whose zone placeOfDay never reads,
 * and it turns at midnight in the covering stay's zone. Trip west's last evening: home (London) turns
 * first, and today is home's Monday while it is still Sunday in New York. Trip east's last evening:
 * the stay (Tokyo) turns first; past its midnight today stays the stay's last day until home's.
 */
export function todayEndsAt(profile: Profile | null, browser: string | null, now: Date): Date {
  const home = homeZone(profile, browser).timeZone;
  const stay = stayOn(profile, todayIn(home, now));
  const ends = [home, ...(stay ? [stay.timeZone] : [])].map((zone) => Date.parse(instantOf(addDays(todayIn(zone, now), 1), 0, zone)));
  return new Date(Math.min(...ends));
}
