import type { CalendarSummary } from '@flow/contracts';
import {
  AccessTokenRejected,
  type CalendarChanges,
  CopyGoneError,
  type FetchedEvent,
  FullSyncRequiredError,
  ProviderAuthError,
  type SyncedEvent,
  type TimeWindow,
} from './provider';

/** A grant from an OAuth provider's token endpoint (Google, Microsoft). */
export interface OAuthTokens {
  accessToken: string;
  expiresAt: Date;
  /** Google sends one only at consent; Microsoft rotates it on every refresh. */
  refreshToken?: string;
  scope: string;
}

/** The tokens a connection keeps (sealed in its row). */
export interface StoredTokens {
  accessToken: string | null;
  expiresAt: Date | null;
  refreshToken: string | null;
}

/** One JSON API request: query, body, and headers such as If-Match. */
export interface ProviderCallOptions {
  query?: Record<string, string | undefined>;
  body?: unknown;
  /** e.g. If-Match: a write only when the resource is still at that version. */
  headers?: Record<string, string>;
}

/** What an account needs of its provider's HTTP client. */
export interface OAuthApi {
  call<T>(accessToken: string, method: string, path: string, options: ProviderCallOptions): Promise<T>;
  refresh(refreshToken: string): Promise<OAuthTokens>;
}

const REFRESH_MARGIN_MS = 60_000;

/**
 * An account of an OAuth provider opened with its tokens: the access token is refreshed before it
 * expires and once more when the provider refuses it; `onRefreshed` stores the new grant. A refused
 * refresh (invalid_grant) ends as ProviderAuthError. Subclasses say only what their API is.
 */
export abstract class OAuthAccount {
  /** Named in the error when even a fresh access token is refused. */
  protected abstract readonly providerName: string;
  private refreshing?: Promise<void>;

  constructor(
    private readonly api: OAuthApi,
    private tokens: StoredTokens,
    private readonly onRefreshed: (tokens: OAuthTokens) => Promise<void>,
    /** Called before each API call: throws when the person's share of calls is spent. */
    private readonly spend: () => Promise<void> = async () => undefined,
  ) {}

  protected async call<T>(method: string, path: string, options: ProviderCallOptions): Promise<T> {
    await this.spend();
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
        if (again instanceof AccessTokenRejected) throw new ProviderAuthError(`${this.providerName} refused a fresh access token.`);
        throw again;
      }
    }
  }

  /**
   * Each calendar's changes: from where its last sync left off (`resumeFrom`: a sync token, a delta
   * link), else afresh over the window; a state the provider no longer knows starts afresh.
   */
  protected syncEach(
    calendars: CalendarSummary[],
    resumeFrom: (calendar: CalendarSummary) => string | undefined,
    sync: (calendar: CalendarSummary, from?: string) => Promise<CalendarChanges>,
  ): Promise<CalendarChanges[]> {
    return Promise.all(
      calendars.map(async (calendar) => {
        const from = resumeFrom(calendar);
        if (from) {
          try {
            return await sync(calendar, from);
          } catch (error) {
            if (!(error instanceof FullSyncRequiredError)) throw error;
          }
        }
        return sync(calendar);
      }),
    );
  }

  /** One refresh at a time per account, however many calendars are read in parallel. */
  private refresh(): Promise<void> {
    this.refreshing ??= (async () => {
      if (!this.tokens.refreshToken) throw new ProviderAuthError('No refresh token is stored for this connection.');
      const tokens = await this.api.refresh(this.tokens.refreshToken);
      this.tokens = { accessToken: tokens.accessToken, expiresAt: tokens.expiresAt, refreshToken: tokens.refreshToken ?? this.tokens.refreshToken };
      await this.onRefreshed(tokens);
    })().finally(() => (this.refreshing = undefined));
    return this.refreshing;
  }
}

/** The events of a sync inside the window (a change may move one out of it), each kept under its own id. */
export function syncedWithin(events: (FetchedEvent | null)[], window: TimeWindow): SyncedEvent[] {
  return events
    .filter((e): e is FetchedEvent => e !== null && new Date(e.endTime) > window.start && new Date(e.startTime) < window.end)
    .map((e) => ({ ...e, sourceKey: e.id }));
}

/** A conditional write: the provider answers 412 when the event is no longer at FLOW's version. */
export function ifMatch(etag: string | null): Record<string, string> {
  return etag ? { 'if-match': etag } : {};
}

/** A delete of something already gone counts as done. */
export async function unlessGone(deleting: Promise<unknown>): Promise<void> {
  try {
    await deleting;
  } catch (error) {
    if (!(error instanceof CopyGoneError)) throw error;
  }
}
