import type { MirrorEvent } from '@flow/contracts';
import { DateTime } from 'luxon';
import {
  PEAK_BLOCK_DESCRIPTION,
  PEAK_BLOCK_SUMMARY,
  PLAN_BLOCK_DESCRIPTION,
  type FetchedEvent,
  ProviderError,
  type PeakBlockWrite,
  planBlockSummary,
} from '../provider';

/** Graph's dateTimeTimeZone: a wall-clock time and the zone it is in (IANA or Windows name; FLOW asks for UTC). */
export interface GraphTime {
  dateTime: string;
  timeZone?: string;
}

/** The fields FLOW reads of Graph's event resource (https://learn.microsoft.com/graph/api/resources/event). */
export interface GraphEvent {
  id: string;
  '@removed'?: { reason?: string };
  '@odata.etag'?: string;
  subject?: string;
  bodyPreview?: string;
  body?: { contentType?: string; content?: string };
  location?: { displayName?: string };
  start?: GraphTime;
  end?: GraphTime;
  isAllDay?: boolean;
  isCancelled?: boolean;
  showAs?: string;
  type?: string;
  seriesMasterId?: string | null;
  transactionId?: string | null;
  categories?: string[];
  responseStatus?: { response?: string };
}

/** The category FLOW's own events and focus blocks carry in Outlook. */
export const FLOW_CATEGORY = 'FLOW';
/** transactionId of a focus block: not a FLOW event's id, so it is never read back as one. */
export const PEAK_TRANSACTION_PREFIX = 'flow-peak-';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function zoneOf(time: GraphTime): string {
  const zone = time.timeZone ?? 'UTC';
  return zone === 'tzone://Microsoft/Utc' || !DateTime.local().setZone(zone).isValid ? 'UTC' : zone;
}

/** An instant of a timed event; an all-day event's date at midnight in the calendar's zone (as Google's `date`). */
function instant(time: GraphTime, allDay: boolean, calendarZone: string): string | null {
  const parsed = allDay ? DateTime.fromISO(time.dateTime.slice(0, 10), { zone: calendarZone }) : DateTime.fromISO(time.dateTime, { zone: zoneOf(time) });
  return parsed.isValid ? parsed.toUTC().toISO() : null;
}

/**
 * Graph's event as FLOW's external event, or null for what is not time the person spends: cancelled
 * occurrences and events they declined (as Google's). Tentative ones count, as Google's do.
 */
export function fromGraphEvent(item: GraphEvent, calendarId: string, calendarZone: string): FetchedEvent | null {
  if (item['@removed'] || item.isCancelled || !item.start || !item.end) return null;
  if (item.responseStatus?.response === 'declined') return null;
  const zone = DateTime.local().setZone(calendarZone).isValid ? calendarZone : 'UTC';
  const allDay = Boolean(item.isAllDay);
  const startTime = instant(item.start, allDay, zone);
  const endTime = instant(item.end, allDay, zone);
  if (!startTime || !endTime) return null;
  return {
    id: item.id,
    calendarId,
    summary: item.subject?.trim() || '(No title)',
    startTime,
    endTime,
    isAllDay: allDay,
    location: item.location?.displayName || null,
    description: item.body?.contentType === 'text' ? (item.body.content ?? null) : (item.bodyPreview ?? null),
    flowEventId: item.transactionId && UUID.test(item.transactionId) ? item.transactionId : null,
  };
}

const graphTime = (iso: string, zone: string) => ({ dateTime: DateTime.fromISO(iso, { zone }).toFormat("yyyy-LL-dd'T'HH:mm:ss"), timeZone: zone });

