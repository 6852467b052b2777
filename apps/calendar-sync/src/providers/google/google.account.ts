import type { CalendarSummary, MirrorEvent } from '@flow/contracts';
import { type CalendarAccount, CopyGoneError, type FetchedEvent, type MirrorCopy, ProviderAuthError, ProviderError, type TimeWindow } from '../provider';
import { AccessTokenRejected, type GoogleApi, type GoogleTokens } from './google-api';
import { fromGoogleEvent, type GoogleEvent, googleEventId, toGoogleEvent } from './google-event.mapper';

const PAGE_SIZE = '250';
const MAX_PAGES = 40;
const REFRESH_MARGIN_MS = 60_000;

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
  timeZone?: string;
}

/**
 * A Google account opened with its tokens. The access token is refreshed before it expires and
 * once more when Google refuses it; `onRefreshed` stores the new one. A refused refresh token
 * (invalid_grant) ends as ProviderAuthError.
 */
export class GoogleAccount implements CalendarAccount {
  constructor(
    private readonly api: GoogleApi,
    private tokens: { accessToken: string | null; expiresAt: Date | null; refreshToken: string | null },
    private readonly onRefreshed: (tokens: GoogleTokens) => Promise<void>,
  ) {}

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
    await this.call('PATCH', `/calendars/${encodeURIComponent(copy.calendarId)}/events/${encodeURIComponent(copy.externalId)}`, {
      query: { sendUpdates: 'all' },
      body: toGoogleEvent(event),
    });
    return copy;
  }

  async deleteEvent(copy: MirrorCopy): Promise<void> {
    try {
      await this.call('DELETE', `/calendars/${encodeURIComponent(copy.calendarId)}/events/${encodeURIComponent(copy.externalId)}`, { query: { sendUpdates: 'all' } });
    } catch (error) {
      if (!(error instanceof CopyGoneError)) throw error;
    }
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

  private async call<T>(method: string, path: string, options: { query?: Record<string, string | undefined>; body?: unknown }): Promise<T> {
    const fresh = this.tokens.accessToken && this.tokens.expiresAt && this.tokens.expiresAt.getTime() - Date.now() > REFRESH_MARGIN_MS;
    if (!fresh) await this.refresh();
    try {
      return await this.api.call<T>(this.tokens.accessToken!, method, path, options);
    } catch (error) {
      if (!(error instanceof AccessTokenRejected)) throw error;
      await this.refresh();
      try {
        return await this.api.call<T>(this.tokens.accessToken!, method, path, options);
      } catch (again) {
        if (again instanceof AccessTokenRejected) throw new ProviderAuthError('Google refused a fresh access token.');
        throw again;
      }
    }
  }

  private refreshing?: Promise<void>;

  /** One refresh at a time per account, however many calendars are read in parallel. */
  private refresh(): Promise<void> {
    this.refreshing ??= (async () => {
      if (!this.tokens.refreshToken) throw new ProviderAuthError('No refresh token is stored for this connection.');
      const tokens = await this.api.refresh(this.tokens.refreshToken);
      this.tokens = { ...this.tokens, accessToken: tokens.accessToken, expiresAt: tokens.expiresAt };
      await this.onRefreshed(tokens);
    })().finally(() => (this.refreshing = undefined));
    return this.refreshing;
  }
}
