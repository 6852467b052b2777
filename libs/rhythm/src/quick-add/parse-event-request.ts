import type { ParsedEventRequest } from '@flow/contracts';
import type { ParsedComponents, ParsedResult } from 'chrono-node';
import { DateTime } from 'luxon';
import { quickAddDateOrder, type DateOrder } from './date-order';
import { normalizeTimeWords, quickAddChrono } from './date-text';
import { findDuration } from './duration-text';
import { defaultDuration, mealTypeOf } from './durations';
import { classifyMeetingType } from './meeting-types';
import { repeatRule } from './recurrence-rule';
import { findRepeat, findUntil } from './recurrence-text';
import { findTimeIdiom, type TimeIdiom } from './time-idioms';
import { timeWordsInTitle } from './title-time-words';
import { blank, EVENING_CONTEXT, hhmm, PERIOD_WINDOWS, type Reading, type Span } from './reading';
import { HINDI_FALLBACK_TITLE, readHindi } from './hindi/read-hindi';
import { isHindi } from './hindi/lexicon';
import { cleanTitle } from './title-text';

export interface QuickAddInput {
  message: string;
  /** The moment the user typed it (the engine reads no clock). */
  now: Date;
  /** IANA zone the user lives in: dates and times are read and answered in it. */
  timeZone: string;
  /**
   * The person's today (placeOfDay's date), when known. On a trip's last evening the zone's clock can
   * already show the next day (east) or still the day before (west of home): "tomorrow" counts from
   * the person's today, as every screen does, not from the date on the zone's clock.
   */
  today?: string;
  /** The person's BCP 47 locale (the browser's): numeric dates in its order; absent, the zone's country's (date-order.ts). */
  locale?: string;
  /** Earlier user messages of the same conversation, oldest first: a follow-up like 'make it 3pm' keeps their event. */
  history?: string[];
}

export const FALLBACK_TITLE = 'New event';

