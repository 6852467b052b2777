import type { DateTime } from 'luxon';
import { type RepeatMatch, WEEKDAYS } from './recurrence-text';

/**
 * The RRULE (RFC 5545, without the 'RRULE:' prefix) of a repeat read from text, and the date of its
 * first occurrence on or after `from` (a local day). `until` is the last local day it may fall on.
 */
export function repeatRule(repeat: RepeatMatch, from: DateTime, until: DateTime | null): { rrule: string; firstDate: string } {
  const first = firstOccurrence(repeat, from);
  const parts = [`FREQ=${repeat.freq}`];
  if (repeat.interval > 1) parts.push(`INTERVAL=${repeat.interval}`);
  if (repeat.byDay.length) parts.push(`BYDAY=${repeat.byDay.join(',')}`);
  if (repeat.byNthDay) parts.push(`BYDAY=${repeat.byNthDay.ordinal}${repeat.byNthDay.day}`);
  if (repeat.byMonthDay) parts.push(`BYMONTHDAY=${repeat.byMonthDay}`);
  const count = occurrenceCount(repeat);
  const end = count
    ? null
    : (until ?? (repeat.count && repeat.count.unit !== 'times' ? first.plus({ [repeat.count.unit]: repeat.count.value }).minus({ days: 1 }) : null));
  if (count) parts.push(`COUNT=${count}`);
  else if (end) parts.push(`UNTIL=${end.endOf('day').set({ millisecond: 0 }).toUTC().toFormat("yyyyLLdd'T'HHmmss'Z'")}`);
  return { rrule: parts.join(';'), firstDate: first.toISODate()! };
}

const UNIT_OF = { DAILY: 'days', WEEKLY: 'weeks', MONTHLY: 'months', YEARLY: 'years' } as const;

/** '6 times' is a count as said; 'for 10 weeks' of a weekly rule counts its days in those weeks. A span in other units becomes an end date. */
function occurrenceCount(repeat: RepeatMatch): number | null {
  if (!repeat.count) return null;
  if (repeat.count.unit === 'times') return repeat.count.value;
  if (repeat.count.unit !== UNIT_OF[repeat.freq] || repeat.count.value % repeat.interval !== 0) return null;
  const periods = repeat.count.value / repeat.interval;
  return repeat.freq === 'WEEKLY' ? periods * Math.max(1, repeat.byDay.length) : periods;
}

function firstOccurrence(repeat: RepeatMatch, from: DateTime): DateTime {
  const weekdayOf = (day: DateTime) => WEEKDAYS[day.weekday - 1]!;
  if (repeat.byDay.length) {
    for (let ahead = 0; ahead < 7; ahead++) if (repeat.byDay.includes(weekdayOf(from.plus({ days: ahead })))) return from.plus({ days: ahead });
  }
  if (repeat.byMonthDay) {
    for (let ahead = 0; ahead < 12; ahead++) {
      const month = from.startOf('month').plus({ months: ahead });
      if (repeat.byMonthDay <= month.daysInMonth!) {
        const day = month.set({ day: repeat.byMonthDay });
        if (day >= from) return day;
      }
    }
  }
  if (repeat.byNthDay) {
    for (let ahead = 0; ahead < 12; ahead++) {
      const day = nthWeekday(from.startOf('month').plus({ months: ahead }), repeat.byNthDay.ordinal, WEEKDAYS.indexOf(repeat.byNthDay.day) + 1);
      if (day && day >= from) return day;
    }
  }
  return from;
}

/** The `ordinal`th (or, -1, last) `weekday` (1 = Monday) of the month `month` starts. */
function nthWeekday(month: DateTime, ordinal: number, weekday: number): DateTime | null {
  if (ordinal > 0) {
    const day = month.plus({ days: ((weekday - month.weekday + 7) % 7) + (ordinal - 1) * 7 });
    return day.month === month.month ? day : null;
  }
  const last = month.endOf('month').startOf('day');
  return last.minus({ days: (last.weekday - weekday + 7) % 7 });
}