/** The body that creates or patches the Outlook copy of a FLOW event, invitations included. */
export function toGraphEvent(event: MirrorEvent) {
  const zone = event.recurrence ? (event.timeZone ?? 'UTC') : 'UTC';
  return {
    subject: event.title,
    body: { contentType: 'text', content: event.description ?? '' },
    location: { displayName: event.location ?? '' },
    start: graphTime(event.start_time, zone),
    end: graphTime(event.end_time, zone),
    attendees: event.attendees.map((a) => ({ emailAddress: { address: a.email, ...(a.name ? { name: a.name } : {}) }, type: 'required' })),
    categories: [FLOW_CATEGORY],
    recurrence: event.recurrence ? patternedRecurrence(event.recurrence, event.start_time, zone) : null,
  };
}

const WEEKDAYS: Record<string, string> = { MO: 'monday', TU: 'tuesday', WE: 'wednesday', TH: 'thursday', FR: 'friday', SA: 'saturday', SU: 'sunday' };

/**
 * An RRULE as Graph's patternedRecurrence (https://learn.microsoft.com/graph/outlook-schedule-recurring-events),
 * repeating on the wall clock of `zone` from the first start's local date. Rules Graph cannot say refuse.
 */
export function patternedRecurrence(rrule: string, firstStart: string, zone: string) {
  const parts = Object.fromEntries(rrule.split(';').map((p) => p.split('=') as [string, string]));
  const start = DateTime.fromISO(firstStart, { zone });
  const interval = Number(parts.INTERVAL ?? 1);
  const days = (parts.BYDAY ?? '')
    .split(',')
    .filter(Boolean)
    .map((d) => WEEKDAYS[d.slice(-2)]);
  if (parts.BYSETPOS || (parts.BYDAY ?? '').match(/\d/) || days.some((d) => !d)) throw new ProviderError('This repeat rule cannot be copied to Outlook.');
  const pattern =
    parts.FREQ === 'DAILY'
      ? { type: 'daily', interval }
      : parts.FREQ === 'WEEKLY'
        ? { type: 'weekly', interval, daysOfWeek: days.length ? days : [WEEKDAYS[start.toFormat('ccc').slice(0, 2).toUpperCase()]], firstDayOfWeek: 'monday' }
        : parts.FREQ === 'MONTHLY'
          ? { type: 'absoluteMonthly', interval, dayOfMonth: Number(parts.BYMONTHDAY ?? start.day) }
          : parts.FREQ === 'YEARLY'
            ? { type: 'absoluteYearly', interval, dayOfMonth: start.day, month: start.month }
            : null;
  if (!pattern) throw new ProviderError('This repeat rule cannot be copied to Outlook.');
  const startDate = start.toISODate()!;
  const range = parts.COUNT
    ? { type: 'numbered', startDate, numberOfOccurrences: Number(parts.COUNT), recurrenceTimeZone: zone }
    : parts.UNTIL
      ? { type: 'endDate', startDate, endDate: DateTime.fromISO(parts.UNTIL, { zone: 'UTC' }).setZone(zone).toISODate()!, recurrenceTimeZone: zone }
      : { type: 'noEnd', startDate, recurrenceTimeZone: zone };
  return { pattern, range };
}

/**
 * A focus block as a busy Outlook event (Graph has no Focus Time type): FLOW's category, no reminder;
 * turned free it shows as free and no longer blocks.
 */
export function toGraphPeakBlock(block: PeakBlockWrite) {
  const at = (instant: Date) => ({
    dateTime: DateTime.fromJSDate(instant, { zone: block.timeZone }).toFormat("yyyy-LL-dd'T'HH:mm:ss"),
    timeZone: block.timeZone,
  });
  return {
    subject: block.planItemTitle !== undefined ? planBlockSummary(block.planItemTitle) : PEAK_BLOCK_SUMMARY,
    body: { contentType: 'text', content: block.planItemTitle !== undefined ? PLAN_BLOCK_DESCRIPTION : PEAK_BLOCK_DESCRIPTION },
    start: at(block.start),
    end: at(block.end),
    showAs: block.free ? 'free' : 'busy',
    categories: [FLOW_CATEGORY],
    isReminderOn: false,
  };
}
