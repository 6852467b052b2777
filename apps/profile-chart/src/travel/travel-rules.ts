import { MAX_STAY_DAYS, MAX_STAYS, ProfileMessages } from '@flow/contracts';
import { DomainError } from '@flow/platform';

/** The rules of a travel stay that need no database. */

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** A real calendar date (the schema checks only the shape). */
function isCalendarDate(date: string): boolean {
  const t = Date.parse(`${date}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === date;
}

/**
 * A new stay `from`–`to` (inclusive) beside the person's `existing` ones: the dates in order, at most a
 * year, no day shared with another stay, and no more than MAX_STAYS in all. Throws a 422 that says why.
 */
export function assertStayFits(from: string, to: string, existing: readonly { fromDate: string; toDate: string }[]): void {
  if (!isCalendarDate(from) || !isCalendarDate(to)) throw DomainError.validation('Expected a date as YYYY-MM-DD');
  if (to < from) throw DomainError.validation(ProfileMessages.stayDatesReversed);
  if (dayNumber(to) - dayNumber(from) + 1 > MAX_STAY_DAYS) throw DomainError.validation(ProfileMessages.stayTooLong);
  const overlapping = existing.find((s) => s.fromDate <= to && from <= s.toDate);
  if (overlapping) throw DomainError.validation(ProfileMessages.stayOverlaps, { from: overlapping.fromDate, to: overlapping.toDate });
  if (existing.length >= MAX_STAYS) throw DomainError.validation(ProfileMessages.tooManyStays);
}

/** The days of a stay left outside `from`–`to`: its run before and its run after, each if not empty. */
export function stayOutside(stay: { fromDate: string; toDate: string }, from: string, to: string): { fromDate: string; toDate: string }[] {
  return [
    ...(stay.fromDate < from ? [{ fromDate: stay.fromDate, toDate: dateOf(dayNumber(from) - 1) }] : []),
    ...(to < stay.toDate ? [{ fromDate: dateOf(dayNumber(to) + 1), toDate: stay.toDate }] : []),
  ];
}
