import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { ruleLimitProblem, type RuleLimitProblem } from '@flow/rhythm';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { FetchedEvent, TimeWindow } from '../provider';

export const PRODID = '-//FLOW//Calendar Sync//EN';
const MAX_OCCURRENCES = 5000;

/** A new VCALENDAR (RFC 5545) with FLOW as producer. */
export function newCalendar(properties: Record<string, string> = {}): ICAL.Component {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', PRODID);
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  for (const [name, value] of Object.entries(properties)) calendar.updatePropertyWithValue(name, value);
  return calendar;
}

/**
 * The calendar with a VTIMEZONE (from the IANA rules) ahead of its events for every TZID they use,
 * as RFC 5545 requires, so any client reads a repeating event's 09:00 in its own zone.
 */
export function withTimezones(calendar: ICAL.Component): ICAL.Component {
  const zones = new Set<string>();
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    for (const property of vevent.getAllProperties()) {
      const tzid = property.getParameter('tzid');
      if (typeof tzid === 'string') zones.add(tzid);
    }
  }
  if (!zones.size) return calendar;
  // A copy: ical.js hands out its own list, which the removal empties.
  const events = [...calendar.getAllSubcomponents()];
  calendar.removeAllSubcomponents();
  for (const zone of zones) {
    const [block] = [tzlib_get_ical_block(zone)].flat();
    if (!block?.startsWith('BEGIN:VTIMEZONE')) continue;
    const vtimezone = ICAL.Component.fromString(block);
    // The library names UTC 'Etc/UTC': the VTIMEZONE takes the TZID the events use.
    vtimezone.updatePropertyWithValue('tzid', zone);
    calendar.addSubcomponent(vtimezone);
  }
  for (const event of events) calendar.addSubcomponent(event);
  return calendar;
}

export const utc = (date: Date | string) => ICAL.Time.fromJSDate(new Date(date), true);

export interface VeventFields {
  uid: string;
  summary: string;
  start: Date | string;
  end: Date | string;
  description?: string | null;
  location?: string | null;
  lastModified?: Date | string;
  attendees?: { email: string; name: string | null }[];
  /** Extra properties (X-FLOW-EVENT-ID, CATEGORIES, TRANSP…). */
  extra?: Record<string, string>;
  /** A repeating event: RRULE (without 'RRULE:') and EXDATEs, repeated on the wall clock of `timeZone`. */
  recurrence?: { rrule: string; timeZone: string; exdates: (Date | string)[] } | null;
  /** A changed occurrence of the repeating event with the same UID: its start in the rule. */
  recurrenceId?: { start: Date | string; timeZone: string } | null;
}

/** A local wall time with TZID (an IANA name, which calendar clients resolve), so a rule keeps 09:00 across DST. */
function zonedProperty(vevent: ICAL.Component, name: string, instant: Date | string, timeZone: string): ICAL.Property {
  const local = DateTime.fromJSDate(new Date(instant), { zone: timeZone });
  const property = vevent.addPropertyWithValue(
    name,
    ICAL.Time.fromData({ year: local.year, month: local.month, day: local.day, hour: local.hour, minute: local.minute, second: local.second, isDate: false }),
  );
  property.setParameter('tzid', timeZone);
  return property;
}

/** A VEVENT with times in UTC, so no VTIMEZONE is needed. */
export function newVevent(fields: VeventFields): ICAL.Component {
  const vevent = new ICAL.Component('vevent');
  vevent.addPropertyWithValue('uid', fields.uid);
  vevent.addPropertyWithValue('dtstamp', utc(new Date()));
  const zone = fields.recurrence?.timeZone ?? fields.recurrenceId?.timeZone;
  if (zone) {
    zonedProperty(vevent, 'dtstart', fields.start, zone);
    zonedProperty(vevent, 'dtend', fields.end, zone);
  } else {
    vevent.addPropertyWithValue('dtstart', utc(fields.start));
    vevent.addPropertyWithValue('dtend', utc(fields.end));
  }
  if (fields.recurrence) {
    vevent.addPropertyWithValue('rrule', ICAL.Recur.fromString(fields.recurrence.rrule));
    for (const exdate of fields.recurrence.exdates) zonedProperty(vevent, 'exdate', exdate, fields.recurrence.timeZone);
  }
  if (fields.recurrenceId) zonedProperty(vevent, 'recurrence-id', fields.recurrenceId.start, fields.recurrenceId.timeZone);
  vevent.addPropertyWithValue('summary', fields.summary);
  if (fields.description) vevent.addPropertyWithValue('description', fields.description);
  if (fields.location) vevent.addPropertyWithValue('location', fields.location);
  if (fields.lastModified) vevent.addPropertyWithValue('last-modified', utc(fields.lastModified));
  for (const attendee of fields.attendees ?? []) {
    const property = vevent.addPropertyWithValue('attendee', `mailto:${attendee.email}`);
    if (attendee.name) property.setParameter('cn', attendee.name);
    property.setParameter('role', 'REQ-PARTICIPANT');
    property.setParameter('partstat', 'NEEDS-ACTION');
    property.setParameter('rsvp', 'TRUE');
  }
  for (const [name, value] of Object.entries(fields.extra ?? {})) vevent.addPropertyWithValue(name.toLowerCase(), value);
  return vevent;
}

