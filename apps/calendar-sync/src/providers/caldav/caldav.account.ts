import { CalendarMessages, type CalendarSummary, type MirrorEvent } from '@flow/contracts';
import { DAVClient, type DAVCalendar } from 'tsdav';
import { eventsOfCalendarObject, newCalendar, newVevent, withTimezones } from '../../ical/ical';
import { type CalendarAccount, CopyGoneError, type FetchedEvent, type MirrorCopy, ProviderAuthError, ProviderError, type TimeWindow } from '../provider';

export interface CaldavCredentials {
  serverUrl: string;
  username: string;
  password: string;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The iCalendar object FLOW writes for its event: UTC times, attendees, and its FLOW id. */
export function flowEventObject(event: MirrorEvent): string {
  const calendar = newCalendar();
  calendar.addSubcomponent(
    newVevent({
      uid: `${event.id}@flow`,
      summary: event.title,
      start: event.start_time,
      end: event.end_time,
      description: event.description,
      location: event.location,
      attendees: event.attendees,
      extra: { 'X-FLOW-EVENT-ID': event.id },
      recurrence: event.recurrence ? { rrule: event.recurrence, timeZone: event.timeZone ?? 'UTC', exdates: event.exdates ?? [] } : null,
    }),
  );
  return withTimezones(calendar).toString();
}

/**
 * A CalDAV account (Fastmail, iCloud, Nextcloud, Radicale…) through tsdav: discovery, calendars,
 * time-range REPORTs and PUT/DELETE of objects. Recurring events are expanded here with ical.js,
 * since not every server supports CALDAV:expand.
 */
export class CaldavAccount implements CalendarAccount {
  private client?: Promise<DAVClient>;
  private calendars?: DAVCalendar[];

  constructor(
    private readonly credentials: CaldavCredentials,
    private readonly timeoutMs: number,
    /** The outbound guard's fetch: every request, redirect and href to this user-supplied host goes through it. */
    private readonly guardedFetch: typeof fetch,
  ) {}

  async listCalendars(): Promise<CalendarSummary[]> {
    const calendars = await this.davCalendars();
    return calendars
      .filter((c) => !c.components || c.components.includes('VEVENT'))
      .map((c, index) => ({
        id: c.url,
        name: text(c.displayName) ?? decodeURIComponent(c.url.replace(/\/$/, '').split('/').pop() ?? c.url),
        selected: true,
        // CalDAV does not say cheaply whether a calendar is read-only; a refused write is reported.
        writable: true,
        primary: index === 0,
        color: c.calendarColor ?? null,
        timeZone: null,
      }));
  }

  async listEvents(calendars: CalendarSummary[], window: TimeWindow): Promise<FetchedEvent[]> {
    const client = await this.connect();
    const byUrl = new Map((await this.davCalendars()).map((c) => [c.url, c]));
    const perCalendar = await Promise.all(
      calendars.map(async (summary) => {
        const calendar = byUrl.get(summary.id);
        if (!calendar) return [];
        const objects = await this.guard(() =>
          client.fetchCalendarObjects({ calendar, timeRange: { start: window.start.toISOString(), end: window.end.toISOString() }, urlFilter: () => true }),
        );
        return objects.flatMap((object) => {
          if (typeof object.data !== 'string' || !object.data.includes('BEGIN:VCALENDAR')) return [];
          try {
            return eventsOfCalendarObject(object.data, summary.id, window, summary.timeZone ?? 'UTC');
          } catch {
            return []; // one unreadable object must not hide the rest of the calendar
          }
        });
      }),
    );
    return perCalendar.flat();
  }

  async createEvent(calendarId: string, event: MirrorEvent): Promise<MirrorCopy> {
    const client = await this.connect();
    const filename = `${event.id}.ics`;
    const response = await this.guard(() => client.createCalendarObject({ calendar: { url: calendarId }, filename, iCalString: flowEventObject(event) }));
    const objectUrl = new URL(filename, calendarId.endsWith('/') ? calendarId : `${calendarId}/`).href;
    // 412: it exists already (a retried call): overwrite it.
    if (response.status === 412) return this.updateEvent({ calendarId, externalId: `${event.id}@flow`, objectUrl, etag: null }, event);
    this.assertOk(response, 'save the event');
    return { calendarId, externalId: `${event.id}@flow`, objectUrl, etag: response.headers.get('etag') };
  }

  async updateEvent(copy: MirrorCopy, event: MirrorEvent): Promise<MirrorCopy> {
    const client = await this.connect();
    if (!copy.objectUrl) throw new CopyGoneError();
    // FLOW's version wins over an edit made elsewhere, so no If-Match.
    const response = await this.guard(() => client.updateCalendarObject({ calendarObject: { url: copy.objectUrl!, data: flowEventObject(event) } }));
    this.assertOk(response, 'update the event');
    return { ...copy, etag: response.headers.get('etag') };
  }

  async deleteEvent(copy: MirrorCopy): Promise<void> {
    if (!copy.objectUrl) return;
    const client = await this.connect();
    const response = await this.guard(() => client.deleteCalendarObject({ calendarObject: { url: copy.objectUrl! } }));
    if (response.status === 404 || response.status === 410) return;
    this.assertOk(response, 'delete the event');
  }

  private assertOk(response: Response, action: string) {
    if (response.status === 401 || response.status === 403) {
      if (response.status === 401) throw new ProviderAuthError('The CalDAV server refused the stored password.');
      throw new ProviderError(`The CalDAV server did not allow FLOW to ${action} (403).`, 403);
    }
    if (response.status === 404 || response.status === 410) throw new CopyGoneError();
    if (!response.ok) throw new ProviderError(`The CalDAV server could not ${action} (${response.status} ${response.statusText}).`, response.status);
  }

  private async davCalendars(): Promise<DAVCalendar[]> {
    const client = await this.connect();
    this.calendars ??= await this.guard(() => client.fetchCalendars());
    return this.calendars;
  }

  private connect(): Promise<DAVClient> {
    this.client ??= (async () => {
      const client = new DAVClient({
        serverUrl: this.credentials.serverUrl,
        credentials: { username: this.credentials.username, password: this.credentials.password },
        authMethod: 'Basic',
        defaultAccountType: 'caldav',
        // A time limit per request, not per client.
        fetch: (input, init) => this.guardedFetch(input, { ...init, signal: AbortSignal.timeout(this.timeoutMs) }),
      });
      await this.guard(() => client.login());
      return client;
    })();
    this.client.catch(() => (this.client = undefined));
    return this.client;
  }

  /**
   * tsdav throws plain Errors: a refused password is told apart; anything else (a refused address, no
   * answer, a closed port, no CalDAV service) is one message, so the form cannot be used to map a network.
   */
  private async guard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ProviderAuthError || error instanceof ProviderError || error instanceof CopyGoneError) throw error;
      const message = error instanceof Error ? error.message : String(error);
      if (/Invalid credentials|401/.test(message)) throw new ProviderAuthError('The CalDAV server refused this username or app password.');
      throw new ProviderError(CalendarMessages.caldavUnreachable);
    }
  }
}
