import type { NotificationKind, NotificationPreferences, RhythmBlock } from '@flow/contracts';
import { parseRecoveryTime } from './blueprint';
import { type NotificationPlacement, plannedItemNotification } from './planned-notifications';
import {
  formatClock,
  instantOf as zonedInstant,
  localMinuteOf,
  minutesFromLocalMidnight,
  parseClock,
  parseRange,
  rangeContains,
  type MinuteRange,
} from './time';

/**
 * Which notifications a day gives: block transitions, event reminders, the morning briefing and the
 * evening wind-down, at instants computed in the place of the day (so a DST change moves the instant,
 * never the wall-clock time), none inside quiet hours or sleep.
 */

/** A block worth announcing is at least this intense (the issue: Deep Focus and the like). */
export const TRANSITION_MIN_INTENSITY = 0.7;
/** Block transitions and the recovery time are announced this long before they start. */
export const TRANSITION_LEAD_MINUTES = 5;
/** Without a chosen briefing time: this long after sunrise at the place of the day. */
export const BRIEFING_AFTER_SUNRISE_MINUTES = 30;
/** Where the Sun does not rise that day, or the place is unknown. */
const BRIEFING_FALLBACK_MINUTE = 7 * 60 + 30;

/** One local day as daily-flow computed it. */
export interface NotificationDay {
  date: string;
  timeZone: string;
  rhythmBlocks: readonly Pick<RhythmBlock, 'timeRange' | 'theme' | 'activity' | 'activityType' | 'intensity' | 'type'>[];
  theme: string;
  peakHours: string;
  recoveryTime: string;
  /** ISO instants, null where unknown (no place, or no sunrise that day). */
  sunrise: string | null;
  rahuKalam: { start: string; end: string } | null;
}

export interface NotificationEvent {
  id: string;
  title: string;
  start: string;
  source: 'flow' | 'google' | 'caldav' | 'outlook';
  /** The event's own lead time (Quick Add / Edit; 0: no reminder), else (null) the person's. */
  reminderMinutes?: number | null;
}

export interface PlannedNotification {
  /** Stable for the same thing on the same day: a re-plan keeps it (and never sends it twice). */
  key: string;
  kind: NotificationKind;
  dueAt: string;
  title: string;
  body: string;
  /** The screen a click opens. */
  url: string;
  /** Channels: Web Push (and the in-app copy), and e-mail (the briefing, when chosen). */
  push: boolean;
  email: boolean;
  /** What it announces and when that starts, so a snoozed copy can say it from its own time; null when timeless. */
  subject: string | null;
  startsAt: string | null;
}

export interface PlanInput {
  days: readonly NotificationDay[];
  events: readonly NotificationEvent[];
  preferences: NotificationPreferences;
  now: Date;
  /** Planned tasks and habits: "Time for …" at their start, with FLOW's own reminders (eventReminders). */
  planned?: readonly NotificationPlacement[];
}

/**
 * A wall-clock time of a local day (minutes may run into the next day) as a UTC ISO instant: 08:55 stays
 * 08:55 on a DST day; a time in the spring-forward gap moves forward by the gap (as `instantOf`).
 */
export function wallClockInstant(date: string, minutes: number, timeZone: string): string {
  return new Date(zonedInstant(date, minutes, timeZone)).toISOString();
}
const instantOf = wallClockInstant;

/** The quiet hours as a clock range (an end at or before the start runs past midnight). */
export function quietRange(quiet: NotificationPreferences['quietHours']): MinuteRange | null {
  const start = parseClock(quiet.start);
  const end = parseClock(quiet.end);
  if (start === null || end === null || start === end) return null;
  return { start, end: end > start ? end : end + 1440 };
}

/** Whether an instant falls inside quiet hours, read on the wall clock of the zone at that instant. */
export function inQuietHours(instant: string | Date, timeZone: string, quiet: NotificationPreferences['quietHours']): boolean {
  const range = quietRange(quiet);
  return range !== null && rangeContains(range, localMinuteOf(instant, timeZone).minutes);
}

/** The morning briefing's instant: the chosen local time, else 30 minutes after sunrise. */
export function briefingInstant(day: Pick<NotificationDay, 'date' | 'timeZone' | 'sunrise'>, briefingTime: string | null): string {
  const chosen = parseClock(briefingTime);
  if (chosen !== null) return instantOf(day.date, chosen, day.timeZone);
  if (day.sunrise) return new Date(Date.parse(day.sunrise) + BRIEFING_AFTER_SUNRISE_MINUTES * 60_000).toISOString();
  return instantOf(day.date, BRIEFING_FALLBACK_MINUTE, day.timeZone);
}

