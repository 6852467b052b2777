import { addDays, formatClock, isoWeekday, localMinuteOf } from '@flow/rhythm';

/** The plain words of a placement and of an item at risk. */

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Plans name the same few dates over and over: their weekdays and week-ahead dates are remembered.
const weekdays = new Map<string, string>();
const weeksOn = new Map<string, string>();
function remembered(cache: Map<string, string>, date: string, make: (date: string) => string): string {
  let value = cache.get(date);
  if (value === undefined) {
    if (cache.size > 4096) cache.clear();
    value = make(date);
    cache.set(date, value);
  }
  return value;
}

export const weekdayName = (date: string): string => remembered(weekdays, date, (d) => WEEKDAYS[isoWeekday(d) - 1]);
const weekOn = (date: string): string => remembered(weeksOn, date, (d) => addDays(d, 6));
const shortWeekday = (date: string) => weekdayName(date).slice(0, 3);

/** 'Tue 09:30–11:00' in the person's zone. */
export function timeSpan(start: number, end: number, timeZone: string): string {
  const a = localMinuteOf(new Date(start), timeZone);
  const b = localMinuteOf(new Date(end), timeZone);
  return `${shortWeekday(a.date)} ${formatClock(a.minutes)}–${formatClock(b.minutes)}`;
}

/** 'Friday' when the day is within a week of `from`, else '12 Dec'. */
export function dayPhrase(date: string, from: string): string {
  if (date <= weekOn(from)) return weekdayName(date);
  const [, m, d] = date.split('-').map(Number);
  return `${d} ${MONTHS[m - 1]}`;
}

/** 90 → '1 h 30', 180 → '3 h', 45 → '45 min'. */
export function durationWords(minutes: number): string {
  const m = Math.round(minutes);
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  const rest = m % 60;
  return rest ? `${h} h ${String(rest).padStart(2, '0')}` : `${h} h`;
}

export function taskReason(span: string, windowLabel: string, dueDate: string | null, placedOn: string): string {
  const deadline =
    dueDate === null
      ? ''
      : dueDate <= weekOn(placedOn)
        ? `, before ${weekdayName(dueDate)}'s deadline`
        : `, before the deadline on ${dayPhrase(dueDate, placedOn)}`;
  return `${span}, ${windowLabel}${deadline}`;
}

export function habitReason(span: string, minutesOutside: number): string {
  return minutesOutside <= 0 ? `${span}, in your ideal window` : `${span}, ${durationWords(minutesOutside)} from your ideal window`;
}

/** "Friday is full: 1 h 30 of 3 h can be placed". */
export function atRiskReason(placedMinutes: number, totalMinutes: number, dueDate: string | null, today: string, deadlinePassed: boolean): string {
  if (deadlinePassed) return 'The deadline has passed';
  const what =
    placedMinutes > 0
      ? `${durationWords(placedMinutes)} of ${durationWords(totalMinutes)} can be placed`
      : `none of its ${durationWords(totalMinutes)} can be placed`;
  if (dueDate === null) return `The next 14 days are full: ${what}`;
  return `${dueDate === today ? 'Today' : dayPhrase(dueDate, today)} is full: ${what}`;
}
