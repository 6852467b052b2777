import { randomUUID } from 'node:crypto';
import type { CalendarSummary, MirrorEvent } from '@flow/contracts';
import {
  type CalendarAccount,
  type CalendarChanges,
  type CalendarSyncState,
  type FetchedEvent,
  type MirrorCopy,
  type PeakBlockCopy,
  type PeakBlockVersion,
  type PeakBlockWrite,
  ProviderError,
  type TimeWindow,
} from '../provider';
import { ifMatch, OAuthAccount, syncedWithin, unlessGone } from '../oauth-account';
import { FLOW_PEAK_PROPERTY, fromGoogleEvent, type GoogleEvent, googleEventId, toGoogleEvent, toGoogleFocusTime } from './google-event.mapper';

const PAGE_SIZE = '250';
const MAX_PAGES = 40;

interface CalendarListEntry {
  id: string;
  summary?: string;
  summaryOverride?: string;
  primary?: boolean;
  selected?: boolean;
  hidden?: boolean;
  deleted?: boolean;
  accessRole?: string;
  backgroundColor?: string;
  timeZone?: string;
}
interface Page<T> {
  items?: T[];
  nextPageToken?: string;
  nextSyncToken?: string;
  timeZone?: string;
}

/** A Google account through Calendar API v3 (tokens refreshed by OAuthAccount). */
export class GoogleAccount extends OAuthAccount implements CalendarAccount {
  protected readonly providerName = 'Google';

  async listCalendars(): Promise<CalendarSummary[]> {
    const entries = await this.pages<CalendarListEntry>('/users/me/calendarList', { minAccessRole: 'reader' });
    return entries
      .filter((c) => !c.deleted)
      .map((c) => ({
        id: c.id,
        name: c.summaryOverride ?? c.summary ?? c.id,
        selected: Boolean(c.selected) && !c.hidden,
        writable: c.accessRole === 'owner' || c.accessRole === 'writer',
        primary: Boolean(c.primary),
        color: c.backgroundColor ?? null,
        timeZone: c.timeZone ?? null,
      }));
  }

  async listEvents(calendars: CalendarSummary[], window: TimeWindow): Promise<FetchedEvent[]> {
    const perCalendar = await Promise.all(
      calendars.map(async (calendar) => {
        let zone = calendar.timeZone ?? 'UTC';
        const items = await this.pages<GoogleEvent>(
          `/calendars/${encodeURIComponent(calendar.id)}/events`,
          { timeMin: window.start.toISOString(), timeMax: window.end.toISOString(), singleEvents: 'true', orderBy: 'startTime', showDeleted: 'false' },
          (page) => (zone = page.timeZone ?? zone),
        );
        return items.map((item) => fromGoogleEvent(item, calendar.id, zone)).filter((e): e is FetchedEvent => e !== null);
      }),
    );
    return perCalendar.flat();
  }

  /**
   * Google's incremental sync: the first (or a full) sync reads the window and keeps the nextSyncToken
   * of its last page; later ones send only the syncToken and get what changed, deleted items as
   * status "cancelled". A 410 fullSyncRequired starts over with the window.
   */
  syncEvents(calendars: CalendarSummary[], window: TimeWindow, states: Record<string, CalendarSyncState>, full: boolean): Promise<CalendarChanges[]> {
    return this.syncEach(
      calendars,
      (calendar) => (full ? undefined : states[calendar.id]?.syncToken),
      (calendar, syncToken) =>
        this.syncCalendar(
          calendar,
          window,
          syncToken ? { syncToken } : { timeMin: window.start.toISOString(), timeMax: window.end.toISOString(), showDeleted: 'false' },
        ),
    );
  }

  private async syncCalendar(calendar: CalendarSummary, window: TimeWindow, query: Record<string, string>): Promise<CalendarChanges> {
    let zone = calendar.timeZone ?? 'UTC';
    let nextSyncToken: string | undefined;
    const items = await this.pages<GoogleEvent>(`/calendars/${encodeURIComponent(calendar.id)}/events`, { ...query, singleEvents: 'true' }, (page) => {
      zone = page.timeZone ?? zone;
      nextSyncToken = page.nextSyncToken ?? nextSyncToken;
    });
    const full = !query.syncToken;
    const events = syncedWithin(
      items.map((item) => fromGoogleEvent(item, calendar.id, zone)),
      window,
    );
    return {
      calendarId: calendar.id,
      full,
      touched: full ? [] : items.map((item) => item.id),
      // A whole series deleted comes as its own id, cancelled, without its instances.
      touchedSeries: full ? [] : items.filter((item) => item.status === 'cancelled' && !item.recurringEventId).map((item) => item.id),
      events,
      state: nextSyncToken ? { syncToken: nextSyncToken } : {},
    };
  }

  /** Opens a push channel (events.watch) on a calendar: Google posts to `address` when its events change. */
  async watch(
    calendarId: string,
    channel: { id: string; token: string; address: string; ttlSeconds: number },
  ): Promise<{ resourceId: string; expiresAt: Date }> {
    const opened = await this.call<{ resourceId: string; expiration?: string }>('POST', `/calendars/${encodeURIComponent(calendarId)}/events/watch`, {
      body: { id: channel.id, type: 'web_hook', address: channel.address, token: channel.token, params: { ttl: String(channel.ttlSeconds) } },
    });
    return { resourceId: opened.resourceId, expiresAt: new Date(opened.expiration ? Number(opened.expiration) : Date.now() + channel.ttlSeconds * 1000) };
  }