/** Every notification of the days and events that is still ahead of `now`, earliest first. */
export function planNotifications({ days, events, preferences, now, planned: items = [] }: PlanInput): PlannedNotification[] {
  const planned: PlannedNotification[] = [];
  for (const day of days) {
    const sleep = sleepRanges(day);
    const ahead = (n: PlannedNotification) => Date.parse(n.dueAt) > now.getTime() && !inQuietHours(n.dueAt, day.timeZone, preferences.quietHours);
    const keep = (n: PlannedNotification) => ahead(n) && !inside(sleep, n.dueAt, day);
    if (preferences.blockTransitions) planned.push(...blockTransitions(day).filter(keep));
    if (preferences.eveningWindDown) planned.push(...windDown(day).filter(keep));
    if (preferences.morningBriefing) {
      const briefing = morningBriefing(day, events, preferences);
      // A briefing is never lost to quiet hours: it waits for their end.
      if (inQuietHours(briefing.dueAt, day.timeZone, preferences.quietHours))
        briefing.dueAt = instantOf(day.date, parseClock(preferences.quietHours.end)!, day.timeZone);
      // The briefing is the wake-up call: a sleep block does not hold it back.
      if (ahead(briefing)) planned.push(briefing);
    }
    const dayStart = Date.parse(instantOf(day.date, 0, day.timeZone));
    const dayEnd = Date.parse(instantOf(day.date, 1440, day.timeZone));
    for (const event of events) {
      if (event.source === 'flow' ? !preferences.eventReminders : !preferences.externalEventReminders) continue;
      if (event.reminderMinutes === 0) continue;
      // A reminder belongs to the day it is due on: a day-before reminder of tomorrow's event is today's.
      const reminder = eventReminder(event, event.reminderMinutes ?? preferences.leadMinutes, day.timeZone);
      const due = Date.parse(reminder.dueAt);
      if (due >= dayStart && due < dayEnd && keep(reminder)) planned.push(reminder);
    }
    if (preferences.eventReminders) {
      for (const item of items) {
        const due = Date.parse(item.start);
        const notification = plannedItemNotification(item);
        if (due >= dayStart && due < dayEnd && keep(notification)) planned.push(notification);
      }
    }
  }
  return planned.sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt) || a.key.localeCompare(b.key));
}

function blockTransitions(day: NotificationDay): PlannedNotification[] {
  const peak = parseRange(day.peakHours.replace(/\s+to\s+/i, '–'));
  const out: PlannedNotification[] = [];
  // One announcement per starting minute (its key): of two blocks that start together, the first listed.
  const announced = new Set<number>();
  for (const block of day.rhythmBlocks) {
    if ((block.type ?? 'rhythm') !== 'rhythm' || block.intensity < TRANSITION_MIN_INTENSITY || block.activityType === 'sleep') continue;
    const range = parseRange(block.timeRange);
    if (!range || announced.has(range.start)) continue;
    announced.add(range.start);
    const sharpest = peak !== null && rangeContains(peak, range.start);
    out.push({
      key: `block:${day.date}:${formatClock(range.start)}`,
      kind: 'block',
      dueAt: instantOf(day.date, range.start - TRANSITION_LEAD_MINUTES, day.timeZone),
      title: startingTitle(block.theme, TRANSITION_LEAD_MINUTES),
      body: sharpest ? `${block.activity} — your sharpest hours` : block.activity,
      url: `/?block=${formatClock(range.start)}`,
      push: true,
      email: false,
      subject: block.theme,
      startsAt: instantOf(day.date, range.start, day.timeZone),
    });
  }
  const recovery = parseRecoveryTime(day.recoveryTime);
  if (recovery) {
    out.push({
      key: `recovery:${day.date}`,
      kind: 'block',
      dueAt: instantOf(day.date, recovery.start - TRANSITION_LEAD_MINUTES, day.timeZone),
      title: startingTitle('Recovery time', TRANSITION_LEAD_MINUTES),
      body: 'Let the day wind down: lighter tasks, fewer screens.',
      url: `/?block=${formatClock(recovery.start)}`,
      push: true,
      email: false,
      subject: 'Recovery time',
      startsAt: instantOf(day.date, recovery.start, day.timeZone),
    });
  }
  return out;
}

