import { SchedulingMessages } from '@flow/contracts';
import { DomainError } from '@flow/platform';
import { isCalendarDate } from '@flow/rhythm';

const YEAR_MS = 366 * 86_400_000;

/** A day to plan: a real calendar date within one year of today (as daily-flow accepts). */
export function assertPlannableDate(date: string, now: Date): void {
  if (!isCalendarDate(date) || Math.abs(Date.parse(`${date}T12:00:00Z`) - now.getTime()) > YEAR_MS)
    throw DomainError.validation(SchedulingMessages.dateOutOfRange);
}