/** An ICAL.Time as an instant: UTC and known zones directly, a TZID luxon knows, else `fallbackZone`. */
function toInstant(time: ICAL.Time, fallbackZone: string): DateTime {
  const zone = time.zone;
  if (zone === ICAL.Timezone.utcTimezone) return DateTime.fromJSDate(time.toJSDate()).toUTC();
  const fields = {
    year: time.year,
    month: time.month,
    day: time.day,
    hour: time.isDate ? 0 : time.hour,
    minute: time.isDate ? 0 : time.minute,
    second: time.isDate ? 0 : time.second,
  };
  // A registered VTIMEZONE resolves the zone; otherwise ical.js keeps the TZID text in `timezone`.
  const tzid = zone && zone.tzid !== 'floating' ? zone.tzid : (time as unknown as { timezone?: string }).timezone;
  if (tzid && DateTime.local().setZone(tzid).isValid) return DateTime.fromObject(fields, { zone: tzid }).toUTC();
  if (zone && zone.tzid !== 'floating' && zone !== ICAL.Timezone.localTimezone) return DateTime.fromJSDate(time.toJSDate()).toUTC();
  return DateTime.fromObject(fields, { zone: fallbackZone }).toUTC();
}

/** Google-style instance id: `<uid>_<UTC basic time>` or `<uid>_<date>` for all-day. */
/** Rule problems that can make ical.js loop without end (the rest only make a series long). */
const UNWALKABLE = new Set<RuleLimitProblem | null>(['invalid', 'unsupported', 'empty']);

function instanceId(uid: string, start: DateTime, allDay: boolean): string {
  return `${uid}_${allDay ? start.toFormat('yyyyLLdd') : start.toUTC().toFormat("yyyyLLdd'T'HHmmss'Z'")}`;
}

/**
 * The events of one iCalendar object (a CalDAV resource) that overlap `window`, recurring events
 * expanded with their overrides (RECURRENCE-ID), exceptions and cancelled instances removed.
 */
export function eventsOfCalendarObject(data: string, calendarId: string, window: TimeWindow, fallbackZone = 'UTC'): FetchedEvent[] {
  const root = new ICAL.Component(ICAL.parse(data));
  for (const vtimezone of root.getAllSubcomponents('vtimezone')) {
    const timezone = new ICAL.Timezone(vtimezone);
    if (!ICAL.TimezoneService.has(timezone.tzid)) ICAL.TimezoneService.register(timezone);
  }
  const vevents = root.getAllSubcomponents('vevent');
  const masters = vevents.filter((v) => !v.hasProperty('recurrence-id'));
  const overrides = vevents.filter((v) => v.hasProperty('recurrence-id'));
  const from = DateTime.fromJSDate(window.start);
  const to = DateTime.fromJSDate(window.end);
  const results: FetchedEvent[] = [];

  const push = (item: ICAL.Event, start: ICAL.Time, end: ICAL.Time, id: string, zone = fallbackZone) => {
    const status = String(item.component.getFirstPropertyValue('status') ?? '').toUpperCase();
    if (status === 'CANCELLED') return;
    const allDay = start.isDate;
    const startAt = toInstant(start, zone);
    let endAt = toInstant(end, zone);
    if (endAt <= startAt && allDay) endAt = startAt.plus({ days: 1 });
    if (endAt < startAt) endAt = startAt;
    const overlaps = endAt > from && startAt < to;
    if (!overlaps && !(endAt.equals(startAt) && startAt >= from && startAt < to)) return;
    const flowEventId = item.component.getFirstPropertyValue('x-flow-event-id');
    results.push({
      id,
      calendarId,
      summary: item.summary?.trim() || '(No title)',
      startTime: startAt.toISO()!,
      endTime: endAt.toISO()!,
      isAllDay: allDay,
      location: item.location || null,
      description: item.description || null,
      flowEventId: flowEventId ? String(flowEventId) : null,
    });
  };

  for (const master of masters) {
    const event = new ICAL.Event(master);
    if (!event.startDate) continue;
    for (const override of overrides) {
      if (override.getFirstPropertyValue('uid') === event.uid) event.relateException(override);
    }
    // A rule ical.js cannot walk (it can spin inside one step on some) is kept as its first occurrence:
    // a calendar server's data must never freeze calendar-sync. Long series are bounded below anyway.
    if (
      !event.isRecurring() ||
      master.getAllProperties('rrule').some((p) => UNWALKABLE.has(ruleLimitProblem(String(p.getFirstValue()).toUpperCase(), event.startDate.toJSDate())))
    ) {
      push(event, event.startDate, event.endDate ?? event.startDate, event.uid);
      continue;
    }
    // ical.js's occurrences of a TZID it has no VTIMEZONE for lose the TZID: they are in the master's zone.
    const masterTzid = (event.startDate as unknown as { timezone?: string }).timezone;
    const zone = masterTzid && DateTime.local().setZone(masterTzid).isValid ? masterTzid : fallbackZone;
    const iterator = event.iterator();
    for (let next = iterator.next(), n = 0; next && n < MAX_OCCURRENCES; next = iterator.next(), n++) {
      const details = event.getOccurrenceDetails(next);
      // Occurrences come in order of their original start; once past the window, stop.
      if (toInstant(details.recurrenceId, zone) >= to && toInstant(details.startDate, zone) >= to) break;
      push(details.item, details.startDate, details.endDate, instanceId(event.uid, toInstant(details.recurrenceId, zone), details.recurrenceId.isDate), zone);
    }
  }
  return results;
}
