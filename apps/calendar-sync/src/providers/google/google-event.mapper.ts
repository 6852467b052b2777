import type { MirrorEvent } from '@flow/contracts';
import { DateTime } from 'luxon';
import { PEAK_BLOCK_DESCRIPTION, PEAK_BLOCK_SUMMARY, PLAN_BLOCK_DESCRIPTION, type FetchedEvent, type PeakBlockWrite, planBlockSummary } from '../provider';

interface GoogleTime {
  date?: string;
  dateTime?: string;
  timeZone?: string;
}

/** The fields FLOW reads of Google's Event resource. */
export interface GoogleEvent {
  id: string;
  status?: string;
  recurringEventId?: string;
  summary?: string;
  description?: string;
  location?: string;
  start?: GoogleTime;
  end?: GoogleTime;
  eventType?: string;
  attendees?: { email?: string; self?: boolean; responseStatus?: string }[];
  extendedProperties?: { private?: Record<string, string> };
}

/** An instant from Google's `dateTime`, or an all-day `date` at midnight in the calendar's zone. */
function instant(time: GoogleTime, zone: string): string | null {
  const parsed = time.dateTime ? DateTime.fromISO(time.dateTime, { setZone: true }) : time.date ? DateTime.fromISO(time.date, { zone }) : null;
  return parsed?.isValid ? parsed.toUTC().toISO() : null;
}

/**
 * Google's event as FLOW's external event, or null for what is not time the user spends: cancelled
 * instances, events the user declined, and working-location markers.
 */
export function fromGoogleEvent(item: GoogleEvent, calendarId: string, calendarZone: string): FetchedEvent | null {
  if (item.status === 'cancelled' || item.eventType === 'workingLocation' || !item.start || !item.end) return null;
  if (item.attendees?.some((a) => a.self && a.responseStatus === 'declined')) return null;
  const zone = DateTime.local().setZone(calendarZone).isValid ? calendarZone : 'UTC';
  const startTime = instant(item.start, zone);
  const endTime = instant(item.end, zone);
  if (!startTime || !endTime) return null;
  return {
    id: item.id,
    calendarId,
    summary: item.summary?.trim() || '(No title)',
    startTime,
    endTime,
    isAllDay: Boolean(item.start.date && !item.start.dateTime),
    location: item.location ?? null,
    description: item.description ?? null,
    flowEventId: item.extendedProperties?.private?.flowEventId ?? null,
  };
}

/** Google event ids are base32hex (0-9, a-v): a UUID's hex digits are, so a FLOW event keeps one id. */
export function googleEventId(flowEventId: string): string {
  return flowEventId.replace(/-/g, '').toLowerCase();
}

/** The request body that creates or patches the Google copy of a FLOW event, invitations included. */
export function toGoogleEvent(event: MirrorEvent) {
  return {
    summary: event.title,
    description: event.description ?? '',
    location: event.location ?? '',
    start: { dateTime: DateTime.fromISO(event.start_time, { setZone: true }).toUTC().toISO() },
    end: { dateTime: DateTime.fromISO(event.end_time, { setZone: true }).toUTC().toISO() },
    attendees: event.attendees.map((a) => ({ email: a.email, ...(a.name ? { displayName: a.name } : {}) })),
    extendedProperties: { private: { flowEventId: event.id } },
    ...(event.recurrence ? googleRecurrence(event) : {}),
  };
}

/**
 * A repeating FLOW event as one recurring Google event: the first start and end on the zone's wall
 * clock (with its offset, which Google reads with or without timeZone) and the zone Google repeats it
 * in, RRULE and EXDATE lines (changed occurrences are their own events).
 */
function googleRecurrence(event: MirrorEvent) {
  const zone = event.timeZone ?? 'UTC';
  const local = (iso: string) => DateTime.fromISO(iso, { zone });
  const exdates = (event.exdates ?? []).map((d) => local(d).toFormat("yyyyLLdd'T'HHmmss"));
  return {
    start: { dateTime: local(event.start_time).toISO(), timeZone: zone },
    end: { dateTime: local(event.end_time).toISO(), timeZone: zone },
    recurrence: [`RRULE:${event.recurrence}`, ...(exdates.length ? [`EXDATE;TZID=${zone}:${exdates.join(',')}`] : [])],
  };
}

/** The private extended property that marks FLOW's focus blocks. */
export const FLOW_PEAK_PROPERTY = 'flowPeakProtection';
/** Also on a planned item's block (defence on calendars): recognisable when the calendar is read back. */
export const FLOW_PLAN_PROPERTY = 'flowPlanItem';

/**
 * A focus block as Google's Focus Time event (https://developers.google.com/calendar/api/guides/calendar-status):
 * times with dateTime (never all-day), busy with the chosen auto-decline; turned free it is transparent,
 * declines nothing and leaves Chat available.
 */
export function toGoogleFocusTime(block: PeakBlockWrite) {
  const at = (instant: Date) => ({
    dateTime: DateTime.fromJSDate(instant, { zone: block.timeZone }).toISO({ suppressMilliseconds: true }),
    timeZone: block.timeZone,
  });
  // A planned item is a plain busy event: Focus Time would decline meetings for a mere task.
  if (block.planItemTitle !== undefined)
    return {
      summary: planBlockSummary(block.planItemTitle),
      description: PLAN_BLOCK_DESCRIPTION,
      start: at(block.start),
      end: at(block.end),
      transparency: 'opaque',
      extendedProperties: { private: { [FLOW_PEAK_PROPERTY]: '1', [FLOW_PLAN_PROPERTY]: '1' } },
    };
  return {
    summary: PEAK_BLOCK_SUMMARY,
    description: PEAK_BLOCK_DESCRIPTION,
    start: at(block.start),
    end: at(block.end),
    eventType: 'focusTime',
    focusTimeProperties: {
      autoDeclineMode: block.free ? 'declineNone' : block.autoDeclineMode,
      ...(block.free || block.autoDeclineMode === 'declineNone' || !block.declineMessage ? {} : { declineMessage: block.declineMessage }),
      chatStatus: block.free ? 'available' : 'doNotDisturb',
    },
    transparency: block.free ? 'transparent' : 'opaque',
    extendedProperties: { private: { [FLOW_PEAK_PROPERTY]: '1' } },
  };
}
