import { randomUUID } from 'node:crypto';
import { CalendarMessages, type CalendarSummary, type MirrorEvent } from '@flow/contracts';
import { DAVClient, type DAVCalendar } from 'tsdav';
import { eventsOfCalendarObject, newCalendar, newVevent, withTimezones } from '../ical/ical';
import {
  CallBudgetSpentError,
  ChangedElsewhereError,
  type CalendarAccount,
  type CalendarChanges,
  type CalendarSyncState,
  CopyGoneError,
  type FetchedEvent,
  type MirrorCopy,
  PEAK_BLOCK_DESCRIPTION,
  PEAK_BLOCK_SUMMARY,
  PLAN_BLOCK_DESCRIPTION,
  planBlockSummary,
  type PeakBlockCopy,
  type PeakBlockVersion,
  type PeakBlockWrite,
  ProviderAuthError,
  ProviderError,
  type SyncedEvent,
  type TimeWindow,
} from '../provider';

export interface CaldavCredentials {
  serverUrl: string;
  username: string;
  password: string;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const GETETAG = { 'd:getetag': {} };

interface DavObject {
  url: string;
  etag?: string;
  data?: unknown;
}

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

/** FLOW's focus block as a busy VEVENT (free: TRANSP:TRANSPARENT) with the FLOW category and FLOW's mark. */
export function peakBlockObject(uid: string, block: PeakBlockWrite): string {
  const calendar = newCalendar();
  calendar.addSubcomponent(
    newVevent({
      uid,
      summary: block.planItemTitle !== undefined ? planBlockSummary(block.planItemTitle) : PEAK_BLOCK_SUMMARY,
      start: block.start,
      end: block.end,
      description: block.planItemTitle !== undefined ? PLAN_BLOCK_DESCRIPTION : PEAK_BLOCK_DESCRIPTION,
      extra: {
        CATEGORIES: 'FLOW',
        TRANSP: block.free ? 'TRANSPARENT' : 'OPAQUE',
        'X-FLOW-PEAK-PROTECTION': '1',
        ...(block.planItemTitle !== undefined ? { 'X-FLOW-PLAN-ITEM': '1' } : {}),
      },
    }),
  );
  return calendar.toString();
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

  /**
   * Incremental sync of each calendar: nothing to do when its sync-token (or, without one, its ctag)
   * is the one kept; else RFC 6578 sync-collection from the kept token where the server offers it,
   * else the list of ETags compared with the kept ones. Changed objects are fetched with one
   * calendar-multiget. No state, a refused token or `full`: the window is read again.
   */
  async syncEvents(calendars: CalendarSummary[], window: TimeWindow, states: Record<string, CalendarSyncState>, full: boolean): Promise<CalendarChanges[]> {
    const byUrl = new Map((await this.davCalendars()).map((c) => [c.url, c]));
    const results = await Promise.all(
      calendars.map(async (summary): Promise<CalendarChanges | null> => {
        const calendar = byUrl.get(summary.id);
        if (!calendar) return null;
        const kept = full ? {} : (states[summary.id] ?? {});
        const remote: CalendarSyncState = {
          ...(calendar.syncToken ? { syncToken: String(calendar.syncToken) } : {}),
          ...(calendar.ctag ? { ctag: String(calendar.ctag) } : {}),
        };
        const unchanged = kept.etags && (remote.syncToken ? kept.syncToken === remote.syncToken : remote.ctag !== undefined && kept.ctag === remote.ctag);
        if (unchanged) return { calendarId: summary.id, full: false, touched: [], touchedSeries: [], events: [], state: kept };
        const delta = kept.etags ? await this.changedObjects(calendar, kept).catch(() => null) : null;
        if (!delta) return this.fullSync(calendar, summary, window, remote);
        const objects = delta.changed.length ? await this.objects(calendar, delta.changed) : [];
        const etags = { ...kept.etags };
        for (const url of delta.deleted) delete etags[url];
        for (const object of objects) if (object.etag) etags[object.url] = object.etag;
        return {
          calendarId: summary.id,
          full: false,
          touched: [...delta.deleted, ...delta.changed],
          touchedSeries: [],
          events: objects.flatMap((object) => this.eventsOf(object, summary, window)),
          state: { ...remote, ...(delta.syncToken ? { syncToken: delta.syncToken } : {}), etags },
        };
      }),
    );
    return results.filter((r): r is CalendarChanges => r !== null);
  }

  /** The window's objects, with the collection's token and ctag read before them (a change in between is seen next time). */
  private async fullSync(calendar: DAVCalendar, summary: CalendarSummary, window: TimeWindow, remote: CalendarSyncState): Promise<CalendarChanges> {
    const client = await this.connect();
    const objects: DavObject[] = await this.guard(() =>
      client.fetchCalendarObjects({ calendar, timeRange: { start: window.start.toISOString(), end: window.end.toISOString() }, urlFilter: () => true }),
    );
    const etags = Object.fromEntries(objects.filter((o) => o.etag).map((o) => [o.url, o.etag!]));
    return {
      calendarId: summary.id,
      full: true,
      touched: [],
      touchedSeries: [],
      events: objects.flatMap((object) => this.eventsOf(object, summary, window)),
      state: { ...remote, etags },
    };
  }

  /** Object URLs changed and deleted since the kept state: sync-collection when offered, else the ETag list. Null: read everything again. */
  private async changedObjects(calendar: DAVCalendar, kept: CalendarSyncState): Promise<{ changed: string[]; deleted: string[]; syncToken?: string } | null> {
    const client = await this.connect();
    const absolute = (href: string | undefined) => new URL(href ?? '', calendar.url).href;
    const isObject = (url: string) => url !== calendar.url && !url.endsWith('/');
    if (kept.syncToken && Array.isArray(calendar.reports) && calendar.reports.includes('syncCollection')) {
      const responses = await this.guard(() => client.syncCollection({ url: calendar.url, props: GETETAG, syncLevel: 1, syncToken: kept.syncToken }));
      // An invalid or expired token (403/409 valid-sync-token) or any other refusal: a full sync.
      if (responses.some((r) => r.status >= 400 && !(r.status === 404 && isObject(absolute(r.href))))) return null;
      const syncToken = responses[0]?.raw?.multistatus?.syncToken as string | undefined;
      if (!syncToken) return null;
      const objects = responses.filter((r) => r.href && isObject(absolute(r.href)));
      return {
        changed: objects.filter((r) => r.status !== 404 && String(r.props?.getetag ?? '') !== kept.etags?.[absolute(r.href)]).map((r) => absolute(r.href)),
        deleted: objects.filter((r) => r.status === 404).map((r) => absolute(r.href)),
        syncToken,
      };
    }
    const listing = await this.guard(() => client.propfind({ url: calendar.url, props: GETETAG, depth: '1' }));
    const remote = new Map(listing.filter((r) => r.ok && isObject(absolute(r.href))).map((r) => [absolute(r.href), String(r.props?.getetag ?? '')]));
    return {
      changed: [...remote].filter(([url, etag]) => kept.etags?.[url] !== etag).map(([url]) => url),
      deleted: Object.keys(kept.etags ?? {}).filter((url) => !remote.has(url)),
    };
  }

  private async objects(calendar: DAVCalendar, urls: string[]): Promise<DavObject[]> {
    const client = await this.connect();
    return this.guard(() => client.fetchCalendarObjects({ calendar, objectUrls: urls, urlFilter: () => true }));
  }

  private eventsOf(object: DavObject, summary: CalendarSummary, window: TimeWindow): SyncedEvent[] {
    if (typeof object.data !== 'string' || !object.data.includes('BEGIN:VCALENDAR')) return [];
    try {
      return eventsOfCalendarObject(object.data, summary.id, window, summary.timeZone ?? 'UTC').map((e) => ({ ...e, sourceKey: object.url }));
    } catch {
      return []; // one unreadable object must not hide the rest of the calendar
    }
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

  /** One calendar-multiget of the blocks' ETags; a deleted object answers 404 and is left out. */
  async peakBlockVersions(calendarId: string, blocks: PeakBlockCopy[]): Promise<Map<string, PeakBlockVersion>> {
    const versions = new Map<string, PeakBlockVersion>();
    const byUrl = new Map(blocks.filter((b) => b.objectUrl).map((b) => [b.objectUrl!, b.externalId]));
    if (!byUrl.size) return versions;
    const client = await this.connect();
    const responses = await this.guard(() =>
      client.calendarMultiGet({ url: calendarId, props: GETETAG, objectUrls: [...byUrl.keys()].map((u) => new URL(u).pathname), depth: '1' }),
    );
    for (const response of responses) {
      const url = new URL(response.href ?? '', calendarId).href;
      const externalId = byUrl.get(url);
      const etag = response.props?.getetag;
      if (externalId && response.ok && etag) versions.set(externalId, { etag: String(etag), updated: null });
    }
    return versions;
  }

  async createPeakBlock(calendarId: string, block: PeakBlockWrite): Promise<PeakBlockCopy> {
    const client = await this.connect();
    const id = randomUUID();
    const uid = `${id}@flow-peak`;
    const filename = `flow-peak-${id}.ics`;
    const response = await this.guard(() => client.createCalendarObject({ calendar: { url: calendarId }, filename, iCalString: peakBlockObject(uid, block) }));
    this.assertOk(response, 'save the focus block');
    const objectUrl = new URL(filename, calendarId.endsWith('/') ? calendarId : `${calendarId}/`).href;
    return this.withEtag({ calendarId, externalId: uid, objectUrl, etag: response.headers.get('etag'), updated: null });
  }

  async updatePeakBlock(copy: PeakBlockCopy, block: PeakBlockWrite): Promise<PeakBlockCopy> {
    if (!copy.objectUrl || !copy.etag) throw new ChangedElsewhereError();
    const client = await this.connect();
    const response = await this.guard(() =>
      client.updateCalendarObject({ calendarObject: { url: copy.objectUrl!, data: peakBlockObject(copy.externalId, block), etag: copy.etag! } }),
    );
    if (response.status === 412 || response.status === 404 || response.status === 410) throw new ChangedElsewhereError();
    this.assertOk(response, 'update the focus block');
    return this.withEtag({ ...copy, etag: response.headers.get('etag') });
  }

  async deletePeakBlock(copy: PeakBlockCopy): Promise<void> {
    if (!copy.objectUrl) return;
    const client = await this.connect();
    const response = await this.guard(() => client.deleteCalendarObject({ calendarObject: { url: copy.objectUrl!, etag: copy.etag ?? undefined } }));
    if (response.status === 404 || response.status === 410) return;
    if (response.status === 412) throw new ChangedElsewhereError();
    this.assertOk(response, 'delete the focus block');
  }

  /** A server that sends no ETag with its PUT answer: the ETag is read at once, so a later edit is told apart. */
  private async withEtag(copy: PeakBlockCopy): Promise<PeakBlockCopy> {
    if (copy.etag) return copy;
    const versions = await this.peakBlockVersions(copy.calendarId, [copy]);
    return { ...copy, etag: versions.get(copy.externalId)?.etag ?? null };
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
      if (
        error instanceof ProviderAuthError ||
        error instanceof ProviderError ||
        error instanceof CopyGoneError ||
        error instanceof ChangedElsewhereError ||
        error instanceof CallBudgetSpentError
      )
        throw error;
      const message = error instanceof Error ? error.message : String(error);
      if (/Invalid credentials|401/.test(message)) throw new ProviderAuthError('The CalDAV server refused this username or app password.');
      throw new ProviderError(CalendarMessages.caldavUnreachable);
    }
  }
}