  /** Stops a push channel; one Google no longer knows counts as stopped. */
  stopChannel(id: string, resourceId: string): Promise<void> {
    return unlessGone(this.call('POST', '/channels/stop', { body: { id, resourceId } }));
  }

  async createEvent(calendarId: string, event: MirrorEvent, options: { replacingDeleted?: boolean } = {}): Promise<MirrorCopy> {
    const path = `/calendars/${encodeURIComponent(calendarId)}/events`;
    // Base32hex digits (0-9a-v) as Google requires; a deleted id cannot be reused, so a suffix then.
    const id = googleEventId(event.id) + (options.replacingDeleted ? Date.now().toString(32) : '');
    try {
      await this.call('POST', path, { query: { sendUpdates: 'all' }, body: { id, ...toGoogleEvent(event) } });
    } catch (error) {
      // Created before (a retried call): bring that copy up to date instead.
      if (!(error instanceof ProviderError && error.status === 409)) throw error;
      return this.updateEvent({ calendarId, externalId: id, objectUrl: null, etag: null }, event);
    }
    return { calendarId, externalId: id, objectUrl: null, etag: null };
  }

  async updateEvent(copy: MirrorCopy, event: MirrorEvent): Promise<MirrorCopy> {
    await this.call('PATCH', eventPath(copy), {
      query: { sendUpdates: 'all' },
      body: toGoogleEvent(event),
    });
    return copy;
  }

  deleteEvent(copy: MirrorCopy): Promise<void> {
    return unlessGone(this.call('DELETE', eventPath(copy), { query: { sendUpdates: 'all' } }));
  }

  /** One list of FLOW's focus blocks (its private property) from the earliest one on; deleted ones are left out. */
  async peakBlockVersions(calendarId: string, blocks: PeakBlockCopy[]): Promise<Map<string, PeakBlockVersion>> {
    const versions = new Map<string, PeakBlockVersion>();
    if (!blocks.length) return versions;
    const items = await this.pages<GoogleEvent & { etag?: string; updated?: string }>(`/calendars/${encodeURIComponent(calendarId)}/events`, {
      privateExtendedProperty: `${FLOW_PEAK_PROPERTY}=1`,
      // Far enough back for a block the person moved to an earlier day.
      timeMin: new Date(Date.now() - 400 * 86_400_000).toISOString(),
      showDeleted: 'false',
    });
    for (const item of items) if (item.status !== 'cancelled') versions.set(item.id, { etag: item.etag ?? null, updated: item.updated ?? null });
    return versions;
  }

  async createPeakBlock(calendarId: string, block: PeakBlockWrite): Promise<PeakBlockCopy> {
    type Created = { id: string; etag?: string; updated?: string };
    const path = `/calendars/${encodeURIComponent(calendarId)}/events`;
    // The id is chosen here, so a retried insert that had reached Google finds its block (409) instead of booking a second.
    const id = googleEventId(randomUUID());
    let created: Created;
    try {
      created = await this.call<Created>('POST', path, { body: { id, ...toGoogleFocusTime(block) } });
    } catch (error) {
      if (!(error instanceof ProviderError && error.status === 409)) throw error;
      created = await this.call<Created>('GET', `${path}/${id}`, {});
    }
    return { calendarId, externalId: created.id, objectUrl: null, etag: created.etag ?? null, updated: created.updated ?? null };
  }

  async updatePeakBlock(copy: PeakBlockCopy, block: PeakBlockWrite): Promise<PeakBlockCopy> {
    const updated = await this.call<{ etag?: string; updated?: string }>('PATCH', eventPath(copy), {
      body: toGoogleFocusTime(block),
      headers: ifMatch(copy.etag),
    });
    return { ...copy, etag: updated.etag ?? null, updated: updated.updated ?? null };
  }

  deletePeakBlock(copy: PeakBlockCopy): Promise<void> {
    return unlessGone(this.call('DELETE', eventPath(copy), { headers: ifMatch(copy.etag) }));
  }

  private async pages<T>(path: string, query: Record<string, string>, onPage?: (page: Page<T>) => void): Promise<T[]> {
    const items: T[] = [];
    let pageToken: string | undefined;
    for (let i = 0; i < MAX_PAGES; i++) {
      const page = await this.call<Page<T>>('GET', path, { query: { ...query, maxResults: PAGE_SIZE, pageToken } });
      onPage?.(page);
      items.push(...(page.items ?? []));
      pageToken = page.nextPageToken;
      if (!pageToken) return items;
    }
    throw new ProviderError('Google Calendar returned too many pages of events.');
  }
}

const eventPath = (copy: { calendarId: string; externalId: string }) =>
  `/calendars/${encodeURIComponent(copy.calendarId)}/events/${encodeURIComponent(copy.externalId)}`;
