import { DailyFlowMessages, isKnownTimeZone } from '@flow/contracts';
import { DomainError } from '@flow/platform';
import { isCalendarDate } from '@flow/rhythm';

/** The browser's zone as sent (X-Time-Zone): absent is fine, an unknown zone is a 422. */
export function browserZone(timeZone: string | undefined): string | null {
  if (timeZone === undefined || timeZone === '') return null;
  if (!isKnownTimeZone(timeZone)) throw DomainError.validation(DailyFlowMessages.invalidTimeZone);
  return timeZone;
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