/** Spec section 4 periods, as the start times people mean when they say them. */
const PERIODS: { pattern: RegExp; start: number; end: number }[] = [
  { pattern: /\bmorning\b/i, ...PERIOD_WINDOWS.morning },
  { pattern: /\bafternoon\b/i, ...PERIOD_WINDOWS.afternoon },
  { pattern: /\bevening\b/i, ...PERIOD_WINDOWS.evening },
  { pattern: /\b(?:tonight|night)\b/i, ...PERIOD_WINDOWS.night },
];
const MORNING = /\b(?:morning|in the am)\b/i;
const LATER_IN_DAY = /\b(?:afternoon|evening|tonight|night|in the pm)\b/i;
/** A follow-up that only changes when ('make it 3pm', 'actually friday'). */
const FOLLOW_UP = /^(?:(?:actually|no|ok|okay|instead|rather|how about|what about|make it|move it|change it|let's do|lets do|better)[\s,]*)+$/i;

/**
 * parse-event-request (spec section 7): a sentence such as 'lunch with Sam friday' becomes the
 * Quick Add prefill — a clean title, the local date, a start time when one is said, a duration
 * (said explicitly, else by meal or meeting type, else 60) and the meeting type. A follow-up
 * ('make it 3pm') keeps the earlier message's event and changes only what it says.
 */
export function parseEventRequest(input: QuickAddInput): ParsedEventRequest {
  const clock = DateTime.fromJSDate(input.now, { zone: input.timeZone });
  if (!clock.isValid) throw new RangeError(`Unknown time zone: ${input.timeZone}`);
  const now = input.today ? heldWithin(input.today, clock) : clock;
  const order = quickAddDateOrder(input.locale, input.timeZone);
  let reading = read(input.message, now, order);
  if (!hasTitle(reading)) {
    const earlier = [...(input.history ?? [])]
      .reverse()
      .map((message) => read(message, now, order))
      .find(hasTitle);
    if (earlier) {
      reading = {
        title: earlier.title,
        date: reading.date ?? earlier.date,
        startTime: reading.startTime ?? earlier.startTime,
        minutes: reading.minutes ?? earlier.minutes,
        recurrence: reading.recurrence ?? earlier.recurrence,
        impliedDate: reading.startTime ? reading.impliedDate : earlier.impliedDate,
      };
    }
  }
  const title = hasTitle(reading) ? reading.title.slice(0, 200) : isHindi(input.message) ? HINDI_FALLBACK_TITLE : FALLBACK_TITLE;
  const { meetingType, classified } = classifyMeetingType(title);
  const mealType = mealTypeOf(title);
  return {
    eventData: {
      title,
      date: reading.date ?? reading.impliedDate,
      startTime: reading.startTime,
      duration: reading.minutes ?? defaultDuration(title, classified ? meetingType : null),
      // Spec section 9: a parsed meal is social.
      meetingType: mealType ? 'social' : meetingType,
      recurrence: reading.recurrence,
    },
    mealType,
  };
}

/** The moment, held inside the person's today on the zone's clock: its first instant if the clock has not reached it yet, its last once the clock has passed it. */
function heldWithin(today: string, clock: DateTime): DateTime {
  const start = DateTime.fromISO(today, { zone: clock.zone });
  if (!start.isValid) return clock;
  const end = start.endOf('day');
  return clock < start ? start : clock > end ? end : clock;
}

const hasTitle = (reading: Reading) => reading.title !== '' && !FOLLOW_UP.test(reading.title);

function read(message: string, now: DateTime, order: DateOrder): Reading {
  // Devanagari is read by the Hindi reader (hindi/read-hindi.ts): the words decide, not the browser's language.
  if (isHindi(message)) return readHindi(message, now, order);
  const chrono = quickAddChrono(order);
  const text = normalizeTimeWords(message.trim().replace(/\s+/g, ' '));
  // Repeats first: 'every Friday' must not reach chrono as this Friday.
  const repeat = findRepeat(text);
  const repeatCuts = [...(repeat?.spans ?? [])];
  let untilDay: DateTime | null = null;
  const until = repeat ? findUntil(repeatCuts.reduce(blank, text)) : null;
  if (until) {
    const [end] = chrono.parse(until.said, { instant: now.toJSDate(), timezone: now.offset }, { forwardDate: true });
    if (end && hasExplicitDate(end.start) && until.said.slice(0, end.index).trim() === '') {
      untilDay = localDay(end.start, now);
      repeatCuts.push({ index: until.index, length: until.length - until.said.length + end.index + end.text.length });
    }
  }
  const withoutRepeat = repeatCuts.reduce(blank, text);
  const duration = findDuration(withoutRepeat);
  const named = timeWordsInTitle(text);
  const namedSpans = named.spans.filter((span) => !repeatCuts.some((cut) => overlaps(span, cut)));
  const idiom = findTimeIdiom(namedSpans.reduce(blank, blank(withoutRepeat, duration)));
  // Duration words, idioms and the time words of a name are hidden from chrono by blanks of the same
  // length, so its indexes still point into `text`.
  const forChrono = [duration, idiom, ...namedSpans].reduce(blank, withoutRepeat);
  const results = chrono.parse(forChrono, { instant: now.toJSDate(), timezone: now.offset }, { forwardDate: true });
  const when = resolveWhen(results, text, now, idiom, named.period ?? repeat?.partOfDay ?? undefined);
  const cuts = [...results.map((r) => ({ index: r.index, length: r.text.length })), ...(duration ? [duration] : []), ...(idiom ? [idiom] : []), ...repeatCuts];
  const reading = { title: cleanTitle(text, cuts), ...when, minutes: duration?.minutes ?? when.rangeMinutes ?? idiom?.minutes ?? null, recurrence: null };
  if (!repeat) return reading;
  // The first occurrence: the first day from the one said (or today) that the rule falls on.
  const rule = repeatRule(repeat, DateTime.fromISO(when.date ?? when.impliedDate, { zone: now.zone }), untilDay);
  return { ...reading, date: rule.firstDate, recurrence: rule.rrule };
}

const overlaps = (a: Span, b: Span) => a.index < b.index + b.length && b.index < a.index + a.length;

const hasExplicitDate = (c: ParsedComponents) => c.isCertain('day') || c.isCertain('weekday') || c.isCertain('month');
const localDay = (c: ParsedComponents, now: DateTime) =>
  DateTime.fromObject({ year: c.get('year')!, month: c.get('month')!, day: c.get('day')! }, { zone: now.zone });

function resolveWhen(results: ParsedResult[], text: string, now: DateTime, idiom: TimeIdiom | null, periodHint?: string) {
  const today = now.startOf('day');
  const dated = results.find((r) => hasExplicitDate(r.start));
  const timed = results.find((r) => r.start.isCertain('hour'));
  const period =
    timed || idiom ? undefined : [...results.map((r) => r.text), periodHint ?? ''].map((said) => PERIODS.find((p) => p.pattern.test(said))).find(Boolean);

  let impliedDay = today;
  let minuteOfDay: number | null = null;
  let rangeMinutes: number | null = null;
  if (timed) {
    minuteOfDay = hourOf(timed.start, text) * 60 + (timed.start.get('minute') ?? 0);
    if (timed.end?.isCertain('hour')) {
      let end = hourOf(timed.end, text) * 60 + (timed.end.get('minute') ?? 0);
      if (end <= minuteOfDay && end + 12 * 60 > minuteOfDay) end += 12 * 60;
      if (end > minuteOfDay) rangeMinutes = end - minuteOfDay;
    }
    // A time with no day ('coffee at 2:30pm') is the next such time: tomorrow once it has passed today.
    if (today.plus({ minutes: minuteOfDay }) < now) impliedDay = today.plus({ days: 1 });
  } else if (idiom) {
    minuteOfDay = idiom.minuteOfDay;
    if (today.plus({ minutes: minuteOfDay }) < now) impliedDay = today.plus({ days: 1 });
  } else if (period) {
    minuteOfDay = period.start;
    const nowMinute = now.hour * 60 + now.minute;
    // 'this afternoon' said during the afternoon means the next half hour; once it is over, tomorrow's.
    if (nowMinute >= period.end) impliedDay = today.plus({ days: 1 });
    else if (nowMinute > period.start && !dated) minuteOfDay = Math.ceil(nowMinute / 30) * 30;
  }
  return {
    date: dated ? localDay(dated.start, now).toISODate()! : null,
    impliedDate: impliedDay.toISODate()!,
    startTime: minuteOfDay === null ? null : hhmm(minuteOfDay),
    rangeMinutes,
  };
}

/** An hour said without am/pm: 1–6 is afternoon ('lunch at 1', 'call at 4'), 7–11 is evening around dinner or drinks. */
function hourOf(components: ParsedComponents, text: string): number {
  const hour = components.get('hour') ?? 0;
  if (components.isCertain('meridiem')) return hour;
  // The part of day said with it settles a bare hour: '6:30 tomorrow morning', 'at 8 tonight'.
  if (MORNING.test(text)) return hour;
  if (LATER_IN_DAY.test(text) && hour >= 1 && hour <= 11) return hour + 12;
  if (hour >= 1 && hour <= 6) return hour + 12;
  if (hour >= 7 && hour <= 11 && EVENING_CONTEXT.test(text)) return hour + 12;
  return hour;
}
