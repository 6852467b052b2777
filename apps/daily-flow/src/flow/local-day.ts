import { isValidTimeZone, localDate } from '@flow/chart';
import { DailyFlowMessages, type DayPlace, type Profile, type TravelStay } from '@flow/contracts';
import { DomainError } from '@flow/platform';
import { isCalendarDate } from '@flow/rhythm';
import type { LocalDay } from './flow.builder';

/** The browser's zone as sent (X-Time-Zone): absent is fine, an unknown zone is a 422. */
export function browserZone(timeZone: string | undefined): string | null {
  if (timeZone === undefined || timeZone === '') return null;
  if (!isValidTimeZone(timeZone)) throw DomainError.validation(DailyFlowMessages.invalidTimeZone);
  return timeZone;
}

/** Where a day is spent and the zone it is read in; `place` is null when only a zone is known. */
export type PlacedZone = Pick<LocalDay, 'timeZone' | 'timeZoneSource'> & { place: DayPlace | null };

/** The user's zone away from travel: their current location's, else the profile's, else the browser's, else UTC (spec: say which). */
export function homeZone(profile: Profile | null, browser: string | null): PlacedZone {
  const current = profile?.current_place;
  if (current && isValidTimeZone(current.timeZone)) return { timeZone: current.timeZone, timeZoneSource: 'profile', place: current };
  if (profile?.time_zone && isValidTimeZone(profile.time_zone)) return { timeZone: profile.time_zone, timeZoneSource: 'profile', place: null };
  if (browser) return { timeZone: browser, timeZoneSource: 'browser', place: null };
  return { timeZone: 'UTC', timeZoneSource: 'default', place: null };
}

function stayOn(profile: Profile | null, date: string): TravelStay | undefined {
  return profile?.travel?.find((s) => s.from <= date && date <= s.to);
}

const atStay = (stay: TravelStay): PlacedZone => ({
  timeZone: stay.timeZone, timeZoneSource: 'travel', place: { name: stay.name, latitude: stay.latitude, longitude: stay.longitude, timeZone: stay.timeZone },
});

/**
 * The place of a local day: a travel stay covering it, else home. Without a date, the user's today:
 * today at home, or, when a stay covers that date, today where the stay is (a day ahead or behind
 * home), as long as a stay still covers it.
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
 * A calendar date within one year either side of the user's today, else a 422. `slackDays` widens the
 * range for the early check made before the user's zone is known.
 */
export function assertDateInRange(date: string, today: string, slackDays = 0): void {
  if (!isCalendarDate(date)) throw DomainError.validation('Expected a date as YYYY-MM-DD');
  if (date < shiftYears(today, -1, -slackDays) || date > shiftYears(today, 1, slackDays)) {
    throw DomainError.validation(DailyFlowMessages.dateOutOfRange);
  }
}

/** The same calendar day `years` away (29 February → 28 February), plus `days`. Plain arithmetic: this runs per request. */
function shiftYears(date: string, years: number, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const lastDay = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return new Date(Date.UTC(y + years, m - 1, Math.min(d, lastDay) + days)).toISOString().slice(0, 10);
}

export function todayIn(timeZone: string, now: Date): string {
  return localDate(now, timeZone);
}

/**
 * UTC bounds that contain the local day `date` in every zone (UTC−12 to UTC+14), or every local day
 * within a day of it when the date is not known yet ('today' before the profile says the zone). Events
 * are fetched for this window in parallel with the profile, then placed on the local day.
 */
export function eventWindow(date: string, exact: boolean): { from: string; to: string } {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  const days = exact ? 0 : 1;
  const hour = 3_600_000;
  return { from: new Date(midnight - (days * 24 + 14) * hour).toISOString(), to: new Date(midnight + (days * 24 + 36) * hour).toISOString() };
}
