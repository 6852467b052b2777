import { addDays, instantOf, isCalendarDate, isoWeekday, localMinuteOf } from '@flow/rhythm';
import type { EnergyNeed } from './types';

/** Quick Add for tasks: "Write the board report, 2 hours, by Friday" → a task draft. Pure (pass `now`). */
export interface TaskDraftText {
  title: string;
  durationMinutes: number;
  /** ISO instant of the deadline (17:00 local on the day named), or null. */
  dueAt: string | null;
  priority: number;
  energy: EnergyNeed;
  splittable: boolean;
  minChunkMinutes: number;
}

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, half: 0.5 };
const DURATION = /\b(\d+(?:[.,]\d+)?|an?|one|two|three|four|five|six|seven|eight|half an?)\s*(hours?|hrs?|h|minutes?|mins?|m)\b/i;
const DEADLINE = new RegExp(
  `\\b(?:by|before|due(?: on| by)?)\\s+(today|tonight|tomorrow|end of (?:the )?week|next week|${WEEKDAYS.join('|')}|\\d{4}-\\d{2}-\\d{2})\\b`,
  'i',
);
const PRIORITY = /\b(?:p([1-4])|(urgent|asap|important|high priority|low priority))\b/i;
/** Deadlines fall at the end of the working day named. */
const DEADLINE_MINUTES = 17 * 60;

const ENERGY_WORDS: [EnergyNeed, RegExp][] = [
  ['physical', /\b(run|gym|walk|yoga|workout|swim|ride|cycle|clean|tidy|garden|move|stretch)/i],
  ['social', /\b(call|meet|coffee|catch up|lunch with|dinner with|visit|chat|interview)/i],
  ['admin', /\b(e-?mails?|inbox|invoices?|expenses|taxes|pay|bills?|book|file|forms?|admin|renew|order|reply|schedule)/i],
  ['creative', /\b(brainstorm|sketch|draw|design|compose|paint|ideas?|write a (?:song|poem|story)|creative|photo)/i],
];

export function energyOfTitle(title: string): EnergyNeed {
  return ENERGY_WORDS.find(([, re]) => re.test(title))?.[0] ?? 'focus';
}

/** Whether a sentence reads as a task rather than an event: a deadline or a to-do word, and no clock time. */
export function looksLikeTask(text: string): boolean {
  const hasClock = /\b(?:at\s+\d{1,2}(?::\d{2})?\s*(?:am|pm)?|\d{1,2}:\d{2}|\d{1,2}\s*(?:am|pm))\b/i.test(text);
  return !hasClock && (DEADLINE.test(text) || /\b(?:task|todo|to-do|finish|prepare|write|review)\b/i.test(text));
}

/** The person's local days: which date is today, and on which clock a date is lived (a trip's stay, else home). */
export interface PersonDays {
  today: string;
  zoneOn(date: string): string;
}

/** `clock`: one zone for every day, or the person's days (a deadline falls on the clock of the day it names). */
export function parseTaskText(text: string, now: Date, clock: string | PersonDays): TaskDraftText {
  let rest = ` ${text.trim()} `;
  let durationMinutes = 60;
  const d = DURATION.exec(rest);
  if (d) {
    const amount = /^\d/.test(d[1]) ? Number(d[1].replace(',', '.')) : (NUMBER_WORDS[d[1].toLowerCase().split(' ')[0]] ?? 1);
    const minutes = /^h/i.test(d[2]) ? amount * 60 : amount;
    durationMinutes = Math.min(480, Math.max(15, Math.round(minutes / 5) * 5));
    rest = rest.replace(d[0], ' ');
  }
  let dueAt: string | null = null;
  const due = DEADLINE.exec(rest);
  // A date the calendar does not have ('2026-02-30') is no deadline: it stays in the title, as Quick Add
  // leaves such a date of an event, rather than rolling over into March.
  if (due && (!/^\d/.test(due[1]) || isCalendarDate(due[1]))) {
    const days = typeof clock === 'string' ? { today: localMinuteOf(now, clock).date, zoneOn: () => clock } : clock;
    const date = deadlineDate(due[1].toLowerCase(), days.today);
    const timeZone = days.zoneOn(date);
    dueAt = instantOf(date, DEADLINE_MINUTES, timeZone);
    if (Date.parse(dueAt) <= now.getTime()) dueAt = instantOf(date, 23 * 60 + 59, timeZone);
    rest = rest.replace(due[0], ' ');
  }
  let priority = 2;
  const p = PRIORITY.exec(rest);
  if (p) {
    priority = p[1] ? Number(p[1]) : /low/i.test(p[2]) ? 4 : 1;
    rest = rest.replace(p[0], ' ');
  }
  const title =
    rest
      .replace(/\s*,(\s*,)+/g, ',')
      .replace(/^[\s,;.-]+|[\s,;.-]+$/g, '')
      .replace(/\s{2,}/g, ' ') || 'New task';
  return {
    title: title[0].toUpperCase() + title.slice(1),
    durationMinutes,
    dueAt,
    priority,
    energy: energyOfTitle(title),
    splittable: durationMinutes > 90,
    minChunkMinutes: durationMinutes > 90 ? 45 : Math.min(30, durationMinutes),
  };
}

function deadlineDate(word: string, today: string): string {
  if (word === 'today' || word === 'tonight') return today;
  if (word === 'tomorrow') return addDays(today, 1);
  if (/^\d{4}-/.test(word)) return word;
  if (word.startsWith('end of')) return addDays(today, (5 - isoWeekday(today) + 7) % 7);
  if (word === 'next week') return addDays(today, 8 - isoWeekday(today) + 4);
  const target = WEEKDAYS.indexOf(word) + 1;
  // "by Friday" on a Friday means next Friday.
  return addDays(today, (target - isoWeekday(today) + 7) % 7 || 7);
}
