import { randomUUID } from 'node:crypto';
import type { CalendarSummary, MirrorEvent } from '@flow/contracts';
import { DateTime } from 'luxon';
import {
  type CalendarAccount,
  type CalendarChanges,
  type CalendarSyncState,
  CopyGoneError,
  type FetchedEvent,
  type MirrorCopy,
  type PeakBlockCopy,
  type PeakBlockVersion,
  type PeakBlockWrite,
  ProviderError,
  type TimeWindow,
} from '../provider';
import { ifMatch, OAuthAccount, type ProviderCallOptions, syncedWithin, unlessGone } from '../oauth-account';
import { fromGraphEvent, type GraphEvent, PEAK_TRANSACTION_PREFIX, toGraphEvent, toGraphPeakBlock } from './outlook-event.mapper';

const MAX_PAGES = 100;
/** Times in UTC (FLOW keeps instants); pages of up to 100 events. */
const PREFER = { prefer: 'outlook.timezone="UTC", odata.maxpagesize=100' };

interface GraphCalendar {
  id: string;
  name?: string;
  hexColor?: string;
  isDefaultCalendar?: boolean;
  canEdit?: boolean;
}
interface Page<T> {
  value?: T[];
  '@odata.nextLink'?: string;
  '@odata.deltaLink'?: string;
}

/** An Outlook (Microsoft 365 or Outlook.com) account through Microsoft Graph (tokens refreshed by OAuthAccount). */
export class OutlookAccount extends OAuthAccount implements CalendarAccount {
  protected readonly providerName = 'Microsoft';

  async listCalendars(): Promise<CalendarSummary[]> {
    const calendars = await this.pages<GraphCalendar>('/me/calendars', { query: { $top: '100' } });
    return calendars.map((c) => ({
      id: c.id,
      name: c.name ?? c.id,
      // The person's own calendars are read; shared ones (birthdays, others' calendars) only when chosen.
      selected: Boolean(c.isDefaultCalendar || c.canEdit),
      writable: Boolean(c.canEdit),
      primary: Boolean(c.isDefaultCalendar),
      color: c.hexColor || null,
      timeZone: null,
    }));
  }

  async listEvents(calendars: CalendarSummary[], window: TimeWindow): Promise<FetchedEvent[]> {
    const perCalendar = await Promise.all(
      calendars.map(async (calendar) => {
        const items = await this.pages<GraphEvent>(`/me/calendars/${encodeURIComponent(calendar.id)}/calendarView`, {
          query: viewQuery(window),
          headers: PREFER,
        });
        return items.map((item) => fromGraphEvent(item, calendar.id, calendar.timeZone ?? 'UTC')).filter((e): e is FetchedEvent => e !== null);
      }),
    );
    return perCalendar.flat();
  }

  /**
   * Graph's calendar view delta: the first (or a full) sync reads the window page by page and keeps the
   * @odata.deltaLink of the last page; later ones follow it and get what changed, deleted ones as
   * `@removed`. A 410 / syncStateNotFound starts over with the window. Series come expanded, each
   * occurrence its own item.
   */
  syncEvents(calendars: CalendarSummary[], window: TimeWindow, states: Record<string, CalendarSyncState>, full: boolean): Promise<CalendarChanges[]> {
    return this.syncEach(
      calendars,
      (calendar) => (full ? undefined : states[calendar.id]?.deltaLink),
      (calendar, deltaLink) => this.syncCalendar(calendar, window, deltaLink ?? `/me/calendars/${encodeURIComponent(calendar.id)}/calendarView/delta`),
    );
  }

  private async syncCalendar(calendar: CalendarSummary, window: TimeWindow, start: string): Promise<CalendarChanges> {
    const full = !/^https?:/.test(start);
    let deltaLink: string | undefined;
    const items = await this.pages<GraphEvent>(
      start,
      { query: full ? viewQuery(window) : {}, headers: PREFER },
      (page) => (deltaLink = page['@odata.deltaLink'] ?? deltaLink),
    );
    const events = syncedWithin(
      items.map((item) => fromGraphEvent(item, calendar.id, calendar.timeZone ?? 'UTC')),
      window,
    );
    return {
      calendarId: calendar.id,
      full,
      touched: full ? [] : items.map((item) => item.id),
      touchedSeries: [],
      events,
      state: deltaLink ? { deltaLink } : {},
    };
  }

  /** A change-notification subscription on the person's events; Graph validates `notificationUrl` before answering. */
  async subscribe(subscription: { notificationUrl: string; clientState: string; expiresAt: Date }): Promise<{ id: string; expiresAt: Date }> {
    const created = await this.call<{ id: string; expirationDateTime: string }>('POST', '/subscriptions', {
      body: {
        changeType: 'created,updated,deleted',
        notificationUrl: subscription.notificationUrl,
        lifecycleNotificationUrl: subscription.notificationUrl,
        resource: '/me/events',
        expirationDateTime: subscription.expiresAt.toISOString(),
        clientState: subscription.clientState,
      },
    });
    return { id: created.id, expiresAt: new Date(created.expirationDateTime) };
  }

  async renewSubscription(id: string, expiresAt: Date): Promise<Date> {
    const renewed = await this.call<{ expirationDateTime: string }>('PATCH', `/subscriptions/${encodeURIComponent(id)}`, {
      body: { expirationDateTime: expiresAt.toISOString() },
    });
    return new Date(renewed.expirationDateTime);
  }