function windDown(day: NotificationDay): PlannedNotification[] {
  const recovery = parseRecoveryTime(day.recoveryTime);
  if (!recovery) return [];
  return [
    {
      key: `wind-down:${day.date}`,
      kind: 'wind-down',
      dueAt: instantOf(day.date, recovery.start, day.timeZone),
      title: 'Time to wind down',
      body: `Your recovery time has begun (${day.recoveryTime}). Dim the lights, put screens away.`,
      url: `/?block=${formatClock(recovery.start)}`,
      push: true,
      email: false,
      subject: null,
      startsAt: null,
    },
  ];
}

function morningBriefing(day: NotificationDay, events: readonly NotificationEvent[], preferences: NotificationPreferences): PlannedNotification {
  const dueAt = briefingInstant(day, preferences.briefingTime);
  const dayEnd = Date.parse(instantOf(day.date, 1440, day.timeZone));
  const first = events
    .filter((e) => Date.parse(e.start) >= Date.parse(dueAt) && Date.parse(e.start) < dayEnd)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))[0];
  const clock = (instant: string) => formatClock(localMinuteOf(instant, day.timeZone).minutes);
  const lines = [
    `Theme: ${day.theme}`,
    `Peak hours: ${day.peakHours}`,
    first ? `First event: ${first.title} at ${clock(first.start)}` : 'No events yet today',
    ...(day.rahuKalam ? [`Rahu kalam: ${clock(day.rahuKalam.start)}–${clock(day.rahuKalam.end)}`] : []),
  ];
  return {
    key: `briefing:${day.date}`,
    kind: 'briefing',
    dueAt,
    title: 'Your day at a glance',
    body: lines.join('\n'),
    url: '/flow',
    push: preferences.briefingChannel !== 'email',
    email: preferences.briefingChannel !== 'push',
    subject: null,
    startsAt: null,
  };
}

function eventReminder(event: NotificationEvent, lead: number, timeZone: string): PlannedNotification {
  const at = formatClock(localMinuteOf(event.start, timeZone).minutes);
  return {
    key: `event:${event.source}:${event.id}:${event.start}:${lead}`,
    kind: 'event',
    dueAt: new Date(Date.parse(event.start) - lead * 60_000).toISOString(),
    title: lead === 0 ? `${event.title} starts now` : `${event.title} in ${leadText(lead)}`,
    body: `Starts at ${at}`,
    url: event.source === 'flow' ? `/?event=${encodeURIComponent(event.id)}` : '/',
    push: true,
    email: false,
    subject: event.title,
    startsAt: new Date(Date.parse(event.start)).toISOString(),
  };
}

function startingTitle(subject: string, minutes: number): string {
  return minutes === 0 ? `${subject} starts now` : `${subject} starts in ${leadText(minutes)}`;
}

/**
 * The title of a snoozed copy, said from the time it shows (`at`): the original's "Standup in 10 min",
 * snoozed for 10 minutes, shows as "Standup starts now". A timeless notification keeps its title.
 */
export function snoozedTitle(original: Pick<PlannedNotification, 'title' | 'subject' | 'startsAt'>, at: Date): string {
  if (original.subject === null || original.startsAt === null) return original.title;
  const minutes = Math.round((Date.parse(original.startsAt) - at.getTime()) / 60_000);
  if (minutes >= 0) return startingTitle(original.subject, minutes);
  return `${original.subject} started ${leadText(-minutes)} ago`;
}

/** '10 min', '1 hour', '2 hours', '1 day'; minutes when it is not whole hours or days. */
function leadText(minutes: number): string {
  if (minutes % 1440 === 0) return minutes === 1440 ? '1 day' : `${minutes / 1440} days`;
  if (minutes % 60 === 0) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
  return `${minutes} min`;
}

/** The day's sleep blocks, as minute ranges of its local day. */
function sleepRanges(day: NotificationDay): MinuteRange[] {
  return day.rhythmBlocks.filter((b) => b.activityType === 'sleep').flatMap((b) => parseRange(b.timeRange) ?? []);
}

function inside(ranges: MinuteRange[], instant: string, day: NotificationDay): boolean {
  if (!ranges.length) return false;
  const minute = minutesFromLocalMidnight(instant, day.date, day.timeZone);
  return ranges.some((r) => rangeContains(r, minute));
}
