import { DateTime } from 'luxon';
import type { DateOrder } from '../date-order';
import { blank, hhmm, PERIOD_WINDOWS, type Reading, type Span } from '../reading';
import { repeatRule } from '../recurrence-rule';
import { findHindiDate, findHindiUntil } from './dates';
import { findHindiIdiom } from './idioms';
import { findFromNow, findHindiLength } from './lengths';
import { asciiDigits } from './lexicon';
import { findHindiRepeat } from './repeats';
import { findHindiTime } from './times';
import { cleanHindiTitle } from './title';
import { englishTypeWords } from './type-words';

/** The title of a Hindi message that names only a time ('कल सुबह 9 बजे'), as the web's Hindi texts say 'event'. */
export const HINDI_FALLBACK_TITLE = 'नया इवेंट';

/**
 * One Hindi message read (Devanagari, Hindi or ASCII digits) into the same reading as an English one:
 * the repeat first (so 'हर सोमवार' is not this Monday), then a start from now ('2 घंटे बाद'), the length,
 * the day and the time, each hidden from the later passes; the title is what is left. Where Hindi says
 * what English says, the answer is the English parser's (parse-event-request.ts): a time already past
 * today is tomorrow's, a part of the day alone starts at the spec's hour.
 */
export function readHindi(message: string, now: DateTime, order: DateOrder): Reading {
  const text = message.trim().replace(/\s+/g, ' ');
  const said = asciiDigits(text);
  const today = now.startOf('day');
  const repeat = findHindiRepeat(said);
  let rest = (repeat?.spans ?? []).reduce(blank, said);
  const until = repeat ? findHindiUntil(rest, today, order) : null;
  rest = blank(rest, until);
  const fromNow = findFromNow(rest);
  rest = blank(rest, fromNow);
  const length = findHindiLength(rest);
  rest = blank(rest, length);
  const date = findHindiDate(rest, today, order);
  rest = blank(rest, date);
  const idiom = findHindiIdiom(rest);
  const time = findHindiTime(blank(rest, idiom), englishTypeWords(said));
  const cuts: Span[] = [...(repeat?.spans ?? []), ...[until, fromNow, length, date, idiom].filter((span) => span !== null), ...time.spans];

  let impliedDay = today;
  let minuteOfDay: number | null = null;
  if (fromNow) {
    const at = now.plus({ minutes: fromNow.minutes });
    impliedDay = at.startOf('day');
    minuteOfDay = at.hour * 60 + at.minute;
  } else if (time.minuteOfDay !== null) {
    minuteOfDay = time.minuteOfDay;
    if (today.plus({ minutes: minuteOfDay }) < now) impliedDay = today.plus({ days: 1 });
  } else if (idiom) {
    minuteOfDay = idiom.minuteOfDay;
    if (today.plus({ minutes: minuteOfDay }) < now) impliedDay = today.plus({ days: 1 });
  } else if (time.period) {
    const period = PERIOD_WINDOWS[time.period];
    const nowMinute = now.hour * 60 + now.minute;
    minuteOfDay = period.start;
    // As in English: said during the period, the next half hour; once it is over, tomorrow's.
    if (nowMinute >= period.end) impliedDay = today.plus({ days: 1 });
    else if (nowMinute > period.start && !date) minuteOfDay = Math.ceil(nowMinute / 30) * 30;
  }
  const reading: Reading = {
    title: cleanHindiTitle(text, cuts),
    date: date ? date.day.toISODate()! : null,
    impliedDate: impliedDay.toISODate()!,
    startTime: minuteOfDay === null ? null : hhmm(minuteOfDay),
    minutes: length?.minutes ?? time.rangeMinutes ?? null,
    recurrence: null,
  };
  if (!repeat) return reading;
  const rule = repeatRule(repeat, DateTime.fromISO(reading.date ?? reading.impliedDate, { zone: now.zone }), until?.day ?? null);
  return { ...reading, date: rule.firstDate, recurrence: rule.rrule };
}