  /** One Graph no longer knows counts as deleted. */
  deleteSubscription(id: string): Promise<void> {
    return unlessGone(this.call('DELETE', `/subscriptions/${encodeURIComponent(id)}`, {}));
  }

  /** transactionId is FLOW's event id: a retried create that reached Graph is not booked twice. */
  async createEvent(calendarId: string, event: MirrorEvent): Promise<MirrorCopy> {
    const created = await this.call<GraphEvent>('POST', `/me/calendars/${encodeURIComponent(calendarId)}/events`, {
      body: { ...toGraphEvent(event), transactionId: event.id },
    });
    await this.cancelOccurrences(created.id, event);
    return { calendarId, externalId: created.id, objectUrl: null, etag: created['@odata.etag'] ?? null };
  }

  /** Conditional on the version FLOW wrote (If-Match): a copy the person changed in Outlook is ChangedElsewhereError. */
  async updateEvent(copy: MirrorCopy, event: MirrorEvent): Promise<MirrorCopy> {
    const updated = await this.call<GraphEvent>('PATCH', `/me/events/${encodeURIComponent(copy.externalId)}`, {
      body: toGraphEvent(event),
      headers: ifMatch(copy.etag),
    });
    const etag = (await this.cancelOccurrences(copy.externalId, event)) ?? updated['@odata.etag'] ?? null;
    return { ...copy, etag };
  }

  deleteEvent(copy: MirrorCopy): Promise<void> {
    return unlessGone(this.call('DELETE', `/me/events/${encodeURIComponent(copy.externalId)}`, { headers: ifMatch(copy.etag) }));
  }

  /** A series' left-out starts (EXDATE) are exceptions in Outlook: those occurrences are deleted. Answers the series' new etag. */
  private async cancelOccurrences(seriesId: string, event: MirrorEvent): Promise<string | null> {
    if (!event.recurrence || !event.exdates?.length) return null;
    for (const exdate of event.exdates) {
      const at = DateTime.fromISO(exdate, { setZone: true });
      const window = { start: at.minus({ minutes: 1 }).toJSDate(), end: at.plus({ minutes: 1 }).toJSDate() };
      const instances = await this.pages<GraphEvent>(`/me/events/${encodeURIComponent(seriesId)}/instances`, { query: viewQuery(window), headers: PREFER });
      for (const occurrence of instances.filter(
        (i) => i.start && Math.abs(DateTime.fromISO(i.start.dateTime, { zone: 'UTC' }).toMillis() - at.toMillis()) < 1000,
      )) {
        await unlessGone(this.call('DELETE', `/me/events/${encodeURIComponent(occurrence.id)}`, {}));
      }
    }
    return (await this.call<GraphEvent>('GET', `/me/events/${encodeURIComponent(seriesId)}`, { query: { $select: 'id' } }))['@odata.etag'] ?? null;
  }

  /** Each block read by its id: one the person deleted is missing. */
  async peakBlockVersions(_calendarId: string, blocks: PeakBlockCopy[]): Promise<Map<string, PeakBlockVersion>> {
    const versions = new Map<string, PeakBlockVersion>();
    for (const block of blocks) {
      try {
        const event = await this.call<GraphEvent>('GET', `/me/events/${encodeURIComponent(block.externalId)}`, { query: { $select: 'id,isCancelled' } });
        if (!event.isCancelled) versions.set(block.externalId, { etag: event['@odata.etag'] ?? null, updated: null });
      } catch (error) {
        if (!(error instanceof CopyGoneError)) throw error;
      }
    }
    return versions;
  }

  async createPeakBlock(calendarId: string, block: PeakBlockWrite): Promise<PeakBlockCopy> {
    const created = await this.call<GraphEvent>('POST', `/me/calendars/${encodeURIComponent(calendarId)}/events`, {
      body: { ...toGraphPeakBlock(block), transactionId: `${PEAK_TRANSACTION_PREFIX}${randomUUID()}` },
    });
    return { calendarId, externalId: created.id, objectUrl: null, etag: created['@odata.etag'] ?? null, updated: null };
  }

  async updatePeakBlock(copy: PeakBlockCopy, block: PeakBlockWrite): Promise<PeakBlockCopy> {
    const updated = await this.call<GraphEvent>('PATCH', `/me/events/${encodeURIComponent(copy.externalId)}`, {
      body: toGraphPeakBlock(block),
      headers: ifMatch(copy.etag),
    });
    return { ...copy, etag: updated['@odata.etag'] ?? null };
  }

  deletePeakBlock(copy: PeakBlockCopy): Promise<void> {
    return unlessGone(this.call('DELETE', `/me/events/${encodeURIComponent(copy.externalId)}`, { headers: ifMatch(copy.etag) }));
  }

  /** Follows @odata.nextLink to the end; `onPage` sees each page (the last carries the deltaLink). */
  private async pages<T>(path: string, options: ProviderCallOptions, onPage?: (page: Page<T>) => void): Promise<T[]> {
    const items: T[] = [];
    let next: string | undefined = path;
    for (let i = 0; i < MAX_PAGES && next; i++) {
      const page: Page<T> = await this.call<Page<T>>('GET', next, i === 0 ? options : { headers: options.headers });
      onPage?.(page);
      items.push(...(page.value ?? []));
      next = page['@odata.nextLink'];
    }
    if (next) throw new ProviderError('Outlook returned too many pages of events.');
    return items;
  }
}

const viewQuery = (window: TimeWindow) => ({ startDateTime: window.start.toISOString(), endDateTime: window.end.toISOString() });
